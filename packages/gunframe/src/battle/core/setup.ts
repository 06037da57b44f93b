/**
 * Battle setup: two squadrons of battle-ready unit profiles, a battlefield and a mission.
 * The profile is a local structural type matching the units module's `UnitProfile`, so a
 * squadron from '@sortie/gunframe/units' plugs in as is.
 *
 * @example
 * const s = ruleset.start({ squadrons: { p1: mine, p2: theirs } }, 'seed-1')
 */
import { err, ok, type Result, type RuleError, type Seat, seedRng } from '@sortie/engine'
import type { Battlefield } from '../../table/contract.ts'
import { FIGURE_SIZES } from '../../table/figures.ts'
import type { BattleModules } from './context.ts'
import { moduleFlight, moduleReadSetup, moveProfile } from './module.ts'
import type { BattleSetup, BattleUnitProfile } from './setup-types.ts'
import type { BattleState, BattleUnit } from './types.ts'
import { startingFlags } from './unit/start.ts'

export type { BattleSetup, BattleUnitProfile, CombinerProfile } from './setup-types.ts'

export const DEFAULT_BATTLEFIELD: Battlefield = {
  name: 'Open ground 36x36',
  width: 36,
  depth: 36,
  terrain: [],
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 99

function checkProfile(p: BattleUnitProfile, path: string): RuleError | undefined {
  const bad = (what: string): RuleError => ({
    code: 'gunframe/bad_profile',
    message: `Unit profile ${path} has an invalid ${what}.`,
    path,
  })
  if (typeof p !== 'object' || p === null) return bad('shape')
  if (typeof p.name !== 'string') return bad('name')
  // Sizes are the table's (a setting: the book leaves bases to the players).
  if (typeof p.frame !== 'string' || !(p.frame in FIGURE_SIZES)) return bad('frame')
  if (!p.pilot || !isCount(p.pilot.skill) || p.pilot.skill < 2 || p.pilot.skill > 6) return bad('pilot skill')
  if (!isCount(p.speed) || !isCount(p.defense) || !isCount(p.armour) || p.armour < 1)
    return bad('frame value')
  if (!p.loadout || !(['close', 'short', 'medium', 'long'] as const).every((b) => isCount(p.loadout[b])))
    return bad('loadout')
  if (!Array.isArray(p.upgrades)) return bad('upgrade list')
  if (typeof p.points !== 'number') return bad('points')
  return undefined
}

/** A unit as it enters the battle; the modules say whether it can fly (it starts in the air). */
export function makeUnit(p: BattleUnitProfile, side: Seat, index: number, mods: BattleModules): BattleUnit {
  const size = FIGURE_SIZES[p.frame] as { radius: number; height: number }
  const upgrades = p.upgrades.map((u) => u.id)
  return {
    id: `unit:${side}:${index}`,
    side,
    armour: p.armour,
    profile: {
      name: p.name,
      frame: p.frame,
      conventional: p.conventional,
      skill: p.pilot.skill,
      speed: p.speed,
      defense: p.defense,
      maxArmour: p.armour,
      loadout: {
        close: p.loadout.close,
        short: p.loadout.short,
        medium: p.loadout.medium,
        long: p.loadout.long,
      },
      points: p.points,
      upgrades,
      radius: size.radius,
      height: size.height,
    },
    flying: moduleFlight(mods, { upgrades }) !== 'none',
    status: 'undeployed',
    pos: { x: 0, y: 0 },
    ...startingFlags(false),
  }
}

/**
 * Validates the setup and builds the state before any roll (rolls happen in `settle`). The game's
 * settings (mission, environment, optional rules) are read by the modules, handed in by the
 * composition root since no context exists yet; the mission itself starts in their `start`.
 */
export function buildState(
  setup: BattleSetup,
  seed: string,
  modules: BattleModules,
): Result<BattleState, RuleError> {
  if (typeof setup !== 'object' || setup === null || typeof setup.squadrons !== 'object' || !setup.squadrons)
    return err('gunframe/bad_setup', 'The setup needs two squadrons.')
  const players = Object.keys(setup.squadrons)
  const teams = setup.teams ?? null
  const seats = teams ? Object.keys(teams) : players
  if (seats.length < 2) return err('gunframe/bad_setup', 'A battle needs at least two sides.', { seats })
  if (teams) {
    const listed = Object.values(teams).flat()
    if (!Array.isArray(Object.values(teams)[0]) || listed.sort().join() !== [...players].sort().join())
      return err('gunframe/bad_teams', 'Every squadron must belong to exactly one team.', { teams })
  }
  const pair = seats as [Seat, Seat, ...Seat[]]
  const units: BattleUnit[] = []
  for (const side of pair) {
    for (const player of teams ? (teams[side] ?? []) : [side]) {
      const list = setup.squadrons[player]
      if (!Array.isArray(list) || list.length === 0)
        return err(
          'gunframe/empty_squadron',
          `Squadron ${player} has no units.`,
          undefined,
          `squadrons.${player}`,
        )
      for (let i = 0; i < list.length; i++) {
        const p = list[i] as BattleUnitProfile
        const e = checkProfile(p, `squadrons.${player}[${i}]`)
        if (e) return { ok: false, error: e }
        const u = makeUnit(p, side, i, modules)
        if (teams) {
          u.id = `unit:${player}:${i}`
          u.owner = player
        }
        units.push(u)
      }
    }
  }
  const field = setup.battlefield ?? DEFAULT_BATTLEFIELD
  if (!(field.width >= 26 && field.depth >= 26))
    return err('gunframe/table_too_small', 'Each deployment zone must lie 12" from the centre line.')
  if (setup.attacker !== undefined && !pair.includes(setup.attacker))
    return err('gunframe/bad_setup', 'The attacker must be one of the two seats.', {
      attacker: setup.attacker,
    })
  // Without a module that reads them, a hand-built game: Carnage's markers and no extras.
  const extras = moduleReadSetup(modules, setup, { ffa: pair.length > 2 && !teams, teams }) ?? {
    ok: true,
    value: { id: 'carnage', extras: {} },
  }
  if (!extras.ok) return extras
  const attacker = pair.length > 2 ? null : (setup.attacker ?? null)
  const defender = attacker === null ? null : (pair.find((s) => s !== attacker) as Seat)
  const zero: Record<Seat, number> = {}
  for (const seat of pair) zero[seat] = 0
  const state: BattleState = {
    v: 1,
    rng: seedRng(seed),
    field,
    mission: { id: extras.value.id, turns: 5, objectives: [], ...extras.value.extras },
    seats: pair,
    phase: attacker === null ? 'role' : 'half',
    roleChooser: null,
    attacker,
    defender,
    halves: null,
    turn: 0,
    focus: { ...zero },
    initiative: null,
    next: null,
    vp: { ...zero },
    units,
    stack: [],
    result: null,
  }
  // A flyer starts in the air only where it may fly: the environment read with the rest of the
  // settings can rule flight out (GF-ENV-SPACE), and the modules' move profile says so.
  for (const u of units) if (u.flying && moveProfile(modules, state, u).flight === 'none') u.flying = false
  // Crippled and panic belong to the power-attack rules' settings; the optional list switches them too.
  const opt = extras.value.extras.optional ?? []
  if (opt.includes('crippled') || opt.includes('panic'))
    state.settings = { ...state.settings, crippled: opt.includes('crippled'), panic: opt.includes('panic') }
  return ok(state)
}
