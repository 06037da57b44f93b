/**
 * Mission setup (GF-MIS-SETUP): from the settings, the table, the roles and the defender's half,
 * build the mission state — fixed markers and counters placed, and the questions the players must
 * answer (where a player places something, which units are targets) queued as setup steps that
 * the battle turns into Prompts.
 *
 * @example
 * const ms = setupMission({ id: 'carnage' }, { width: 36, depth: 36 },
 *   { attacker: 'p1', defender: 'p2' }, 'south')
 */
import { err, ok, type Result, type Vec } from '@sortie/engine'
import { type BasicMissionId, effectiveDef, isBasic, MISSIONS, type MissionSettings } from './catalogue.ts'
import { STANDARD_TURNS } from './standard.ts'
import type { MissionState, Region, SetupStep } from './state.ts'
import type { Half, Roles, Side, TableSize } from './types.ts'
import {
  centreLine,
  deploymentZone,
  evenlyAlong,
  halfCentre,
  halfPolygon,
  isEdgeHalf,
  oppositeHalf,
  zoneFront,
} from './zones.ts'

/** Objective markers at least 6" apart; counters at least 3" from every counter and marker. */
export const MARKER_SPACING = 6
export const COUNTER_SPACING = 3

const MARKER = { markers: MARKER_SPACING, counters: COUNTER_SPACING }
const COUNTER = { markers: COUNTER_SPACING, counters: COUNTER_SPACING }

export function validateSettings(s: MissionSettings): Result<MissionSettings> {
  const def = MISSIONS[s.id]
  if (!def) return err('gunframe/unknown_mission', 'No such mission.', { id: s.id })
  const variantHost = s.id === 'remember-love' ? MISSIONS[s.base ?? 'carnage'] : def
  if (s.base !== undefined && (s.id !== 'remember-love' || !isBasic(s.base)))
    return err('gunframe/bad_mission_base', 'Only Remember Love is played over a basic mission.', {
      base: s.base,
    })
  if (s.variant !== undefined && !variantHost.variants.some((v) => v.id === s.variant))
    return err('gunframe/unknown_variant', 'The mission has no such variant.', { variant: s.variant })
  return ok(s)
}

/** The whole table as a polygon. */
const table0 = (t: TableSize): Vec[] => [
  { x: 0, y: 0 },
  { x: t.width, y: 0 },
  { x: t.width, y: t.depth },
  { x: 0, y: t.depth },
]

/** Alternating placement steps, the defender first (Sortie's order; the book leaves it open). */
function alternate(
  roles: Roles,
  n: number,
  prefix: string,
  make: (seat: Side, i: number) => Omit<Extract<SetupStep, { kind: 'place' }>, 'id' | 'seat' | 'kind'>,
): SetupStep[] {
  const out: SetupStep[] = []
  for (let i = 0; i < n; i++) {
    const seat = i % 2 === 0 ? roles.defender : roles.attacker
    out.push({ ...make(seat, i), kind: 'place', id: `${prefix}:${i + 1}`, seat })
  }
  return out
}

export function setupMission(
  settings: MissionSettings,
  table: TableSize,
  roles: Roles,
  defenderHalf: Half,
): Result<MissionState> {
  const v = validateSettings(settings)
  if (!v.ok) return v
  if (roles.attacker === roles.defender)
    return err('gunframe/bad_roles', 'Attacker and defender must be different sides.')
  const def = effectiveDef(settings)
  if (!def.diagonal && !isEdgeHalf(defenderHalf))
    return err('gunframe/diagonal_not_allowed', 'This mission splits the table along an edge.', {
      half: defenderHalf,
    })
  if (deploymentZone(table, defenderHalf).length === 0)
    return err('gunframe/table_too_small', 'The table leaves no room for a deployment zone.')
  const ms: MissionState = {
    id: settings.id,
    variant: settings.variant ?? null,
    base: settings.id === 'remember-love' ? (settings.base ?? 'carnage') : null,
    table: { width: table.width, depth: table.depth },
    roles: { attacker: roles.attacker, defender: roles.defender },
    halves: { [roles.defender]: defenderHalf, [roles.attacker]: oppositeHalf(defenderHalf) },
    markers: [],
    counters: [],
    pieces: [],
    steps: [],
    targets: [],
    clock: 0,
    device: 'running',
    prizeFound: false,
    lastTurn: def.length === 'fixed' ? STANDARD_TURNS : null,
    end: null,
  }
  if (settings.id === 'remember-love') {
    setupBasic(ms, ms.base as BasicMissionId)
    for (let i = 1; i <= 2; i++)
      ms.pieces.push({ id: `piece:beacon:${i}`, kind: 'disruption-beacon', side: roles.defender })
    ms.steps.push(
      ...alternate(roles, 2, 'piece:beacon', () => ({
        when: 'before-deployment',
        item: 'beacon',
        region: { within: [table0(table)], awayFrom: [], edgeMargin: 8 - 1e-9 },
        spacing: COUNTER,
      })),
    )
  } else if (isBasic(settings.id)) setupBasic(ms, settings.id)
  else setupAdvanced(ms)
  return ok(ms)
}

const zoneOf = (ms: MissionState, s: Side): Vec[] => deploymentZone(ms.table, ms.halves[s] as Half)
const halfOf = (ms: MissionState, s: Side): Vec[] => halfPolygon(ms.table, ms.halves[s] as Half)
const centre = (ms: MissionState): Vec => ({ x: ms.table.width / 2, y: ms.table.depth / 2 })

