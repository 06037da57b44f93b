/**
 * MechaStellar VER10 unit profiles as data. VER10 profiles carry only what combat needs: every
 * Frame / Performance / Role bonus is already folded into the bonus Hits of each weapon line and
 * the bonus DEF of each defence line (supplement §1), so the battle reads these numbers as they are.
 */

/** Unit type: decides which skills, bonuses and resources apply. */
export type UnitType = 'ms' | 'super' | 'kaiju' | 'superheavy' | 'warship'

/** Pilot (or Kaiju) level: 0 Basic, 1 Skilled / Dreadful, 2 Ace / Unstoppable. */
export type PilotLevel = 0 | 1 | 2

/** Special armour-save kinds: S = stun/electric/freeze (costs actions), P = push/pull (moves). */
export type PenKind = 'normal' | 'S' | 'P'

export interface WeaponProfile {
  id: string
  name: string
  /** Shooting uses Evade; melee uses Melee DEF and needs engagement range. */
  kind: 'shoot' | 'melee'
  /** Attack dice (d10). */
  atk: number
  /** Bonus Hits printed on the line. */
  hits: number
  /** Max effective range in inches (melee weapons: 0 = engagement range). */
  range: number
  /** Rapid Fire range, with the dice and Hits it adds (negative for fewer) inside it. */
  rf?: { range: number; dice?: number; hits?: number }
  dmg: number
  /** Armour Penetration target number (d10 save passes on this or more); absent = no PEN. */
  pen?: number
  penKind?: PenKind
  /** Finisher+N: a Finishing Blow deals N×1000 instead of 1000. */
  finisher?: number
  explosive?: boolean
  idf?: boolean
  arc360?: boolean
  aa?: boolean
  energy?: boolean
  sniper?: boolean
  remote?: boolean
  /** Support ATK / DEF range (inches) of this weapon. */
  supportAtk?: number
  supportDef?: number
  /** AOE width (line) in inches; `aoeCircle` makes it a circle of diameter `range`. */
  aoe?: number
  aoeCircle?: boolean
  /** Targets this weapon attacks with one action (multi-target). */
  targets?: number
  /** Must reload (warship Reload action) after firing (ruling A-24: only when the profile says so). */
  reload?: boolean
}

export interface DefenceLine {
  dice: number
  def: number
}

export interface UnitProfile {
  id: string
  name: string
  type: UnitType
  /** Published pilot name, when a source gives one. */
  pilot?: string
  level: PilotLevel
  /** Captain level on a warship: 0 Basic, 1 Skilled, 2 Battle Hardened. */
  captain?: PilotLevel
  frame: 1 | 2 | 3 | 4 | 5
  performance: number
  role: string
  size: number
  hp: number
  /** Inches per Move action. */
  move: number
  sensors: number
  /** Morale save target (d10, this or more). */
  morale: number
  evade: DefenceLine
  meleeDef: DefenceLine
  shield?: number
  /** [Barrier] DEF (Power/Havoc can raise it). */
  barrier?: number
  /** Evade re-rolls 1s (Dervish). */
  rerollEvadeOnes?: boolean
  fly?: boolean
  amphibious?: boolean
  boost?: number
  power?: number
  havoc?: number
  catapult?: number
  repair?: number
  /** Can transform at the start of its turn: the other mode's changes. */
  transform?: { name: string; move: number; meleeDefOn?: number }
  weapons: WeaponProfile[]
  /**
   * Fields whose value is the PROJECT'S OWN default (no published number; supplement §4–5). Kept
   * here so a reader (and `sortie units`) can see which numbers to correct when sheets appear.
   */
  projectDefaults: string[]
  /** Where the published numbers come from. */
  source: string
}
