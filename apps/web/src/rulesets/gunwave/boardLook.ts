/**
 * How the zone board looks in each environment: ground is earth-toned with brown difficult
 * ground; space is a dark star field whose difficult squares are grey-blue debris. Difficult
 * squares darken with their rating (1–3) so a player reads the slower ones at a glance.
 */
export interface BoardLook {
  base: string
  grid: string
  /** Fill of a difficult square by its rating (1–3). */
  rough: (rating: number) => string
  /** What a difficult square is called in the legend. */
  roughName: string
  /** Faint stars drawn behind the squares (cell units), none on the ground. */
  stars: { x: number; y: number; r: number }[]
}

const GROUND_ROUGH = ['#8a7550', '#735f3e', '#5c4a2e']
const DEBRIS = ['#56627a', '#465168', '#373f54']

/** A cell's fixed pseudo-random number in [0, 1): the star field is the same on every draw. */
function cellNoise(x: number, y: number, k: number): number {
  let h = (x * 374761393 + y * 668265263 + k * 2147483647) | 0
  h = Math.imul(h ^ (h >>> 13), 1274126177)
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296
}

export function boardLook(environment: string, width: number, height: number): BoardLook {
  const pick = (shades: string[], rating: number) => shades[Math.max(0, Math.min(2, rating - 1))] as string
  if (environment !== 'space')
    return {
      base: '#1b222b',
      grid: '#2a323d',
      rough: (r) => pick(GROUND_ROUGH, r),
      roughName: 'difficult ground',
      stars: [],
    }
  const stars: BoardLook['stars'] = []
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (cellNoise(x, y, 1) < 0.35)
        stars.push({
          x: x + cellNoise(x, y, 2),
          y: y + cellNoise(x, y, 3),
          r: 0.03 + cellNoise(x, y, 4) * 0.05,
        })
  return { base: '#0a1020', grid: '#18213a', rough: (r) => pick(DEBRIS, r), roughName: 'debris', stars }
}

/** Average glyph width of the board's sans-serif, in ems (generous, so estimates never undershoot). */
const CHAR_EM = 0.62

/**
 * Which mecha names the board writes under their tokens: the selected mecha's first, then the
 * others in order, each only where it clears every name already written. On a phone the names
 * grow to stay readable and those of neighbours ran into one another ("VaGrunt suitRagnarok");
 * a name left out still shows as the two letters on its token and in its tooltip.
 */
export function namesShown(
  mecha: readonly { id: string; name: string; pos: { x: number; y: number } }[],
  cell: number,
  fontSize: number,
  selected?: string | null,
): Set<string> {
  const order = [...mecha].sort((a, b) => Number(b.id === selected) - Number(a.id === selected))
  const placed: { x0: number; x1: number; y0: number; y1: number }[] = []
  const shown = new Set<string>()
  for (const m of order) {
    const w = m.name.length * fontSize * CHAR_EM
    const cx = m.pos.x * cell + cell / 2
    const top = m.pos.y * cell + cell - 3
    const box = { x0: cx - w / 2, x1: cx + w / 2, y0: top, y1: top + fontSize * 1.1 }
    if (placed.some((p) => p.x0 < box.x1 && box.x0 < p.x1 && p.y0 < box.y1 && box.y0 < p.y1)) continue
    placed.push(box)
    shown.add(m.id)
  }
  return shown
}
