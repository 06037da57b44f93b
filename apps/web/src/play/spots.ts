/**
 * Positional choices: the legal decisions that put something at a point on the table (a mission
 * marker, counter or piece during setup, a reserve's arrival, an ambusher springing out). The table
 * draws each offered point and a click near one takes it; hovering its button lights it up.
 * Only points the engine's legal list holds are ever offered.
 */
import type { Prompt, Vec } from '@sortie/engine'
import type { BattleDecision, BattleState } from '../engine.ts'
import { dist } from './tools.ts'

export interface Spot {
  d: BattleDecision
  pos: Vec
  /** Drawn radius: the arriving unit's base, or a counter's size. */
  r: number
  facing: number
  /** What goes there: a setup item ('loot', 'beacon', …) or 'unit'. */
  item: string
  unit?: string
}

/** Mission items placed as pieces with a base (their radius in the battle's setup). */
const PIECE_ITEMS = new Set(['beacon', 'raid-target'])

export function spotOf(s: BattleState, d: BattleDecision, p: Prompt | null): Spot | null {
  if (d.kind === 'mission-setup' && d.pos) {
    const item = String(p?.item ?? 'objective')
    return { d, pos: d.pos, r: PIECE_ITEMS.has(item) ? 1 : 0.8, facing: 0, item }
  }
  if ((d.kind === 'arrive' && d.scatter === undefined && d.pos.x >= 0) || d.kind === 'ambush') {
    const u = s.units.find((x) => x.id === d.unit)
    return { d, pos: d.pos, r: u?.radius ?? 1, facing: d.facing, item: 'unit', unit: d.unit }
  }
  return null
}

export function positionalSpots(s: BattleState, p: Prompt | null, legal: readonly BattleDecision[]): Spot[] {
  const out: Spot[] = []
  for (const d of legal) {
    const sp = spotOf(s, d, p)
    if (sp) out.push(sp)
  }
  return out
}

/** The offered spot a click at `p` means: the nearest whose drawn circle (at least 1") holds it. */
export function spotAt(spots: readonly Spot[], p: Vec): Spot | null {
  let best: Spot | null = null
  let bestD = Infinity
  for (const sp of spots) {
    const d = dist(sp.pos, p)
    if (d <= Math.max(1, sp.r + 0.3) && d < bestD) {
      best = sp
      bestD = d
    }
  }
  return best
}
