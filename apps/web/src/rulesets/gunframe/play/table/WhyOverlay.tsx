// biome-ignore-all lint/suspicious/noArrayIndexKey: candidates are shown in the bot's order
/**
 * The "why?" overlay on the table (in world inches): the bot's last decision and the runners-up it
 * weighed — arrows to targets, ghost bases at spots, rings on units it might have activated — each
 * labelled with the bot's score and figures; the choice taken is drawn bright, the others faint.
 * Beside it, WhyList gives the same candidates as readable lines.
 */
import type { Vec } from '@sortie/engine'
import type { WhyMark } from '../why.ts'
import { Label } from './SvgLabel.tsx'
import '../../../../shell/why.css'

const CHOSEN = '#facc15'
const OTHER = '#93c5fd'

/** The label's spot: beside the mark's end, stepped down by rank so labels on one target do not overlap. */
function labelAt(m: WhyMark): Vec {
  const step = 0.75
  if (m.kind === 'arrow')
    return { x: (m.from.x + m.to.x) / 2, y: (m.from.y + m.to.y) / 2 + 0.4 - m.rank * step }
  if (m.kind === 'ghost') return { x: m.to.x, y: m.to.y - m.radius - 0.6 }
  return { x: m.to.x + m.radius + 0.4, y: m.to.y + m.radius - m.rank * step }
}

function arrowHead(from: Vec, to: Vec, back: number): string {
  const dx = to.x - from.x
  const dy = to.y - from.y
  const len = Math.hypot(dx, dy) || 1
  const ux = dx / len
  const uy = dy / len
  const tip = { x: to.x - ux * back, y: to.y - uy * back }
  const w = 0.35
  const l = 0.7
  const a = { x: tip.x - ux * l - uy * w, y: tip.y - uy * l + ux * w }
  const b = { x: tip.x - ux * l + uy * w, y: tip.y - uy * l - ux * w }
  return `${tip.x},${tip.y} ${a.x},${a.y} ${b.x},${b.y}`
}

export function WhyOverlay({ marks }: { marks: readonly WhyMark[] }) {
  // The runners-up first, so the choice taken is drawn on top.
  const order = [...marks].sort((a, b) => Number(a.chosen) - Number(b.chosen) || b.rank - a.rank)
  return (
    <g className="why-overlay" data-testid="why-overlay" pointerEvents="none">
      {order.map((m, i) => {
        const col = m.chosen ? CHOSEN : OTHER
        const op = m.chosen ? 1 : 0.75
        const at = labelAt(m)
        return (
          <g
            key={i}
            className={`why-mark why-${m.kind}${m.chosen ? ' chosen' : ''}`}
            data-testid="why-mark"
            data-score={m.score}
            data-kind={m.kind}
            opacity={op}
          >
            <title>{m.note}</title>
            {m.kind === 'arrow' && (
              <>
                <line
                  x1={m.from.x}
                  y1={m.from.y}
                  x2={m.to.x}
                  y2={m.to.y}
                  stroke={col}
                  strokeWidth={m.chosen ? 0.16 : 0.09}
                  strokeDasharray={m.chosen ? undefined : '0.4 0.25'}
                />
                <polygon points={arrowHead(m.from, m.to, m.radius * 0.9)} fill={col} />
              </>
            )}
            {m.kind === 'ghost' && (
              <>
                <line
                  x1={m.from.x}
                  y1={m.from.y}
                  x2={m.to.x}
                  y2={m.to.y}
                  stroke={col}
                  strokeWidth={0.06}
                  strokeDasharray="0.2 0.2"
                />
                <circle
                  cx={m.to.x}
                  cy={m.to.y}
                  r={m.radius}
                  fill={col}
                  fillOpacity={0.18}
                  stroke={col}
                  strokeWidth={m.chosen ? 0.14 : 0.08}
                  strokeDasharray={m.chosen ? undefined : '0.3 0.2'}
                />
                {m.facing !== undefined && (
                  <line
                    x1={m.to.x}
                    y1={m.to.y}
                    x2={m.to.x + Math.cos(m.facing) * m.radius}
                    y2={m.to.y + Math.sin(m.facing) * m.radius}
                    stroke={col}
                    strokeWidth={0.1}
                  />
                )}
              </>
            )}
            {m.kind === 'ring' && (
              <circle
                cx={m.to.x}
                cy={m.to.y}
                r={m.radius + 0.35}
                fill="none"
                stroke={col}
                strokeWidth={m.chosen ? 0.16 : 0.08}
                strokeDasharray={m.chosen ? undefined : '0.3 0.2'}
              />
            )}
            <Label
              at={at}
              size={m.chosen ? 0.62 : 0.5}
              fill={col}
              weight={m.chosen ? 700 : 500}
              anchor={m.kind === 'tag' || m.kind === 'ring' ? 'start' : 'middle'}
            >
              {m.chosen
                ? `✔ ${m.label}`
                : // Runners-up on units in a row would overlap: their score only (the list has the rest).
                  `#${m.rank + 1} ${m.kind === 'ring' || m.kind === 'tag' ? m.label.split(' · ')[0] : m.label}`}
            </Label>
          </g>
        )
      })}
    </g>
  )
}

/** The same candidates as lines, best first, the one taken marked. */
export function WhyList({ bot, marks }: { bot: string; marks: readonly WhyMark[] }) {
  const rows = [...marks].sort((a, b) => a.rank - b.rank)
  return (
    <div className="why-list" data-testid="why-list">
      <div className="why-title">Why? What the {bot} bot weighed (score in points)</div>
      <ol>
        {rows.map((m) => (
          <li key={m.rank} className={m.chosen ? 'chosen' : ''} data-testid="why-row">
            <b>{m.label}</b> {m.chosen ? '(taken) ' : ''}— {m.note}
          </li>
        ))}
      </ol>
    </div>
  )
}
