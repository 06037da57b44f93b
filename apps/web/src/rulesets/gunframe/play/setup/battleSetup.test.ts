import { OPTIONAL_RULES } from '@sortie/gunframe/battle'
import { ENVIRONMENT_IDS, MISSION_IDS, MISSIONS } from '@sortie/gunframe/missions'
import { preset, randomBattlefield } from '@sortie/gunframe/table'
import { exampleSquadron } from '@sortie/gunframe/units'
import { describe, expect, test } from 'vitest'
import { startGame } from '../../engine.ts'
import { buildSetup, choicesTitle, DEFAULT_CHOICES, gameSize, type SetupChoices } from './battleSetup.ts'
import { setupProblem } from './setupError.ts'

const squads = { p1: exampleSquadron('terran-100'), p2: exampleSquadron('martian-100') }
const setupWith = (c: Partial<SetupChoices>, field = preset('city')) =>
  buildSetup(squads, field, { ...DEFAULT_CHOICES, ...c })

describe('battle setup from the setup screen', () => {
  test('WEB-SETUP-MISSION: every mission and every variant the catalogue lists starts in the engine', () => {
    let n = 0
    for (const id of MISSION_IDS)
      for (const variant of [null, ...MISSIONS[id].variants.map((v) => v.id)]) {
        const setup = setupWith({ mission: id, variant })
        const r = startGame(setup, `m-${id}`)
        expect(r.ok, `${id} ${variant ?? ''}: ${r.ok ? '' : r.error.message}`).toBe(true)
        expect(setup.mission).toEqual(
          variant ? { id, variant } : id === 'remember-love' ? { id, base: 'carnage' } : { id },
        )
        n++
      }
    expect(n).toBe(12 + MISSION_IDS.reduce((a, id) => a + MISSIONS[id].variants.length, 0))
  })

  test('WEB-SETUP-MISSION: Remember Love carries the basic mission it is played over', () => {
    const setup = setupWith({ mission: 'remember-love', base: 'loot' })
    expect(setup.mission).toEqual({ id: 'remember-love', base: 'loot' })
    expect(startGame(setup, 's').ok).toBe(true)
    expect(choicesTitle({ ...DEFAULT_CHOICES, mission: 'remember-love', base: 'loot' }).mission).toBe(
      'Remember Love over Loot',
    )
  })

  test('WEB-SETUP-ENV: every environment (with a storm type and the eye) starts in the engine', () => {
    for (const environment of ENVIRONMENT_IDS)
      expect(startGame(setupWith({ environment }), 'e').ok).toBe(true)
    const storm = setupWith({ environment: 'storm', storm: 'dust', eye: true })
    expect(storm.environment).toEqual({ id: 'storm', storm: 'dust', eye: true })
    const r = startGame(storm, 'e')
    expect(r.ok && r.value.mission.environment?.settings).toEqual({ id: 'storm', storm: 'dust', eye: true })
    expect(setupWith({ environment: 'space-structure', flight: false }).environment).toEqual({
      id: 'space-structure',
      flight: false,
    })
    // A storm type left over from an earlier choice never leaks into another environment.
    expect(setupWith({ environment: 'darkness', storm: 'snow' }).environment).toEqual({ id: 'darkness' })
  })

  test('WEB-SETUP-OPTIONAL: each optional rule alone goes into the setup; the engine starts it or says why in words', () => {
    for (const rule of OPTIONAL_RULES) {
      const setup = setupWith({ optional: [rule] }, randomBattlefield('opt', 'city'))
      expect(setup.optional).toEqual([rule])
      const r = startGame(setup, 'o')
      if (r.ok) expect(r.value.mission.optional).toEqual([rule])
      else {
        const p = setupProblem(r.error)
        expect(p.message).not.toMatch(/[{}]/)
        expect(p.section).toBe('optional')
      }
    }
    const crippled = startGame(setupWith({ optional: ['crippled', 'panic'] }), 'o')
    expect(crippled.ok && crippled.value.settings).toEqual({ crippled: true, panic: true })
  })

  test('WEB-SETUP-ERROR: a refused setup reads as words, names its section and the rules involved', () => {
    const r = startGame(setupWith({ optional: ['combiner-head', 'combiner-ropes'] }), 'x')
    expect(r.ok).toBe(false)
    if (r.ok) return
    const p = setupProblem(r.error, { p1: 'Blue', p2: 'Red' })
    expect(p.section).toBe('optional')
    expect(p.ids).toEqual(expect.arrayContaining(['combiner-head', 'combiner-ropes']))
    for (const line of [p.message, ...p.facts]) expect(line).not.toMatch(/[{}[\]"]/)
    const small = startGame(setupWith({}, { name: 'tiny', width: 20, depth: 20, terrain: [] }), 'x')
    expect(!small.ok && setupProblem(small.error).section).toBe('battlefield')
    const empty = startGame({ ...setupWith({}), squadrons: { p1: [], p2: setupWith({}).squadrons.p2! } }, 'x')
    expect(!empty.ok && setupProblem(empty.error, { p1: 'Blue' })).toMatchObject({
      section: 'sides',
      facts: ['Side: Blue'],
    })
  })

  test('WEB-SETUP-SIZE / WEB-RULES-FROM-ENGINE: the game size is the one the squadrons were built for', () => {
    expect(gameSize([{ size: 'clash' }, { size: 'clash' }])).toMatchObject({
      name: 'Clash',
      points: 100,
      even: true,
    })
    // A skirmish is the size chosen, whatever was spent: 60 points built to a 75-point limit.
    expect(
      gameSize([
        { size: 'skirmish', points: 60 },
        { size: 'skirmish', points: 75 },
      ]),
    ).toMatchObject({
      name: 'Skirmish',
      points: 75,
      even: false,
      limits: [60, 75],
    })
    // 100 points spent in a custom game stays custom (points spent once read it as a clash).
    expect(
      gameSize([
        { size: 'custom', points: 100 },
        { size: 'custom', points: 100 },
      ]),
    ).toMatchObject({
      name: 'Custom',
      points: 100,
      even: true,
    })
    expect(gameSize([{ size: 'skirmish' }, { size: 'battle' }])).toMatchObject({
      name: 'Skirmish / Battle',
      even: false,
    })
  })
})
