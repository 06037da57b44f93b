import { CONTROL_RANGE, MISSION_IDS } from '@sortie/gunframe/missions'
import { preset } from '@sortie/gunframe/table'
import { exampleSquadron, squadronProfiles } from '@sortie/gunframe/units'
import { describe, expect, test } from 'vitest'
import { type BattleState, ruleset, startGame } from '../engine.ts'
import { doomsdayClock, environmentLine, missionTitle, turnLimit } from './headerInfo.ts'
import { cargo, deploymentZones, missionMarks, placementRegion } from './missionView.ts'
import { positionalSpots, spotAt } from './table/spots.ts'

const base = {
  squadrons: {
    p1: squadronProfiles(exampleSquadron('terran-100')).units,
    p2: squadronProfiles(exampleSquadron('martian-100')).units,
  },
  battlefield: preset('city'),
}
/** Roles and half fixed (p2 attacks, p1 defends the south), so the mission has started. */
function started(mission: unknown, extra: Record<string, unknown> = {}): BattleState {
  const r = startGame({ ...base, mission, attacker: 'p2', defenderHalf: 'south', ...extra } as never, 'mv')
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}
/** First legal answer until `stop`. */
function playUntil(s: BattleState, stop: (s: BattleState, kind: string) => boolean, max = 3000): BattleState {
  for (let i = 0; i < max; i++) {
    const p = ruleset.prompt(s)
    if (!p || stop(s, p.kind)) return s
    const r = ruleset.apply(s, ruleset.legal(s)[0]!)
    if (!r.ok) throw new Error(r.error.message)
    s = r.value.state
  }
  return s
}

describe('the mission on the table', () => {
  test('WEB-MISSION-MARKS: domination draws its five objective markers from the mission state', () => {
    const s = started('domination')
    const marks = missionMarks(s.mission.state, s.mission.objectives)
    expect(marks.filter((m) => m.kind === 'objective')).toHaveLength(5)
    expect(marks[0]!.title).toContain(`${CONTROL_RANGE}"`)
  })

  test('WEB-MISSION-MARKS: loot draws HQs with owners and loot counters once placed; carried loot goes on its carrier', () => {
    let s = started('loot')
    expect(placementRegion(s).length).toBeGreaterThan(0)
    s = playUntil(s, (x) => x.phase !== 'setup')
    const marks = missionMarks(s.mission.state, s.mission.objectives)
    expect(
      marks
        .filter((m) => m.kind === 'hq')
        .map((m) => m.owner)
        .sort(),
    ).toEqual(['p1', 'p2'])
    expect(marks.filter((m) => m.kind === 'loot')).toHaveLength(6)
    const ms = s.mission.state!
    const carried = {
      ...ms,
      counters: ms.counters.map((c, i) => (i === 0 ? { ...c, carrier: 'unit:p1:0' } : c)),
    }
    expect(missionMarks(carried, []).filter((m) => m.kind === 'loot')).toHaveLength(5)
    expect(cargo(carried).get('unit:p1:0')).toBe(1)
  })

  test('WEB-MISSION-MARKS: the doomsday device shows its clock; Ambush a loot counter in the centre', () => {
    const d = started('doomsday')
    const dev = missionMarks(d.mission.state, []).find((m) => m.kind === 'device')!
    expect(dev.label).toMatch(/^\d+\/12$/)
    expect(doomsdayClock(d)?.text).toBe(dev.label)
    expect(missionMarks(started('ambush').mission.state, []).map((m) => m.kind)).toEqual(['loot'])
  })

  test('WEB-MISSION-ZONES: every mission gives each side a deployment area to draw', () => {
    for (const id of MISSION_IDS) {
      const zones = deploymentZones(started(id))
      expect(new Set(zones.map((z) => z.role)).has('defender'), id).toBe(true)
      // Ambush's attacker may deploy anywhere (the whole table: nothing to draw).
      if (id !== 'ambush')
        expect(
          zones.some((z) => z.role === 'attacker'),
          id,
        ).toBe(true)
    }
  })

  test('WEB-SPOTS: the positional choices are exactly the legal placements, and a click near one takes it', () => {
    const s = started('loot')
    const p = ruleset.prompt(s)!
    expect(p.kind).toBe('mission-setup')
    const legal = ruleset.legal(s)
    const spots = positionalSpots(s, p, legal)
    expect(spots.map((x) => x.d)).toEqual(legal.filter((d) => d.kind === 'mission-setup' && d.pos))
    const one = spots[3]!
    expect(spotAt(spots, { x: one.pos.x + 0.4, y: one.pos.y })?.d).toBe(one.d)
    expect(spotAt(spots, { x: -50, y: -50 })).toBeNull()
  })

  test('WEB-HEADER: mission, turn limit and environment in words', () => {
    const s = started(
      { id: 'loot', variant: 'loot-sabotage' },
      { environment: { id: 'storm', storm: 'dust' } },
    )
    expect(missionTitle(s).name).toBe('Loot · Sabotage')
    expect(turnLimit(s).text).toBe('0/5')
    expect(environmentLine(s)).toMatchObject({ name: 'Storm (dust)', state: 'raging' })
    expect(turnLimit(started('investigate')).text).toMatch(/^0\/\d–\d$/)
    expect(turnLimit(started('doomsday')).text).toBe('0/∞')
    expect(environmentLine(started('carnage'))).toBeNull()
  })
})
