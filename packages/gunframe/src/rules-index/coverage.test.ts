/**
 * The rules index is merged from per-area parts; this keeps the merged file honest. (That every
 * `done` id is named by a passing test is checked by scripts/test.mjs, which sees the names.)
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'

const root = join(import.meta.dirname, '../../../..')

describe('rules index', () => {
  test('GF-INDEX: the index is in step with its parts', () => {
    const md = readFileSync(join(root, 'docs/rules/gunframe.md'), 'utf8')
    for (const f of readdirSync(join(root, 'docs/rules/parts')).filter((n) => n.startsWith('gunframe-'))) {
      const part = readFileSync(join(root, 'docs/rules/parts', f), 'utf8').trimEnd()
      expect(md.includes(part), `${f} is not merged: run node scripts/rules-index.mjs`).toBe(true)
    }
  })
})
