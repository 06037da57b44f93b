/**
 * Test helpers for Gunwave (`@sortie/gunwave/testkit`): build sheets and states, script dice,
 * play or reject decisions, run a whole turn from a map of orders, read units.
 */
import { type RngState, unwrap, withScript } from '@sortie/engine'
import { gunwaveRuleset } from '../battle/ruleset.ts'
import type {
  Action,
  GwDecision,
  GwEvent,
  GwSetup,
  GwState,
  MechaState,
  Minor,
  PilotState,
} from '../battle/types.ts'
import { NARRATOR } from '../battle/types.ts'
import { mechaTypeById } from '../data/starter.ts'
import { ARCHETYPES, NPC_SHEETS } from '../sheets/archetypes.ts'
import type { MechaSheet, PilotSheet, Sheet } from '../sheets/schema.ts'

export const ruleset = gunwaveRuleset()
export { NARRATOR }

/** A sheet from an archetype (or NPC sheet) with overrides; mecha stats follow a changed type. */
export function sheet(
  base: string,
  o: { pilot?: Partial<PilotSheet>; mecha?: Partial<MechaSheet> } = {},
): Sheet {
  const b = structuredClone(ARCHETYPES[base] ?? NPC_SHEETS[base])
  if (!b) throw new Error(`no archetype ${base}`)
  Object.assign(b.pilot, o.pilot ?? {})
  if (o.mecha?.type) {
    const t = mechaTypeById(o.mecha.type)
    if (t) Object.assign(b.mecha, { armor: t.armor, energy: t.energy, speed: t.speed })
  }
  Object.assign(b.mecha, o.mecha ?? {})
  return b
}

/**
 * A plain pilot: no specialty bonus that changes pools, experienced in its mecha, and levelled once
 * (piloting 2, §3.2: two melee defence dice, as in the seed's melee example) unless told otherwise.
 */
export function plainSheet(o: { pilot?: Partial<PilotSheet>; mecha?: Partial<MechaSheet> } = {}): Sheet {
  const s = sheet('ace', o)
  if (!o.pilot?.specialty) s.pilot.specialty = 'infiltrator'
  if (o.pilot?.piloting === undefined) s.pilot.piloting = 2
  if (!o.pilot?.experience) s.pilot.experience = { [s.mecha.name]: 5 }
  return s
}

export interface DuelOptions {
  player?: Sheet
  npc?: Sheet
  playerAt?: { x: number; y: number }
  npcAt?: { x: number; y: number }
  more?: GwSetup['npcs']
  players?: GwSetup['players']
  options?: GwSetup['options']
  scene?: GwSetup['scene']
}

export function setupOf(o: DuelOptions = {}): GwSetup {
  return {
    players: [
      { seat: 'p1', sheet: o.player ?? plainSheet(), at: o.playerAt ?? { x: 2, y: 5 } },
      ...(o.players ?? []),
    ],
    npcs: [
      { id: 'foe', sheet: o.npc ?? plainSheet({ pilot: { name: 'Foe' } }), at: o.npcAt ?? { x: 8, y: 5 } },
      ...(o.more ?? []),
    ],
    ...(o.options ? { options: o.options } : {}),
    ...(o.scene ? { scene: o.scene } : {}),
  }
}

export function duel(o: DuelOptions = {}, seed = 'test'): GwState {
  return unwrap(ruleset.start(setupOf(o), seed))
}

/** The state with the next dice forced. */
export function script(s: GwState, dice: number[]): GwState {
  return { ...s, rng: withScript(s.rng as RngState, dice) }
}

export function play(s: GwState, ...ds: GwDecision[]): { state: GwState; events: GwEvent[] } {
  let state = s
  const events: GwEvent[] = []
  for (const d of ds) {
    const r = ruleset.apply(state, d)
    if (!r.ok) throw new Error(`rejected ${JSON.stringify(d)}: ${r.error.code} ${r.error.message}`)
    state = r.value.state
    events.push(...r.value.events)
  }
  return { state, events }
}

export function reject(s: GwState, d: GwDecision): string {
  const r = ruleset.apply(s, d)
  if (r.ok) throw new Error(`expected a rejection of ${JSON.stringify(d)}`)
  return r.error.code
}

export const seatOf = (s: GwState, actor: string): string => s.pilots[actor]?.seat ?? 'p1'

/** Orders for the pilots named (others skip), narrator ready, then every minor (default none). */
export function turn(
  s: GwState,
  orders: Record<string, Action>,
  minors: Record<string, Minor> = {},
): { state: GwState; events: GwEvent[] } {
  const ds: GwDecision[] = []
  const live = Object.values(s.pilots).filter((p) => !p.dead && !p.unconscious)
  for (const p of live)
    ds.push({ seat: p.seat, kind: 'order', actor: p.id, action: orders[p.id] ?? { type: 'skip' } })
  ds.push({ seat: NARRATOR, kind: 'ready' })
  const first = play(s, ...ds)
  if (first.state.phase !== 'minor') return first
  const ms: GwDecision[] = []
  for (const p of Object.values(first.state.pilots).filter((q) => !q.dead && !q.unconscious))
    ms.push({ seat: p.seat, kind: 'minor', actor: p.id, act: minors[p.id] ?? { type: 'none' } })
  const second = play(first.state, ...ms)
  return { state: second.state, events: [...first.events, ...second.events] }
}

export const mecha = (s: GwState, id: string): MechaState => {
  const m = s.mecha[id.startsWith('mecha:') ? id : `mecha:${id}`]
  if (!m) throw new Error(`no mecha ${id}`)
  return m
}
export const pilot = (s: GwState, id: string): PilotState => {
  const p = s.pilots[id.startsWith('pilot:') ? id : `pilot:${id}`]
  if (!p) throw new Error(`no pilot ${id}`)
  return p
}
export const eventsOf = <T extends GwEvent['type']>(
  es: GwEvent[],
  type: T,
): Extract<GwEvent, { type: T }>[] => es.filter((e): e is Extract<GwEvent, { type: T }> => e.type === type)
