/** The GUNFRAME log and the bot note in words: pilot-roll reasons and bot choices, never codes. */
import { preset } from '@sortie/gunframe/table'
import { exampleSquadron, squadronProfiles } from '@sortie/gunframe/units'
import { describe, expect, test } from 'vitest'
import { botChoiceWords } from '../../../shell/bots/botChoiceWords.ts'
import { ruleset, startGame } from '../engine.ts'
import { describeEvent } from './format.ts'
import { pilotRollWhy } from './pilotRollWhy.ts'
import { decisionLabel } from './prompts/labels.ts'

function cityGame() {
  const squadrons = {
    p1: squadronProfiles(exampleSquadron('terran-100')).units,
    p2: squadronProfiles(exampleSquadron('martian-100')).units,
  }
  const r = startGame({ squadrons, battlefield: preset('city'), mission: { id: 'carnage' } } as never, 'why')
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

describe('pilot rolls and bot choices in words', () => {
  test('GF-WEB-LOG-WORDS: a pilot roll names its reason and the terrain piece, never the engine’s code', () => {
    const s = cityGame()
    const crates = s.field.terrain.find((t) => t.id.startsWith('terrain:crates'))!
    expect(pilotRollWhy(s, `dangerous:${crates.id}`)).toBe(`dangerous terrain: ${crates.name}`)
    expect(pilotRollWhy(s, 'dangerous:terrain:sz:5:0')).toBe('dangerous terrain: suppression zone')
    expect(pilotRollWhy(s, 'disengage')).toBe('leaving contact')
    expect(pilotRollWhy(s, 'disengage:lucky')).toBe('leaving contact, Lucky re-roll')
    expect(pilotRollWhy(s, 'panic:terrifying:inspiring')).toBe('panic: terrifying, inspired')
    const u = s.units[0]!
    const line = describeEvent(s, {
      type: 'PilotSkillRoll',
      unit: u.id,
      why: 'dangerous:terrain:sz:5:0',
      roll: 3,
      success: false,
    } as never)
    expect(line).toContain('pilot roll (dangerous terrain: suppression zone)')
    expect(line).not.toMatch(/terrain:\S|sz:\d/)
  })

  test('GF-WEB-LOG-WORDS: the bot note says what the bot chose as the buttons say it, not “choose-role”', () => {
    const s = cityGame()
    const d = ruleset.legal(s)[0]!
    expect(d.kind).toBe('choose-role')
    const words = botChoiceWords({ kind: d.kind, decision: d }, (x) => decisionLabel(s, x))
    expect(words).toBe(decisionLabel(s, d))
    expect(words).not.toContain('choose-role')
    // A ruleset without labels: the kind in words.
    expect(botChoiceWords({ kind: 'choose-role', decision: d }, () => undefined)).toBe('choose role')
  })
})
