/**
 * Fuzz driver shared by the fuzz test files: random-vs-random games on open ground with small
 * squadrons (so thousands run quickly), random illegal decisions mixed in.
 */
import { Dice, seedRng } from '@sortie/engine'
import { UPGRADES } from '../units/upgrades.ts'
import type { BattleUnitProfile } from './setup.ts'
import { profile, testRuleset } from './testing.ts'
import type { BattleDecision, BattleState } from './types.ts'

/** Two units a side (a heavy and infantry against a light and a flyer): small state, fast games. */
export const SMALL = {
  p1: [
    profile({ name: 'A2', frame: 'heavy', loadout: { close: 6, short: 5, medium: 3, long: 0 } }),
    profile({ name: 'A3', frame: 'infantry', conventional: true, armour: 1 }),
  ],
  p2: [
    profile({ name: 'B1', frame: 'light', armour: 6 }),
    profile({ name: 'B2', upgrades: [{ id: 'fly' }], loadout: { close: 2, short: 2, medium: 4, long: 6 } }),
  ],
}

const BANDS = ['close', 'short', 'medium', 'long'] as const

/**
 * Issue 6: game g's squadrons carry a rotating slice of the 76 upgrades (three per unit, linked
 * ones on both units of a side, loadout ones on a weapon system), so every upgrade plays in some
 * game; odd games switch crippled and panic on; every fifth game has a transforming mecha.
 */
export function fuzzSquadrons(g: number): Record<string, BattleUnitProfile[]> {
  const ids = UPGRADES.map((u) => u.id)
  const out: Record<string, BattleUnitProfile[]> = {}
  let k = g * 12
  for (const seat of ['p1', 'p2'] as const) {
    const units = SMALL[seat].map((p) => ({ ...p, upgrades: [...p.upgrades] }))
    for (const u of units)
      for (let j = 0; j < 3; j++) {
        const id = ids[k++ % ids.length] as string
        const def = UPGRADES.find((x) => x.id === id)
        if (def?.linked) {
          for (const v of units) if (!v.upgrades.some((x) => x.id === id)) v.upgrades.push({ id })
        } else if (def?.category === 'loadout') {
          const on = BANDS.find((b) => (def.attachTo as readonly string[]).includes(b) && u.loadout[b] > 0)
          if (on) u.upgrades.push({ id, on })
        } else if (!u.upgrades.some((x) => x.id === id))
          u.upgrades.push(id === 'ace' || id === 'leader' ? { id, n: 2 } : { id })
      }
    out[seat] = units
  }
  if (g % 5 === 0) {
    const p = out.p1?.[0] as BattleUnitProfile
    p.forms = [
      {
        name: 'Mecha',
        speed: p.speed,
        defense: p.defense,
        armour: p.armour,
        loadout: p.loadout,
        upgrades: p.upgrades,
      },
      {
        name: 'Jet',
        speed: 8,
        defense: 2,
        armour: p.armour,
        loadout: { close: 0, short: 2, medium: 3, long: 2 },
        upgrades: [{ id: 'fast-flyer' }],
      },
    ]
  }
  return out
}

function junk(d: Dice, s: BattleState, legal: readonly BattleDecision[]): BattleDecision {
  const seat = testRuleset.prompt(s)?.seat ?? 'p1'
  const otherSeat = seat === 'p1' ? 'p2' : 'p1'
  const base = legal[d.roll(legal.length) - 1] as BattleDecision
  switch (d.roll(8)) {
    case 1:
      return { ...base, seat: otherSeat }
    case 2:
      return { ...base, target: 'unit:nobody', unit: 'unit:nobody' } as unknown as BattleDecision
    case 3:
      return { seat, kind: 'move', path: [{ x: -50, y: 999 }], facing: 0 }
    case 4:
      return {
        seat,
        kind: 'move',
        path: [{ ...(s.units[0]?.pos ?? { x: 0, y: 0 }) }, { x: Number.NaN, y: 3 }],
        facing: 1,
      }
    case 5:
      return { seat, kind: 'attack', target: s.units[d.roll(s.units.length) - 1]?.id ?? '', rapidFire: true }
    case 6:
      return {
        seat,
        kind: ['pass', 'power', 'dodge', 'defend', 'use-lock', 'deploy'][d.roll(6) - 1],
      } as BattleDecision
    case 7:
      return { seat, kind: 'dodge', to: { x: 500, y: 500 } }
    default:
      return { seat, kind: 'explode-the-table' } as unknown as BattleDecision
  }
}

export interface FuzzStats {
  games: number
  rejected: number
  accepted: number
  exceptions: string[]
  unchangedViolations: number
  unfinished: number
  legalRejected: string[]
}

export function fuzz(from: number, to: number): FuzzStats {
  const stats: FuzzStats = {
    games: 0,
    rejected: 0,
    accepted: 0,
    exceptions: [],
    unchangedViolations: 0,
    unfinished: 0,
    legalRejected: [],
  }
  for (let g = from; g < to; g++) {
    const d = new Dice(seedRng(`fuzz-bot-${g}`))
    const started = testRuleset.start(
      { squadrons: fuzzSquadrons(g), settings: { crippled: g % 2 === 1, panic: g % 2 === 1 } },
      `fuzz-${g}`,
    )
    if (!started.ok) throw new Error(started.error.code)
    let s = started.value
    let steps = 0
    try {
      while (testRuleset.prompt(s) && steps < 5000) {
        steps++
        const legal = testRuleset.legal(s)
        if (d.roll(10) === 1) {
          const bad = junk(d, s, legal)
          const before = JSON.stringify(s)
          const r = testRuleset.apply(s, bad)
          if (JSON.stringify(s) !== before) stats.unchangedViolations++
          if (!r.ok) {
            stats.rejected++
            if (r.error.code === 'engine/internal_error') stats.exceptions.push(r.error.message)
          } else {
            stats.accepted++
            s = r.value.state
          }
          continue
        }
        const choice = legal[d.roll(legal.length) - 1] as BattleDecision
        const r = testRuleset.apply(s, choice)
        if (!r.ok) {
          stats.legalRejected.push(`${g}: ${choice.kind} ${r.error.code}`)
          break
        }
        s = r.value.state
      }
    } catch (e) {
      stats.exceptions.push(String(e))
    }
    if (testRuleset.prompt(s)) stats.unfinished++
    stats.games++
  }
  return stats
}
