import { describe, expect, test } from 'vitest'
import { parseRules, rulesOf, searchRules } from '../../../shell/rulesIndex.ts'
import { actionTip, chipTip } from './ruleTips.ts'

describe('rule tips from the rules index', () => {
  test('parses table rows into id, paraphrase and status', () => {
    const rows = parseRules(
      '## A\n| id | rule | status | tests |\n| --- | --- | --- | --- |\n| GF-X-ONE | one thing | done | a.ts |\n',
    )
    expect(rows).toEqual([{ id: 'GF-X-ONE', text: 'one thing', status: 'done', section: 'A' }])
  })
  test('chips and actions carry their rule id and paraphrase', () => {
    expect(chipTip('elevated')).toMatch(/^GF-ATK-ELEVATED: \S/)
    expect(chipTip('obscured')).toContain('GF-DEF-MODIFIERS: ')
    expect(actionTip('lock')).toContain('GF-LOCK-ON: ')
  })
  test('the reference filters by id or words', () => {
    const rows = rulesOf('gunframe')
    expect(rows.length).toBeGreaterThan(100)
    expect(searchRules(rows, 'crossfire').some((r) => r.id === 'GF-ATK-CROSSFIRE')).toBe(true)
    expect(
      searchRules(rows, 'gf-lock').every(
        (r) => r.id.startsWith('GF-LOCK') || r.text.toLowerCase().includes('gf-lock'),
      ),
    ).toBe(true)
  })
})
