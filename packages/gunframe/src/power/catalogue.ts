/**
 * The 13 power attacks of the book (8 basic, 5 special) as data: cost, who may buy them, what
 * they need of the attack and the target, who is immune. Summaries are our own paraphrases.
 *
 * @example
 * powerDef('throw')?.cost // 2
 */
import type { UpgradeId } from '../units/upgrade-ids.ts'
import type { PowerId, RangeBand } from './types.ts'

export interface PowerDef {
  id: PowerId
  /** Stable rule id for the coverage index and test names. */
  ruleId: string
  name: string
  kind: 'basic' | 'special'
  /** Fixed points, or 'X': one or more points, the effect scaling with them. */
  cost: number | 'X'
  /** Ranges the attack must have been made at; null = any. */
  bands: readonly RangeBand[] | null
  /** Extra ranges opened by a loadout upgrade on the weapon used (Reach lets Throw work at short). */
  bandsWith?: { upgrade: UpgradeId; bands: readonly RangeBand[] }
  /** Upgrade that grants a special power attack, and where it sits. */
  grantedBy: { upgrade: UpgradeId; on: 'weapon' | 'unit' } | null
  /** 'alive': the target must survive the attack; 'destroyed': it must not; 'any': either. */
  target: 'alive' | 'destroyed' | 'any'
  /** Target upgrades that make it immune. */
  immuneWith: readonly UpgradeId[]
  summary: string
}

const def = (d: Omit<PowerDef, 'immuneWith'> & { immuneWith?: readonly UpgradeId[] }): PowerDef => ({
  immuneWith: [],
  ...d,
})

export const POWER_ATTACKS: readonly PowerDef[] = [
  def({
    id: 'distract',
    ruleId: 'GF-POW-DISTRACT',
    name: 'Distract',
    kind: 'basic',
    cost: 1,
    bands: null,
    grantedBy: null,
    target: 'alive',
    immuneWith: ['co-pilot'],
    summary: 'The target gets a single action at its next activation; not on a shut-down unit.',
  }),
  def({
    id: 'recoil',
    ruleId: 'GF-POW-RECOIL',
    name: 'Recoil',
    kind: 'basic',
    cost: 1,
    bands: null,
    grantedBy: null,
    target: 'alive',
    summary:
      'Knocks the target straight back from the attacker, one inch per damage; a close attacker may follow.',
  }),
  def({
    id: 'swing',
    ruleId: 'GF-POW-SWING',
    name: 'Swing',
    kind: 'basic',
    cost: 1,
    bands: ['close'],
    grantedBy: null,
    target: 'alive',
    summary: 'The attacker turns on the spot and carries the target round with it, still in contact.',
  }),
  def({
    id: 'knock-down',
    ruleId: 'GF-POW-KNOCK-DOWN',
    name: 'Knock Down',
    kind: 'basic',
    cost: 2,
    bands: null,
    grantedBy: null,
    target: 'alive',
    summary: 'The target is knocked down.',
  }),
  def({
    id: 'throw',
    ruleId: 'GF-POW-THROW',
    name: 'Throw',
    kind: 'basic',
    cost: 2,
    bands: ['close'],
    bandsWith: { upgrade: 'reach', bands: ['short'] },
    grantedBy: null,
    target: 'alive',
    summary:
      'The target flies one inch per damage in a direction of the attacker’s choosing, then is knocked down.',
  }),
  def({
    id: 'shut-down',
    ruleId: 'GF-POW-SHUT-DOWN',
    name: 'Shut Down',
    kind: 'basic',
    cost: 3,
    bands: null,
    grantedBy: null,
    target: 'alive',
    summary: 'The target is shut down until it reboots.',
  }),
  def({
    id: 'explode',
    ruleId: 'GF-POW-EXPLODE',
    name: 'Explode',
    kind: 'basic',
    cost: 'X',
    bands: null,
    grantedBy: null,
    target: 'destroyed',
    immuneWith: ['bracketed'],
    summary: 'A destroyed target blows up: every unit within X" of its centre takes 1 damage.',
  }),
  def({
    id: 'suppression',
    ruleId: 'GF-POW-SUPPRESSION',
    name: 'Suppression',
    kind: 'basic',
    cost: 'X',
    bands: null,
    grantedBy: null,
    target: 'any',
    summary: 'A circle of X" radius centred beside the target is dangerous terrain until the turn ends.',
  }),
  def({
    id: 'target-painting',
    ruleId: 'GF-POW-TARGET-PAINTING',
    name: 'Target Painting',
    kind: 'special',
    cost: 1,
    bands: null,
    grantedBy: { upgrade: 'target-painting', on: 'weapon' },
    target: 'alive',
    summary: 'Once the attack is over, works like a successful target lock on the target.',
  }),
  def({
    id: 'blast',
    ruleId: 'GF-POW-BLAST',
    name: 'Blast',
    kind: 'special',
    cost: 'X',
    bands: null,
    grantedBy: { upgrade: 'blast', on: 'weapon' },
    target: 'any',
    summary: 'Every other unit within 3" of the target’s centre takes X hits, defending with cover only.',
  }),
  def({
    id: 'burn',
    ruleId: 'GF-POW-BURN',
    name: 'Burn',
    kind: 'special',
    cost: 'X',
    bands: null,
    grantedBy: { upgrade: 'burn', on: 'weapon' },
    target: 'alive',
    summary: 'The target takes X more hits, defended with its bare Defense value.',
  }),
  def({
    id: 'chain-attack',
    ruleId: 'GF-POW-CHAIN-ATTACK',
    name: 'Chain Attack',
    kind: 'special',
    cost: 'X',
    bands: null,
    grantedBy: { upgrade: 'chain-attack', on: 'weapon' },
    target: 'any',
    summary: 'X other enemies, each within 2" of the previous link, take 2 hits each against bare Defense.',
  }),
  def({
    id: 'run-and-gun',
    ruleId: 'GF-POW-RUN-AND-GUN',
    name: 'Run and Gun',
    kind: 'special',
    cost: 'X',
    bands: null,
    grantedBy: { upgrade: 'run-and-gun', on: 'unit' },
    target: 'any',
    summary: 'The attacker moves up to X" any way, ignoring terrain, ending somewhere legal.',
  }),
]

const BY_ID: Readonly<Record<string, PowerDef>> = Object.fromEntries(POWER_ATTACKS.map((p) => [p.id, p]))

export const powerDef = (id: string): PowerDef | undefined =>
  Object.hasOwn(BY_ID, id) ? BY_ID[id] : undefined

/** Points a purchase costs: the fixed cost, or the X chosen. */
export const spendCost = (d: PowerDef, x: number | undefined): number | undefined =>
  d.cost === 'X' ? x : d.cost
