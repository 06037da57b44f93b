import { describe, expect, test } from 'vitest'
import { knockBackEnd } from './knockback.ts'

const b = { unit: 'B', upgrades: [] as string[] }

describe('how a knock-back ends', () => {
  test('GF-COND-KNOCKED-BACK: an unobstructed knock-back has no further effect', () => {
    expect(knockBackEnd(b, null)).toEqual([])
  })

  test('GF-COND-KNOCKED-BACK: stopped by terrain it cannot pass, it is knocked down', () => {
    expect(knockBackEnd(b, { kind: 'terrain' })).toEqual([
      { type: 'condition', unit: 'B', condition: 'knockedDown' },
    ])
  })

  test('GF-COND-KNOCKED-BACK: running into a figure knocks it down too unless it passes a Pilot Skill roll', () => {
    expect(knockBackEnd(b, { kind: 'figure', unit: 'C', upgrades: ['stabilised'] })).toEqual([
      { type: 'condition', unit: 'B', condition: 'knockedDown' },
      {
        type: 'condition',
        unit: 'C',
        condition: 'knockedDown',
        resist: [
          { kind: 'pilot-skill', unit: 'C', why: 'collision' },
          { kind: 'pilot-skill', unit: 'C', why: 'stabilised' },
        ],
      },
    ])
  })

  test('GF-MOVE-INVOLUNTARY / GF-ENV-SPACE-STRUCTURE: forced against the table edge it stops and is knocked down (hull breach in a space structure)', () => {
    expect(knockBackEnd(b, { kind: 'table-edge' })).toHaveLength(1)
    expect(knockBackEnd(b, { kind: 'table-edge' }, { spaceStructure: true })[1]).toMatchObject({
      type: 'hull-breach-check',
      roll: { kind: 'd6', failOn: [1, 2] },
    })
  })

  test('GF-SPM-FALLING / GF-UPG-RECKLESS: knocked off a ledge it falls; Reckless halves the hits', () => {
    expect(knockBackEnd(b, { kind: 'ledge', drop: 3 })).toEqual([
      {
        type: 'fall',
        unit: 'B',
        inches: 3,
        hits: 3,
        roll: { kind: 'defense', unit: 'B', hits: 3, pool: { base: 'base', cover: 'none' } },
      },
    ])
    expect(knockBackEnd({ unit: 'B', upgrades: ['reckless'] }, { kind: 'ledge', drop: 3 })[0]).toMatchObject({
      hits: 2,
    })
  })

  test('GF-UPG-STABILISED: the mover may stay standing on a passed roll', () => {
    expect(knockBackEnd({ unit: 'B', upgrades: ['stabilised'] }, { kind: 'terrain' })[0]).toMatchObject({
      resist: [{ kind: 'pilot-skill', unit: 'B', why: 'stabilised' }],
    })
  })
})