/** Away from both deployment zones by `gap`. */
const awayFromZones = (ms: MissionState, gap: number): Region => ({
  within: [table0(ms.table)],
  awayFrom: [
    { poly: zoneOf(ms, ms.roles.attacker), gap },
    { poly: zoneOf(ms, ms.roles.defender), gap },
  ],
})

function setupBasic(ms: MissionState, id: BasicMissionId): void {
  const { table: t, roles } = ms
  const variant = ms.variant
  switch (id) {
    case 'carnage': {
      // Three markers evenly spaced along the centre line (12" from both zones by construction).
      const [a, b] = centreLine(t, ms.halves[roles.defender] as Half)
      evenlyAlong(a, b, 3).forEach((pos, i) => {
        ms.markers.push({ id: `objective:${i + 1}`, kind: 'objective', pos })
      })
      return
    }
    case 'domination': {
      const spots: Vec[] = [
        { x: t.width / 4, y: t.depth / 4 },
        { x: (3 * t.width) / 4, y: t.depth / 4 },
        { x: t.width / 4, y: (3 * t.depth) / 4 },
        { x: (3 * t.width) / 4, y: (3 * t.depth) / 4 },
        centre(ms),
      ]
      spots.forEach((pos, i) => {
        const id = `objective:${i + 1}`
        if (variant === 'domination-buildings') {
          const building = `piece:building:${i + 1}`
          ms.pieces.push({ id: building, kind: 'objective-building', side: 'neutral', pos })
          ms.markers.push({ id, kind: 'objective', pos, building })
        } else ms.markers.push({ id, kind: 'objective', pos })
      })
      return
    }
    case 'engagement':
      ms.steps.push(
        ...alternate(roles, 4, 'objective', (seat) => ({
          when: 'before-deployment',
          item: 'objective',
          region: { within: [halfOf(ms, seat)], awayFrom: [], edgeMargin: 8 },
          spacing: MARKER,
        })),
      )
      return
    case 'investigate':
      ms.steps.push(
        ...alternate(roles, 6, 'target', () => ({
          when: 'before-deployment',
          item: 'target',
          region: awayFromZones(ms, 6),
          spacing: COUNTER,
        })),
      )
      return
    case 'loot':
      for (const seat of [roles.defender, roles.attacker])
        ms.steps.push({
          kind: 'place',
          id: `hq:${seat}`,
          seat,
          when: 'before-deployment',
          item: 'hq',
          region: { within: [zoneOf(ms, seat)], awayFrom: [] },
          spacing: MARKER,
        })
      ms.steps.push(
        ...alternate(roles, 6, 'loot', () => ({
          when: 'before-deployment',
          item: 'loot',
          region: awayFromZones(ms, 6),
          spacing: COUNTER,
        })),
      )
      return
    case 'take-and-hold':
      ms.markers.push({ id: 'objective:1', kind: 'objective', pos: centre(ms) })
      return
  }
}

function setupAdvanced(ms: MissionState): void {
  const { roles, table: t } = ms
  const dHalf = ms.halves[roles.defender] as Half
  switch (ms.id) {
    case 'ambush':
      ms.counters.push({ id: 'loot:1', kind: 'loot', pos: centre(ms) })
      return
    case 'breakthrough':
      for (const [i, seat] of [roles.defender, roles.attacker].entries())
        ms.steps.push({
          kind: 'place',
          id: `objective:${i + 1}`,
          seat,
          when: 'before-deployment',
          item: 'objective',
          region: { within: [zoneOf(ms, roles.defender)], awayFrom: [] },
          spacing: MARKER,
        })
      return
    case 'doomsday':
      ms.counters.push({
        id: 'target:device',
        kind: 'target',
        role: 'doomsday-device',
        pos: halfCentre(t, dHalf),
      })
      return
    case 'escort':
      if (ms.variant === 'escort-scrappy-survivors') {
        ms.steps.push(
          {
            kind: 'choose-target',
            id: 'survivor:1',
            seat: roles.defender,
            when: 'after-deployment',
            from: roles.defender,
          },
          {
            kind: 'choose-target',
            id: 'survivor:2',
            seat: roles.attacker,
            when: 'after-deployment',
            from: roles.defender,
          },
        )
        return
      }
      for (let i = 1; i <= 3; i++) {
        const id = `piece:convoy:${i}`
        ms.pieces.push({ id, kind: 'convoy-vehicle', side: roles.defender })
        ms.steps.push({
          kind: 'place',
          id,
          seat: roles.defender,
          when: 'deployment',
          item: 'convoy-vehicle',
          region: { within: [zoneOf(ms, roles.defender)], awayFrom: [] },
          spacing: { markers: 0, counters: 0 },
        })
      }
      return
    case 'raid':
      if (ms.variant === 'raid-bunker-assault') {
        const [a, b] = zoneFront(t, dHalf)
        const bunkers = evenlyAlong(a, b, 3).map((pos, i) => {
          const id = `piece:bunker:${i + 1}`
          ms.pieces.push({ id, kind: 'bunker', side: roles.defender, pos })
          return id
        })
        ms.steps.push({
          kind: 'choose-gun-emplacements',
          id: 'gun-emplacements',
          seat: roles.defender,
          when: 'before-deployment',
          bunkers,
        })
        return
      }
      for (let i = 1; i <= 6; i++)
        ms.pieces.push({ id: `piece:target:${i}`, kind: 'raid-target', side: roles.defender })
      ms.steps.push(
        ...alternate(roles, 6, 'piece:target', () => ({
          when: 'before-deployment',
          item: 'raid-target',
          region: { within: [halfOf(ms, roles.defender)], awayFrom: [] },
          spacing: COUNTER,
        })),
      )
      return
    default:
      return
  }
}
