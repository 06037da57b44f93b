/**
 * The one-record view of a battle unit (every field side by side, as units were stored before
 * they were split by meaning), and the way between it and the grouped `BattleUnit`. Used where
 * a flat list of fields is the natural input or output: test builders' overrides, old saved
 * states, and fingerprints that must not change with the grouping.
 */
import type {
  BattleState,
  BattleUnit,
  UnitCounters,
  UnitProfile,
  UnitTurnMarks,
  UnitUpgradeState,
} from '../types.ts'

type Group = 'profile' | 'counters' | 'turn' | 'upgradeState'
type Top = Omit<BattleUnit, Group>

export type FlatBattleUnit = Top & UnitProfile & UnitCounters & UnitTurnMarks & UnitUpgradeState

/**
 * Every flat field and the record it lives in ('' = top level), in the order units were built
 * before the split (then the optional fields), so a flattened unit serialises as it used to.
 */
export const UNIT_FIELDS: readonly (readonly [keyof FlatBattleUnit, Group | ''])[] = [
  ['id', ''],
  ['side', ''],
  ['name', 'profile'],
  ['frame', 'profile'],
  ['conventional', 'profile'],
  ['skill', 'profile'],
  ['speed', 'profile'],
  ['defense', 'profile'],
  ['armour', ''],
  ['maxArmour', 'profile'],
  ['loadout', 'profile'],
  ['points', 'profile'],
  ['upgrades', 'profile'],
  ['radius', 'profile'],
  ['height', 'profile'],
  ['flying', ''],
  ['status', ''],
  ['pos', ''],
  ['facing', ''],
  ['elevation', ''],
  ['lock', 'counters'],
  ['evade', 'counters'],
  ['knockedDown', 'counters'],
  ['shutDown', 'counters'],
  ['distracted', 'counters'],
  ['reboot', 'counters'],
  ['activated', 'turn'],
  ['reacted', 'turn'],
  ['focusSpent', 'turn'],
  ['lockUsed', 'turn'],
  ['evadeUsed', 'turn'],
  ['piece', ''],
  ['owner', ''],
  ['hanging', ''],
  ['weapons', 'profile'],
  ['upgradeN', 'upgradeState'],
  ['partners', 'upgradeState'],
  ['forms', 'profile'],
  ['form', 'profile'],
  ['used', 'upgradeState'],
  ['crippled', 'counters'],
  ['focusCount', 'turn'],
  ['nemesis', 'upgradeState'],
  ['luckyPilot', 'upgradeState'],
]

const GROUP_OF: ReadonlyMap<string, Group | ''> = new Map(UNIT_FIELDS)

/** True for a unit already split by meaning (an old save holds flat units). */
export const isGrouped = (u: object): u is BattleUnit =>
  'profile' in u && 'counters' in u && 'turn' in u && 'upgradeState' in u

/** The flat view of a unit (fields shared, not copied); absent optional fields stay absent. */
export function flattenUnit(u: BattleUnit): FlatBattleUnit {
  const out: Record<string, unknown> = {}
  const rec = u as unknown as Record<string, Record<string, unknown>>
  for (const [key, group] of UNIT_FIELDS) {
    const v = group === '' ? rec[key] : rec[group]?.[key]
    if (v !== undefined) out[key] = v
  }
  return out as unknown as FlatBattleUnit
}

/** Sets flat fields on a grouped unit, each in its own record (test overrides, migration). */
export function assignFlat(u: BattleUnit, fields: Partial<FlatBattleUnit>): BattleUnit {
  const rec = u as unknown as Record<string, Record<string, unknown>>
  for (const [key, v] of Object.entries(fields)) {
    const group = GROUP_OF.get(key)
    if (group === undefined || group === '') (rec as Record<string, unknown>)[key] = v
    else (rec[group] as Record<string, unknown>)[key] = v
  }
  return u
}

/** The grouped unit made from a flat one (an old save's unit). */
export function groupUnit(flat: FlatBattleUnit): BattleUnit {
  const u = { profile: {}, counters: {}, turn: {}, upgradeState: {} } as unknown as BattleUnit
  return assignFlat(u, flat)
}

/**
 * The state as it was stored before units were grouped (units and stashed units flat). Saved
 * games hold setup, seed and decisions only, but their recorded hash was taken of that shape:
 * hashing this view checks an old save against a new replay.
 */
export function flatStateView(s: BattleState): unknown {
  const units = s.units.map(flattenUnit)
  return s.opt ? { ...s, units, opt: { ...s.opt, stash: s.opt.stash.map(flattenUnit) } } : { ...s, units }
}
