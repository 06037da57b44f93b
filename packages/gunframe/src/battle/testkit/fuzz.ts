/**
 * GF-FUZZ: the fuzz driver. One game is a setup (mission × environment × optional rules ×
 * battlefield, small squadrons carrying a rotating slice of the upgrades), a seed, and a cap on
 * decisions; random legal decisions are mixed with random illegal ones (wrong seat, stale,
 * malformed, out of range, unknown). fuzz.test.ts drives it with fast-check so a failure shrinks
 * to a short game; `npm run fuzz` runs the long campaign.
 */
import { Dice, promptSeats, replay, seedRng, stateHash } from '@sortie/engine'
import type { EnvironmentSettings, MissionSettings } from '../../missions/index.ts'
import { preset } from '../../table/presets.ts'
import { THEMES, type Theme } from '../../table/themes.ts'
import { UPGRADES } from '../../units/upgrades.ts'
import type { BattleUnitProfile } from '../core/setup.ts'
import type { BattleSetup } from '../core/setup-types.ts'
import type { BattleDecision, BattleState } from '../core/types.ts'
import { profile, testRuleset } from './testing.ts'

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
 * Game g's squadrons carry a rotating slice of the 76 upgrades (three per unit, linked
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

/** The missions and variants, environments, optional rules and battlefields a fuzz game draws from. */
export const FUZZ_MISSIONS: readonly MissionSettings[] = [
  { id: 'carnage' },
  { id: 'domination' },
  { id: 'domination', variant: 'domination-buildings' },
  { id: 'engagement' },
  { id: 'investigate' },
  { id: 'investigate', variant: 'investigate-booby-trapped' },
  { id: 'loot' },
  { id: 'loot', variant: 'loot-sabotage' },
  { id: 'take-and-hold' },
  { id: 'ambush' },
  { id: 'breakthrough' },
  { id: 'doomsday' },
  { id: 'escort' },
  { id: 'escort', variant: 'escort-scrappy-survivors' },
  { id: 'raid' },
  { id: 'raid', variant: 'raid-bunker-assault' },
  { id: 'remember-love' },
  { id: 'remember-love', base: 'investigate' },
] as MissionSettings[]
export const FUZZ_ENVIRONMENTS: readonly EnvironmentSettings[] = [
  { id: 'none' },
  { id: 'bombardment' },
  { id: 'darkness' },
  { id: 'sunrise' },
  { id: 'nightfall' },
  { id: 'storm', storm: 'dust', eye: true },
  { id: 'storm', storm: 'snow' },
  { id: 'storm', storm: 'lightning' },
  { id: 'high-gravity' },
  { id: 'low-gravity' },
  { id: 'space-structure' },
  { id: 'space-structure', flight: false },
  { id: 'underwater' },
] as EnvironmentSettings[]
export const FUZZ_OPTIONAL = ['groups', 'crippled', 'panic', 'structures', 'throwing', 'space'] as const
/** Open ground, or one of the battlefield presets. */
export const FUZZ_FIELDS: readonly ('open' | Theme)[] = ['open', ...THEMES]

export interface FuzzGame {
  /** Squadron rotation (which upgrades the units carry). */
  squad: number
  mission: MissionSettings
  environment: EnvironmentSettings
  optional: (typeof FUZZ_OPTIONAL)[number][]
  field: 'open' | Theme
  seed: number
  /** Stop after this many decisions (shrinking makes a failing game short). */
  steps: number
}

export interface FuzzOutcome {
  setup: BattleSetup
  seed: string
  /** Every decision the game accepted, in order (legal ones and any junk that happened to be legal). */
  decisions: BattleDecision[]
  finished: boolean
  rejected: number
  /** Invariant breaks, each with enough to find it again. Empty when the game was clean. */
  problems: string[]
}

/** The setup a fuzz game plays. */
export function fuzzSetup(g: FuzzGame): BattleSetup {
  const optional = [...g.optional]
  return {
    squadrons: fuzzSquadrons(g.squad),
    mission: g.mission,
    environment: g.environment,
    optional,
    ...(optional.includes('crippled') || optional.includes('panic')
      ? { settings: { crippled: optional.includes('crippled'), panic: optional.includes('panic') } }
      : {}),
    ...(g.field === 'open' ? {} : { battlefield: preset(g.field) }),
  }
}

type Ruleset = typeof testRuleset

