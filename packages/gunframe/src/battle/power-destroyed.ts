/**
 * What a destruction sets off, queued to happen once the current attack is over: Lovers' free
 * activation (GF-UPG-LOVERS, before panic as the book's priority note asks), Rivals' attack
 * (GF-UPG-RIVALS) and, with the panic setting on, the panic rolls of friends within 8" that saw
 * it (GF-PANIC-…, Fearless passes, Inspiring re-rolls).
 */
import {
  type PanicWitness,
  panicChoices,
  panicPasses,
  panicTesters,
  runForCover,
} from '@sortie/gunframe/power'
import { involuntaryMove } from '@sortie/gunframe/table'
import type { BattleCtx } from './context.ts'
import { has, runDestroyed } from './effects/registry.ts'
import { canSpendFocus, spendFocus } from './focus.ts'
import { figureOf, figures, findUnit } from './geo.ts'
import type { BattleState, BattleUnit, Frame, Half } from './types.ts'
import { onChoice } from './upgrade-choice.ts'

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

const choice = (id: string, u: BattleUnit, options: string[], data?: Record<string, unknown>): Frame => ({
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
  const lover = u.partners?.lovers ? findUnit(s, u.partners.lovers) : undefined
  if (lover?.status === 'table' && has(u, 'lovers') && has(lover, 'lovers') && sees(lover).visible)
    frames.push(choice('lovers', lover, ['decline', 'activate']))
  // Rivals: the killer's rival may attack for a focus point.
  const killer = findUnit(s, cause)
  const rival = killer?.partners?.rivals ? findUnit(s, killer.partners.rivals) : undefined
  if (
    killer &&
    killer.side !== u.side &&
    has(killer, 'rivals') &&
    rival?.status === 'table' &&
    has(rival, 'rivals') &&
    canSpendFocus(s, rival)
  )
    frames.push(choice('rivals', rival, ['decline', 'attack']))
  if (s.settings?.panic === true || s.mission.optional?.includes('panic') === true) {
    const witnesses: PanicWitness[] = []
    for (const w of s.units) {
      if (w.status !== 'table' || w.side !== u.side || w.id === u.id) continue
      const seen = sees(w)
      const nearInspiring = s.units.some(
        (o) =>
          o.status === 'table' &&
          o.side === w.side &&
          has(o, 'inspiring') &&
          c.table.edgeDistance(figureOf(o), figureOf(w)) <= 8 + 1e-9,
      )
      witnesses.push({
        id: w.id,
        side: w.side,
        distance: seen.distance,
        lineOfSight: seen.visible,
        upgrades: w.upgrades,
        nearInspiring,
      })
    }
    for (const test of panicTesters(
      { id: u.id, side: u.side, conventional: u.conventional, upgrades: u.upgrades },
      witnesses,
    )) {
      const w = findUnit(s, test.unit) as BattleUnit
      let roll = test.autoPass ? 6 : c.dice.d6()
      let pass = panicPasses(roll, w.skill, { fearless: test.autoPass })
      if (!pass && test.mayReroll) {
        roll = c.dice.d6()
        pass = panicPasses(roll, w.skill)
      }
      c.emit({ type: 'PanicRoll', unit: w.id, roll, skill: w.skill, pass, auto: test.autoPass })
      if (!pass) frames.push(choice('panic', w, panicChoices(true)))
    }
  }
  queueAfterAttack(s, frames)
}

/** A point on the unit's own table edge, straight across from it (its deployment zone's side). */
function homeward(s: BattleState, u: BattleUnit): { x: number; y: number } {
  const half: Half = s.halves?.[u.side] ?? (u.side === s.seats[0] ? 'south' : 'north')
  const w = s.field.width
  const d = s.field.depth
  if (half.includes('south')) return { x: u.pos.x, y: 0 }
  if (half.includes('north')) return { x: u.pos.x, y: d }
  if (half === 'west') return { x: 0, y: u.pos.y }
  return { x: w, y: u.pos.y }
}

onChoice('panic', (s, c, q, option) => {
  const u = findUnit(s, q.unit)
  if (u?.status !== 'table') return undefined
  if (option === 'dramatic-cry') {
    if (!canSpendFocus(s, u))
      return { code: 'gunframe/no_focus', message: 'A dramatic cry costs a focus point.' }
    spendFocus(s, u)
    c.emit({ type: 'DramaticCry', unit: u.id })
    return undefined
  }
  // GF-PANIC-RUN: D6" straight for home, facing it; downed units stay put.
  const r = runForCover(u.id, c.dice.d6(), u.knockedDown || u.shutDown)
  if (r.inches === 0) {
    c.emit({ type: 'RanForCover', unit: u.id, inches: 0 })
    return undefined
  }
  const home = homeward(s, u)
  const dx = home.x - u.pos.x
  const dy = home.y - u.pos.y
  const l = Math.hypot(dx, dy) || 1
  const to = { x: u.pos.x + (dx / l) * Math.min(r.inches, l), y: u.pos.y + (dy / l) * Math.min(r.inches, l) }
  const m = involuntaryMove(s.field, figures(s), u.id, to)
  u.facing = Math.atan2(dy, dx)
  u.pos = { x: m.end.x, y: m.end.y }
  if (!u.flying) u.elevation = m.endElevation
  c.emit({ type: 'RanForCover', unit: u.id, inches: r.inches, to: u.pos })
  return undefined
})
