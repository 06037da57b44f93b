/** §6.5.10 repairs restore a part fully, by either path; §6.5.6 none while disabled; recovering from an overheat. */
import { describe, expect, test } from 'vitest'
import { duel, eventsOf, mecha, play, reject, script, sheet, turn } from '../testkit/index.ts'
import type { Part } from './types.ts'

const aimAt = (part: Part) => ({
  type: 'move-fire' as const,
  fire: { weapon: 0, at: { x: 8, y: 5 }, part },
})

describe('repairs', () => {
  test('GW-CMB-REPAIR GW-CMB-PART: a repaired part takes its full hits to break again, by the action or a scavenger’s minor action', () => {
    const s = duel({ npc: sheet('scavenger') })
    const broken = turn(script(s, [5, 5, 5, 1]), { 'pilot:p1': aimAt('cockpit') })
    expect(mecha(broken.state, 'foe').brokenParts).toEqual(['cockpit'])
    const byAction = turn(broken.state, { 'pilot:foe': { type: 'repair', what: 'cockpit' } })
    const byMinor = turn(broken.state, {}, { 'pilot:foe': { type: 'repair-part', part: 'cockpit' } })
    for (const r of [byAction, byMinor]) {
      expect(mecha(r.state, 'foe').brokenParts).toEqual([])
      expect(mecha(r.state, 'foe').partHits.cockpit ?? 0).toBe(0)
      const again = turn(script(r.state, [5, 1, 1, 1]), { 'pilot:p1': aimAt('cockpit') })
      expect(eventsOf(again.events, 'PartHit')).toEqual([
        { type: 'PartHit', mecha: 'mecha:foe', part: 'cockpit', hits: 1, broken: false },
      ])
    }
  })

  test('GW-CMB-REPAIR GW-RULING-SCAVENGER: the scavenger’s minor repair restores the part as the action does — a mended leg gives back its Speed, mended coolant stops the overheat', () => {
    const s = duel({ npc: sheet('scavenger') })
    const leg = turn(
      script(s, [5, 1, 1]),
      { 'pilot:p1': aimAt('leg') },
      {
        'pilot:foe': { type: 'repair-part', part: 'leg' },
      },
    )
    expect([mecha(leg.state, 'foe').brokenParts, mecha(leg.state, 'foe').speed]).toEqual([[], 2])
    const coolant = turn(
      script(s, [5, 5, 1, 1]),
      { 'pilot:p1': aimAt('coolant') },
      {
        'pilot:foe': { type: 'repair-part', part: 'coolant' },
      },
    )
    expect(mecha(coolant.state, 'foe').brokenParts).toEqual([])
    expect(mecha(coolant.state, 'foe').overheatIn).toBeUndefined()
    // A lost arm is a broken subsystem too: the minor action mends it like the action.
    const arm = turn(
      script(s, [5, 1, 1, 1]),
      { 'pilot:p1': aimAt('arm') },
      {
        'pilot:foe': { type: 'repair-part', part: 'arm' },
      },
    )
    expect(mecha(arm.state, 'foe').weapons.some((w) => w.lost)).toBe(false)
    expect(mecha(arm.state, 'foe').arms).toBe(2)
  })

  test('GW-CMB-DISABLED-OPTIONAL GW-CMB-REPAIR: no repair operation while disabled, not even a scavenger’s minor action', () => {
    const s = duel({ npc: sheet('scavenger'), options: { operationalDisabled: true } })
    const foe = s.mecha['mecha:foe']!
    foe.disabled = true
    foe.armor = 0
    foe.brokenParts = ['hip']
    foe.partHits.hip = 1
    const reacted = play(
      s,
      { seat: 'p1', kind: 'order', actor: 'pilot:p1', action: { type: 'skip' } },
      { seat: 'narrator', kind: 'order', actor: 'pilot:foe', action: { type: 'skip' } },
      { seat: 'narrator', kind: 'ready' },
    ).state
    expect(
      reject(reacted, {
        seat: 'narrator',
        kind: 'minor',
        actor: 'pilot:foe',
        act: { type: 'repair-part', part: 'hip' },
      }),
    ).toBe('gunwave/disabled')
    expect(mecha(reacted, 'foe').repairOps).toBe(5)
  })

  test('GW-CMB-COOLANT GW-CMB-DISABLED GW-RULING-OVERHEAT-ARMOR: a mecha switched off by overheating comes back on a 12 with the Armor it had', () => {
    const s = duel()
    s.mecha['mecha:foe']!.overheatIn = 1
    const r = turn(script(s, [6, 6]), {})
    expect(eventsOf(r.events, 'Disabled')).toHaveLength(1)
    expect(eventsOf(r.events, 'Recovered')).toHaveLength(1)
    expect([mecha(r.state, 'foe').disabled, mecha(r.state, 'foe').armor]).toEqual([false, 40])
  })
})
