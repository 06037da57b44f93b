import type { BattlePromptOf } from '@sortie/gunframe/battle'
import { MISSIONS } from '@sortie/gunframe/missions'
import { preset } from '@sortie/gunframe/table'
import { exampleSquadron, squadronProfiles } from '@sortie/gunframe/units'
import { describe, expect, test } from 'vitest'
import { type BattleDecision, type BattleState, ruleset, startGame } from '../../engine.ts'
import {
  choiceTitle,
  decisionLabel,
  genericLabel,
  optionLabel,
  relativeDirection,
  turnWords,
} from './labels.ts'
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
    for (const k of ['choose-role', 'choose-half', 'deploy', 'activate', 'action'] as const) {
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
      [{ seat: 'p1', kind: 'activate', unit: u.id }, new RegExp(`^Activate ${esc(u.profile.name)}`)],
      [{ seat: 'p1', kind: 'attack', target: e.id, rapidFire: true }, /^Attack .* rapid fire/],
      [{ seat: 'p1', kind: 'lock', target: e.id }, /^Target lock on /],
      [{ seat: 'p1', kind: 'special', use: 'repair-systems' }, /^Repair systems$/],
      [
        { seat: 'p1', kind: 'special', use: 'mechanic', target: u.id },
        new RegExp(`^Mechanic — ${esc(u.profile.name)}`),
      ],
      [{ seat: 'p1', kind: 'defend', pool: 'close', evade: true }, /^Defend with Close \+ spend Evade/],
      [{ seat: 'p1', kind: 'dodge', to: at }, /^Dodge to 12\.0" × 8\.5"$/],
      [{ seat: 'p1', kind: 'power', spend: [] }, /^Spend nothing$/],
      [{ seat: 'p1', kind: 'choose', option: 'reroll' }, /^Re-roll$/],
      [
        { seat: 'p1', kind: 'choose', option: `guard:${u.id}` },
        new RegExp(`^Guard with ${esc(u.profile.name)}`),
      ],
      [{ seat: 'p1', kind: 'react', unit: u.id, action: 'evade' }, /react with evade$/],
      // GF-REACT-MOVE: a special reaction move reads as the move it is (how far, which way).
      [
        {
          seat: 'p1',
          kind: 'react',
          unit: u.id,
          action: 'move',
          special: 'jump',
          fast: true,
          path: [u.pos, { x: u.pos.x + Math.cos(u.facing) * 6, y: u.pos.y + Math.sin(u.facing) * 6 }],
          facing: u.facing,
        },
        /: react — Fast jump 6\.0" ahead$/,
      ],
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
      [
        {
          seat: 'p1',
          kind: 'move',
          path: [u.pos, { x: u.pos.x + Math.cos(u.facing) * 10, y: u.pos.y + Math.sin(u.facing) * 10 }],
          facing: u.facing,
          special: 'jump',
          fast: true,
        },
        /^Fast jump/,
      ],
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
    expect(label).toBe(`Call airstrike — ${u.profile.name}, at 3.0" × 4.0", to 3.0" × 4.0", heavy, dice 2`)
    expect(optionLabel(s, '12.5,7')).toBe('At 12.5" × 7.0"')
    expect(relativeDirection(0, Math.PI / 2)).toBe('left')
    expect(relativeDirection(Math.PI, 0)).toBe('back')
  })
  test('WEB-LABELS-CHOICES: the newer questions and their options read as words', () => {
    const s = start()
    const u = s.units[0]!
    const f = s.units[1]!
    const ask = (id: string): BattlePromptOf<'choose'> => ({
      seat: 'p1',
      kind: 'choose',
      id,
      unit: u.id,
      options: [],
    })
    const say = (id: string, option: string, extra: Partial<BattleDecision> = {}) =>
      decisionLabel(s, { seat: 'p1', kind: 'choose', option, ...extra } as BattleDecision, ask(id))
    expect(choiceTitle(s, ask('group-follower'))).toBe(`${u.profile.name} — Add a follower to the group?`)
    expect(say('group-follower', f.id)).toBe(`Add ${f.profile.name} to the group`)
    expect(say('group-follower', 'done')).toBe('Done — no more followers')
    expect(choiceTitle(s, ask('group-move'))).toMatch(/Follow the group leader\?/)
    expect(say('group-move', 'move', { to: { x: 4, y: 5 } })).toBe('Move to 4.0" × 5.0"')
    expect(say('group-move', 'stay')).toMatch(/^Stay put/)
    expect(choiceTitle(s, { ...ask('guardian-splash'), data: { for: f.id, damage: 2 } })).toBe(
      `${u.profile.name} — Guardian: take the 2 damage the power attack does to ${f.profile.name}?`,
    )
    expect(say('guardian-splash', `guard:${u.id}`)).toBe(`Guard with ${u.profile.name}`)
    expect(choiceTitle(s, { ...ask('guardian-disengage'), data: { for: f.id, damage: 3 } })).toBe(
      `${u.profile.name} — Guardian: take the 3 damage the failed disengage does to ${f.profile.name}?`,
    )
    const end = { unit: f.id, opts: { reaction: false, first: true }, startEngaged: [], endEngaged: [] }
    const mined = { for: f.id, damage: 4, kind: 'dangerous' as const, cause: 'terrain:mines', rest: [], end }
    expect(choiceTitle(s, { ...ask('guardian-move'), data: mined })).toBe(
      `${u.profile.name} — Guardian: take the 4 damage the dangerous ground does to ${f.profile.name}?`,
    )
    expect(choiceTitle(s, ask('panic'))).toBe(`${u.profile.name} — Panic! Cry out or run for cover?`)
    expect(say('panic', 'dramatic-cry')).toMatch(/^Dramatic cry \(spend a focus point/)
    expect(say('panic', 'run-for-cover')).toBe('Run for cover (D6" towards home)')
    expect(say('debris-return', 'place', { to: { x: 1, y: 20 } })).toBe('Place the debris at 1.0" × 20.0"')
    expect(say('lucky-attack', 'keep')).toBe('Keep the roll (save Lucky)')
    expect(say('lucky-attack', 'reroll-non-six')).toBe('Re-roll every die but the sixes')
    expect(say('lucky-attack', 'reroll-all')).toBe('Re-roll every die')
    expect(say('lucky-attack', 'pick', { dice: [0, 2] })).toBe('Re-roll dice #1 and #3')
    expect(say('lucky-pilot', 'keep')).toBe('Keep it for attack and defense dice')
    expect(say('lucky-pilot', 'pilot-skill')).toBe('Spend it on the first failed Pilot Skill roll')
    expect(say('ablative', 'keep')).toBe('Take the hit without it')
    expect(say('after-move', 'carry-on')).toBe('Carry on')
    expect(say('after-move', 'pick-up:object:3')).toBe('Pick up object 3')
    expect(say('leader', f.id)).toBe(`Give ${f.profile.name} an Evade counter`)
    // GF-MIS-AMBUSH-ARRIVAL: with only ambushers left, the pass holds them.
    const pass = { seat: 'p1', kind: 'pass' } as BattleDecision
    expect(decisionLabel(s, pass, { seat: 'p1', kind: 'activate', units: [], turn: 1 })).toBe(
      'Hold the ambushers this turn',
    )
    const trigger = { type: 'moved', by: u.id } as const
    expect(decisionLabel(s, pass, { seat: 'p1', kind: 'react', units: [], trigger })).toBe('Pass')
  })

  test('WEB-LABELS-SWING: a swing names its turn, relative to the attacker', () => {
    const s = start()
    const a = s.units[0]!
    const p: BattlePromptOf<'power'> = {
      seat: a.side,
      kind: 'power',
      attacker: a.id,
      target: s.units[1]!.id,
      band: 'close',
      points: 2,
    }
    const swing = (facing: number) =>
      decisionLabel(s, { seat: a.side, kind: 'power', spend: [{ id: 'swing', facing }] }, p)
    expect(swing(a.facing + Math.PI / 2)).toBe('Swing (turn left 90°) (1 pt)')
    expect(swing(a.facing - Math.PI / 2)).toBe('Swing (turn right 90°) (1 pt)')
    expect(swing(a.facing + Math.PI)).toBe('Swing (about-face) (1 pt)')
    expect(turnWords(0, (7 * Math.PI) / 4)).toBe('turn right 45°')
  })

  test('GF-SPM-TRANSFORM / WEB-LABELS: a transformation that also takes off or lands says so', () => {
    const s = structuredClone(start())
    const u = s.units[0]!
    u.profile = { ...u.profile, form: 0, forms: [{ name: 'Walker' }, { name: 'Jet' }] as never }
    const change = (flight?: 'take-off' | 'land'): BattleDecision => ({
      seat: u.side,
      kind: 'move',
      path: [u.pos],
      facing: u.facing,
      special: 'transform',
      form: 1,
      ...(flight ? { flight } : {}),
    })
    const p = { seat: u.side, kind: 'action', unit: u.id, actionsLeft: 2 } as BattlePromptOf<'action'>
    expect(decisionLabel(s, change(), p)).toBe('Transform into Jet')
    expect(decisionLabel(s, change('take-off'), p)).toBe('Transform into Jet and take off')
    expect(decisionLabel(s, change('land'), p)).toBe('Transform into Jet and land')
    const { kind: _k, ...move } = change('land')
    const react = { ...move, kind: 'react', unit: u.id, action: 'move' } as BattleDecision
    expect(decisionLabel(s, react)).toMatch(/: react — Transform into Jet and land$/)
  })
})
