/**
 * What a unit's range rings show, asked of the engine: each weapon system it has dice in now, how
 * far that band reaches for this unit (Extreme Range's long) and the dice it attacks with there
 * (crippled halving, Anger Issues), never the printed profile's numbers.
 */
import { BANDS, type Band } from '@sortie/gunframe/battle'
import { attackLoadout, type BattleState, type BattleUnit, bandReach } from '../../engine.ts'

export interface RingBand {
  band: Band
  /** The band's outer edge, inches from the edge of the unit's base. */
  reach: number
  /** The dice the unit attacks with in this band now. */
  dice: number
  /** The ring's words: band and dice. */
  text: string
}

export function ringBands(state: BattleState, u: BattleUnit): RingBand[] {
  const reach = bandReach(u)
  const dice = attackLoadout(state, u)
  return BANDS.filter((b) => dice[b] > 0).map((b) => ({
    band: b,
    reach: reach[b],
    dice: dice[b],
    text: `${b} ${dice[b]}D`,
  }))
}
