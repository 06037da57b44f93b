import { MISSIONS } from '@sortie/gunframe/missions'
import { preset } from '@sortie/gunframe/table'
import { exampleSquadron, squadronProfiles } from '@sortie/gunframe/units'
import { describe, expect, test } from 'vitest'
import { type BattleDecision, type BattleState, ruleset, startGame } from '../../engine.ts'
import { decisionLabel, genericLabel, optionLabel, relativeDirection } from './labels.ts'
import { PROMPT_KINDS } from './registry.ts'

const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A label a player can read: words, no JSON, no ids, no "undefined"/"NaN". */
function expectReadable(label: string, s: BattleState) {
  expect(label.trim().length).toBeGreaterThan(1)
  expect(label).not.toMatch(/[{}[\]]|undefined|NaN|\[object/)
  for (const u of s.units) expect(label).not.toContain(u.id)
}

function setupFor(mission: string) {
  return {
    squadrons: {
      p1: squadronProfiles(exampleSquadron('terran-100')).units,
      p2: squadronProfiles(exampleSquadron('martian-100')).units,
    },
    battlefield: preset('city'),
    mission,
  }
}

const start = (mission = 'carnage', seed = 'labels') => {
  const r = startGame(setupFor(mission) as never, seed)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

describe('decision labels', () => {
  test('WEB-LABELS: every legal decision of bot games, on every mission, reads as words', () => {
    const seen = new Set<string>()
    const missions = Object.keys(MISSIONS as Record<string, unknown>).slice(0, 4)
    for (const mission of missions.length ? missions : ['carnage']) {
      let s: BattleState
      try {
        s = start(mission, `labels-${mission}`)
      } catch {
        continue // a mission that needs more setup than two example squadrons
      }
      for (let n = 0; n < 100; n++) {
        const p = ruleset.prompt(s)
        if (!p) break
        seen.add(p.kind)
        const legal = ruleset.legal(s)
        for (const d of legal) expectReadable(decisionLabel(s, d, p), s)
        // A spread of choices (not the bot's best) visits more kinds of question.
        const d = legal[(n * 7919) % Math.max(1, legal.length)]
        if (!d) break
        const a = ruleset.apply(s, d)
        if (!a.ok) break
        s = a.value.state
      }
    }
    // The kinds a plain battle always asks have their own heading.
    for (const k of ['choose-role', 'choose-half', 'deploy', 'activate', 'action']) {
      expect(seen.has(k)).toBe(true)
      expect(PROMPT_KINDS[k]).toBeDefined()
    }
  })

  test('WEB-LABELS: each decision kind the battle defines has a wargamer-readable label', () => {
    const s = start()
    const u = s.units[0]!
    const e = s.units.find((x) => x.side !== u.side)!
    const at = { x: 12, y: 8.5 }
    const cases: [BattleDecision, RegExp][] = [
      [{ seat: 'p1', kind: 'choose-role', role: 'attacker' }, /^Attacker/],
      [{ seat: 'p1', kind: 'choose-half', half: 'north' } as BattleDecision, /^North edge$/],
      [{ seat: 'p1', kind: 'initiative', first: false }, /other side go first/],
      [{ seat: 'p1', kind: 'activate', unit: u.id }, new RegExp(`^Activate ${esc(u.name)}`)],
      [{ seat: 'p1', kind: 'attack', target: e.id, rapidFire: true }, /^Attack .* rapid fire/],
      [{ seat: 'p1', kind: 'lock', target: e.id }, /^Target lock on /],
      [{ seat: 'p1', kind: 'special', use: 'repair-systems' }, /^Repair systems$/],
      [
        { seat: 'p1', kind: 'special', use: 'mechanic', target: u.id },
        new RegExp(`^Mechanic — ${esc(u.name)}`),
      ],
      [{ seat: 'p1', kind: 'defend', pool: 'close', evade: true }, /^Defend with Close \+ spend Evade/],
      [{ seat: 'p1', kind: 'dodge', to: at }, /^Dodge to 12\.0" × 8\.5"$/],
      [{ seat: 'p1', kind: 'power', spend: [] }, /^Spend nothing$/],
      [{ seat: 'p1', kind: 'choose', option: 'reroll' }, /^Re-roll$/],
      [{ seat: 'p1', kind: 'choose', option: `guard:${u.id}` }, new RegExp(`^Guard with ${esc(u.name)}`)],
      [{ seat: 'p1', kind: 'react', unit: u.id, action: 'evade' }, /react with evade$/],
      [{ seat: 'p1', kind: 'mission-setup', step: 's1', emplacements: [] }, /^No gun emplacements$/],
      [{ seat: 'p1', kind: 'reserve', unit: u.id, mode: 'halo' }, /HALO drop$/],
      [
        { seat: 'p1', kind: 'mission-action', action: 'investigate', counter: 'target:5' },
        /^Investigate target 5$/,
      ],
      [{ seat: 'p1', kind: 'call-reserves', units: [] }, /^Call no reserves/],
      [{ seat: 'p1', kind: 'arrive', unit: u.id, pos: at, facing: 0, scatter: 2 }, /^Scatter ↑ north$/],
      [{ seat: 'p1', kind: 'ambush', unit: u.id, pos: at, facing: 0 }, /^Spring .* from ambush at/],
      [{ seat: 'p1', kind: 'move', path: [u.pos], facing: 0, special: 'land' }, /^Land in place$/],
    ]
    for (const [d, re] of cases) {
      const label = decisionLabel(s, d)
      expect(label).toMatch(re)
      expectReadable(label, s)
    }
  })

  test('WEB-LABELS: a kind added later still gets words, never JSON', () => {
    const s = start()
    const u = s.units[0]!
    const label = genericLabel(s, {
      kind: 'call-airstrike',
      seat: 'p1',
      unit: u.id,
      at: { x: 3, y: 4 },
      path: [
        { x: 0, y: 0 },
        { x: 3, y: 4 },
      ],
      heavy: true,
      dice: 2,
    })
    expect(label).toBe(`Call airstrike — ${u.name}, at 3.0" × 4.0", to 3.0" × 4.0", heavy, dice 2`)
    expect(optionLabel(s, '12.5,7')).toBe('At 12.5" × 7.0"')
    expect(relativeDirection(0, Math.PI / 2)).toBe('left')
    expect(relativeDirection(Math.PI, 0)).toBe('back')
  })
})
