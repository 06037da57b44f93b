/**
 * Gunwave battle state, decisions, prompts and events — tagged unions, plain JSON (DESIGN §2).
 * A turn: every seat seals its orders (action phase, simultaneous), the orders are revealed and
 * resolved (movement together, then the reaction phase), every seat takes its minor actions, and
 * the energy consumption phase and end-of-turn rolls run by themselves (§6).
 */
import type { BaseState, Outcome } from '@sortie/engine'
import type { AmmoType, EffectId, GrenadeType } from '../data/starter.ts'
import type { PilotSheet, Sheet } from '../sheets/schema.ts'
import type { Pos } from './zones.ts'

export const NARRATOR = 'narrator'
export type Side = 'players' | 'npcs'

export type Part = 'arm' | 'leg' | 'cockpit' | 'reactor' | 'coolant' | 'thrusters' | 'hip' | 'comm'

export interface Scene {
  width: number
  height: number
  environment: 'ground' | 'space'
  /** Difficult squares with their rating (§7.5). */
  terrain: { at: Pos; rating: number }[]
  /** Whether the map shows the grid (§7.10) or only the zones (display only; the engine keeps squares). */
  grid: boolean
  note: string
}

export interface GwOptions {
  /** §6.5.6 optional rule: a mecha at 0 Armor stays operational at half Speed. */
  operationalDisabled: boolean
  maxTurns: number
}

export interface GwSetup {
  players: { seat: string; sheet: Sheet; at: Pos }[]
  npcs: { id: string; sheet: Sheet; at: Pos; hidden?: boolean }[]
  scene?: Partial<Scene>
  options?: Partial<GwOptions>
  /**
   * Daily traits already spent today, per seat (`p1`…). A key that is not a seat names a pilot: the
   * form games saved before seats were used, read the same way still.
   */
  dailyUsed?: Record<string, string[]>
}

export interface EffectState {
  id: EffectId
  duration: 'save' | 'next-turn' | 'turns' | 'until-removed'
  /** Last turn the effect lasts (next-turn / turns). */
  until?: number
  /** For Tagged: the mecha whose pilot tagged this one. */
  by?: string
}

export interface WeaponState {
  slot: number
  weapon: string
  active: boolean
  lost: boolean
  ammo?: AmmoType
  loaded?: number
  grenades?: GrenadeType[]
}

export interface MechaState {
  id: string
  name: string
  type: string
  side: Side
  pos: Pos
  armor: number
  armorMax: number
  energy: number
  energyMax: number
  /** Movement units per turn now; base is the type's. */
  speed: number
  speedBase: number
  arms: number
  flies: boolean
  heatShield: boolean
  weapons: WeaponState[]
  traits: string[]
  ammoStore: Record<AmmoType, number>
  partHits: Partial<Record<Part, number>>
  brokenParts: Part[]
  sparking: boolean
  disabled: boolean
  /** Energy and speed to return to on a 12 (§6.5.6). */
  before?: { energy: number; speed: number }
  marks: number
  destroyed: boolean
  /** Hits from handheld weapons, in Health (10 per Armor point, §5.5). */
  chip: number
  pilot: string | null
  passenger: string | null
  hangers: string[]
  repairOps: number
  overheatIn?: number
  /**
   * A self-destruct counting down (§6.5.9): `work` turns of disarming done so far out of `need`
   * (GW-RULING-DISARM), `workTurn` the last turn someone worked on it.
   */
  selfDestruct?: { engaged: number; at: number; need?: number; work?: number; workTurn?: number }
  grabbing?: string
  grabbedBy?: string
  lock?: { target: string; since: number }
  descent?: { turns: number }
  carrier?: 'ship' | 'rockets'
  push?: { target: string; dir: Pos; turns: number; last: number }
  /** Turn the grab was made or last sustained (a grab not sustained ends, §6.5.7). */
  grabTurn?: number
  left?: boolean
  hidden?: boolean
  /** Units moved this turn, energy weapon Power spent on shots this turn (paid in §6.4). */
  moved: number
  shotPower: number
}

export interface PilotState {
  id: string
  name: string
  seat: string
  side: Side
  sheet: PilotSheet
  in: string | null
  pos: Pos
  footTenths: number
  health: number
  healthMax: number
  stuns: number
  /** The turn this pilot is stunned in (hit the turn before), and the turn of the last counted stun. */
  stunnedTurn: number | null
  stunHitTurn: number | null
  unconscious: boolean
  dead: boolean
  effects: EffectState[]
  /** Battle and daily traits spent; the turn a trait was last used. */
  traitsSpent: string[]
  traitTurn: number | null
  lastMeleeTarget: string | null
  hanging: string | null
  passengerIn: string | null
  /** Encounters fought in each mecha, by mecha id (§7.9). */
  familiar: Record<string, number>
  /** Rounds left per handheld weapon id; a weapon not listed still has its catalogue load (handheld.ts). */
  rounds?: Record<string, number>
  selfDestructEngaged?: number
}

