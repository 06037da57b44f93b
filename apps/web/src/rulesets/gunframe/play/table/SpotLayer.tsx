/**
 * The positional choices on the overlay: every offered spot as a ring, the hovered one (from its
 * button, or the pointer on the table) filled, with a ghost of what would go there — the unit's
 * base and the way it goes, a debris footprint, a drop's drift.
 */
import type { Vec } from '@sortie/engine'
import type { PieceKind } from '@sortie/gunframe/missions'
import type { BattleDecision, BattleState } from '../../engine.ts'
import { unitName } from '../format.ts'
import type { MarkKind } from '../missionView.ts'
import { MarkGlyph, PieceGlyph, SEAT_COLOUR } from './MissionGlyphs.tsx'
import type { Spot } from './spots.ts'
import { Label } from './UnitToken.tsx'

const MARK_ITEMS: Record<string, MarkKind> = { objective: 'objective', hq: 'hq', loot: 'loot', target: 'poi' }
const PIECE_ITEMS: Record<string, PieceKind> = {
  beacon: 'disruption-beacon',
  'raid-target': 'raid-target',
  'convoy-vehicle': 'convoy-vehicle',
}

const Way = ({ from, to }: { from: Vec; to: Vec }) => (
  <line className="spot-way" x1={from.x} y1={from.y} x2={to.x} y2={to.y} />
)

function Ghost({ spot, state }: { spot: Spot; state: BattleState }) {
  if (spot.item === 'debris')
    return spot.poly ? (
      <polygon className="spot-footprint" points={spot.poly.map((q) => `${q.x},${q.y}`).join(' ')} />
    ) : null
  if (spot.item === 'scatter' && spot.from && spot.land) {
    const u = state.units.find((x) => x.id === spot.unit)
    const col = SEAT_COLOUR[u?.side ?? ''] ?? '#e5e7eb'
    const r = u?.profile.radius ?? 1
    return (
      <g>
        <Way from={spot.from} to={spot.land} />
        <circle
          cx={spot.land.x}
          cy={spot.land.y}
          r={r}
          fill={col}
          fillOpacity={0.3}
          stroke={col}
          strokeWidth={0.1}
          strokeDasharray="0.3 0.2"
        />
      </g>
    )
  }
  const mark = MARK_ITEMS[spot.item]
  if (mark) return <MarkGlyph kind={mark} at={spot.pos} owner={spot.d.seat} />
  const piece = PIECE_ITEMS[spot.item]
  if (piece) return <PieceGlyph kind={piece} at={spot.pos} r={spot.r} facing={0} colour="#bbf7d0" />
  const u = state.units.find((x) => x.id === spot.unit)
  const col = SEAT_COLOUR[u?.side ?? ''] ?? '#e5e7eb'
  const r = spot.base ?? spot.r
  return (
    <g>
      {spot.from && <Way from={spot.from} to={spot.pos} />}
      <circle
        cx={spot.pos.x}
        cy={spot.pos.y}
        r={r}
        fill={col}
        fillOpacity={0.35}
        stroke={col}
        strokeWidth={0.12}
      />
      <line
        x1={spot.pos.x}
        y1={spot.pos.y}
        x2={spot.pos.x + Math.cos(spot.facing) * (r + 0.4)}
        y2={spot.pos.y + Math.sin(spot.facing) * (r + 0.4)}
        stroke="#e5e7eb"
        strokeWidth={0.12}
      />
      {u && (
        <Label at={{ x: spot.pos.x, y: spot.pos.y + r + 0.45 }} size={0.55} fill="#e5e7eb" weight={700}>
          {unitName(state, u.id)}
        </Label>
      )}
    </g>
  )
}

export function SpotLayer({
  spots,
  hot,
  state,
}: {
  spots: readonly Spot[]
  hot: BattleDecision | null
  state: BattleState
}) {
  if (!spots.length) return null
  const hotSpot = spots.find((s) => s.d === hot)
  // A drop's directions fan out from one point: it is marked once.
  const drop = spots.find((s) => s.item === 'scatter')?.from
  return (
    <g className="spots" pointerEvents="none" data-testid="spots">
      {drop && (
        <g className="spot-drop">
          {spots.map((s, i) =>
            s.item === 'scatter' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: offered spots are positional and never reorder
              <line key={i} className="spot-ray" x1={drop.x} y1={drop.y} x2={s.pos.x} y2={s.pos.y} />
            ) : null,
          )}
          <circle cx={drop.x} cy={drop.y} r={0.35} className="spot-drop-dot" />
        </g>
      )}
      {spots.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: offered spots are positional and never reorder
        <g key={i} className={`pos-spot-g${s.d === hot ? ' hot' : ''}`} data-spot={s.item}>
          <circle
            cx={s.pos.x}
            cy={s.pos.y}
            r={Math.max(0.6, s.r)}
            className={`pos-spot${s.d === hot ? ' hot' : ''}`}
          />
          {s.tag ? (
            <Label at={{ x: s.pos.x, y: s.pos.y - 0.22 }} size={0.6} fill="#e5e7eb" weight={800}>
              {s.tag}
            </Label>
          ) : (
            <>
              <line className="pos-cross" x1={s.pos.x - 0.3} y1={s.pos.y} x2={s.pos.x + 0.3} y2={s.pos.y} />
              <line className="pos-cross" x1={s.pos.x} y1={s.pos.y - 0.3} x2={s.pos.x} y2={s.pos.y + 0.3} />
            </>
          )}
        </g>
      ))}
      {hotSpot && <Ghost spot={hotSpot} state={state} />}
    </g>
  )
}
