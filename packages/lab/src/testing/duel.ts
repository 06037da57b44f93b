/**
 * A tiny two-seat ruleset for the lab's own tests: each side fields a few troop types (with
 * banners as upgrades), both seats say "charge", and one die roll decides the winner with a known
 * chance — the logistic model with the effects in TRUE_EFFECTS and a first-seat edge. The lab's
 * regression should find those effects again. `--spin <ms>` makes each game busy for a while, so
 * the queue test can kill a worker in the middle of a run.
 *
 * Loaded by path (`sortie lab packages/lab/src/testing/duel.ts`), never registered.
 */
import {
  type BotPlayer,
  type CliValues,
  Dice,
  defineRuleset,
  err,
  type Outcome,
  ok,
  type RosterFeature,
  type RulesetPackage,
  seedRng,
} from '@sortie/engine'

export interface Troop {
  kind: 'unit' | 'upgrade'
  name: string
  points: number
}

export interface DuelSetup {
  sides: Record<string, Troop[]>
  arena: string
  spin?: number
}

interface DuelState {
  rng: ReturnType<typeof seedRng>
  setup: DuelSetup
  charged: string[]
  winner: string | null
}

type DuelDecision = { seat: string; kind: 'charge' }

/** Log-odds of winning per copy fielded (the truth the regression should recover). */
export const TRUE_EFFECTS: Record<string, number> = { Knight: 0.6, Archer: 0.3, Peasant: 0.02, Banner: 0.9 }
export const TROOPS: Troop[] = [
  { kind: 'unit', name: 'Knight', points: 10 },
  { kind: 'unit', name: 'Archer', points: 5 },
  { kind: 'unit', name: 'Peasant', points: 2 },
  { kind: 'upgrade', name: 'Banner', points: 3 },
]
export const FIRST_SEAT_EDGE = 0.3
const ARENAS = ['field', 'forest']
const LIMIT = 30
const SEATS = ['p1', 'p2']

const strength = (side: readonly Troop[]) => side.reduce((a, t) => a + (TRUE_EFFECTS[t.name] ?? 0), 0)

const ruleset = defineRuleset<DuelSetup, DuelState, DuelDecision>({
  id: 'duel',
  start: (setup, seed) => ok({ rng: seedRng(seed), setup, charged: [], winner: null }),
  prompt: (s) => {
    if (s.winner) return null
    const seat = SEATS.find((x) => !s.charged.includes(x)) ?? 'p1'
    return { seat, kind: 'charge' }
  },
  legal: (s) =>
    s.winner ? [] : [{ seat: SEATS.find((x) => !s.charged.includes(x)) ?? 'p1', kind: 'charge' }],
  reduce(draft, d, ctx) {
    if (d.kind !== 'charge') return { code: 'duel/bad_decision', message: 'Only charging here.' }
    draft.charged.push(d.seat)
    if (draft.charged.length < SEATS.length) return undefined
    const spin = draft.setup.spin ?? 0
    for (const t0 = Date.now(); Date.now() - t0 < spin; );
    const edge = FIRST_SEAT_EDGE + strength(draft.setup.sides.p1 ?? []) - strength(draft.setup.sides.p2 ?? [])
    const p = 1 / (1 + Math.exp(-edge))
    draft.winner = ctx.dice.roll(1_000_000) / 1_000_000 <= p ? 'p1' : 'p2'
    return undefined
  },
  outcome: (s): Outcome | null => (s.winner ? { winners: [s.winner], draw: false, reason: 'charge' } : null),
  view: (s) => s,
})

const charge: BotPlayer<DuelState, DuelDecision> = {
  id: 'charge',
  title: 'Charge',
  decide: (_s, _seat, ctx) => ({ decision: ctx.legal[0]! }),
}

/** A random side of at most LIMIT points. */
function randomSide(dice: Dice): Troop[] {
  const side: Troop[] = []
  let left = LIMIT
  for (let tries = 0; tries < 12; tries++) {
    const t = TROOPS[dice.roll(TROOPS.length) - 1]!
    if (t.points <= left) {
      side.push(t)
      left -= t.points
    }
  }
  return side
}

function setupFor(pool: 'examples' | 'random-legal', options: CliValues, seed: string) {
  const dice = new Dice(seedRng(`duel-setup:${seed}`))
  const spin = Number(options.spin ?? 0)
  if (!Number.isFinite(spin) || spin < 0) return err('duel/bad_spin', '--spin takes milliseconds.')
  const arena = ARENAS[dice.roll(ARENAS.length) - 1]!
  const sides =
    pool === 'examples'
      ? { p1: [TROOPS[0]!, TROOPS[1]!], p2: [TROOPS[1]!, TROOPS[1]!, TROOPS[3]!] }
      : { p1: randomSide(dice), p2: randomSide(dice) }
  return ok<DuelSetup>({ sides, arena, ...(spin ? { spin } : {}) })
}

const duel: RulesetPackage<DuelSetup, DuelState, DuelDecision> = {
  id: 'duel',
  title: 'Duel (lab test fixture)',
  summary: 'One roll decides; for testing the balance lab.',
  ruleset: () => ruleset,
  setupSchema: { safeParse: (x) => ({ success: true, data: x as DuelSetup }) },
  quickSetup: (options, seed) => setupFor('examples', options, seed),
  seats: () => [...SEATS],
  units: { catalogue: () => TROOPS, validateRoster: () => ({ points: 0, problems: [] }) },
  bots: { charge },
  sim: { options: [{ flags: '--spin <ms>', description: 'busy time per game' }] },
  summarize: (s) => ({ turns: 1, scores: { p1: s.winner === 'p1' ? 1 : 0, p2: s.winner === 'p2' ? 1 : 0 } }),
  lab: {
    features: (setup) =>
      Object.fromEntries(
        Object.entries(setup.sides).map(([seat, side]) => [
          seat,
          side.map((t): RosterFeature => ({ kind: t.kind, name: t.name, points: t.points })),
        ]),
      ),
    setup: setupFor,
  },
}
// The optional `context` hook the lab reads (see LabHooks).
Object.assign(duel.lab!, { context: (setup: DuelSetup) => ({ arena: setup.arena }) })

export default duel
