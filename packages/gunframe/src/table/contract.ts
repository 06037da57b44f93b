/**
 * The contract between the battle (turn, actions, attacks) and the battlefield (terrain,
 * movement, line of sight, cover). The battle asks these questions and never measures the table
 * itself, so the terrain rules can grow without touching the battle.
 */
import type { Result, Vec } from '@sortie/engine'

export type TerrainQuality = 'blocking' | 'dangerous' | 'difficult' | 'elevated' | 'obscuring'
export type TerrainCategory = 'decorative' | 'obstacle' | 'area'

export interface TerrainFeature {
  id: string // 'terrain:…'
  name: string
  category: TerrainCategory
  qualities: TerrainQuality[]
  /** Height in inches (for elevation, climbing, falls and tall blocking features). */
  height: number
  /** Counts as hard cover (a solid feature such as a bunker wall). */
  hardCover?: boolean
  /**
   * GF-FIELD-HILLS: a hill whose sides the players agreed are gentle slopes, walked on and off at
   * any height. Left out, a hill's edge is an elevated step like any other.
   */
  slope?: boolean
  /** Outline, counter-clockwise, inches. */
  polygon: Vec[]
  /**
   * Added: whether the feature is solid (gives cover when touched, stops sight below its height).
   * Default: obstacles and blocking or elevated features are solid; a bridge sets false.
   */
  solid?: boolean
}

export interface Battlefield {
  name?: string
  /** Table size in inches, x across, y from player 1's edge (y = 0) to player 2's. */
  width: number
  depth: number
  terrain: TerrainFeature[]
}

/** A unit as the table sees it: a disc with a facing and a height. */
export interface Figure {
  id: string
  side: string
  pos: Vec
  /** Facing in radians (0 = +x, counter-clockwise). */
  facing: number
  radius: number
  /** Figure height in inches (elevated features under half of it are free to cross). */
  height: number
  /** Height of the ground it stands on (top of an elevated feature), inches. */
  elevation: number
  flying: boolean
  /** Conventional infantry/tanks/flyers etc. may matter to some rules. */
  frame: string
}

export type MoveMode = 'ground' | 'fly' | 'jump' | 'climb'

export interface MoveRequest {
  unitId: string
  /** Waypoints, the first being the unit's current position. */
  path: Vec[]
  /** Facing at the end of the move, radians (free to choose). */
  facing: number
  mode: MoveMode
  /** Inches the unit may spend (Speed, modified). */
  allowance: number
  /** The move is towards the nearest enemy / away etc.; unused by the validator for now. */
  involuntary?: boolean
  /** Added: moving fast (one straight line; difficult terrain and obstacles crossed count as dangerous). */
  fast?: boolean
  /** Added: the move must be one straight line (fast, jump, fast flyer). Jumps are always straight. */
  straight?: boolean
  /** Added: least distance the move must cover (a fast flyer moves at least its Speed). */
  minLength?: number
  /** Added: most the unit may turn from its current facing before moving, radians (fast flyer: π/2). */
  maxTurn?: number
  /** Added: All Terrain upgrade (difficult terrain counts as open). Infantry always have it. */
  allTerrain?: boolean
  /** Added: Climb upgrade (climbing costs 1" per vertical inch, not 2"). Infantry always have it. */
  climbAtSpeed?: boolean
  /**
   * Added: a fast flyer lands or takes off where this move ends (1 damage there if it is difficult
   * terrain). An ordinary flyer lands or takes off at the start of a move: ask `landingDamage`.
   */
  endTransition?: 'land' | 'take-off'
  /**
   * Added: the player means to walk off a ledge taller than half the figure. Without it such a
   * move is refused (`gunframe/ledge`); with it the unit falls (`fell`) and the move ends there.
   */
  allowFall?: boolean
  /**
   * Added: a dodge (GF-DEF-DODGE): difficult and dangerous terrain have no effect, and it may go
   * out of and into base contact. Walls, bases, ledges and the end spot still count.
   */
  dodge?: boolean
  /**
   * Added: a climb (mode 'climb') that stops part-way up a sheer feature the base touches where
   * the path ends: the elevation reached, above the ground there and below the feature's top.
   * The rise costs Speed like any climb (2" per inch, 1" with the Climb upgrade).
   */
  climbTo?: number
}

