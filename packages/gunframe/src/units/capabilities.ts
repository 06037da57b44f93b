/**
 * What an upgrade lets its unit do, in the terms the pure rules libraries ask (`power/`,
 * `missions/`): they take a unit's upgrade list as the battle and the UI hold it, but never test
 * it for an upgrade's name — they ask `hasCapability(upgrades, 'resists-knock-down')`, and this
 * table is the one place that says which upgrade gives which capability. Keyed by `UpgradeId`, so
 * a misspelt upgrade fails to compile; an upgrade whose rule lives whole in the battle's upgrades
 * module has no row here.
 *
 * @example
 * hasCapability(['stabilised', 'fast'], 'resists-knock-down') // true
 */
import { UPGRADE_IDS, type UpgradeId } from './upgrade-ids.ts'

export type Capability =
  /** GF-UPG-ABLATIVE-ARMOUR: may cancel the power points scored on it, once a battle. */
  | 'ablative'
  /** GF-UPG-ANGER-ISSUES: +2 to its Close weapon system while crippled. */
  | 'angry-when-crippled'
  /** GF-MIS-AMBUSH-ARRIVAL: a reserve unit may ambush mid-turn. */
  | 'ambushes'
  /** GF-UPG-CLIMB: climbs at its Speed (everyone does underwater). */
  | 'climbs'
  /** GF-UPG-CAUTIOUS: cover against power-attack hits counts as hard cover. */
  | 'cover-counts-hard'
  /** GF-MIS-DOOMSDAY-DEACTIVATE: +1 to the deactivation roll. */
  | 'deactivates-devices'
  /** GF-UPG-AGILE: a dodge from sixes goes twice as far. */
  | 'doubled-dodge'
  /** GF-UPG-FLY, GF-UPG-FAST-FLYER: it can fly (lost where a space structure rules flight out). */
  | 'flies'
  /** GF-UPG-FAST-FLYER: it flies as a fast flyer (straight lines, lands where it stops). */
  | 'flies-fast'
  /** GF-MIS-HALO: a reserve unit may drop in by HALO. */
  | 'halo-drop'
  /** GF-UPG-HEAVY: recoils and throws go half as far; water does not slow it. */
  | 'heavy-body'
  /** GF-UPG-REINFORCED, GF-UPG-ANGER-ISSUES: crippling costs the unit nothing (ruling 9). */
  | 'ignores-crippling'
  /** GF-UPG-JUMP: may make the jump special move. */
  | 'jumps'
  /** GF-UPG-TARGET-TRACKING: a painted target loses its Evade and takes the lock too. */
  | 'locks-through-evade'
  /** GF-UPG-FAST: the fast special move costs no focus point. */
  | 'moves-fast'
  /** GF-UPG-FEARLESS: passes its panic tests. */
  | 'never-panics'
  /** GF-UPG-PARRY: a Close weapon system that turns sixes into damage at close range. */
  | 'parries'
  /** GF-UPG-PIERCING: a weapon system whose targets get no cover bonus (its blast too). */
  | 'ignores-cover'
  /** GF-UPG-HALO: a HALO drop scatters 1D3" instead of 1D6". */
  | 'precise-drop'
  /** GF-UPG-REACH: a weapon system that may recoil a target towards itself at short range. */
  | 'pulls-in'
  /** GF-UPG-RAPID-REBOOT: one special action reboots it. */
  | 'reboots-fast'
  /** GF-UPG-RECKLESS: its falls do half the hits. */
  | 'reckless-falls'
  /** GF-UPG-STABILISED: a knock-down may be resisted with a Pilot Skill roll. */
  | 'resists-knock-down'
  /** GF-ENV-DARKNESS: the free evade in the dark costs no focus point. */
  | 'unseen-in-dark'

const CAPABILITIES: { readonly [id in UpgradeId]?: readonly Capability[] } = {
  'ablative-armour': ['ablative'],
  agile: ['doubled-dodge'],
  'anger-issues': ['ignores-crippling', 'angry-when-crippled'],
  cautious: ['cover-counts-hard'],
  climb: ['climbs'],
  cloaking: ['unseen-in-dark', 'ambushes'],
  fast: ['moves-fast'],
  'fast-flyer': ['flies', 'flies-fast'],
  fearless: ['never-panics'],
  fly: ['flies'],
  guerrilla: ['ambushes'],
  halo: ['halo-drop', 'precise-drop'],
  heavy: ['heavy-body'],
  jump: ['jumps', 'halo-drop'],
  mechanic: ['deactivates-devices'],
  parry: ['parries'],
  piercing: ['ignores-cover'],
  'rapid-reboot': ['reboots-fast'],
  reach: ['pulls-in'],
  // Reckless drops in by its own text.
  reckless: ['reckless-falls', 'halo-drop'],
  recon: ['ambushes'],
  reinforced: ['ignores-crippling'],
  stabilised: ['resists-knock-down'],
  stealth: ['unseen-in-dark', 'ambushes'],
  tactician: ['deactivates-devices'],
  'target-tracking': ['locks-through-evade'],
}

const NONE: ReadonlySet<Capability> = new Set()
// Every catalogue id, so a plain id is one lookup in the rules' inner loops.
const BY_ID: ReadonlyMap<string, ReadonlySet<Capability>> = new Map(
  UPGRADE_IDS.map((id) => [id, CAPABILITIES[id] ? new Set(CAPABILITIES[id]) : NONE]),
)

/**
 * A list entry as the catalogue may write it: `id@band` (on one weapon system), `id!` (built into
 * the frame) or the older spelling 'guerilla'; a plain catalogue id is found at once.
 */
function capabilitiesOf(entry: string): ReadonlySet<Capability> {
  const known = BY_ID.get(entry)
  if (known) return known
  const at = entry.indexOf('@')
  let id = at >= 0 ? entry.slice(0, at) : entry
  if (id.endsWith('!')) id = id.slice(0, -1)
  if (id === 'guerilla') id = 'guerrilla'
  return id === entry ? NONE : (BY_ID.get(id) ?? NONE)
}

/** Does this one upgrade-list entry give the capability? */
export const upgradeGives = (entry: string, cap: Capability): boolean => capabilitiesOf(entry).has(cap)

/** Does any upgrade in the list give the capability? */
export function hasCapability(upgrades: readonly string[] | undefined, cap: Capability): boolean {
  if (!upgrades) return false
  for (const entry of upgrades) if (capabilitiesOf(entry).has(cap)) return true
  return false
}
