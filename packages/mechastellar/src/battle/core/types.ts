/**
 * MechaStellar battle state: plain JSON (its decisions, prompts and events are in messages.ts).
 * Positions are inches on a top-down table; facings are degrees (0 = +x, counter-clockwise).
 */
import type { RngState, Vec } from '@sortie/engine'
import type { UnitProfile, WeaponProfile } from '../../units/types.ts'

export type Side = 'p1' | 'p2'
export const SIDES: readonly Side[] = ['p1', 'p2']
export const other = (s: Side): Side => (s === 'p1' ? 'p2' : 'p1')

/** A terrain piece: a polygon with the qualities the seed names (MS-TER-*). */
export interface Terrain {
  id: string
  kind: 'building' | 'hill' | 'forest' | 'debris' | 'water' | 'ruin'
  poly: Vec[]
  height: number
  /** Tall: blocks LOS and needs Fly / Accelerate to climb (MS-MOVE-HIGHGROUND). */
  highGround: boolean
  blocksLos: boolean
  /** Forest / jungle: attacks may not be traced through it. */
  obscuring: boolean
  /** Short pieces that give Cover to units in or behind them. */
  cover: boolean
  /** Roofed: stops Indirect Fire at units under it. */
  overhead: boolean
  deepWater: boolean
  destructible: boolean
  destroyed: boolean
  /** Agreed deadly before the game: thrown, it adds a Crit Hit (MS-ATK-THROW-TERRAIN). */
  deadly?: boolean
}

export interface UnitState {
  id: string
  side: Side
  name: string
  profile: UnitProfile
  /** null while in reserve or on board a warship. */
  pos: Vec | null
  facing: number
  hp: number
  destroyed: boolean
  activated: boolean
  /** Terrain id of the High Ground it stands on. */
  onHighGround: string | null
  underwater: boolean
  /** Stun penalties (MS-DMG-STUN): actions lost; Shutdown when actions would be < 0. */
  stun: number
  boost: number
  power: number
  havoc: number
  /** Same Power / Havoc option twice costs 2: uses this turn (Power) / round (Havoc). */
  powerUses: Record<string, number>
  havocUses: Record<string, number>
  /** Bonuses bought for its next attack. */
  nextAttack: { dmg: number; pen: number }
  /** Next shooting attack ignores Cover (Target Lock). */
  targetLock: boolean
  transformed: boolean
  reloading: string[]
  sacrificed: string[]
  /** Remote weapons shot down: dice lost per weapon. */
  remoteLoss: Record<string, number>
  crashedRound: number
  improviseRound: number
  /** Fell from destroyed terrain: enemies have Tactical Advantage until it activates. */
  fell: boolean
  /** Warship id it is on board. */
  onboard: string | null
  /** Dropped below half HP at some point before the attack being resolved (ruling A-11). */
  pilotDefeatedMorale?: boolean
  /** Captain's Orders given this round (MS-CAPT-ORDERS). */
  ordersUsed?: { round: number; n: number }
  /** Round in which this warship last fired overwatch (MS-SHIP-OVERWATCH). */
  overwatchRound?: number
}

export interface Activation {
  unit: string
  actions: number
  moves: number
  /** Accelerate grants one vertical move this turn. */
  vertical: boolean
  weaponsUsed: string[]
  startPos: Vec
  /** Enemies whose rear arc held this unit when its turn began (MS-TA-BLINDSIDE). */
  blindside: string[]
  /** One limited Skill per side per turn (ruling A-20). */
  skillUsed: Record<Side, boolean>
  /** Forced by Return Fire: must attack this aggressor if visible and in range. */
  returnFireAt: string | null
  attacked: string[]
  gainedHighGround: boolean
  zeal: number
  accelerated: boolean
  /** Below 0 Actions: at the start (the turn is skipped) or stunned during it (it ends). */
  shutdown: boolean
  /** After an attack the attacker may disengage for free (ruling A-19). */
  freeDisengage: boolean
  /** Tactical Support order: hits on 3+ this turn. */
  tactical: boolean
  /** Changed mode at the start of this turn (once). */
  modeChanged?: boolean
}

export type L1Attack = 'none' | 'barrage' | 'bullseye' | 'power' | 'balanced' | 'swift'
export type L1Defence = 'none' | 'dodge' | 'guard' | 'counter'