export interface MoveCheck {
  /** Inches spent, with difficult terrain counted double. */
  cost: number
  end: Vec
  /** Enemy units in base contact at the end. */
  engagedWith: string[]
  /** Dangerous features entered (each needs a pilot skill roll). */
  dangerousEntered: string[]
  /** Elevation at the end point. */
  endElevation: number
  /** Added: inches moved inside difficult terrain, rounded up to whole inches (each costs 2"). */
  difficultInches?: number
  /** Added: Speed spent on vertical movement while climbing. */
  climbCost?: number
  /** Added: enemies in base contact at the start: leaving them needs the disengage roll. */
  disengagingFrom?: string[]
  /** Added: damage for ending a jump (or landing) in difficult terrain: 1 or 0. */
  landingDamage?: number
  /** Added: the facing the move forces at its end (fast, fast flyer), radians; absent when free. */
  forcedFacing?: number
  /** Added: inches fallen walking off a ledge (`allowFall`); see `fallHits`. The move ended there. */
  fell?: number
  /** Added: obstacles the base passed over on the ground (a Heavy unit crushes them: GF-UPG-HEAVY). */
  obstaclesCrossed?: string[]
}

export interface SightCheck {
  /** Some ray from the attacker reaches the target through its front arc. */
  visible: boolean
  /** The target is partly hidden or seen through obscuring terrain. */
  obscured: boolean
  cover: 'none' | 'cover' | 'hard'
  /**
   * Set only when no ray reaches the target: the cover the solid features it touches would give
   * between the two. An attack needs sight, so it never reads this; a Blast, which reaches units
   * the target cannot see, does (GF-RULING-PROPOSED-BLAST-UNSEEN).
   */
  hiddenCover?: 'cover' | 'hard'
  /** The target lies (at least partly) in the attacker's front arc. */
  inFrontArc: boolean
  /** The attacker lies in the target's back arc (rear attack). */
  fromRear: boolean
  /** Edge-to-edge distance, inches. */
  distance: number
}

/** Added: options for one line-of-sight question. */
export interface SightOptions {
  turreted?: boolean
}

/** What a best-first caller asks (`bestCandidate`): the value of an end, and whether it keeps a listed path. */
export interface BestAsk {
  /** The value of a path's end; it reads `end` while called and keeps nothing of it. */
  value: (end: Vec) => number
  /** Whether the caller keeps a listed path (its own filters): a dropped one is never the answer. */
  keep: (path: Vec[]) => boolean
  /** Only a value above this is an answer (the best of what the caller listed before). */
  floor: number
  /** How many kept candidates the caller takes at most. */
  room: number
}

export interface TableRules {
  measureMove(field: Battlefield, figures: readonly Figure[], req: MoveRequest): Result<MoveCheck>
  lineOfSight(
    field: Battlefield,
    figures: readonly Figure[],
    fromId: string,
    toId: string,
    /** Added: a turreted weapon system also sees through the back arc. */
    opts?: SightOptions,
  ): SightCheck
  edgeDistance(a: Figure, b: Figure): number
  /**
   * A finite, useful set of legal paths for bots and for `legal()` (each validated), in a fixed
   * order; it may be listed lazily, so a caller that stops early pays only for what it took.
   */
  moveCandidates(
    field: Battlefield,
    figures: readonly Figure[],
    unitId: string,
    allowance: number,
  ): Iterable<Vec[]>
  /**
   * Optional: the first of `moveCandidates`' paths (kept by `ask.keep`, at most `ask.room` kept) with
   * the highest `ask.value` of its end above `ask.floor`, or null — measuring only what could be it.
   * Without it callers pick from the whole listing (`firstBest`).
   */
  bestCandidate?(
    field: Battlefield,
    figures: readonly Figure[],
    unitId: string,
    allowance: number,
    ask: BestAsk,
  ): { path: Vec[]; value: number } | null
}
