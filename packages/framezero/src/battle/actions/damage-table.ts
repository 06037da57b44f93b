/**
 * The damage table (seed, "Resolving Damage Dice"), as a pure function of the rolled damage dice,
 * so the battle and the odds share it.
 *
 * - melee: 4–6 damage the target, cover ignored;
 * - ranged, target not in cover: 5–6;
 * - ranged, target in cover of a structure: 4s then 5s strike the structure (6 bricks each) until
 *   it falls below 3 bricks, after which the remaining 5s go through; 6s always hit the target;
 * - ranged, covered by a frame: 5s hit the covering frame until it is destroyed, then go through
 *   (a covering frame with two defensive systems takes no stray shots: its 5s are lost); 6s hit;
 * - the target is cover: 4–6 strike it.
 *
 * For a covering frame the split assumes its owner does not retreat from a station: a retreat
 * ignores one point and so keeps the frame alive longer. The battle therefore sends every 5 to
 * the covering frame and passes on only what is left when it falls (`passedOn` says how many of
 * `target` are such 5s); the odds read this no-retreat split, as they do for the target's own
 * retreat.
 */
export type CoverCase = 'melee' | 'none' | 'structure' | 'frame' | 'is-cover'

export interface TableInput {
  case: CoverCase
  /** Hits the structure can take before it stops being cover (structure and is-cover cases). */
  coverHitsToRaze?: number
  /** Damage points the covering frame can take before it is destroyed. */
  coverFrameHp?: number
  /** The covering frame has two defensive systems. */
  coverFrameSafe?: boolean
}

export interface TableResult {
  /** Points on the target, `passedOn` included. */
  target: number
  coverHits: number
  coverFrame: number
  /** 5s that reach the target only because the covering frame was destroyed first. */
  passedOn: number
}

/**
 * Where one damage die goes: the target; `passed-on`, a 5 that reaches the target only because the
 * covering frame fell first; the structure or the target-structure (`cover`); the covering frame
 * (`cover-frame`); or nowhere (`miss`, a 5 a safe covering frame swallows included).
 */
export type DieFate = 'target' | 'passed-on' | 'cover' | 'cover-frame' | 'miss'

/** Each rolled die's fate under the table, in roll order (the dice tray colours by it). */
export function damageDieFates(rolls: readonly number[], t: TableInput): DieFate[] {
  const out: DieFate[] = rolls.map(() => 'miss')
  const each = (f: (r: number) => boolean, fate: DieFate) =>
    rolls.forEach((r, i) => {
      if (f(r)) out[i] = fate
    })
  switch (t.case) {
    case 'melee':
      each((r) => r >= 4, 'target')
      return out
    case 'none':
      each((r) => r >= 5, 'target')
      return out
    case 'is-cover':
      each((r) => r >= 4, 'cover')
      return out
    case 'structure': {
      // 4s strike the structure first, then 5s, while it still stands as cover.
      let hp = t.coverHitsToRaze ?? 0
      const idx = (v: number) => rolls.flatMap((r, i) => (r === v ? [i] : []))
      for (const i of [...idx(4), ...idx(5)]) {
        if (hp > 0) {
          out[i] = 'cover'
          hp--
        } else if (rolls[i] === 5) out[i] = 'target'
      }
      each((r) => r === 6, 'target')
      return out
    }
    case 'frame': {
      let hp = t.coverFrameHp ?? 0
      rolls.forEach((r, i) => {
        if (r !== 5) return
        if (hp <= 0) out[i] = 'passed-on'
        else if (!t.coverFrameSafe) {
          out[i] = 'cover-frame'
          hp--
        }
      })
      each((r) => r === 6, 'target')
      return out
    }
  }
}

/** The table's totals: the die fates counted. */
export function applyDamageTable(rolls: readonly number[], t: TableInput): TableResult {
  const fates = damageDieFates(rolls, t)
  const n = (f: DieFate) => fates.filter((x) => x === f).length
  return {
    target: n('target') + n('passed-on'),
    coverHits: n('cover'),
    coverFrame: n('cover-frame'),
    passedOn: n('passed-on'),
  }
}

/**
 * Hits a structure of `bricks` (perLayer per layer) takes before it is under 3 bricks high.
 * MF-RULING-BRICKS: each hit takes exactly 6 bricks, from the top, and the height is what the
 * bricks left fill, a part-filled top layer included — so a hit lowers the structure by a whole
 * layer only when it empties one (two hits to raze 16 bricks at 4 a layer, three for 32 at 8).
 */
export function hitsToRaze(bricks: number, perLayer: number): number {
  let b = bricks
  let hits = 0
  while (Math.ceil(b / Math.max(1, perLayer)) >= 3) {
    b = Math.max(0, b - 6)
    hits++
  }
  return hits
}
