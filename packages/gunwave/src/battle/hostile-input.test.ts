import { stateHash, unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import type { Sheet } from '../sheets/schema.ts'
import { duel, NARRATOR, reject, ruleset, setupOf } from '../testkit/index.ts'
import type { GwDecision, GwState } from './types.ts'

/** The first listed decision of the kind, with a part of it replaced. */
function listed(s: GwState, pick: (d: GwDecision) => boolean): GwDecision {
  const d = ruleset.legal(s).find(pick)
  if (!d) throw new Error('no such decision listed')
  return structuredClone(d)
}

describe('GW-SAFE-INPUT: decisions from outside cannot reach past the game', () => {
  test('GW-SAFE-INPUT: a narrator act aimed at __proto__, constructor or toString is refused and no object changes', () => {
    const s = duel()
    for (const target of ['__proto__', 'constructor', 'toString']) {
      const adjust = {
        seat: NARRATOR,
        kind: 'narrate',
        act: { type: 'adjust', target, field: 'health', delta: 1, reason: 'x' },
      } as unknown as GwDecision
      expect(reject(s, adjust)).toBe('engine/malformed_decision')
      const carrier = {
        seat: NARRATOR,
        kind: 'narrate',
        act: { type: 'attach-carrier', mecha: target, carrier: 'ship' },
      } as unknown as GwDecision
      expect(reject(s, carrier)).toBe('engine/malformed_decision')
    }
    const blank = {} as Record<string, unknown>
    expect(blank.health).toBeUndefined()
    expect(blank.carrier).toBeUndefined()
  })

  test('GW-SAFE-INPUT: a square that is not two whole numbers is refused with gunwave/bad_square, the state untouched', () => {
    const s = duel()
    const before = JSON.stringify(s)
    const order = listed(s, (d) => d.kind === 'order' && d.action.type === 'move-fire' && !!d.action.move)
    for (const move of ['x', { x: 'x', y: 1 }, { x: 1.5, y: 2 }, null]) {
      const bad = {
        ...order,
        action: { ...(order as { action: object }).action, move },
      } as unknown as GwDecision
      expect(reject(s, bad)).toBe('gunwave/bad_square')
    }
    const place = {
      seat: NARRATOR,
      kind: 'narrate',
      act: { type: 'place', mecha: Object.keys(s.mecha)[0], at: 'x' },
    } as unknown as GwDecision
    expect(reject(s, place)).toBe('gunwave/bad_square')
    // A drag's square and a push's direction are squares too (a half step placed a mecha between).
    for (const action of [
      { type: 'drag', target: 'mecha:foe', to: { x: 3.5, y: 5 } },
      { type: 'push', target: 'mecha:foe', dir: { x: 1, y: 0.5 } },
    ]) {
      const d = { ...order, action } as unknown as GwDecision
      expect(reject(s, d)).toBe('gunwave/bad_square')
    }
    expect(JSON.stringify(s)).toBe(before)
  })

  test('GW-SAFE-INPUT: a sheet file that leaves out the fields the sheet schema defaults (skills, traits, handheld, experience) starts a game whose decisions can be listed', () => {
    const setup = setupOf()
    const p = setup.players[0]!.sheet.pilot as Partial<Sheet['pilot']>
    delete p.skills
    delete p.traits
    delete p.handheld
    delete p.experience
    delete (setup.players[0]!.sheet.mecha as Partial<Sheet['mecha']>).traits
    const s = unwrap(ruleset.start(setup, 'gaps'))
    expect(ruleset.legal(s).length).toBeGreaterThan(0)
    // A complete sheet starts the very same game as before (nothing reordered or added).
    expect(stateHash(unwrap(ruleset.start(setupOf(), 'same')))).toBe(stateHash(duel({}, 'same')))
  })
})
