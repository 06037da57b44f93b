/**
 * Every upgrade of the book as data (Unit Construction › Upgrades, plus the bonus Well Read):
 * 31 pilot, 29 frame and 15 loadout upgrades and the bonus one, 76 in all. Summaries are our
 * own paraphrases; the battle rules implement the effects.
 *
 * @example
 * upgradeById('deflect')?.attachTo // ['defense']
 */
import type { FrameValue, UpgradeCategory, UpgradeDef, WeaponSystem } from './types.ts'
import { WEAPON_SYSTEMS } from './types.ts'
import type { UpgradeId } from './upgrade-ids.ts'

interface Flags {
  unique?: boolean
  linked?: boolean
  takesN?: boolean
  optionalRule?: boolean
  bonus?: boolean
}

const def = (
  category: UpgradeCategory,
  id: UpgradeId,
  name: string,
  attachTo: readonly (FrameValue | WeaponSystem)[],
  summary: string,
  f: Flags = {},
): UpgradeDef => ({
  id,
  name,
  category,
  attachTo,
  unique: f.unique ?? false,
  linked: f.linked ?? false,
  takesN: f.takesN ?? false,
  optionalRule: f.optionalRule ?? false,
  ...(f.bonus ? { bonus: true } : {}),
  summary,
})

const pilot = (id: UpgradeId, name: string, summary: string, f?: Flags) =>
  def('pilot', id, name, [], summary, f)
const frame = (id: UpgradeId, name: string, on: FrameValue[], summary: string, f?: Flags) =>
  def('frame', id, name, on, summary, f)
const weapon = (id: UpgradeId, name: string, summary: string, on: readonly WeaponSystem[] = WEAPON_SYSTEMS) =>
  def('loadout', id, name, on, summary)

const PILOT: UpgradeDef[] = [
  pilot('ace', 'Ace', 'Up to N extra Focus Points may be spent on this unit each turn.', {
    unique: true,
    takesN: true,
  }),
  pilot('anger-issues', 'Anger Issues', 'Ignores the crippled penalty; +2 Close while crippled.', {
    unique: true,
    optionalRule: true,
  }),
  pilot('buddies', 'Buddies', 'When either buddy is attacked, both may react as if they were the target.', {
    linked: true,
  }),
  pilot('cautious', 'Cautious', 'Cover counts as heavy cover for this unit.'),
  pilot('co-pilot', 'Co-Pilot', 'Cannot be distracted by the distract power attack.'),
  pilot(
    'death-from-above',
    'Death From Above',
    'A jump charge deals D3 damage on a passed roll, 1 on a failed one.',
  ),
  pilot('dogfighter', 'Dogfighter', 'While flying, +1D defense against attacks from flying units.'),
  pilot('eagle-eyes', 'Eagle Eyes', 'Its targets get nothing from being obscured.', { unique: true }),
  pilot('fearless', 'Fearless', 'Never fails a panic roll.', { optionalRule: true }),
  pilot(
    'guardian',
    'Guardian',
    'For a Focus Point, takes the damage (and power attacks) meant for a friend within 3".',
    {
      unique: true,
    },
  ),
  pilot(
    'guerrilla',
    'Guerrilla',
    'May arrive from reserve on any edge outside the enemy zone, and may ambush.',
  ),
  pilot(
    'hero',
    'Hero',
    'Your pool gains one Focus Point every turn for as long as it is deployed and not shut down.',
  ),
  pilot(
    'impulsive',
    'Impulsive',
    'Before the first turn it must move D6" straight ahead, ignoring terrain effects.',
  ),
  pilot('inspiring', 'Inspiring', 'Friendly units within 8" get a second try at a panic roll they fail.', {
    unique: true,
    optionalRule: true,
  }),
  pilot('leader', 'Leader', 'A special action puts an Evade counter on N friends within 8".', {
    unique: true,
    takesN: true,
  }),
  pilot(
    'lovers',
    'Lovers',
    'If one lover dies in sight of the other, the survivor gets a free two-action activation.',
    {
      linked: true,
    },
  ),
  pilot(
    'lucky',
    'Lucky',
    'One re-roll a battle: some or all dice of a single roll, be it attack, defense or Pilot Skill.',
    {
      unique: true,
    },
  ),
  pilot('maverick', 'Maverick', 'After dodging at least an inch it may transform for free.', {
    unique: true,
  }),
  pilot('mechanic', 'Mechanic', 'A special action repairs 1 damage on itself or a friend in base contact.'),
  pilot(
    'nemesis',
    'Nemesis',
    'Names an enemy after deployment: +1VP for killing it, the foe gets +1VP if it lives.',
    {
      unique: true,
    },
  ),
  pilot('quick-reflexes', 'Quick Reflexes', 'One reaction a game costs it no Focus Point.', {
    unique: true,
  }),
  pilot('reckless', 'Reckless', 'Halves falling hits and may HALO deploy without Jump.'),
  pilot(
    'rivals',
    'Rivals',
    'Deploy 8" or more apart; when one kills, the other may attack for a Focus Point.',
    {
      linked: true,
    },
  ),
  pilot('run-and-gun', 'Run and Gun', 'May use the run and gun power attack.'),
  pilot(
    'spiteful',
    'Spiteful',
    'A special action deals 1 damage to a downed or shut-down enemy in contact.',
    {
      unique: true,
    },
  ),
  pilot('tactician', 'Tactician', 'Initiative rolls get +1 while it is deployed.', { unique: true }),
  pilot(
    'terrifying',
    'Terrifying',
    'An enemy moving into base contact must pass a panic roll or stop short, outside close range.',
    {
      optionalRule: true,
    },
  ),
  pilot('veteran', 'Veteran', 'Removing a Target Lock with an evade action also gives it an Evade counter.'),
  pilot('warrior', 'Warrior', 'Re-rolls ones on its Close range attacks.'),
  pilot(
    'well-oiled',
    'Well-Oiled',
    'When one places a Target Lock, the other may attack that enemy for a Focus Point.',
    {
      linked: true,
    },
  ),
  pilot(
    'wingman',
    'Wingman',
    'After one wingman moves or attacks, the other may do the same for a Focus Point.',
    {
      linked: true,
    },
  ),
]