export interface AttackFlow {
  id: number
  kind: 'weapon' | 'throw-enemy' | 'throw-terrain' | 'crash' | 'overwatch'
  attacker: string
  targets: string[]
  /** Index of the target being resolved (multi-target attacks roll Evade per target). */
  index: number
  weapon: string
  melee: boolean
  bonus: L1Attack
  valor: 'none' | 'valor' | 'soul'
  isCounter: boolean
  stage: 'defend' | 'roll' | 'attack-skills' | 'defence-skills' | 'resolve' | 'sacrifice' | 'push' | 'done'
  defBonus: L1Defence
  counterWeapon: string | null
  /** The defender used Flash as an Ace: its counter has no penalty. */
  intuition: boolean
  /** Target had Cover for this attack (the piece may crumble). */
  cover: boolean
  ignoresCover: boolean
  special: WeaponProfile | null
  boost: boolean
  atkDice: number[]
  defDice: number[]
  atkFocus: boolean
  defFocus: boolean
  flash: boolean
  ironWall: number
  atkImprovised: boolean
  defImprovised: boolean
  /** Hits/DEF printed and situational, computed when declared (see attack-math). */
  hitBonus: number
  defFlat: number
  critRange: number
  defCritRange: number
  canCrit: boolean
  blindside: boolean
  failedSaves: number
  pushLeft: number
  /** Collected once per attack action for the 10,000 DMG bonus. */
  damageDealt: number
  /** The attack being countered waits under its counter (Power: counter strikes first). */
  counterFirst: boolean
  rapidFire: boolean
  /**
   * Attacker and target were within engagement range when it was declared: a Counter is lost if
   * a push breaks the engagement (MS-L1-COUNTER). Absent in states saved before it was kept: false.
   */
  inEngagement?: boolean
  /**
   * A shot made while the shooter stood within engagement range of any enemy: Rapid Fire
   * penalties are ignored (MS-ENG-SHOOT, MS-RULING-ENG-SHOOT). Absent in older saves.
   */
  engagedShot?: boolean
  /** Energy through buildings / underwater PEN changes. */
  penMod: number
  powerPen: number
  powerDmg: number
  /** [Barrier] DEF bought with Power / Havoc against this attack (MS-POWER-BARRIER, MS-HAVOC-OTHER). */
  barrierBonus: number
  /** Id of the first flow of the attack action it belongs to (a multi-target action shares it). */
  action?: number
  /** The warship declined further sacrifices for this attack (MS-DMG-SHIP-SAVE). */
  sacrificeDone?: boolean
  /** Part of an AOE shot: its terrain was rolled when the area was drawn (MS-AOE). */
  aoe?: boolean
  /** The piece of Cover the defender picked to roll when several lay in the way (MS-TER-CHOOSE). */
  coverPiece?: string
}

/** An AOE shot waiting for the defender to pick which pieces of terrain roll (MS-TER-CHOOSE). */
export interface AoeShot {
  attacker: string
  weapon: string
  aim: Vec
  bonus: L1Attack
  valor: 'none' | 'valor' | 'soul'
}

export interface VersusState {
  cps: Vec[]
  owner: (Side | null)[]
  vp: Record<Side, number>
  /** Critical-machine and casualty penalties (applied at game end). */
  lostCritical: Record<Side, boolean>
  bigHit: Record<Side, boolean>
}

export interface MsSetup {
  table: { width: number; depth: number }
  deployment: 'standard' | 'alternate'
  rounds: number
  terrain: Terrain[]
  forces: Record<
    Side,
    { name: string; units: { unit: string; name?: string; profile?: UnitProfile }[]; commander?: number }
  >
  /** Control points (Versus); omitted = the standard five. */
  cps?: Vec[]
  /**
   * The setup was written with the pre-game steps: a force naming no Commander names it at the
   * table (MS-CMD-DESIGNATE), and after the last unit is placed each side in turn may re-face its
   * units (MS-DEPLOY-FACING). Absent in setups written before those steps existed: their forces'
   * Commander is the first unit and they replay exactly as they were recorded.
   */
  reface?: boolean
  /**
   * The sides place the four outer control points (MS-VS-SETUP): the centre one first, then one
   * equidistant pair per side. Absent: the standard plus sign (or `cps`), as older setups played.
   */
  placeCps?: boolean
  /**
   * The side holding the south half (the low-y edge; MS-RULING-HALVES). Absent: p1, as setups
   * written before the halves were drawn for played.
   */
  south?: Side
}

