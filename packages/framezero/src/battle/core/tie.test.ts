/**
 * The starting tie's choices kept within the company rules (F§3, F§6, F§7): the company stays
 * inside its size row and keeps all its rockets (MF-RULING-TIE-SIZE, MF-RULING-TIE-ROCKETS).
 */
import { unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { exampleTable } from '../../quick.ts'
import { play, reject, ruleset } from '../../testkit/index.ts'
import { archetypeFrame, type CompanySpec } from '../../units/index.ts'
import type { FzDecision, FzState } from '../types.ts'

type Tie = Extract<FzDecision, { kind: 'tieBreak' }>

const soldiers = (n: number, name: string): CompanySpec => {
  const frames = Array.from({ length: n }, (_, i) => archetypeFrame('Soldier', `${name}${i}`))
  frames[0]!.ssr = 3
  return { name, frames, spares: [archetypeFrame('Hammer', `${name}-spare`)] }
}

/** Two mirrored skirmish companies (2 players: 4–6 frames) tie for the highest starting score. */
const tied = (n: number): FzState => {
  const s = unwrap(
    ruleset.start(
      {
        players: [
          { seat: 'p1', company: soldiers(n, 'A') },
          { seat: 'p2', company: soldiers(n, 'B') },
        ],
        size: 'skirmish',
        table: exampleTable(),
      },
      'tie',
    ),
  )
  expect(s.phase).toBe('tie')
  return s
}

const options = (s: FzState) => ruleset.legal(s) as Tie[]
const rockets = (s: FzState, seat: string) =>
  s.frames.filter((f) => f.seat === seat).reduce((n, f) => n + f.ssr, 0)

describe('starting tie within the company rules', () => {
  test('MF-RULING-TIE-ROCKETS: removing the frame that carries the rockets hands them to another frame of the company', () => {
    const s = tied(5)
    const w = s.tie!.winner
    const mine = s.frames.filter((f) => f.seat === w)
    const carrier = mine.find((f) => f.ssr === 3)!
    const others = mine.filter((f) => f !== carrier).map((f) => f.id)
    // one choice per frame that could take the rockets over
    const picks = options(s).filter((d) => d.option === 'remove' && d.frame === carrier.id)
    expect(picks.map((d) => (d as { rocketsTo?: string }).rocketsTo)).toEqual(others)
    const r = play(s, {
      seat: w,
      kind: 'tieBreak',
      option: 'remove',
      frame: carrier.id,
      rocketsTo: others[2],
    })
    expect(rockets(r.state, w)).toBe(3)
    expect(r.state.frames.find((f) => f.id === others[2])!.ssr).toBe(3)
    // not naming one: the first frame left takes them
    const d = play(s, { seat: w, kind: 'tieBreak', option: 'remove', frame: carrier.id }).state
    expect(d.frames.find((f) => f.id === others[0])!.ssr).toBe(3)
    expect(
      reject(s, { seat: w, kind: 'tieBreak', option: 'remove', frame: carrier.id, rocketsTo: carrier.id }),
    ).toBe('framezero/rockets_to')
    // an added spare brings no rockets of its own
    const a = play(s, { seat: w, kind: 'tieBreak', option: 'add', spare: 0 }).state
    expect(rockets(a, w)).toBe(3)
  })

  test('MF-RULING-TIE-SIZE: the winner adds a frame only below the size row’s largest company and removes one only above its smallest', () => {
    const full = tied(6)
    const w = full.tie!.winner
    expect(options(full).some((d) => d.option === 'add')).toBe(false)
    expect(options(full).some((d) => d.option === 'remove')).toBe(true)
    expect(reject(full, { seat: w, kind: 'tieBreak', option: 'add', spare: 0 })).toBe(
      'framezero/company_size',
    )
    const small = tied(4)
    const v = small.tie!.winner
    expect(options(small).some((d) => d.option === 'remove')).toBe(false)
    expect(options(small).some((d) => d.option === 'add')).toBe(true)
    const id = small.frames.find((f) => f.seat === v)!.id
    expect(reject(small, { seat: v, kind: 'tieBreak', option: 'remove', frame: id })).toBe(
      'framezero/company_size',
    )
    // taking the Defender role is always open
    expect(options(small).some((d) => d.option === 'defend')).toBe(true)
  })
})
