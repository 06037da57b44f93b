/**
 * The positional choices on the overlay: every offered spot as a ring, the hovered one (from its
 * button, or the pointer on the table) filled, with a ghost of what would go there.
 */
import type { PieceKind } from '@sortie/gunframe/missions'
import type { BattleDecision, BattleState } from '../engine.ts'
import { MarkGlyph, PieceGlyph, SEAT_COLOUR } from './MissionGlyphs.tsx'
import type { MarkKind } from './missionView.ts'
import type { Spot } from './spots.ts'
import { Label } from './UnitToken.tsx'

const MARK_ITEMS: Record<string, MarkKind> = { objective: 'objective', hq: 'hq', loot: 'loot', target: 'poi' }
const PIECE_ITEMS: Record<string, PieceKind> = {
  beacon: 'disruption-beacon',
  'raid-target': 'raid-target',
  'convoy-vehicle': 'convoy-vehicle',
}

function Ghost({ spot, state }: { spot: Spot; state: BattleState }) {
  const mark = MARK_ITEMS[spot.item]
  if (mark) return <MarkGlyph kind={mark} at={spot.pos} owner={spot.d.seat} />
  const piece = PIECE_ITEMS[spot.item]
  if (piece) return <PieceGlyph kind={piece} at={spot.pos} r={spot.r} facing={0} colour="#bbf7d0" />
  const u = state.units.find((x) => x.id === spot.unit)
  const col = SEAT_COLOUR[u?.side ?? ''] ?? '#e5e7eb'
  return (
    <g>
      <circle
        cx={spot.pos.x}
        cy={spot.pos.y}
        r={spot.r}
        fill={col}
        fillOpacity={0.35}
        stroke={col}
        strokeWidth={0.12}
      />
      <line
        x1={spot.pos.x}
        y1={spot.pos.y}
        x2={spot.pos.x + Math.cos(spot.facing) * (spot.r + 0.4)}
        y2={spot.pos.y + Math.sin(spot.facing) * (spot.r + 0.4)}
        stroke="#e5e7eb"
        strokeWidth={0.12}
      />
      {u && (
        <Label at={{ x: spot.pos.x, y: spot.pos.y + spot.r + 0.45 }} size={0.55} fill="#e5e7eb" weight={700}>
          {u.name}
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
  return (
    <g className="spots" pointerEvents="none" data-testid="spots">
      {spots.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: offered spots are positional and never reorder
        <g key={i} className={`pos-spot-g${s.d === hot ? ' hot' : ''}`}>
          <circle
            cx={s.pos.x}
            cy={s.pos.y}
            r={Math.max(0.6, s.r)}
            className={`pos-spot${s.d === hot ? ' hot' : ''}`}
          />
          <line className="pos-cross" x1={s.pos.x - 0.3} y1={s.pos.y} x2={s.pos.x + 0.3} y2={s.pos.y} />
          <line className="pos-cross" x1={s.pos.x} y1={s.pos.y - 0.3} x2={s.pos.x} y2={s.pos.y + 0.3} />
        </g>
      ))}
      {hotSpot && <Ghost spot={hotSpot} state={state} />}
    </g>
  )
}
