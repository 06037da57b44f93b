import { unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { type EnvironmentSettings, environmentForRoll, startEnvironment } from './environment.ts'
import { environmentEndPhase, hullBreachFeatures, hullBreachRoll } from './environment-end.ts'
import {
  displacement,
  effectiveUpgrades,
  extraDefenseDice,
  eyeOfTheStorm,
  fallHits,
  fastMove,
  freeEvadeCost,
  haloAllowed,
  indirectFireAllowed,
  jumpMove,
  mayFly,
  mayReactToMove,
  powerAllowed,
  powerRisksBreach,
  speedModifier,
  stormObscures,
} from './environment-rules.ts'
import { scripted, unit } from './missions.testkit.ts'

const env = (s: EnvironmentSettings) => unwrap(startEnvironment(s))
const plain = { upgrades: [] as string[] }

describe('environmental conditions', () => {
  test('GF-ENV-ROLL: the D6 table with its storm and gravity sub-rolls', () => {
    expect(environmentForRoll(1)).toEqual({ id: 'bombardment' })
    expect(environmentForRoll(2)).toEqual({ id: 'darkness' })
    expect([1, 2, 3, 4, 5, 6].map((s) => environmentForRoll(3, s)?.storm)).toEqual([
      'dust',
      'dust',
      'snow',
      'snow',
      'lightning',
      'lightning',
    ])
    expect(environmentForRoll(3)).toBeNull()
    expect(environmentForRoll(4, 3)).toEqual({ id: 'high-gravity' })
    expect(environmentForRoll(4, 4)).toEqual({ id: 'low-gravity' })
    expect(environmentForRoll(5)).toEqual({ id: 'space-structure' })
    expect(environmentForRoll(6)).toEqual({ id: 'underwater' })
    expect(startEnvironment({ id: 'darkness', storm: 'dust' }).ok).toBe(false)
  })

  test('GF-ENV-NONE: nothing changes without a condition', () => {
    const e = env({ id: 'none' })
    expect(mayReactToMove(e, 3, 20)).toBe(true)
    expect(speedModifier(e, plain)).toBe(0)
    expect(displacement(e, 'recoil', 3)).toBe(3)
    expect(environmentEndPhase(e, 1, [unit('p1', 1, 1)], scripted([])).damage).toEqual([])
  })

  test('GF-ENV-BOMBARDMENT: each exposed unit takes 1 damage on a 1; sheltered units do not roll', () => {
    const a = unit('p1', 1, 1)
    const b = unit('p2', 5, 5, { sheltered: true })
    const c = unit('p2', 9, 9)
    const r = environmentEndPhase(env({ id: 'bombardment' }), 1, [a, b, c], scripted([1, 4]))
    expect(r.damage).toEqual([{ unit: a.id, amount: 1, cause: 'bombardment' }])
    expect(r.rolls.map((x) => x.unit)).toEqual([a.id, c.id])
  })

  test('GF-ENV-DARKNESS: no reactions to movement; free evade in obscuring terrain beyond 8" (free for Stealth/Cloaking)', () => {
    const e = env({ id: 'darkness' })
    expect(mayReactToMove(e, 1, 1)).toBe(false)
    expect(freeEvadeCost(e, 1, { upgrades: [], inObscuring: true, nearestEnemy: 9 })).toBe(1)
    expect(freeEvadeCost(e, 1, { upgrades: ['stealth'], inObscuring: true, nearestEnemy: 9 })).toBe(0)
    expect(freeEvadeCost(e, 1, { upgrades: ['cloaking'], inObscuring: true, nearestEnemy: 9 })).toBe(0)
    expect(freeEvadeCost(e, 1, { upgrades: [], inObscuring: true, nearestEnemy: 8 })).toBeNull()
    expect(freeEvadeCost(e, 1, { upgrades: [], inObscuring: false, nearestEnemy: 20 })).toBeNull()
  })

  test('GF-ENV-SUNRISE: dark until an End phase roll of 4+', () => {
    const e = env({ id: 'sunrise' })
    expect(mayReactToMove(e, 1, 1)).toBe(false)
    const stay = environmentEndPhase(e, 1, [], scripted([3]))
    expect(stay.state.dark).toBe(true)
    const dawn = environmentEndPhase(stay.state, 2, [], scripted([4]))
    expect(dawn.state.dark).toBe(false)
    expect(mayReactToMove(dawn.state, 3, 1)).toBe(true)
    expect(environmentEndPhase(dawn.state, 3, [], scripted([])).rolls).toEqual([])
  })

  test('GF-ENV-NIGHTFALL: turn 1 clear, 16" in turn 2, 8" in turn 3, darkness from turn 4', () => {
    const e = env({ id: 'nightfall' })
    expect(mayReactToMove(e, 1, 30)).toBe(true)
    expect(freeEvadeCost(e, 1, { upgrades: [], inObscuring: true, nearestEnemy: 30 })).toBeNull()
    expect(mayReactToMove(e, 2, 16)).toBe(true)
    expect(mayReactToMove(e, 2, 17)).toBe(false)
    expect(freeEvadeCost(e, 2, { upgrades: [], inObscuring: true, nearestEnemy: 12 })).toBeNull()
    expect(freeEvadeCost(e, 2, { upgrades: [], inObscuring: true, nearestEnemy: 17 })).toBe(1)
    expect(mayReactToMove(e, 3, 8)).toBe(true)
    expect(mayReactToMove(e, 3, 9)).toBe(false)
    expect(freeEvadeCost(e, 3, { upgrades: [], inObscuring: true, nearestEnemy: 9 })).toBe(1)
    expect(mayReactToMove(e, 4, 1)).toBe(false)
  })

  test('GF-ENV-STORM: medium and long range targets are obscured while the storm rages', () => {
    const e = env({ id: 'storm' })
    expect(['close', 'short', 'medium', 'long'].map((b) => stormObscures(e, b as 'long'))).toEqual([
      false,
      false,
      true,
      true,
    ])
  })

  test('GF-ENV-STORM-EYE: equal natural initiative rolls stop the storm and the next pair restarts it', () => {
    const e = env({ id: 'storm', eye: true, storm: 'dust' })
    expect(eyeOfTheStorm(e, [3, 5])).toBe(true)
    const calm = { ...e, stormActive: eyeOfTheStorm(e, [4, 4]) }
    expect(calm.stormActive).toBe(false)
    expect(stormObscures(calm, 'long')).toBe(false)
    expect(environmentEndPhase(calm, 1, [unit('p1', 1, 1)], scripted([])).damage).toEqual([])
    expect(eyeOfTheStorm(calm, [2, 2])).toBe(true)
    expect(eyeOfTheStorm(env({ id: 'storm' }), [2, 2])).toBe(true) // option off
  })

  test('GF-ENV-DUST: units not touching terrain take 1 damage in the End phase', () => {
    const a = unit('p1', 1, 1)
    const b = unit('p2', 5, 5, { touchingTerrain: true })
    const r = environmentEndPhase(env({ id: 'storm', storm: 'dust' }), 1, [a, b], scripted([]))
    expect(r.damage).toEqual([{ unit: a.id, amount: 1, cause: 'dust-storm' }])
  })

  test('GF-ENV-SNOW: Speed -1 for the whole battle, even when the eye stops the storm', () => {
    const e = env({ id: 'storm', storm: 'snow', eye: true })
    expect(speedModifier(e, plain)).toBe(-1)
    expect(speedModifier({ ...e, stormActive: false }, plain)).toBe(-1)
  })

  test('GF-ENV-LIGHTNING: water, elevated or flying units take 1 damage; locks and evades go on 4+', () => {
    const wet = unit('p1', 1, 1, { touchingWater: true, lock: true })
    const high = unit('p1', 4, 4, { elevated: true })
    const fly = unit('p2', 8, 8, { flying: true, evade: true })
    const dry = unit('p2', 12, 12)
    const r = environmentEndPhase(
      env({ id: 'storm', storm: 'lightning' }),
      1,
      [wet, high, fly, dry],
      scripted([4, 3]),
    )
    expect(r.damage.map((d) => d.unit)).toEqual([wet.id, high.id, fly.id])
    expect(r.removed).toEqual([{ unit: wet.id, counter: 'lock' }])
  })

  test('GF-ENV-HIGH-GRAVITY: fast only with the upgrade and for a Focus Point; jump costs one; halved throws; double falls', () => {
    const e = env({ id: 'high-gravity' })
    expect(fastMove(e, plain)).toEqual({ allowed: false, focusCost: 1 })
    expect(fastMove(e, { upgrades: ['fast'] })).toEqual({ allowed: true, focusCost: 1 })
    expect(jumpMove(e, { upgrades: ['jump'] })).toEqual({ allowed: true, focusCost: 1 })
    expect(jumpMove(e, plain).allowed).toBe(false)
    expect(displacement(e, 'recoil', 3)).toBe(2)
    expect(displacement(e, 'throw', 4)).toBe(2)
    expect(fallHits(e, 3)).toBe(6)
    const normal = env({ id: 'none' })
    expect(fastMove(normal, plain)).toEqual({ allowed: true, focusCost: 1 })
    expect(fastMove(normal, { upgrades: ['fast'] })).toEqual({ allowed: true, focusCost: 0 })
  })

  test('GF-RULING-5: halve first (Heavy, high gravity, rounding up), then add the bonuses', () => {
    expect(displacement(env({ id: 'high-gravity' }), 'recoil', 5, { heavy: true })).toBe(2) // 5 → 3 → 2
    expect(displacement(env({ id: 'low-gravity' }), 'recoil', 5, { heavy: true })).toBe(4) // 5 → 3, +1
    expect(displacement(env({ id: 'none' }), 'knock-back', 3, { spaceBattle: true })).toBe(5)
  })

  test('GF-ENV-LOW-GRAVITY: halved falling hits, +1" knock back, jump for a Focus Point', () => {
    const e = env({ id: 'low-gravity' })
    expect(fallHits(e, 3)).toBe(2)
    expect(displacement(e, 'knock-back', 2)).toBe(3)
    expect(jumpMove(e, plain)).toEqual({ allowed: true, focusCost: 1 })
    expect(jumpMove(e, { upgrades: ['jump'] })).toEqual({ allowed: true, focusCost: 0 })
  })

  test('GF-ENV-SPACE: no HALO, no indirect fire; flyers jump when flight is ruled out', () => {
    const e = env({ id: 'space-structure', flight: false })
    expect(haloAllowed(e)).toBe(false)
    expect(indirectFireAllowed(e)).toBe(false)
    expect(mayFly(e)).toBe(false)
    expect(effectiveUpgrades(e, { upgrades: ['fly'], flying: true })).toEqual(['jump'])
    expect(mayFly(env({ id: 'space-structure' }))).toBe(true)
    expect(powerRisksBreach(e, 'blast')).toBe(true)
    expect(powerRisksBreach(e, 'burn')).toBe(false)
  })

  test('GF-ENV-HULL-BREACH: a 1-2 tears the hull: a 2" dangerous, difficult, obscuring area', () => {
    const e = env({ id: 'space-structure' })
    expect(hullBreachRoll(e, { x: 5, y: 5 }, 3).breach).toBe(false)
    const r = hullBreachRoll(e, { x: 5, y: 5 }, 2)
    expect(r.breach).toBe(true)
    const [f] = hullBreachFeatures(r.state)
    expect(f?.qualities).toEqual(['dangerous', 'difficult', 'obscuring'])
    expect(Math.max(...(f?.polygon ?? []).map((p) => Math.hypot(p.x - 5, p.y - 5)))).toBeCloseTo(2)
  })

  test('GF-ENV-DECOMPRESSION: more breaches than the turn number makes the next turn the last', () => {
    const e = {
      ...env({ id: 'space-structure' }),
      breaches: [
        { x: 1, y: 1 },
        { x: 9, y: 9 },
      ],
    }
    expect(environmentEndPhase(e, 2, [], scripted([])).lastTurn).toBeUndefined()
    expect(environmentEndPhase(e, 1, [], scripted([])).lastTurn).toBe(2)
  })

  test('GF-ENV-UNDERWATER: Speed -1 except Heavy, +1D defense at long range, no burn, everyone climbs', () => {
    const e = env({ id: 'underwater' })
    expect(speedModifier(e, plain)).toBe(-1)
    expect(speedModifier(e, { upgrades: ['heavy'] })).toBe(0)
    expect(extraDefenseDice(e, 'long')).toBe(1)
    expect(extraDefenseDice(e, 'medium')).toBe(0)
    expect(powerAllowed(e, 'burn')).toBe(false)
    expect(powerAllowed(e, 'recoil')).toBe(true)
    expect(effectiveUpgrades(e, plain)).toEqual(['climb'])
  })
})