export interface Fire {
  /** Weapon slot; for a pilot on foot, a handheld weapon id. */
  weapon: number | string
  /** Second weapon slot (Dual Mecha Weapons, §6.5.3). */
  second?: number
  /** Ranged shots aim at a square (§6.2) unless the shooter holds a target lock. */
  at?: Pos
  /** Melee, locked ranged and personal attacks name their target (mecha or pilot id). */
  target?: string
  part?: Part
  /** Aiming at an arm: the slot of the weapon that arm holds (GW-RULING-ARM). */
  armWeapon?: number
}

export type Action =
  | { type: 'skip' }
  | { type: 'move-fire'; move?: Pos; fire?: Fire }
  | { type: 'trait'; trait: string; target?: string }
  | { type: 'repair'; what: 'armor' | Part }
  | { type: 'lock'; target: string }
  | { type: 'grab'; target: string }
  | { type: 'break-free' }
  | { type: 'drag'; to: Pos }
  | { type: 'self-destruct'; delay: number }
  /** Work a turn on disarming the self-destruct of the mecha one is aboard or beside (§6.5.9). */
  | { type: 'disarm'; target: string }
  | { type: 'push'; target: string; dir: Pos }
  | { type: 'hang-on'; target: string }
  | { type: 'board'; target: string }
  | { type: 'escape-gravity' }

export type Minor =
  | { type: 'none' }
  | { type: 'swap'; deactivate?: number; activate?: number }
  | { type: 'ammo'; slot: number; ammo: AmmoType }
  | { type: 'reload'; slot: number }
  | { type: 'sustain-grab' }
  | { type: 'end-grab' }
  | { type: 'repair-part'; part: Part }
  | { type: 'pick-up'; pilot: string }
  | { type: 'break-lock' }

export type NarratorAct =
  | { type: 'place'; mecha: string; at: Pos }
  | { type: 'scene'; scene: Partial<Scene> }
  | {
      type: 'grant'
      pilot: string
      effect: EffectId
      duration: EffectState['duration']
      turns?: number
      by?: string
    }
  | { type: 'remove'; pilot: string; effect: EffectId }
  | {
      type: 'adjust'
      target: string
      field: 'armor' | 'energy' | 'health' | 'repairOps'
      delta: number
      reason: string
    }
  | { type: 'pause'; reason: string }
  | { type: 'resume' }
  | { type: 'level-up'; pilot: string }
  | { type: 'cancel-self-destruct'; mecha: string }
  /** The narrator sets how many turns of work disarming this mecha's self-destruct takes. */
  | { type: 'disarm-time'; mecha: string; turns: number }
  | { type: 'reveal'; mecha: string }
  | { type: 'begin-descent'; mecha: string }
  | { type: 'attach-carrier'; mecha: string; carrier: 'ship' | 'rockets' }
  | { type: 'note'; text: string }
  | { type: 'end'; winner: 'players' | 'narrator' | 'draw'; reason: string }

export type GwDecision =
  | { seat: string; kind: 'order'; actor: string; action: Action }
  | { seat: string; kind: 'ready' }
  | { seat: string; kind: 'minor'; actor: string; act: Minor }
  | { seat: string; kind: 'eject'; actor: string }
  | { seat: string; kind: 'message'; actor: string; to: string; text: string }
  /** §6.6.1: the player of an unconscious character says the knockout killed it (GW-RULING-DEATH-WINDOW). */
  | { seat: string; kind: 'declare-death'; actor: string }
  /**
   * A seat the prompt names only so it may declare death (`optional`) lets this phase go by: it
   * leaves the prompt until the next phase (the bots' answer there; a person need not give it).
   */
  | { seat: string; kind: 'pass' }
  | { seat: string; kind: 'narrate'; act: NarratorAct }

/**
 * `optional` (present only when not empty): the seats at the end of `seats` that have no pilot to
 * commit and are named only so they may declare an unconscious pilot dead; the phase does not wait
 * for them (GW-RULING-DEATH-WINDOW).
 */
export type GwPrompt =
  | { kind: 'orders'; seat: string; seats: string[]; turn: number; pending: string[]; optional?: string[] }
  | { kind: 'minor'; seat: string; seats: string[]; turn: number; pending: string[]; optional?: string[] }
  | { kind: 'paused'; seat: string; reason: string }

