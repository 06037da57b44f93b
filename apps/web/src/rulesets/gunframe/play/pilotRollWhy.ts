/**
 * Why a pilot roll was made, in words. The engine tags each roll with a reason code
 * (`disengage`, `dangerous:terrain:crates-1`, `panic:terrifying:lucky`…); the log says it as a
 * player would, naming the terrain piece as the table's tooltip does (a suppression zone has no
 * piece of its own on the field once it has gone, so it is named by kind).
 */
import type { BattleState } from '../engine.ts'

const REASONS: Record<string, string> = {
  disengage: 'leaving contact',
  'disengage-hands': 'leaving contact with a unit that holds on',
  panic: 'panic',
  'combiner-destroyed': 'combined form destroyed',
  uncoordinated: 'uncoordinated combiner',
  kick: 'kick',
  'defense-matrix': 'Defense Matrix',
  reserves: 'arriving from reserves',
  ambush: 'ambush',
  'jump-charge': 'jump charge',
}

/** Suffixes the engine adds for a second roll or a free one. */
const SUFFIXES: Record<string, string> = { lucky: 'Lucky re-roll', inspiring: 'inspired' }

function terrainName(s: BattleState, id: string): string {
  const f = s.field.terrain.find((t) => t.id === id)
  if (f) return f.name
  if (id.startsWith('terrain:sz:')) return 'suppression zone'
  if (id.startsWith('terrain:hull-breach:')) return 'hull breach'
  return id
    .replace(/^terrain:/, '')
    .replace(/[-:]\d+/g, '')
    .replace(/[-:]/g, ' ')
}

export function pilotRollWhy(s: BattleState, why: string): string {
  let rest = why
  const extra: string[] = []
  for (const [k, v] of Object.entries(SUFFIXES))
    if (rest.endsWith(`:${k}`)) {
      rest = rest.slice(0, -k.length - 1)
      extra.unshift(v)
    }
  let main: string
  if (rest.startsWith('dangerous:'))
    main = `dangerous terrain: ${terrainName(s, rest.slice('dangerous:'.length))}`
  else if (rest.startsWith('panic:')) main = `panic: ${rest.slice('panic:'.length).replace(/[-:]/g, ' ')}`
  else main = REASONS[rest] ?? rest.replace(/[-:]/g, ' ')
  return [main, ...extra].join(', ')
}
