/**
 * The odds of the attack the frame on top of the turn stack has declared, read off the live
 * state: the die it put on attack (or, before assigning, the best die its rolled pool could put
 * there), the target's defence (its assigned die, or what its pool is likely to give when it rolls,
 * one white fewer when it will roll in a hazard area: MF-ALT-HAZARD), spotting and cover.
 *
 * @example
 * turnOdds(state)?.destroyed // chance the declared attack destroys the target frame
 */
import { hitsToRaze } from '../battle/actions/damage-table.ts'
import { dieFits } from '../battle/actions/pool.ts'
import { frameCover, hazardStrikes, structureCover } from '../battle/geo.ts'
import type { FrameState, FzState } from '../battle/types.ts'
import { type AttackOdds, attackOdds } from './attack-odds.ts'
import { poolOdds } from './pool-odds.ts'

/** The frame as it will roll now: a hazard takes one white away unless it is protected. */
const asItRolls = (s: FzState, f: FrameState) =>
  hazardStrikes(s, f) ? { ...f, whites: Math.max(0, f.whites - 1) } : f

export function turnOdds(s: FzState): AttackOdds | null {
  const t = s.turns[s.turns.length - 1]
  if (t?.target?.kind !== 'frame' || !t.band) return null
  const me = s.frames.find((f) => f.id === t.frame)
  const tg = s.frames.find((f) => f.id === t.target?.id)
  if (!me?.pos || !tg?.pos) return null
  const assigned = t.assignment?.attack
  const attack =
    assigned !== null && assigned !== undefined
      ? (t.pool?.[assigned]?.value ?? 0)
      : t.pool
        ? Math.max(0, ...t.pool.filter((d) => dieFits(d, 'attack', t, me)).map((d) => d.value))
        : poolOdds(asItRolls(s, me), t.band).attack.withWhites
  const defence = tg.activated ? (tg.defence ?? 0) : poolOdds(asItRolls(s, tg), null).defence.withWhites
  const structure = t.band === 'h' ? undefined : structureCover(s, me.pos, tg.pos)
  const cf = t.band === 'h' || structure ? undefined : frameCover(s, me, tg)
  return attackOdds({
    attack,
    defence,
    spot: s.spots[tg.id] ?? 0,
    case: t.band === 'h' ? 'melee' : structure ? 'structure' : cf ? 'frame' : 'none',
    coverHitsToRaze: structure ? hitsToRaze(structure.bricks, structure.perLayer) : 0,
    coverFrameHp: cf ? cf.systems.length + cf.whites : 0,
    coverFrameSafe: cf ? cf.systems.filter((x) => x === 'B').length >= 2 : false,
    targetHp: tg.systems.length + tg.whites,
  })
}
