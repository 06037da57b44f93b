/** Building the battle state from a setup: sheets checked, mecha and pilots placed (§2, §3, §5.1). */
import { err, ok, type Result, type RuleError, seedRng } from '@sortie/engine'
import {
  AMMO_STORAGE,
  DEFAULTS,
  mechaTypeById,
  PLAYER_SEATS,
  SPECIALTIES,
  SPEED_UNITS,
  traitById,
  weaponById,
} from '../data/starter.ts'
import type { Sheet } from '../sheets/schema.ts'
import { validateSheet } from '../sheets/validate.ts'
import {
  type GwSetup,
  type GwState,
  type MechaState,
  NARRATOR,
  type PilotState,
  type Scene,
  type Side,
  type WeaponState,
} from './types.ts'

export const DEFAULT_SCENE: Scene = {
  width: 16,
  height: 12,
  environment: 'ground',
  terrain: [],
  grid: false,
  note: '',
}

function buildMecha(
  id: string,
  sheet: Sheet,
  side: Side,
  at: { x: number; y: number },
  pilot: string,
): MechaState {
  const m = sheet.mecha
  const type = mechaTypeById(m.type)
  const speed = SPEED_UNITS[m.speed]
  const weapons: WeaponState[] = m.weapons.map((s, slot) => {
    const w = weaponById(s.weapon)
    const ws: WeaponState = { slot, weapon: s.weapon, active: false, lost: false }
    if (w?.kind === 'ballistic') {
      ws.ammo = s.ammo ?? w.ammo?.types[0] ?? 'standard'
      ws.loaded = w.ammo?.load ?? 0
    }
    if (w?.kind === 'launcher' || w?.kind === 'grenades') ws.grenades = [...(s.grenades ?? [])]
    return ws
  })
  // One weapon starts active (§5.1, GW-RULING-ACTIVE-START): the first slot that is a weapon.
  const first = weapons.find((w) => weaponById(w.weapon)?.kind !== 'heat-shield')
  if (first) first.active = true
  return {
    id,
    name: m.name,
    type: m.type,
    side,
    pos: { ...at },
    armor: m.armor,
    armorMax: m.armor,
    energy: m.energy,
    energyMax: m.energy,
    speed,
    speedBase: speed,
    arms: type?.arms ?? 2,
    flies: m.traits.includes('flight') || (type?.flies ?? false),
    heatShield: m.traits.includes('heat-shield') || m.weapons.some((w) => w.weapon === 'heat-shield-pack'),
    weapons,
    traits: [...m.traits],
    ammoStore: { ...AMMO_STORAGE },
    partHits: {},
    brokenParts: [],
    sparking: false,
    disabled: false,
    marks: 0,
    destroyed: false,
    chip: 0,
    pilot,
    passenger: null,
    hangers: [],
    repairOps: DEFAULTS.repairOpsPerDay,
    moved: 0,
    shotPower: 0,
  }
}

function buildPilot(
  id: string,
  sheet: Sheet,
  side: Side,
  seat: string,
  mecha: string,
  daily: string[],
): PilotState {
  const p = sheet.pilot
  const health = DEFAULTS.pilotHealth + ('health' in SPECIALTIES[p.specialty] ? 2 : 0)
  return {
    id,
    name: p.name,
    seat,
    side,
    sheet: structuredClone(p),
    in: mecha,
    pos: { x: 0, y: 0 },
    footTenths: 0,
    health,
    healthMax: health,
    stuns: 0,
    stunnedTurn: null,
    stunHitTurn: null,
    unconscious: false,
    dead: false,
    effects: [],
    traitsSpent: daily.filter((t) => traitById(t)?.frequency === 'daily'),
    traitTurn: null,
    lastMeleeTarget: null,
    hanging: null,
    passengerIn: null,
    // Own entries only: a mecha named "constructor" must not find Object's.
    familiar: {
      [mecha]: Object.hasOwn(p.experience, sheet.mecha.name) ? (p.experience[sheet.mecha.name] ?? 0) : 0,
    },
  }
}

const SEAT = /^p[1-6]$/

/**
 * The daily traits a seat's pilot has already spent today (GW-SHEET-SAME-DAY): by seat; a list
 * with no seat among its keys is the form games saved before seats were the key wrote (by pilot
 * name), read that way so their replays start the same. Never both: a pilot named like a seat
 * cannot pick up another seat's list.
 */
function dailySpentBefore(used: GwSetup['dailyUsed'], seat: string, name: string): string[] {
  if (!used) return []
  const key = Object.keys(used).some((k) => SEAT.test(k)) ? seat : name
  return (Object.hasOwn(used, key) ? used[key] : undefined) ?? []
}

