// biome-ignore-all lint/suspicious/noArrayIndexKey: waypoints and dodge spots are positional
/** What tools draw over the table: the move preview with sight lines, the deploy ghost, dodge spots, aim and tape. */
import type { RuleError, Vec } from '@sortie/engine'
import type { AttackLook, BattleDecision, BattleState, BattleUnit, MovePreview } from '../../engine.ts'
import { BAND_COLOURS } from '../format.ts'
import { moveReadout } from './moveReadout.ts'
import { type Tool, tapeWords } from './tools.ts'
import { Label } from './UnitToken.tsx'

export interface Preview {
  liveD: BattleDecision & { path: Vec[]; facing: number }
  live: MovePreview
  looks: AttackLook[]
  /** No verdict from the engine yet: drawn neutral. */
  pending?: boolean
}

export function TableOverlays({
  state,
  tool,
  preview,
  moveUnit,
  deployCheck,
  dodges,
  aimFrom,
  aimTo,
}: {
  state: BattleState
  tool: Tool
  preview: Preview | null
  moveUnit: BattleUnit | undefined
  deployCheck: { d: BattleDecision; r: { ok: true } | { ok: false; error: RuleError } } | null
  dodges: readonly BattleDecision[]
  aimFrom: BattleUnit | undefined
  aimTo: BattleUnit | undefined
}) {
  const unitById = (id: string) => state.units.find((u) => u.id === id)
  const verdictColour = (good: string, bad: string) =>
    preview?.pending ? '#cbd5e1' : preview?.live.ok ? good : bad
  return (
    <>
      {preview && moveUnit && (
        <g className="move-preview" pointerEvents="none">
          {preview.looks.map((l) => {
            const col = l.plan ? (BAND_COLOURS[l.plan.band] ?? '#fff') : '#6b7280'
            return (
              <g key={l.target.id}>
                <line
                  x1={preview.live.end.x}
                  y1={preview.live.end.y}
                  x2={l.target.pos.x}
                  y2={l.target.pos.y}
                  stroke={col}
                  strokeWidth={l.plan ? 0.08 : 0.05}
                  strokeDasharray={
                    l.plan
                      ? l.plan.obscured || l.plan.cover !== 'none'
                        ? '0.5 0.25'
                        : undefined
                      : '0.15 0.3'
                  }
                  // Stroke opacity, not opacity: the same pixels for one straight stroke, but
                  // opacity makes the rasteriser draw each line into an offscreen layer first.
                  strokeOpacity={l.plan ? 0.85 : 0.45}
                />
                <Label
                  at={{ x: l.target.pos.x, y: l.target.pos.y + l.target.profile.radius + 0.45 }}
                  size={0.5}
                  fill={col}
                  weight={700}
                >
                  {l.plan
                    ? `${l.plan.band}${l.plan.obscured ? ' · obsc' : ''}${l.plan.cover !== 'none' ? ` · ${l.plan.cover}` : ''}`
                    : l.error?.code === 'gunframe/no_line_of_sight'
                      ? 'no LoS'
                      : l.error?.code === 'gunframe/out_of_range'
                        ? 'out of range'
                        : ''}
                </Label>
              </g>
            )
          })}
          <polyline
            points={preview.liveD.path.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke={verdictColour('#4ade80', '#f87171')}
            strokeWidth={0.14}
            strokeDasharray={tool.t === 'move' && tool.cursor ? '0.4 0.2' : undefined}
            strokeLinejoin="round"
          />
          {tool.t === 'move' &&
            tool.waypoints.map((w, i) => <circle key={i} cx={w.x} cy={w.y} r={0.18} fill="#fbbf24" />)}
          <circle
            cx={preview.live.end.x}
            cy={preview.live.end.y}
            r={moveUnit.profile.radius}
            fill={verdictColour('#4ade80', '#f87171')}
            fillOpacity={0.18}
            stroke={verdictColour('#4ade80', '#f87171')}
            strokeWidth={0.1}
          />
          <line
            x1={preview.live.end.x}
            y1={preview.live.end.y}
            x2={preview.live.end.x + Math.cos(preview.live.facing) * (moveUnit.profile.radius + 0.5)}
            y2={preview.live.end.y + Math.sin(preview.live.facing) * (moveUnit.profile.radius + 0.5)}
            data-testid="preview-facing"
            data-facing={preview.live.facing.toFixed(3)}
            stroke="#e5e7eb"
            strokeWidth={0.12}
          />
          <Label
            at={{ x: preview.live.end.x, y: preview.live.end.y + moveUnit.profile.radius + 0.5 }}
            size={0.65}
            weight={700}
            fill={verdictColour('#bbf7d0', '#fecaca')}
          >
            {moveReadout(preview.live.cost, preview.live.allowance, ' / ')}
          </Label>
        </g>
      )}
      {deployCheck && tool.t === 'deploy' && (
        <g pointerEvents="none">
          <circle
            cx={deployCheck.d.kind === 'deploy' ? deployCheck.d.pos.x : 0}
            cy={deployCheck.d.kind === 'deploy' ? deployCheck.d.pos.y : 0}
            r={unitById(tool.unit)?.profile.radius ?? 1}
            fill={deployCheck.r.ok ? '#4ade80' : '#f87171'}
            fillOpacity={0.3}
            stroke={deployCheck.r.ok ? '#4ade80' : '#f87171'}
            strokeWidth={0.1}
          />
        </g>
      )}
      {dodges.map((d, i) =>
        d.kind === 'dodge' && d.to ? (
          <circle key={i} className="dodge-spot" cx={d.to.x} cy={d.to.y} r={0.35} />
        ) : null,
      )}
      {aimFrom && aimTo && (
        <line
          x1={aimFrom.pos.x}
          y1={aimFrom.pos.y}
          x2={aimTo.pos.x}
          y2={aimTo.pos.y}
          stroke="#fbbf24"
          strokeWidth={0.12}
          strokeDasharray="0.5 0.25"
          pointerEvents="none"
        />
      )}
      {aimTo && (
        <circle
          data-testid="aim-target"
          data-unit={aimTo.id}
          cx={aimTo.pos.x}
          cy={aimTo.pos.y}
          r={aimTo.profile.radius + 0.55}
          fill="none"
          stroke="#fbbf24"
          strokeWidth={0.2}
          pointerEvents="none"
        />
      )}
      {tool.t === 'tape' && tool.a && tool.b && (
        <g pointerEvents="none" className="tape">
          <line x1={tool.a.x} y1={tool.a.y} x2={tool.b.x} y2={tool.b.y} stroke="#fde047" strokeWidth={0.12} />
          <circle cx={tool.a.x} cy={tool.a.y} r={0.15} fill="#fde047" />
          <circle cx={tool.b.x} cy={tool.b.y} r={0.15} fill="#fde047" />
          <Label
            at={{ x: (tool.a.x + tool.b.x) / 2, y: (tool.a.y + tool.b.y) / 2 + 0.4 }}
            size={0.8}
            fill="#fde047"
            weight={800}
          >
            {tapeWords(state, tool.a, tool.b)}
          </Label>
        </g>
      )}
    </>
  )
}
