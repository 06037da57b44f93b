/**
 * What a destruction sets off, queued to happen once the current attack is over: Lovers' free
 * activation (GF-UPG-LOVERS), Rivals' attack (GF-UPG-RIVALS) and, with the panic setting on, the
 * panic rolls of friends within 8" that saw it (GF-PANIC-…; the rolls themselves, with Fearless,
 * Inspiring and Lucky, are power-panic-roll.ts's). Where the upgrade and panic meet, the upgrade
 * wins (GF-PANIC-PRIORITY): a lover offered its free activation makes no panic roll for this
 * death, whether it takes the activation or not. A panicked unit's answer (cry or run) is handled
 * in power-panic.ts.
 */
import { type PanicWitness, panicChoices, panicTesters } from '@sortie/gunframe/power'
import { isStructure } from '../../../missions/pieces.ts'
import type { DataFor } from '../../core/choice-data.ts'
import type { BattleCtx } from '../../core/context.ts'
import { canSpendFocus } from '../../core/focus.ts'
import { figureOf, figures, findUnit } from '../../core/geo.ts'
import { rulesOn } from '../../core/rules-on.ts'
import type { BattleState, BattleUnit, Frame } from '../../core/types.ts'
import { areLovers, areRivals } from '../upgrades/capabilities.ts'
import { runDestroyed } from '../upgrades/effects/table.ts'
import { nearInspiring, panicRoll } from './panic-roll.ts'

/** Puts frames under the attack being resolved (or on top), the first to be answered first. */
export function queueAfterAttack(s: BattleState, frames: Frame[]): void {
  if (frames.length === 0) return
  let idx = s.stack.length
  for (let i = s.stack.length - 1; i >= 0; i--)
    if (s.stack[i]?.t === 'attack') {
      idx = i
      break
    }
  s.stack.splice(idx, 0, ...[...frames].reverse())
}

const choice = <K extends string>(
  id: K,
  u: BattleUnit,
  options: string[],
  data?: DataFor<K>['data'],
): Frame => ({
  t: 'choice',
  id,
  seat: u.side,
  unit: u.id,
  options,
  ...(data ? { data } : {}),
})

export function onDestroyed(s: BattleState, c: BattleCtx, u: BattleUnit, cause: string): void {
  // Upgrades watching for a destruction (GF-UPG-NEMESIS).
  runDestroyed(s, c, u, cause)
  const frames: Frame[] = []
  const figs = [...figures(s), figureOf(u)]
  const sees = (w: BattleUnit) => c.table.lineOfSight(s.field, figs, w.id, u.id)
  // Lovers first.
  const lover = u.upgradeState.partners?.lovers ? findUnit(s, u.upgradeState.partners.lovers) : undefined
  const loverFreed = lover?.status === 'table' && areLovers(u, lover) && sees(lover).visible
  if (lover && loverFreed) frames.push(choice('lovers', lover, ['decline', 'activate']))
  // Rivals: the killer's rival may attack for a focus point.
  const killer = findUnit(s, cause)
  const rival = killer?.upgradeState.partners?.rivals
    ? findUnit(s, killer.upgradeState.partners.rivals)
    : undefined
  if (
    killer &&
    killer.side !== u.side &&
    rival?.status === 'table' &&
    areRivals(killer, rival) &&
    canSpendFocus(c.modules, s, rival)
  )
    frames.push(choice('rivals', rival, ['decline', 'attack']))
  if (rulesOn(s).has('panic')) {
    const witnesses: PanicWitness[] = []
    for (const w of s.units) {
      if (w.status !== 'table' || w.side !== u.side || w.id === u.id) continue
      // Mission structures are terrain, not friendly units: they never panic (GF-PANIC).
      if (w.piece !== undefined && isStructure(w.piece)) continue
      const seen = sees(w)
      witnesses.push({
        id: w.id,
        side: w.side,
        distance: seen.distance,
        lineOfSight: seen.visible,
        upgrades: w.profile.upgrades,
        nearInspiring: nearInspiring(s, c, w),
        lover: loverFreed && w.id === lover?.id,
      })
    }
    for (const test of panicTesters(
      { id: u.id, side: u.side, conventional: u.profile.conventional, upgrades: u.profile.upgrades },
      witnesses,
    )) {
      const w = findUnit(s, test.unit) as BattleUnit
      const pass = panicRoll(c, w, 'destroyed', { fearless: test.autoPass, inspired: test.mayReroll })
      // GF-PANIC-CRY: the cry is offered only while a Focus Point may still go on the unit (the
      // legal list checks again when the question comes up). The answer is power-panic.ts's.
      // `from`: a trooper in a building runs out by the wall away from the loss (GF-OPT-STRUCTURES-OCCUPY).
      if (!pass)
        frames.push(choice('panic', w, panicChoices(canSpendFocus(c.modules, s, w)), { from: { ...u.pos } }))
    }
  }
  queueAfterAttack(s, frames)
}
