/**
 * The narrator's acts as legal() lists them (GW-NAR-LEGAL): every kind of tool, with a bounded,
 * representative set of values where the space is open — an NPC moved to a neighbouring free
 * square, each effect granted until saved, adjustments of one point with a stock reason, one
 * difficult-terrain rating, one-turn disarm time. `apply` still accepts any valid value (a square
 * across the map, an adjustment of 7, a reason in the narrator's words); every act listed here is
 * one `apply` accepts.
 */
import { EFFECTS } from '../data/starter.ts'
import { mechaAt, present } from './queries.ts'
import type { GwState, NarratorAct } from './types.ts'

const NEIGHBOURS = [
  { x: 0, y: -1 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: -1, y: 0 },
  { x: 1, y: -1 },
  { x: 1, y: 1 },
  { x: -1, y: 1 },
  { x: -1, y: -1 },
]

/** What the narrator may do now besides ordering its NPCs. `paused`: only what a pause allows. */
export function narratorActs(s: GwState): NarratorAct[] {
  const out: NarratorAct[] = []
  if (s.paused) {
    out.push({ type: 'resume' }, { type: 'note', text: 'Ruling noted.' })
    out.push(...ends())
    return out
  }
  const onMap = (p: { x: number; y: number }) =>
    p.x >= 0 && p.y >= 0 && p.x < s.scene.width && p.y < s.scene.height
  const mecha = Object.values(s.mecha).filter(present)
  for (const m of mecha) {
    if (m.side !== 'npcs') continue
    for (const d of NEIGHBOURS) {
      const at = { x: m.pos.x + d.x, y: m.pos.y + d.y }
      if (onMap(at) && !mechaAt(s, at)) out.push({ type: 'place', mecha: m.id, at })
    }
  }
  out.push({ type: 'scene', scene: { grid: !s.scene.grid } })
  // One representative terrain change: the first clear square of the middle column turns difficult.
  const mid = Math.floor(s.scene.width / 2)
  for (let y = 0; y < s.scene.height; y++) {
    const at = { x: mid, y }
    if (s.scene.terrain.some((t) => t.at.x === at.x && t.at.y === at.y)) continue
    out.push({ type: 'scene', scene: { terrain: [...s.scene.terrain, { at, rating: 1 }] } })
    break
  }
  if (s.scene.terrain.length) out.push({ type: 'scene', scene: { terrain: [] } })
  const pilots = Object.values(s.pilots).filter((p) => !p.dead)
  for (const p of pilots) {
    for (const effect of EFFECTS)
      if (!p.effects.some((x) => x.id === effect))
        out.push({ type: 'grant', pilot: p.id, effect, duration: 'save' })
    for (const x of p.effects) out.push({ type: 'remove', pilot: p.id, effect: x.id })
    for (const delta of [-1, 1])
      out.push({ type: 'adjust', target: p.id, field: 'health', delta, reason: 'narrator ruling' })
    if (p.sheet.piloting < 5) out.push({ type: 'level-up', pilot: p.id })
  }
  for (const m of mecha) {
    for (const field of ['armor', 'energy'] as const)
      for (const delta of [-1, 1])
        out.push({ type: 'adjust', target: m.id, field, delta, reason: 'narrator ruling' })
    out.push({ type: 'adjust', target: m.id, field: 'repairOps', delta: 1, reason: 'narrator ruling' })
    if (m.selfDestruct) {
      out.push({ type: 'cancel-self-destruct', mecha: m.id })
      out.push({ type: 'disarm-time', mecha: m.id, turns: Math.max(1, (m.selfDestruct.work ?? 0) + 1) })
    }
    if (m.hidden) out.push({ type: 'reveal', mecha: m.id })
    if (m.heatShield && !m.descent) out.push({ type: 'begin-descent', mecha: m.id })
    if (!m.carrier)
      for (const carrier of ['ship', 'rockets'] as const)
        out.push({ type: 'attach-carrier', mecha: m.id, carrier })
  }
  out.push({ type: 'pause', reason: 'a ruling' }, { type: 'note', text: 'Narrator note.' })
  out.push(...ends())
  return out
}

function ends(): NarratorAct[] {
  return [
    { type: 'end', winner: 'players', reason: 'the narrator ends the encounter: the players prevail' },
    { type: 'end', winner: 'narrator', reason: 'the narrator ends the encounter: the opposition prevails' },
    { type: 'end', winner: 'draw', reason: 'the narrator ends the encounter' },
  ]
}