/**
 * A sheet with the fields its file may leave out (skills, traits, handheld weapons, experience —
 * the schema's defaults) filled in; fields present stay exactly as they are, so a complete sheet
 * starts the same game bit for bit. A file without them passed the check and then failed the
 * first listing of legal decisions.
 */
function filledSheet(sheet: Sheet): Sheet {
  const p = sheet?.pilot
  const m = sheet?.mecha
  if (!p || !m || (p.skills && p.traits && p.handheld && p.experience && m.traits)) return sheet
  return {
    ...sheet,
    pilot: {
      ...p,
      skills: p.skills ?? {},
      traits: p.traits ?? [],
      handheld: p.handheld ?? ['pistol'],
      gender: p.gender ?? '',
      experience: p.experience ?? {},
    },
    mecha: { ...m, traits: m.traits ?? [] },
  }
}

export function startBattle(setup: GwSetup, seed: string): Result<GwState, RuleError> {
  if (!setup || !Array.isArray(setup.players) || !Array.isArray(setup.npcs))
    return err('gunwave/bad_setup', 'A setup needs players and npcs lists.')
  if (setup.players.length < PLAYER_SEATS.min || setup.players.length > PLAYER_SEATS.max)
    return err(
      'gunwave/player_count',
      `Gunwave seats ${PLAYER_SEATS.min} to ${PLAYER_SEATS.max} players, not ${setup.players.length}.`,
    )
  const scene: Scene = { ...DEFAULT_SCENE, ...(setup.scene ?? {}) }
  const state: GwState = {
    rng: seedRng(seed),
    turn: 1,
    phase: 'action',
    scene,
    options: { operationalDisabled: false, maxTurns: DEFAULTS.maxTurns, ...(setup.options ?? {}) },
    seats: [NARRATOR],
    mecha: {},
    pilots: {},
    orders: {},
    narratorReady: false,
    minorsDone: [],
    paused: null,
    messages: [],
    notes: [],
    result: null,
  }
  const taken = new Set<string>()
  const place = (at: { x: number; y: number }, path: string): RuleError | undefined => {
    const k = `${at.x},${at.y}`
    if (at.x < 0 || at.y < 0 || at.x >= scene.width || at.y >= scene.height)
      return {
        code: 'gunwave/off_map',
        message: `Square ${k} is off the ${scene.width}×${scene.height} map.`,
        path,
      }
    if (taken.has(k))
      return { code: 'gunwave/square_taken', message: `Two mecha start on square ${k}.`, path }
    taken.add(k)
    return undefined
  }
  for (const [i, given] of setup.players.entries()) {
    const pl = { ...given, sheet: filledSheet(given.sheet) }
    const check = validateSheet(pl.sheet)
    const first = check.problems[0]
    if (first) return { ok: false, error: { ...first, path: `$.players[${i}].sheet${first.path.slice(1)}` } }
    if (!/^p[1-6]$/.test(pl.seat) || state.seats.includes(pl.seat))
      return err(
        'gunwave/bad_seat',
        `Player seats are p1…p6, each once; got "${pl.seat}".`,
        undefined,
        `$.players[${i}].seat`,
      )
    const e = place(pl.at, `$.players[${i}].at`)
    if (e) return { ok: false, error: e }
    const mid = `mecha:${pl.seat}`
    const pid = `pilot:${pl.seat}`
    state.mecha[mid] = buildMecha(mid, pl.sheet, 'players', pl.at, pid)
    state.pilots[pid] = buildPilot(
      pid,
      pl.sheet,
      'players',
      pl.seat,
      mid,
      dailySpentBefore(setup.dailyUsed, pl.seat, pl.sheet.pilot.name),
    )
    state.seats.push(pl.seat)
  }
  for (const [i, given] of setup.npcs.entries()) {
    const n = { ...given, sheet: filledSheet(given.sheet) }
    const check = validateSheet(n.sheet)
    const first = check.problems[0]
    if (first) return { ok: false, error: { ...first, path: `$.npcs[${i}].sheet${first.path.slice(1)}` } }
    const e = place(n.at, `$.npcs[${i}].at`)
    if (e) return { ok: false, error: e }
    const mid = `mecha:${n.id}`
    const pid = `pilot:${n.id}`
    if (state.mecha[mid])
      return err('gunwave/duplicate_npc', `Two NPCs are called ${n.id}.`, undefined, `$.npcs[${i}].id`)
    state.mecha[mid] = buildMecha(mid, n.sheet, 'npcs', n.at, pid)
    if (n.hidden) state.mecha[mid].hidden = true
    state.pilots[pid] = buildPilot(pid, n.sheet, 'npcs', NARRATOR, mid, [])
  }
  if (setup.npcs.length === 0)
    return err('gunwave/no_opposition', 'An encounter needs at least one NPC mecha.')
  return ok(state)
}
