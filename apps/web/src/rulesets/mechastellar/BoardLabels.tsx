/** The unit labels of the MechaStellar table (name and HP), where `layoutLabels` put them. */
import type { LabelOut } from './labels.ts'

export function BoardLabels({
  labels,
  units,
}: {
  labels: readonly LabelOut[]
  units: readonly { id: string; name: string; hp: number }[]
}) {
  return (
    <g data-testid="ms-labels" pointerEvents="none">
      {labels.map((l) => {
        const u = units.find((x) => x.id === l.id)
        if (!u) return null
        return (
          <g key={l.id} data-testid="ms-label" data-unit={l.id}>
            <rect
              x={l.x - l.w / 2}
              y={l.y - l.font * 0.92}
              width={l.w}
              height={l.h}
              rx={l.font * 0.27}
              fill="#ffffff"
              fillOpacity={0.8}
            />
            <text x={l.x} y={l.y} fontSize={l.font} textAnchor="middle" fill="#111" fontWeight={600}>
              {u.name}
            </text>
            {/* The same size as the name: a smaller second line would drop under the readable minimum. */}
            <text x={l.x} y={l.y + l.font * 1.1} fontSize={l.font} textAnchor="middle" fill="#444">
              {u.hp} HP
            </text>
          </g>
        )
      })}
    </g>
  )
}
