/**
 * The table's positional choices for the newer questions, played as a player would: the prompt's
 * legal answers become spots, a tap at a spot picks its decision, and the engine takes it.
 */
import type { BattlePromptOf } from '@sortie/gunframe/battle'
import { preset } from '@sortie/gunframe/table'
import { exampleSquadron, squadronProfiles } from '@sortie/gunframe/units'
import { describe, expect, test } from 'vitest'
import { atGroupMove, GROUPS_SETUP, groupMovePick } from '../../../../../e2e/scenarios.ts'
import { type BattleDecision, type BattleState, ruleset, startGame } from '../../engine.ts'
import { greedyChoose } from '../../greedy.ts'
import { coveredMarks, type MissionMark } from '../missionView.ts'
import { choiceTitle, decisionLabel } from '../prompts/labels.ts'
import { keyOf } from '../prompts/PowerPrompt.tsx'
import { footprintAt, positionalSpots, spotAt, spotOf } from './spots.ts'

const squadrons = {
  p1: squadronProfiles(exampleSquadron('terran-100')).units,
  p2: squadronProfiles(exampleSquadron('martian-100')).units,
}

function start(extra: Record<string, unknown>, seed: string): BattleState {
  const r = startGame({ squadrons, battlefield: preset('city'), ...extra } as never, seed)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

/** Bot play (steered by `pick`) until `stop`. */
function playUntil(
  s: BattleState,
  seed: string,
  stop: (s: BattleState) => boolean,
  pick?: (s: BattleState, legal: BattleDecision[]) => BattleDecision | undefined,
): BattleState {
  for (let i = 0; i < 600; i++) {
    if (!ruleset.prompt(s) || stop(s)) return s
    const d = pick?.(s, ruleset.legal(s)) ?? greedyChoose(s, seed, i)
    if (!d) break
    const r = ruleset.apply(s, d)
    if (!r.ok) throw new Error(r.error.message)
    s = r.value.state
  }
  throw new Error('never reached')
}

/** The state's prompt, which the test expects to be a `choose` question. */
function choosing(s: BattleState): BattlePromptOf<'choose'> {
  const p = ruleset.prompt(s)
  if (p?.kind !== 'choose') throw new Error(`expected a choice, got ${p?.kind ?? 'no prompt'}`)
  return p
}

describe('positional choices on the table', () => {
  test('WEB-SPOTS-GROUP-MOVE: a follower is asked to keep up; each offered spot is on the table and a tap there moves it', () => {
    const s = playUntil(start(GROUPS_SETUP, 'g1'), 'g1', atGroupMove, groupMovePick)
    const p = choosing(s)
    const legal = ruleset.legal(s)
    const follower = s.units.find((u) => 'unit' in p && u.id === p.unit)!
    expect(choiceTitle(s, p)).toBe(
      `${follower.profile.name} — Follow the group leader? (end within 2" to stay in the group)`,
    )
    const spots = positionalSpots(s, p, legal)
    const moves = legal.filter((d) => d.kind === 'choose' && d.to)
    expect(spots).toHaveLength(moves.length)
    expect(spots.length).toBeGreaterThan(0)
    for (const sp of spots) {
      expect(sp).toMatchObject({
        item: 'unit',
        unit: follower.id,
        from: follower.pos,
        base: follower.profile.radius,
      })
      expect(decisionLabel(s, sp.d, p)).toMatch(/^Move to \d+\.\d" × \d+\.\d"$/)
    }
    const stay = legal.find((d) => d.kind === 'choose' && d.option === 'stay')!
    expect(decisionLabel(s, stay, p)).toBe('Stay put (leaves the group if beyond 2")')
    // The player taps the last spot: that decision, and the engine moves the follower there.
    const target = spots[spots.length - 1]!
    const tapped = spotAt(spots, { x: target.pos.x + 0.1, y: target.pos.y })
    expect(tapped?.d).toBe(target.d)
    const r = ruleset.apply(s, tapped!.d)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    const moved = r.value.state.units.find((u) => u.id === follower.id)!
    expect(Math.hypot(moved.pos.x - target.pos.x, moved.pos.y - target.pos.y)).toBeLessThan(1e-6)
  })

  test('WEB-SPOTS-GROUP-FOLLOWER: the leader names followers by name, then is done', () => {
    const s = playUntil(
      start(GROUPS_SETUP, 'g1'),
      'g1',
      (x) => {
        const p = ruleset.prompt(x)
        return p?.kind === 'choose' && p.id === 'group-follower'
      },
      groupMovePick,
    )
    const p = choosing(s)
    const labels = ruleset.legal(s).map((d) => decisionLabel(s, d, p))
    expect(choiceTitle(s, p)).toMatch(/— Add a follower to the group\?$/)
    expect(labels).toContain('Add Special Forces to the group')
    expect(labels).toContain('Done — no more followers')
    expect(positionalSpots(s, p, ruleset.legal(s))).toEqual([])
  })

  test('WEB-SPOTS-DEBRIS: returning debris is offered at points; the hovered spot ghosts its footprint and a tap places it', () => {
    let s = playUntil(
      start({ mission: 'carnage' }, 'deb'),
      'deb',
      (x) => ruleset.prompt(x)?.kind === 'activate',
    )
    s = structuredClone(s)
    const feature = {
      id: 'terrain:debris-9',
      name: 'Hull fragment',
      polygon: [
        { x: 0, y: 0 },
        { x: 3, y: 0 },
        { x: 3, y: 2 },
        { x: 0, y: 2 },
      ],
      qualities: ['obstacle'],
      height: 1,
    }
    const seat = ruleset.prompt(s)!.seat
    s.opt = {
      stash: [],
      combiners: [],
      structures: [],
      objects: [],
      buildingTurn: {},
      ...s.opt,
      space: {
        driftEdge: 'north',
        massive: null,
        floating: [],
        debris: [feature.id],
        fields: [],
        speed: {},
        adrift: {},
        returning: [{ feature, fate: 'untracked-object' }],
      },
    } as never
    s.stack.push({
      t: 'choice',
      id: 'debris-return',
      seat,
      unit: feature.id,
      options: ['place'],
      data: {},
    } as never)
    const p = choosing(s)
    expect(choiceTitle(s, p)).toBe('Place the returning Hull fragment')
    const legal = ruleset.legal(s)
    const spots = positionalSpots(s, p, legal)
    expect(spots.length).toBeGreaterThan(0)
    expect(spots).toHaveLength(legal.length)
    const sp = spots[0]!
    expect(sp.item).toBe('debris')
    expect(sp.poly).toEqual(footprintAt(feature.polygon, sp.pos))
    expect(decisionLabel(s, sp.d, p)).toMatch(/^Place Hull fragment at \d+\.\d" × \d+\.\d"$/)
    const r = ruleset.apply(s, spotAt(spots, sp.pos)!.d)
    expect(r.ok).toBe(true)
    if (r.ok) expect(r.value.events.some((e) => e.type === 'DebrisReturned')).toBe(true)
  })

  test('WEB-SPOTS-SCATTER: a HALO drop offers eight directions round the drop point, each on the table', () => {
    const s = start({ mission: 'carnage' }, 'sc')
    const u = s.units[0]!
    const drop = { x: 2, y: 20 }
    const p = { seat: 'p2', kind: 'scatter' as const, unit: u.id, pos: drop, inches: 4 }
    const spots = Array.from({ length: 8 }, (_, k) =>
      spotOf(s, { seat: 'p2', kind: 'arrive', unit: u.id, pos: drop, facing: 0, scatter: k }, p),
    )
    for (const [k, sp] of spots.entries()) {
      expect(sp).not.toBeNull()
      expect(sp!.from).toEqual(drop)
      // The ring stays on the table; the ghost lands the drift's full inches away.
      expect(sp!.pos.x).toBeGreaterThanOrEqual(0)
      expect(Math.hypot(sp!.land!.x - drop.x, sp!.land!.y - drop.y)).toBeCloseTo(4)
      const heading = Math.atan2(sp!.pos.y - drop.y, sp!.pos.x - drop.x)
      expect(Math.cos(heading - (k * Math.PI) / 4)).toBeGreaterThan(0.99)
    }
    expect(spots[0]!.tag).toBe('→')
    expect(decisionLabel(s, spots[2]!.d, p)).toBe('Scatter 4.0" ↑ north')
  })

  test('WEB-SPOTS-COMBINER: a combined unit placed at a point option gets a spot there', () => {
    const s = start({ mission: 'carnage' }, 'cb')
    const u = s.units[0]!
    const p = {
      seat: 'p1',
      kind: 'choose' as const,
      id: 'combiner-place',
      unit: u.id,
      options: ['at:12.50,7.00'],
    }
    const sp = spotOf(s, { seat: 'p1', kind: 'choose', option: 'at:12.50,7.00' }, p)
    expect(sp?.pos).toEqual({ x: 12.5, y: 7 })
    expect(decisionLabel(s, sp!.d, p)).toBe('At 12.5" × 7.0"')
  })
})

describe('markers under units', () => {
  const mark = (id: string, x: number, y: number): MissionMark => ({
    id,
    kind: 'objective',
    pos: { x, y },
    label: id,
    title: `Objective ${id}`,
  })
  test('WEB-MARKS-COVERED: a marker under a base gets a badge on that base rim; a clear one does not', () => {
    const units = [
      { id: 'a', pos: { x: 10, y: 10 }, radius: 1, status: 'table' },
      { id: 'b', pos: { x: 20, y: 10 }, radius: 1, status: 'destroyed' },
    ]
    const covered = coveredMarks([mark('1', 10.5, 10), mark('2', 20, 10), mark('3', 30, 30)], units)
    expect(covered.map((c) => [c.mark.id, c.unit])).toEqual([['1', 'a']])
    const b = covered[0]!.badge
    expect(Math.hypot(b.x - 10, b.y - 10)).toBeCloseTo(1.15)
    // Lower right of the base, away from the status badges (upper half) and the cargo (upper left).
    expect(b.x).toBeGreaterThan(10)
    expect(b.y).toBeLessThan(10)
    // Two under one base do not sit on each other.
    const two = coveredMarks([mark('1', 10, 10), mark('2', 10.2, 10)], units)
    expect(two).toHaveLength(2)
    expect(Math.hypot(two[0]!.badge.x - two[1]!.badge.x, two[0]!.badge.y - two[1]!.badge.y)).toBeGreaterThan(
      0.5,
    )
  })
})

describe('power purchases', () => {
  test('WEB-POWER-SWING: two swings with different facings stay two options', () => {
    expect(keyOf({ id: 'swing', facing: 0 })).not.toBe(keyOf({ id: 'swing', facing: Math.PI / 2 }))
    expect(keyOf({ id: 'swing' })).not.toBe(keyOf({ id: 'swing', facing: 0 }))
  })
})