/** The side deploying along the south (low-y) edge. */
export const southSide = (setup: Pick<MsSetup, 'south'>): Side => setup.south ?? 'p1'

/** Does `side` hold the south half of this setup's table? */
export const holdsSouth = (setup: Pick<MsSetup, 'south'>, side: Side): boolean => southSide(setup) === side

/** The facing (degrees) towards the enemy's table edge: north from the south half, else south. */
export const aheadFacing = (setup: Pick<MsSetup, 'south'>, side: Side): number =>
  holdsSouth(setup, side) ? 90 : 270

export interface MsState {
  rng: RngState
  setup: MsSetup
  /**
   * cps: the sides place the control-point pairs (MS-VS-SETUP); command: Mission Commanders are
   * named (MS-CMD-DESIGNATE); facing: re-facing after deployment.
   */
  phase: 'cps' | 'command' | 'deploy' | 'facing' | 'order' | 'battle' | 'over'
  round: number
  first: Side
  turn: Side
  units: UnitState[]
  terrain: Terrain[]
  momentum: Record<Side, number>
  /** Each side's Mission Commander ('' while it is still to be named). */
  commander: Record<Side, string>
  /**
   * Sealed picks while the commanders are named at once (MS-CMD-DESIGNATE): null = still to pick;
   * `view` shows a seat the other side's pick only as 'sealed'. Gone once both are revealed.
   */
  naming?: Record<Side, string | null>
  /** Sides still to re-face their units after deployment, in order (MS-DEPLOY-FACING). */
  refacing?: Side[]
  /** Sides still to place a control-point pair, in order (MS-VS-SETUP, `placeCps` setups). */
  cpPlacing?: Side[]
  orders: Record<Side, number>
  challenge: { a: string; b: string } | null
  revenge: { a: string; b: string } | null
  revengeUsed: Record<Side, boolean>
  firstActivationDone: boolean
  activation: Activation | null
  attacks: AttackFlow[]
  nextAttackId: number
  returnFire: { side: Side; units: string[]; aggressor: string } | null
  deployer: Side
  rolloff: Record<Side, number> | null
  pending: Pending[]
  /** Alternate deployment: units with no legal spot, entering at the end of the round. */
  reserves: string[]
  versus: VersusState
  turns: number
  /** DMG dealt per attack action this turn, keyed by the action's first flow id (MS-VS-BIGHIT). */
  actionDamage?: Record<string, number>
}

/** One-off questions outside an attack (after a kill, a push, a launch). */
/** What pays one Stun penalty (MS-DMG-STUN). */
export type StunPay = 'action' | 'power' | 'havoc'

export type Pending =
  | { kind: 'revenge'; side: Side; killer: string }
  | { kind: 'daunt'; side: Side; victim: string }
  | { kind: 'launch'; side: Side; ship: string; left: number }
  /** A push owed after failed P saves: the attacker picks the direction (MS-DMG-PUSH). */
  | { kind: 'push'; side: Side; attacker: string; target: string; inches: number; pen: number }
  /** A knockback collision: the unit's owner picks [M−1] or the DMG (ruling A-14). */
  | { kind: 'knock'; side: Side; unit: string; dmg: number; by: string }
  /** Stun penalties still to take: the owner pays each with an Action, Power or Havoc (MS-DMG-STUN). */
  | { kind: 'stun'; side: Side; unit: string; left: number; wasShutdown: boolean }
  /** An enemy moved near a warship: its owner may fire an [AA] weapon (MS-SHIP-OVERWATCH). */
  | { kind: 'overwatch'; side: Side; ship: string; target: string }
  /** A transforming unit just attacked in melee may change mode (MS-ACT-TRANSFORM). */
  | { kind: 'transform'; side: Side; unit: string }
  /**
   * Several pieces of terrain lie in the way: the defender picks which `pick` of them roll to
   * survive (MS-TER-CHOOSE) — for the attack flow `attack`, or for the AOE shot `aoe`.
   */
  | {
      kind: 'choose-terrain'
      side: Side
      attacker: string
      pieces: string[]
      pick: number
      attack?: number
      aoe?: AoeShot
    }