/** Illegal for sure: refused whatever the state (the invariant demands a coded refusal). */
function certainlyIllegal(d: Dice, s: BattleState, r: Ruleset): BattleDecision {
  const p = r.prompt(s)
  const seats = p ? promptSeats(p) : []
  const outsider = [...s.seats, 'spectator', 'p9'].find((x) => !seats.includes(x)) ?? 'p9'
  const first = s.units[0]?.pos ?? { x: 0, y: 0 }
  const seat = p?.seat ?? 'p1'
  const pick = [
    () => ({ seat: outsider, kind: 'pass' }),
    () => ({ seat, kind: 'explode-the-table' }),
    () => ({ seat, kind: 42 }),
    () => ({ seat }),
    () => ({ seat, kind: 'move', path: [first, { x: 1e9, y: -1e9 }], facing: 0 }),
    () => ({ seat, kind: 'move', path: 'north', facing: 'up' }),
    () => ({ seat, kind: 'attack', target: 'unit:nobody' }),
    () => ({ seat, kind: 'activate', unit: { id: 'unit:p1:0' } }),
    () => ({ seat, kind: 'dodge', to: { x: Number.NaN, y: 500 } }),
    () => ({ seat: 42, kind: 'pass' }),
  ]
  return (pick[d.roll(pick.length) - 1] as () => unknown)() as BattleDecision
}

/**
 * Plays one fuzz game. Invariants: apply never throws (no `engine/internal_error`); every junk
 * decision that is refused carries a code and leaves the state hash unchanged; every certainly
 * illegal decision is refused; every listed legal decision is accepted; the accepted decisions
 * replay from setup + seed to the same hash.
 */
export function playFuzzGame(g: FuzzGame, ruleset: Ruleset): FuzzOutcome {
  const setup = fuzzSetup(g)
  const seed = `fuzz-${g.seed}`
  const out: FuzzOutcome = { setup, seed, decisions: [], finished: false, rejected: 0, problems: [] }
  const started = ruleset.start(setup, seed)
  if (!started.ok) {
    out.problems.push(`start refused: ${started.error.code}`)
    return out
  }
  const d = new Dice(seedRng(`fuzz-choices-${g.seed}`))
  let s = started.value
  let stale: BattleDecision | undefined
  const refusal = (bad: BattleDecision, certain: boolean): boolean => {
    const before = stateHash(s)
    let r: ReturnType<Ruleset['apply']>
    try {
      r = ruleset.apply(s, bad)
    } catch (e) {
      out.problems.push(`threw on ${JSON.stringify(bad)}: ${String(e)}`)
      return false
    }
    if (stateHash(s) !== before) out.problems.push(`state changed by ${JSON.stringify(bad)}`)
    if (r.ok) {
      if (certain) out.problems.push(`accepted an illegal ${JSON.stringify(bad)}`)
      s = r.value.state
      out.decisions.push(bad)
      return true
    }
    out.rejected++
    if (typeof r.error.code !== 'string' || !/^[a-z-]+\/[a-z0-9_]+$/.test(r.error.code))
      out.problems.push(`refusal without a proper code: ${JSON.stringify(r.error)}`)
    if (r.error.code === 'engine/internal_error') out.problems.push(`internal error: ${r.error.message}`)
    return false
  }
  for (let n = 0; n < g.steps && ruleset.prompt(s); n++) {
    const legal = ruleset.legal(s)
    const roll = d.roll(12)
    if (roll === 1) {
      refusal(certainlyIllegal(d, s, ruleset), true)
      continue
    }
    if (roll === 2 && legal.length > 0) {
      refusal(junk(d, s, legal), false)
      continue
    }
    if (roll === 3 && stale) {
      refusal(stale, false)
      continue
    }
    if (legal.length === 0) {
      out.problems.push(`a prompt with no legal decision: ${JSON.stringify(ruleset.prompt(s))}`)
      break
    }
    const choice = legal[d.roll(legal.length) - 1] as BattleDecision
    let r: ReturnType<Ruleset['apply']>
    try {
      r = ruleset.apply(s, choice)
    } catch (e) {
      out.problems.push(`threw on a legal ${JSON.stringify(choice)}: ${String(e)}`)
      break
    }
    if (!r.ok) {
      out.problems.push(`refused a listed decision ${JSON.stringify(choice)}: ${r.error.code}`)
      break
    }
    stale = choice
    s = r.value.state
    out.decisions.push(choice)
  }
  out.finished = ruleset.prompt(s) === null
  const again = replay(ruleset, setup, seed, out.decisions)
  if (!again.ok) out.problems.push(`replay failed: ${again.error.code} ${again.error.message}`)
  else if (again.value.hash !== stateHash(s)) out.problems.push('replay reached another hash')
  return out
}