export interface AttackLog {
  attacker: string
  target: string | null
  at?: Pos
  dice: number[]
  successes: number
  defense?: number[]
  damage: number
}

export type GwEvent =
  | { type: 'OrdersRevealed'; turn: number; orders: Record<string, Action> }
  | { type: 'OrderSealed'; actor: string }
  | { type: 'Moved'; mecha: string; from: Pos; to: Pos; units: number }
  | { type: 'MoveBlocked'; mecha: string; at: Pos }
  | { type: 'Walked'; pilot: string; to: Pos | null; tenths: number }
  | {
      type: 'Attack'
      kind: 'ranged' | 'melee' | 'grab' | 'trait' | 'personal' | 'explosion' | 'free'
      log: AttackLog
      pool: { dice: number; mods: string[] }
      /** Why no dice were rolled: the attack came to nothing when orders resolved (GW-RULING-REACH). */
      noRoll?: string
    }
  | { type: 'Damage'; mecha: string; amount: number; armor: number; why: string }
  | { type: 'Spill'; around: Pos; mecha: string }
  | { type: 'Sparking'; mecha: string }
  | { type: 'Disabled'; mecha: string; overflow: number }
  | { type: 'Recovered'; mecha: string }
  | { type: 'Mark'; mecha: string; marks: number }
  | { type: 'Exploded'; mecha: string }
  | { type: 'PartHit'; mecha: string; part: Part; hits: number; broken: boolean }
  | { type: 'EffectGained'; pilot: string; effect: EffectId }
  | { type: 'EffectEnded'; pilot: string; effect: EffectId; why: string }
  | { type: 'Save'; pilot: string; effect: EffectId; dice: number[]; ok: boolean }
  | { type: 'DisabledRoll'; mecha: string; dice: number[]; total: number }
  | { type: 'Stunned'; pilot: string; stuns: number }
  | { type: 'Unconscious'; pilot: string }
  | { type: 'WakeRoll'; pilot: string; dice: number[]; woke: boolean }
  | { type: 'Killed'; pilot: string; why: string }
  | { type: 'HealthLost'; pilot: string; amount: number; health: number }
  | { type: 'EnergySpent'; mecha: string; weapons: number; shots: number; movement: number; energy: number }
  | { type: 'Grabbed'; by: string; mecha: string }
  | { type: 'GrabEnded'; by: string; mecha: string }
  | { type: 'Locked'; by: string; target: string }
  | { type: 'LockBroken'; by: string; target: string; why: string }
  | { type: 'Repaired'; mecha: string; what: string; armor: number }
  /**
   * An order that was sealed but could not be carried out when it resolved, and cost nothing (a
   * repair for a mecha disabled earlier in the reaction phase, GW-RULING-DISABLED-REPAIR). `what`
   * names the order for the log (a trait by its name).
   */
  | { type: 'OrderLost'; actor: string; what: string; why: string }
  | { type: 'Ejected'; pilot: string; mecha: string }
  | { type: 'Boarded'; pilot: string; mecha: string; as: 'pilot' | 'passenger' | 'hanger' }
  /** A person hanging on a mecha let go (to walk, GW-RULING-HANG) or was left on a wreck's square. */
  | { type: 'LetGo'; pilot: string; mecha: string }
  | { type: 'SelfDestructEngaged'; mecha: string; at: number }
  | { type: 'DisarmWork'; mecha: string; by: string; work: number; need: number }
  | { type: 'SelfDestructDisarmed'; mecha: string; by: string }
  | { type: 'Minor'; actor: string; act: Minor }
  | { type: 'Message'; from: string; to: string }
  | { type: 'Narrator'; act: NarratorAct }
  | { type: 'PhaseStarted'; phase: 'action' | 'reaction' | 'minor' | 'energy'; turn: number }
  | { type: 'TurnEnded'; turn: number }
  | { type: 'GameOver'; outcome: Outcome }

export interface Message {
  turn: number
  from: string
  to: string
  text: string
  audience: string[]
}

export interface GwState extends BaseState {
  turn: number
  phase: 'action' | 'minor' | 'over'
  scene: Scene
  options: GwOptions
  seats: string[]
  mecha: Record<string, MechaState>
  pilots: Record<string, PilotState>
  /** Sealed orders of this turn, by pilot id (view hides other seats'). */
  orders: Record<string, Action>
  narratorReady: boolean
  minorsDone: string[]
  paused: string | null
  messages: Message[]
  /** Narrator-only notes (never shown to players). */
  notes: string[]
  result: Outcome | null
  /**
   * Seats that passed (`pass`) and the phase they passed in (`turn:phase`): left out of the prompt's
   * optional seats until the phase changes. Absent until someone passes.
   */
  passed?: Record<string, string>
}
