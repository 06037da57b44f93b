/**
 * Range rings for one unit: the outer edge of each weapon band it has dice in, measured from the
 * edge of its base (distances are edge to edge), and the line that splits its front arc from its
 * rear. Each band's reach and dice are the engine's for this unit (ringBands.ts), never written here.
 */
import type { Vec } from '@sortie/engine'
import { memo, useContext } from 'react'
import type { BattleState } from '../../engine.ts'
import { BAND_COLOURS } from '../format.ts'
import {
  type Box,
  type LabelLayout,
  LabelLayoutContext,
  labelSize,
  onScreen,
  overlaps,
  textBox,
} from './labelLayout.ts'
import { ringBands } from './ringBands.ts'
import { Label } from './SvgLabel.tsx'

const at = (c: Vec, r: number, a: number): Vec => ({ x: c.x + r * Math.cos(a), y: c.y + r * Math.sin(a) })

/** Turns off the facing a ring label tries, nearest first: ahead, then swinging to either side. */
const TRIES = [0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6, 7, -7, 8, -8, 9].map((k) => (k * Math.PI) / 9)

/**
 * Where each ring's label goes: by its ring (just inside, then just outside, then further out), as
 * near the front as it can while clearing every base, every unit name and the labels of the rings
 * already placed (a ring label on a name makes both unreadable). With no clear spot it takes the
 * one that covers the fewest.
 */
export function placeRingLabels(
  centre: Vec,
  facing: number,
  rings: readonly { r: number; text: string }[],
  size: number,
  layout: LabelLayout | null,
): Vec[] {
  const placed: Box[] = []
  const blockers = (): Box[] => [
    ...placed,
    ...(layout ? [...layout.names.values()].map((n) => n.box) : []),
    ...(layout?.bases ?? []).map((b) => ({
      x0: b.pos.x - b.r,
      x1: b.pos.x + b.r,
      y0: b.pos.y - b.r,
      y1: b.pos.y + b.r,
    })),
  ]
  return rings.map(({ r, text }) => {
    const all = blockers()
    let best: { p: Vec; n: number } | null = null
    search: for (const dr of [-0.7, 0.5, 1.6, 2.8])
      for (const a of TRIES) {
        const c = at(centre, r + dr * size, facing + a)
        // `c` is the text's middle; its baseline sits a third of the size lower.
        const p = { x: c.x, y: c.y - size * 0.27 }
        const b = textBox(p, text, size)
        // Off screen counts as covering one thing: it is only taken when nothing better is left.
        const n = all.filter((o) => overlaps(b, o)).length + (onScreen(b, size, layout?.within) ? 0 : 1)
        if (!best || n < best.n) best = { p, n }
        if (n === 0) break search
      }
    const found = best!.p
    placed.push(textBox(found, text, size))
    return found
  })
}

export const RangeRings = memo(function RangeRings({
  state,
  unitId,
}: {
  state: BattleState
  unitId: string | null
}) {
  const layout = useContext(LabelLayoutContext)
  const u = unitId ? state.units.find((x) => x.id === unitId) : undefined
  if (u?.status !== 'table') return null
  const bands = ringBands(state, u)
  if (!bands.length) return null
  const outer = u.profile.radius + Math.max(...bands.map((b) => b.reach))
  const left = at(u.pos, outer, u.facing + Math.PI / 2)
  const right = at(u.pos, outer, u.facing - Math.PI / 2)
  const size = labelSize(0.55, layout?.pxPerInch ?? 0)
  const spots = placeRingLabels(
    u.pos,
    u.facing,
    bands.map((b) => ({ r: u.profile.radius + b.reach, text: b.text })),
    size,
    layout,
  )
  return (
    <g className="range-rings" pointerEvents="none" data-testid="range-rings" data-unit-rings={u.id}>
      <line
        x1={left.x}
        y1={left.y}
        x2={right.x}
        y2={right.y}
        stroke="#e5e7eb"
        strokeOpacity={0.35}
        strokeWidth={0.08}
        strokeDasharray="0.3 0.3"
      />
      {bands.map((b, i) => {
        const r = u.profile.radius + b.reach
        const col = BAND_COLOURS[b.band] ?? '#fff'
        return (
          <g key={b.band} data-band={b.band} data-reach={b.reach}>
            <circle
              cx={u.pos.x}
              cy={u.pos.y}
              r={r}
              fill="none"
              stroke={col}
              strokeOpacity={0.55}
              strokeWidth={0.08}
              strokeDasharray="0.5 0.25"
            />
            <Label at={spots[i]!} size={size} fill={col} weight={700} className="ring-label">
              {b.text}
            </Label>
          </g>
        )
      })}
    </g>
  )
})
