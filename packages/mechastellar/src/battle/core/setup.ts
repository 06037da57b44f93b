/**
 * Setup (MS-DEPLOY-*, MS-VS-SETUP): builds the starting state from two forces, the terrain and the
 * Versus control points, then waits for the commanders to be named (when a force names none) and
 * for deployment.
 */
import { err, ok, type Result, type RuleError, seedRng, type Vec } from '@sortie/engine'
import { z } from 'zod'
import { unitById } from '../../units/data.ts'
import { startingMomentum } from '../modules/momentum.ts'
import { namesAtTable } from './pregame.ts'
import type { MsSetup, MsState, Side, Terrain, UnitState } from './types.ts'
import { aheadFacing, other } from './types.ts'

const VecSchema = z.object({ x: z.number(), y: z.number() })
const TerrainSchema = z.object({
  id: z.string(),
  kind: z.enum(['building', 'hill', 'forest', 'debris', 'water', 'ruin']),
  poly: z.array(VecSchema).min(3),
  height: z.number().min(0),
  highGround: z.boolean(),
  blocksLos: z.boolean(),
  obscuring: z.boolean(),
  cover: z.boolean(),
  overhead: z.boolean(),
  deepWater: z.boolean(),
  destructible: z.boolean(),
  destroyed: z.boolean(),
  deadly: z.boolean().optional(),
})
const ForceSchema = z.object({
  name: z.string(),
  units: z
    .array(z.object({ unit: z.string(), name: z.string().optional() }))
    .min(1)
    .max(20),
  commander: z.number().int().min(0).optional(),
})

export const MsSetupSchema = z.object({
  table: z.object({ width: z.number().min(24).max(96), depth: z.number().min(24).max(96) }),
  deployment: z.enum(['standard', 'alternate']),
  rounds: z.number().int().min(1).max(10),
  terrain: z.array(TerrainSchema),
  forces: z.object({ p1: ForceSchema, p2: ForceSchema }),
  cps: z.array(VecSchema).optional(),
  reface: z.boolean().optional(),
  placeCps: z.boolean().optional(),
  south: z.enum(['p1', 'p2']).optional(),
})

/** The five Versus control points: the centre and a plus sign 12" out (MS-VS-CP). */
export function standardCps(w: number, d: number): Vec[] {
  const c = { x: w / 2, y: d / 2 }
  return [
    c,
    { x: c.x - 12, y: c.y },
    { x: c.x + 12, y: c.y },
    { x: c.x, y: c.y - 12 },
    { x: c.x, y: c.y + 12 },
  ]
}

function makeUnits(setup: MsSetup): Result<UnitState[], RuleError> {
  const out: UnitState[] = []
  for (const side of ['p1', 'p2'] as Side[]) {
    const f = setup.forces[side]
    for (const [i, e] of f.units.entries()) {
      const profile = e.profile ?? unitById(e.unit)
      if (!profile)
        return err('mechastellar/unknown_unit', `No catalogue unit "${e.unit}".`, { side, index: i })
      out.push({
        id: `unit:${side}-${i + 1}`,
        side,
        name: e.name ?? profile.name,
        profile,
        pos: null,
        facing: aheadFacing(setup, side),
        hp: profile.hp,
        destroyed: false,
        activated: false,
        onHighGround: null,
        underwater: false,
        stun: 0,
        boost: profile.boost ?? 0,
        power: profile.power ?? 0,
        havoc: profile.havoc ?? 0,
        powerUses: {},
        havocUses: {},
        nextAttack: { dmg: 0, pen: 0 },
        targetLock: false,
        transformed: false,
        reloading: [],
        sacrificed: [],
        remoteLoss: {},
        crashedRound: 0,
        improviseRound: 0,
        fell: false,
        onboard: null,
      })
    }
  }
  return ok(out)
}

/**
 * Setup keys for parts the seed names but never writes (ruling MS-RULING-UNWRITTEN): the optional
 * modules and multi-game campaigns (where the Tomino Finale would apply). Asking for one is refused
 * rather than silently played without it.
 */
export const UNWRITTEN_KEYS = ['modules', 'campaign'] as const

export function startBattle(setup: MsSetup, seed: string): Result<MsState, RuleError> {
  for (const key of UNWRITTEN_KEYS)
    if ((setup as unknown as Record<string, unknown>)[key] !== undefined)
      return err(
        'mechastellar/unwritten',
        `The rules name "${key}" but give no rules for it; battles are single Versus games with no optional module (ruling MS-RULING-UNWRITTEN).`,
        { key },
      )
  const made = makeUnits(setup)
  if (!made.ok) return made
  const units = made.value
  const count = (s: Side) => units.filter((u) => u.side === s).length
  // The side with more models deploys first (ties: p1).
  const deployer: Side = count('p2') > count('p1') ? 'p2' : 'p1'
  // A force file that names its commander keeps it; the others name theirs at the table (MS-CMD-DESIGNATE).
  const commander = (s: Side): string =>
    namesAtTable(setup, s) ? '' : `unit:${s}-${(setup.forces[s].commander ?? 0) + 1}`
  for (const s of ['p1', 'p2'] as Side[])
    if (!namesAtTable(setup, s) && !units.some((u) => u.id === commander(s)))
      return err('mechastellar/bad_commander', `The ${s} commander index names no unit.`)
  const naming = namesAtTable(setup, 'p1') || namesAtTable(setup, 'p2')
  if (setup.placeCps && setup.cps)
    return err(
      'mechastellar/bad_cps',
      'A setup either lists its control points or has the sides place them, not both.',
    )
  // Placed at the table (MS-VS-SETUP): only the centre point stands until the pairs go down.
  const centre = { x: setup.table.width / 2, y: setup.table.depth / 2 }
  const cps = setup.placeCps ? [centre] : (setup.cps ?? standardCps(setup.table.width, setup.table.depth))
  const terrain: Terrain[] = setup.terrain.map((t) => ({ ...t, poly: t.poly.map((p) => ({ ...p })) }))
  return ok({
    rng: seedRng(seed),
    setup,
    phase: setup.placeCps ? 'cps' : naming ? 'command' : 'deploy',
    round: 1,
    first: deployer,
    turn: deployer,
    units,
    terrain,
    momentum: { p1: startingMomentum(units, 'p1'), p2: startingMomentum(units, 'p2') },
    commander: { p1: commander('p1'), p2: commander('p2') },
    ...(naming
      ? {
          naming: {
            p1: namesAtTable(setup, 'p1') ? null : commander('p1'),
            p2: namesAtTable(setup, 'p2') ? null : commander('p2'),
          },
        }
      : {}),
    ...(setup.placeCps ? { cpPlacing: [deployer, other(deployer)] } : {}),
    orders: { p1: 0, p2: 0 },
    challenge: null,
    revenge: null,
    revengeUsed: { p1: false, p2: false },
    firstActivationDone: false,
    activation: null,
    attacks: [],
    nextAttackId: 1,
    returnFire: null,
    deployer,
    rolloff: null,
    pending: [],
    reserves: [],
    versus: {
      cps,
      owner: cps.map(() => null),
      vp: { p1: 0, p2: 0 },
      lostCritical: { p1: false, p2: false },
      bigHit: { p1: false, p2: false },
    },
    turns: 0,
  })
}
