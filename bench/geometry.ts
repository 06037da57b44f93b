/**
 * Line-of-sight ray throughput against 100 random polygons: through the flatbush index versus a
 * naive loop over every polygon, in the same run so the ratio is meaningful on any machine.
 */
import { buildPolygonIndex, regularPolygon, segmentHitsFlatPolygon, type Vec } from '@sortie/engine'
import { type Figure, figure, prepare, preset, sightBetween } from '@sortie/gunframe/table'

export type BenchRow = { name: string; opsPerSec: number; baseline?: string }

/** Small seeded generator so every run measures the same table. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Runs `fn` repeatedly for about `ms` milliseconds and reports calls per second. */
export function opsPerSecond(fn: () => unknown, ms = 400): number {
  for (let i = 0; i < 200; i++) fn() // warm the JIT
  let n = 0
  const start = performance.now()
  let now = start
  while (now - start < ms) {
    for (let i = 0; i < 100; i++) fn()
    n += 100
    now = performance.now()
  }
  return (n * 1000) / (now - start)
}

export async function benchGeometry(): Promise<BenchRow[]> {
  const rand = mulberry32(42)
  const size = 36
  const polygons: Vec[][] = []
  for (let i = 0; i < 100; i++) {
    const c = { x: rand() * size, y: rand() * size }
    polygons.push(regularPolygon(c, 0.3 + rand() * 1.2, 4 + Math.floor(rand() * 5), rand() * Math.PI))
  }
  const index = buildPolygonIndex(polygons)
  // Sight lines of typical length (up to long range), precomputed so both loops read the same rays.
  const rays: [Vec, Vec][] = []
  for (let i = 0; i < 1024; i++) {
    const a = { x: rand() * size, y: rand() * size }
    const ang = rand() * Math.PI * 2
    const len = 2 + rand() * 22
    rays.push([a, { x: a.x + Math.cos(ang) * len, y: a.y + Math.sin(ang) * len }])
  }
  let k = 0
  let sink = 0
  const indexed = opsPerSecond(() => {
    const [a, b] = rays[k++ & 1023] as [Vec, Vec]
    sink += index.segmentHits(a, b).length
  })
  const flats = index.flats
  const naive = opsPerSecond(() => {
    const [a, b] = rays[k++ & 1023] as [Vec, Vec]
    for (const f of flats) if (segmentHitsFlatPolygon(a.x, a.y, b.x, b.y, f)) sink++
  })
  if (sink < 0) console.log(sink) // keeps the work observable to the optimiser
  return [...rays100(naive, indexed), ...benchCitySight()]
}

function rays100(naive: number, indexed: number): BenchRow[] {
  return [
    { name: 'geometry: LoS ray vs 100 polygons (naive)', opsPerSec: naive },
    {
      name: 'geometry: LoS ray vs 100 polygons (flatbush index)',
      opsPerSec: indexed,
      baseline: 'geometry: LoS ray vs 100 polygons (naive)',
    },
  ]
}

/**
 * Line of sight and cover for every attacker–target pair of two 100-point squadrons (eight
 * figures a side, 128 ordered pairs) on the city preset; one op is the whole sweep, which a UI
 * redraw would do at most once a frame.
 */
function benchCitySight(): BenchRow[] {
  const field = preset('city')
  const prep = prepare(field)
  const rand = mulberry32(7)
  const figs: Figure[] = []
  for (let i = 0; figs.length < 16 && i < 1000; i++) {
    const side = figs.length % 2 ? 'p2' : 'p1'
    const y = side === 'p1' ? 2 + rand() * 14 : 20 + rand() * 14
    const f = figure(`u${i}`, side, 2 + rand() * 32, y, {
      facing: side === 'p1' ? Math.PI / 2 : -Math.PI / 2,
    })
    const clear = figs.every((g) => Math.hypot(g.pos.x - f.pos.x, g.pos.y - f.pos.y) > 2.2)
    const offTerrain = prep.features.every((t) =>
      t.polygon.every((p) => Math.hypot(p.x - f.pos.x, p.y - f.pos.y) > 2),
    )
    if (clear && offTerrain) figs.push(f)
  }
  let sink = 0
  const sweep = (useIndex: boolean) => () => {
    for (const a of figs)
      for (const b of figs)
        if (a.side !== b.side && sightBetween(prep, figs, a, b, {}, useIndex).visible) sink++
  }
  const naive = opsPerSecond(sweep(false))
  const indexed = opsPerSecond(sweep(true))
  if (sink < 0) console.log(sink)
  const base = 'table: LoS+cover, all pairs of 2×8 figures, city (naive)'
  return [
    { name: base, opsPerSec: naive },
    { name: 'table: LoS+cover, all pairs of 2×8 figures, city (index)', opsPerSec: indexed, baseline: base },
  ]
}
