import { promptSeats } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { duel, plainSheet, play, ruleset, turn } from '../testkit/index.ts'
import { legalOf } from './legal.ts'
import type { GwDecision, GwState } from './types.ts'

const narrate = (s: GwState) =>
  legalOf(s).filter((d): d is Extract<GwDecision, { kind: 'narrate' }> => d.kind === 'narrate')
const kinds = (s: GwState) => new Set(narrate(s).map((d) => d.act.type))

describe('the narrator in legal()', () => {
  test('GW-NAR-LEGAL: legal() lists every narrator tool (bounded values) while the narrator is asked, and apply takes each one', () => {
    const s = duel({
      more: [
        { id: 'lurker', sheet: plainSheet({ pilot: { name: 'Lurker' } }), at: { x: 12, y: 2 }, hidden: true },
      ],
    })
    const k = kinds(s)
    for (const t of [
      'place',
      'scene',
      'grant',
      'adjust',
      'level-up',
      'pause',
      'note',
      'end',
      'reveal',
      'attach-carrier',
    ])
      expect(k.has(t as never), t).toBe(true)
    // Orders come first: a seat's first legal decision is never a tool.
    expect(legalOf(s).find((d) => d.seat === 'narrator')?.kind).toBe('order')
    const list = narrate(s)
    expect(list.length).toBeLessThan(300)
    for (const d of list) expect(ruleset.apply(s, d).ok, JSON.stringify(d.act)).toBe(true)
    // Effects on a pilot can be removed; a counting-down self-destruct can be cancelled or timed.
    const a = play(s, {
      seat: 'narrator',
      kind: 'narrate',
      act: { type: 'grant', pilot: 'pilot:p1', effect: 'jittery', duration: 'save' },
    })
    expect(narrate(a.state).some((d) => d.act.type === 'remove' && d.act.pilot === 'pilot:p1')).toBe(true)
    const b = turn(s, { 'pilot:p1': { type: 'self-destruct', delay: 5 } })
    expect(kinds(b.state).has('cancel-self-destruct')).toBe(true)
    expect(kinds(b.state).has('disarm-time')).toBe(true)
    for (const d of narrate(b.state)) expect(ruleset.apply(b.state, d).ok, JSON.stringify(d.act)).toBe(true)
  })

  test('GW-NAR-LEGAL-PAUSE: while paused the narrator is offered resume, a note and ending the encounter, nothing else', () => {
    const s = play(duel(), {
      seat: 'narrator',
      kind: 'narrate',
      act: { type: 'pause', reason: 'rules check' },
    }).state
    expect([...kinds(s)].sort()).toEqual(['end', 'note', 'resume'])
    expect(legalOf(s).every((d) => d.seat === 'narrator')).toBe(true)
    for (const d of narrate(s)) expect(ruleset.apply(s, d).ok, JSON.stringify(d.act)).toBe(true)
  })

  test('GW-NAR-LEGAL-SEATS: players are never offered narrator tools, and the narrator only while the prompt names it', () => {
    const s = duel()
    expect(
      legalOf(s)
        .filter((d) => d.kind === 'narrate')
        .every((d) => d.seat === 'narrator'),
    ).toBe(true)
    const a = turn(s, {}, {}).state
    // Minor phase with the NPC's minor done: the narrator is not asked, so no tools.
    const ordered = play(a, { seat: 'p1', kind: 'order', actor: 'pilot:p1', action: { type: 'skip' } }).state
    expect(promptSeats(ruleset.prompt(ordered)!)).toContain('narrator')
    const minor = play(
      ordered,
      { seat: 'narrator', kind: 'order', actor: 'pilot:foe', action: { type: 'skip' } },
      { seat: 'narrator', kind: 'ready' },
      { seat: 'narrator', kind: 'minor', actor: 'pilot:foe', act: { type: 'none' } },
    ).state
    expect(minor.phase).toBe('minor')
    expect(promptSeats(ruleset.prompt(minor)!)).toEqual(['p1'])
    expect(legalOf(minor).some((d) => d.kind === 'narrate')).toBe(false)
  })
})
