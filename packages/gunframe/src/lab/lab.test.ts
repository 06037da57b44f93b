import { Dice, seedRng } from '@sortie/engine'
import { expect, test } from 'vitest'
import { catalogueDesign, pointsOf, squadronPoints, validateSquadron } from '../units/index.ts'
import { gunframeLab, randomSquadron, unitFeatures, without } from './index.ts'

test('GF-LAB: random squadrons are legal, within the limit and spend most of it', () => {
  for (let k = 0; k < 12; k++) {
    const s = randomSquadron(new Dice(seedRng(`sq-${k}`)), 100, 'R')
    expect(validateSquadron(s, { optionalRules: false })).toEqual([])
    const pts = squadronPoints(s)
    expect(pts).toBeLessThanOrEqual(100)
    expect(pts).toBeGreaterThanOrEqual(70)
    expect(s.units.length).toBeGreaterThan(2)
  }
})

test('GF-LAB: the same seed draws the same setup; rosters, mission and environment vary between seeds', () => {
  const a = gunframeLab.setup('random-legal', {}, 'x-1')
  const b = gunframeLab.setup('random-legal', {}, 'x-1')
  expect(a).toEqual(b)
  const contexts = new Set<string>()
  const firstUnits = new Set<string>()
  for (let k = 0; k < 10; k++) {
    const s = gunframeLab.setup('random-legal', {}, `x-${k}`)
    if (!s.ok) throw new Error(s.error.message)
    contexts.add(JSON.stringify(gunframeLab.context(s.value)))
    firstUnits.add(s.value.squadrons.p1?.[0]?.name ?? '')
  }
  expect(contexts.size).toBeGreaterThan(3)
  expect(firstUnits.size).toBeGreaterThan(3)
  const fixed = gunframeLab.setup('random-legal', { mission: 'loot', environment: 'darkness' }, 'x-2')
  expect(fixed.ok && gunframeLab.context(fixed.value)).toEqual({ mission: 'loot', environment: 'darkness' })
})

test('GF-LAB: a unit is its bare price plus one point per bought upgrade (the free one stays in the unit)', () => {
  const eagle = catalogueDesign('Eagle VF')!
  const fs = unitFeatures({ ...(eagle as object), points: pointsOf(eagle) } as never)
  const unit = fs.find((f) => f.kind === 'unit')!
  expect(unit.name).toBe('Eagle VF')
  const ups = fs.filter((f) => f.kind === 'upgrade')
  expect(ups.length).toBeGreaterThan(0)
  expect(ups.every((u) => u.points === 1)).toBe(true)
  // Dropping an upgrade changes the upgrades, never the unit's bare price.
  const id = eagle.upgrades.find((u) => !u.free)?.id
  const less = id ? without(eagle, id) : null
  if (less) {
    const fs2 = unitFeatures({ ...(less as object), points: pointsOf(less) } as never)
    expect(fs2.find((f) => f.kind === 'unit')!.points).toBe(unit.points)
    expect(fs2.filter((f) => f.kind === 'upgrade').length).toBeLessThan(ups.length)
  }
})

test('GF-LAB: the example pool fields the two example squadrons, in either seat', () => {
  const seats = new Set<string>()
  for (let k = 0; k < 8; k++) {
    const s = gunframeLab.setup('examples', {}, `e-${k}`)
    if (!s.ok) throw new Error(s.error.message)
    const f = gunframeLab.features(s.value)
    expect(Object.keys(f).sort()).toEqual(['p1', 'p2'])
    seats.add(s.value.squadrons.p1?.[0]?.name ?? '')
  }
  expect(seats.size).toBe(2)
  expect(gunframeLab.setup('random-legal', { players: '3' }, 'm').ok).toBe(false)
})