const BONUS: UpgradeDef[] = [
  pilot(
    'well-read',
    'Well Read',
    'Only for the book owner: once a battle, while on the table, re-roll your initiative die.',
    {
      unique: true,
      bonus: true,
    },
  ),
]

const FRAME: UpgradeDef[] = [
  frame(
    'ablative-armour',
    'Ablative Armour',
    ['armour'],
    'Once a battle, cancels every power point of one attack on it.',
  ),
  frame(
    'aquatic',
    'Aquatic',
    ['speed'],
    'Water is open ground, it is obscured when fully in water, no underwater slow-down.',
  ),
  frame('agile', 'Agile', ['speed'], 'Dodges 2" per six instead of 1".'),
  frame('all-terrain', 'All Terrain', ['speed'], 'Difficult terrain counts as open ground.'),
  frame('bracketed', 'Bracketed', ['armour'], 'The explode power attack does nothing to it.'),
  frame('chaff', 'Chaff', ['defense'], 'Gets +1D to defend against long-range fire whenever it is flying.'),
  frame('combiner', 'Combiner', ['armour', 'defense', 'speed'], 'Member of a combiner team.', {
    optionalRule: true,
  }),
  frame(
    'command-module',
    'Command Module',
    ['defense'],
    'Initiative rolls get +1 while it is deployed (several modules still give only +1).',
  ),
  frame('climb', 'Climb', ['speed'], 'Climbs at its full Speed.'),
  frame('cloaking', 'Cloaking', ['defense'], 'Enemies cannot react to its moves.'),
  frame(
    'defense-matrix',
    'Defense Matrix',
    ['defense'],
    'Target Locking it needs a passed Pilot Skill roll or the action is wasted.',
  ),
  frame('deflect', 'Deflect', ['defense'], '+1D defense against attacks from its front arc.'),
  frame(
    'environment-enhancement',
    'Environment Enhancement',
    ['armour', 'defense'],
    'Ignores dust, snow and lightning storm effects (still obscured by them).',
  ),
  frame('fast', 'Fast', ['speed'], 'Fast moves cost it no Focus Point.'),
  frame('fast-flyer', 'Fast Flyer', ['speed'], 'May use fast flyer movement.'),
  frame('fly', 'Fly', ['speed'], 'May use fly movement.'),
  frame('halo', 'HALO', ['defense', 'speed'], 'May HALO deploy, scattering only D3".'),
  frame(
    'hands',
    'Hands',
    ['defense'],
    'Picks up loot freely while moving; foes in contact re-roll passed disengage rolls.',
  ),
  frame(
    'heavy',
    'Heavy',
    ['armour', 'speed'],
    'Recoil and throw distances halved; crushes obstacles it crosses.',
  ),
  frame('jump', 'Jump', ['speed'], 'May use jump movement.'),
  frame('rapid-reboot', 'Rapid Reboot', ['armour'], 'Reboots from shutdown with one special action.'),
  frame(
    'recon',
    'Recon',
    ['defense'],
    'Once both sides have deployed, it may make one move action before turn one.',
  ),
  frame('reinforced', 'Reinforced', ['armour'], 'Never suffers the crippled penalty.', {
    optionalRule: true,
  }),
  frame('repair-systems', 'Repair Systems', ['armour', 'defense'], 'A special action regains D3 Armour.'),
  frame(
    'shield-wall',
    'Shield Wall',
    ['armour'],
    '+1 Defense while touching a friend that also has Shield Wall.',
  ),
  frame(
    'stabilised',
    'Stabilised',
    ['armour'],
    'When knocked down, a passed Pilot Skill roll keeps it standing.',
  ),
  frame('stealth', 'Stealth', ['defense'], 'Always obscured against medium and long range attacks.'),
  frame(
    'swift-transform',
    'Swift Transform',
    ['armour', 'speed'],
    'Spend a Focus Point to transform right before or right after one of its move or attack actions.',
  ),
  frame(
    'target-tracking',
    'Target Tracking',
    ['defense'],
    'Clearing an enemy Evade with a target lock action also locks it.',
  ),
]

