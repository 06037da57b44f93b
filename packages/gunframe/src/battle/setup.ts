/**
 * Battle setup: two squadrons of battle-ready unit profiles, a battlefield and a mission.
 * The profile is a local structural type matching the units module's `UnitProfile`, so a
 * squadron from '@sortie/gunframe/units' plugs in as is.
 *
 * @example
 * const s = ruleset.start({ squadrons: { p1: mine, p2: theirs } }, 'seed-1')
 */
import { err, ok, type Result, type RuleError, type Seat, seedRng } from '@sortie/engine'
import type { Battlefield } from '../table/contract.ts'
import { carnageObjectives } from './mission.ts'
import type { Band, BattleState, BattleUnit, FrameKind, Half } from './types.ts'

export interface BattleUnitProfile {
  name: string
  frame: FrameKind
  conventional: boolean
  pilot: { name: string; skill: number }
  speed: number
  defense: number
  armour: number
  loadout: Record<Band, number>
  upgrades: { id: string; on?: string; n?: number; partner?: string }[]
  points: number
  forms?: unknown
}

export interface BattleSetup {
  squadrons: Record<Seat, readonly BattleUnitProfile[]>
  battlefield?: Battlefield
  mission?: 'carnage'
  /** Skip the attacker/defender roll-off (tests, scenarios). */
  attacker?: Seat
  /** Skip the defender's choice of half. */
  defenderHalf?: Half
}

export const DEFAULT_BATTLEFIELD: Battlefield = {
  name: 'Open ground 36x36',
  width: 36,
  depth: 36,
  terrain: [],
}

/** Base radius and figure height in inches by frame: the book leaves bases to the players. */
const SIZE: Record<FrameKind, { radius: number; height: number }> = {
  scout: { radius: 0.75, height: 2 },
  light: { radius: 1, height: 2.5 },
  medium: { radius: 1, height: 3 },
  heavy: { radius: 1.25, height: 3.5 },
  superheavy: { radius: 1.5, height: 5 },
  infantry: { radius: 0.75, height: 0.75 },
  tank: { radius: 1, height: 1.25 },
  flyer: { radius: 0.75, height: 1 },
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
  if (!(p.frame in SIZE)) return bad('frame')
  if (!p.pilot || !isCount(p.pilot.skill) || p.pilot.skill < 2 || p.pilot.skill > 6) return bad('pilot skill')
  if (!isCount(p.speed) || !isCount(p.defense) || !isCount(p.armour) || p.armour < 1)
    return bad('frame value')
  if (!p.loadout || !(['close', 'short', 'medium', 'long'] as const).every((b) => isCount(p.loadout[b])))
    return bad('loadout')
  if (!Array.isArray(p.upgrades)) return bad('upgrade list')
  if (typeof p.points !== 'number') return bad('points')
  return undefined
}

export function makeUnit(p: BattleUnitProfile, side: Seat, index: number): BattleUnit {
  const size = SIZE[p.frame]
  const upgrades = p.upgrades.map((u) => u.id)
  return {
    id: `unit:${side}:${index}`,
    side,
    name: p.name,
    frame: p.frame,
    conventional: p.conventional,
    skill: p.pilot.skill,
    speed: p.speed,
    defense: p.defense,
    armour: p.armour,
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
    flying: upgrades.includes('fly') || upgrades.includes('fast-flyer'),
    status: 'undeployed',
    pos: { x: 0, y: 0 },
    facing: 0,
    elevation: 0,
    lock: false,
    evade: false,
    knockedDown: false,
    shutDown: false,
    distracted: false,
    reboot: 0,
    activated: false,
    reacted: false,
    focusSpent: false,
    lockUsed: false,
    evadeUsed: false,
  }
}

/** Validates the setup and builds the state before any roll (rolls happen in `settle`). */
export function buildState(setup: BattleSetup, seed: string): Result<BattleState, RuleError> {
  if (typeof setup !== 'object' || setup === null || typeof setup.squadrons !== 'object' || !setup.squadrons)
    return err('gunframe/bad_setup', 'The setup needs two squadrons.')
  const seats = Object.keys(setup.squadrons)
  if (seats.length !== 2) return err('gunframe/bad_setup', 'A battle needs exactly two squadrons.', { seats })
  const pair: [Seat, Seat] = [seats[0] as Seat, seats[1] as Seat]
  const units: BattleUnit[] = []
  for (const seat of pair) {
    const list = setup.squadrons[seat]
    if (!Array.isArray(list) || list.length === 0)
      return err('gunframe/empty_squadron', `Squadron ${seat} has no units.`, undefined, `squadrons.${seat}`)
    for (let i = 0; i < list.length; i++) {
      const p = list[i] as BattleUnitProfile
      const e = checkProfile(p, `squadrons.${seat}[${i}]`)
      if (e) return { ok: false, error: e }
      units.push(makeUnit(p, seat, i))
    }
  }
  const field = setup.battlefield ?? DEFAULT_BATTLEFIELD
  if (!(field.width >= 26 && field.depth >= 26))
    return err('gunframe/table_too_small', 'Each deployment zone must lie 12" from the centre line.')
  if (setup.attacker !== undefined && !pair.includes(setup.attacker))
    return err('gunframe/bad_setup', 'The attacker must be one of the two seats.', {
      attacker: setup.attacker,
    })
  const attacker = setup.attacker ?? null
  const defender = attacker === null ? null : (pair.find((s) => s !== attacker) as Seat)
  const state: BattleState = {
    v: 1,
    rng: seedRng(seed),
    field,
    mission: { id: 'carnage', turns: 5, objectives: [] },
    seats: pair,
    phase: attacker === null ? 'role' : 'half',
    roleChooser: null,
    attacker,
    defender,
    halves: null,
    turn: 0,
    focus: { [pair[0]]: 0, [pair[1]]: 0 },
    initiative: null,
    next: null,
    vp: { [pair[0]]: 0, [pair[1]]: 0 },
    units,
    stack: [],
    result: null,
  }
  if (defender !== null && setup.defenderHalf !== undefined) {
    const opposite: Record<Half, Half> = { south: 'north', north: 'south', west: 'east', east: 'west' }
    state.halves = { [defender]: setup.defenderHalf, [attacker as Seat]: opposite[setup.defenderHalf] }
    state.mission.objectives = carnageObjectives(field, setup.defenderHalf)
    state.phase = 'deploy'
  }
  return ok(state)
}
