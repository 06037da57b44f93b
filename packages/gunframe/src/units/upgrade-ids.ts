/**
 * Every upgrade id of the catalogue (upgrades.ts) as a literal type: the catalogue may only use
 * these ids, and the battle's upgrade checks (`has(u, 'fast-flyer')`) take an `UpgradeId`, so a
 * misspelt id fails to compile. A test checks the list and the catalogue hold the same ids.
 */
export const UPGRADE_IDS = [
  // pilot
  'ace',
  'anger-issues',
  'buddies',
  'cautious',
  'co-pilot',
  'death-from-above',
  'dogfighter',
  'eagle-eyes',
  'fearless',
  'guardian',
  'guerrilla',
  'hero',
  'impulsive',
  'inspiring',
  'leader',
  'lovers',
  'lucky',
  'maverick',
  'mechanic',
  'nemesis',
  'quick-reflexes',
  'reckless',
  'rivals',
  'run-and-gun',
  'spiteful',
  'tactician',
  'terrifying',
  'veteran',
  'warrior',
  'well-oiled',
  'wingman',
  'well-read',
  // frame
  'ablative-armour',
  'aquatic',
  'agile',
  'all-terrain',
  'bracketed',
  'chaff',
  'combiner',
  'command-module',
  'climb',
  'cloaking',
  'defense-matrix',
  'deflect',
  'environment-enhancement',
  'fast',
  'fast-flyer',
  'fly',
  'halo',
  'hands',
  'heavy',
  'jump',
  'rapid-reboot',
  'recon',
  'reinforced',
  'repair-systems',
  'shield-wall',
  'stabilised',
  'stealth',
  'swift-transform',
  'target-tracking',
  // loadout
  'anti-aircraft',
  'blast',
  'burn',
  'chain-attack',
  'extra-ammo',
  'extreme-range',
  'indirect-fire',
  'parry',
  'piercing',
  'powerful',
  'rapid-reload',
  'reach',
  'split-fire',
  'target-painting',
  'turreted',
  // bonus
] as const

export type UpgradeId = (typeof UPGRADE_IDS)[number]

const IDS: ReadonlySet<string> = new Set(UPGRADE_IDS)

/** Whether a string (a roster's, a saved game's) names a catalogue upgrade. */
export const isUpgradeId = (id: string): id is UpgradeId => IDS.has(id)