const LOADOUT: UpgradeDef[] = [
  weapon('anti-aircraft', 'Anti-Aircraft', 'Two extra firepower dice when the target is flying.'),
  weapon('blast', 'Blast', 'May use the blast power attack.'),
  weapon('burn', 'Burn', 'May use the burn power attack.'),
  weapon('chain-attack', 'Chain Attack', 'May use the chain attack power attack.'),
  weapon('extra-ammo', 'Extra Ammo', '+1D when a Target Lock is spent on focus fire.'),
  weapon('extreme-range', 'Extreme Range', 'Reaches 32" instead of 24".', ['long']),
  weapon(
    'indirect-fire',
    'Indirect Fire',
    'May fire without sight at a target lock, spending it; target obscured, no cover.',
  ),
  weapon('parry', 'Parry', 'Defending in close combat, each six deals 1 damage back instead of dodging.', [
    'close',
  ]),
  weapon('piercing', 'Piercing', 'Targets get no cover bonus.'),
  weapon('powerful', 'Powerful', '+1 power point after damage (so at least 1 even without sixes).'),
  weapon('rapid-reload', 'Rapid Reload', 'Rapid fires without a Focus Point.'),
  weapon('reach', 'Reach', 'Throws as if at close range and may recoil targets towards itself.', ['short']),
  weapon('split-fire', 'Split Fire', 'May split its dice among several targets, each defending on its own.'),
  weapon('target-painting', 'Target Painting', 'May use the target painting power attack.'),
  weapon('turreted', 'Turreted', 'May trace sight through its back arc too.'),
]

export const UPGRADES: readonly UpgradeDef[] = [...PILOT, ...FRAME, ...LOADOUT, ...BONUS]

const BY_ID: Readonly<Record<string, UpgradeDef>> = Object.fromEntries(UPGRADES.map((u) => [u.id, u]))

export const upgradeById = (id: string): UpgradeDef | undefined =>
  Object.hasOwn(BY_ID, id) ? BY_ID[id] : undefined

/** Looks an upgrade up by its printed name, forgiving case, spaces and hyphens ('Fast flyer', 'Guerilla'). */
export function upgradeByName(name: string): UpgradeDef | undefined {
  const key = name
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '')
  // The book spells Guerrilla both ways.
  return upgradeById(key === 'guerilla' ? 'guerrilla' : key)
}

/** How an upgrade is written on a card: 'Ace (2)', 'Piercing (Medium)'. */
export function upgradeLabel(u: { id: string; on?: string; n?: number }, withSystem = true): string {
  const d = upgradeById(u.id)
  const name = d?.name ?? u.id
  const n = d?.takesN ? ` (${u.n ?? 1})` : ''
  const sys = withSystem && d?.category === 'loadout' && u.on ? ` (${cap(u.on)})` : ''
  return `${name}${n}${sys}`
}

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)
