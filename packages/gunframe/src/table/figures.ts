/**
 * Figure sizes. The book leaves basing to the players, so these are Sortie's defaults (a game
 * setting): base radius and model height in inches by frame. A figure's height matters for
 * elevated terrain (features under half of it are free to cross) and for sight over walls.
 *
 * @example
 * baseRadius('heavy') // 1.25 (a 60 mm base is about 2.4")
 */
import { hypot } from '@sortie/engine'
import type { Figure } from './contract.ts'

export interface FigureSize {
  radius: number
  height: number
}

/** Defaults by frame; the battle's own table uses the same numbers. */
export const FIGURE_SIZES: Readonly<Record<string, FigureSize>> = {
  scout: { radius: 0.75, height: 2 },
  light: { radius: 1, height: 2.5 },
  medium: { radius: 1, height: 3 },
  heavy: { radius: 1.25, height: 3.5 },
  superheavy: { radius: 1.5, height: 5 },
  infantry: { radius: 0.75, height: 0.75 },
  tank: { radius: 1, height: 1.25 },
  flyer: { radius: 0.75, height: 1 },
}

/** Flying units count as this many inches above the table for sight. */
export const FLY_HEIGHT = 8
/** Jumps clear elevated features up to this height. */
export const JUMP_HEIGHT = 8
/** Bases closer than this count as touching (discretised moves never land exactly). */
export const CONTACT = 0.05

/** Frames already spelled out: the move and sight checks ask "infantry? tank?" per outline. */
const normalized = new Map<string, string>()

/** 'Super Heavy', 'super_heavy' and 'superheavy' all name the same frame. */
export function normalizeFrame(frame: string): string {
  let n = normalized.get(frame)
  if (n === undefined) {
    n = frame.toLowerCase().replace(/[^a-z]/g, '')
    if (normalized.size < 256) normalized.set(frame, n)
  }
  return n
}

const sizeOf = (frame: string): FigureSize => FIGURE_SIZES[normalizeFrame(frame)] ?? { radius: 1, height: 3 }

export const baseRadius = (frame: string): number => sizeOf(frame).radius
export const figureHeight = (frame: string): number => sizeOf(frame).height

/** Infantry see all round and move as if they had All Terrain and Climb. */
export const isInfantry = (f: Pick<Figure, 'frame'>): boolean => normalizeFrame(f.frame) === 'infantry'
/** Tanks treat obstacles as difficult (lower than the figure) or blocking (taller). */
export const isTank = (f: Pick<Figure, 'frame'>): boolean => normalizeFrame(f.frame) === 'tank'

export const discOf = (f: Figure) => ({ c: f.pos, r: f.radius })

/** Edge-to-edge distance between two bases, measured flat (flyers too): discDistance's sums. */
export const edgeDistance = (a: Figure, b: Figure): number =>
  Math.max(0, hypot(a.pos.x - b.pos.x, a.pos.y - b.pos.y) - (a.radius + b.radius))

/** Height of the figure's base above the table, for sight (flyers count as 8" up). */
export const baseZ = (f: Figure): number => (f.flying ? Math.max(FLY_HEIGHT, f.elevation) : f.elevation)
