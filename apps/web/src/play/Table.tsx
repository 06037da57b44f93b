/**
 * The top-down table: an SVG whose inner group is in world inches with y pointing up (towards the
 * far edge). Pan with a drag on empty table (or the right button anywhere), zoom with the wheel or
 * the buttons. Tools (move, deploy, tape) receive pointer events in world coordinates.
 */
import type { Vec } from '@sortie/engine'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import type { BattleState } from '../engine.ts'
import { TerrainDefs, TerrainLayer } from './Terrain.tsx'
import { Label, UnitToken } from './UnitToken.tsx'

export type PointerKind = 'down' | 'move' | 'up' | 'click'

export interface TableProps {
  state: BattleState
  /** Animated or previewed positions that override the state's. */
  positions?: Record<string, { pos: Vec; facing: number }>
  highlight?: ReadonlySet<string>
  selected?: string | null
  rings?: ReadonlyMap<string, string>
  /** A tool owns the primary button (move, deploy, tape); otherwise it pans. */
  toolActive: boolean
  onUnitClick?: (id: string) => void
  onPointer?: (kind: PointerKind, p: Vec) => void
  children?: ReactNode
  underlay?: ReactNode
}

type Box = { x: number; y: number; w: number; h: number }

export function Table(props: TableProps) {
  const { state } = props
  const field = state.field
  const svgRef = useRef<SVGSVGElement>(null)
  const worldRef = useRef<SVGGElement>(null)
  const fit = useCallback(
    (): Box => ({ x: -1.5, y: -1.5, w: field.width + 3, h: field.depth + 3 }),
    [field.width, field.depth],
  )
  const [view, setView] = useState<Box>(fit)
  useEffect(() => setView(fit()), [fit])
  const drag = useRef<{
    id: number
    sx: number
    sy: number
    view: Box
    panning: boolean
    tool: boolean
    unit: string | null
  } | null>(null)

  const toWorld = (clientX: number, clientY: number): Vec => {
    const g = worldRef.current
    const svg = svgRef.current
    if (!g || !svg) return { x: 0, y: 0 }
    const m = g.getScreenCTM()
    if (!m) return { x: 0, y: 0 }
    const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse())
    return { x: p.x, y: p.y }
  }
  const scale = (): number => {
    const svg = svgRef.current
    if (!svg) return 1
    const r = svg.getBoundingClientRect()
    return Math.max(view.w / r.width, view.h / r.height)
  }

  const zoom = (factor: number, at?: { x: number; y: number }) => {
    setView((v) => {
      const w = Math.min(Math.max(v.w * factor, 6), (field.width + 3) * 2.5)
      const h = (v.h * w) / v.w
      const cx = at ? at.x : v.x + v.w / 2
      const cy = at ? at.y : v.y + v.h / 2
      return { x: cx - ((cx - v.x) * w) / v.w, y: cy - ((cy - v.y) * h) / v.h, w, h }
    })
  }

  useEffect(() => {
    const svg = svgRef.current
    if (!svg) return
    const onWheel = (e: WheelEvent) => {
      e.preventDefault()
      const m = svg.getScreenCTM()
      const p = m ? new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse()) : undefined
      zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, p ? { x: p.x, y: p.y } : undefined)
    }
    svg.addEventListener('wheel', onWheel, { passive: false })
    return () => svg.removeEventListener('wheel', onWheel)
  })

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement)?.closest?.('input,select,textarea')) return
      if (e.key === '+' || e.key === '=') zoom(1 / 1.25)
      else if (e.key === '-') zoom(1.25)
      else if (e.key === 'f' || e.key === 'F') setView(fit())
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  const unitAt = (t: EventTarget | null): string | null =>
    (t as Element | null)?.closest?.('[data-unit]')?.getAttribute('data-unit') ?? null

  const onPointerDown = (e: React.PointerEvent) => {
    const tool = props.toolActive && e.button === 0
    drag.current = {
      id: e.pointerId,
      sx: e.clientX,
      sy: e.clientY,
      view,
      panning: false,
      tool,
      unit: unitAt(e.target),
    }
    try {
      ;(e.currentTarget as Element).setPointerCapture?.(e.pointerId)
    } catch {
      // Synthetic pointers (tests, benches) cannot be captured; the drag still works without it.
    }
    if (tool) props.onPointer?.('down', toWorld(e.clientX, e.clientY))
  }
  const onPointerMove = (e: React.PointerEvent) => {
    const d = drag.current
    if (d && !d.tool) {
      const dx = e.clientX - d.sx
      const dy = e.clientY - d.sy
      if (!d.panning && Math.hypot(dx, dy) > 5) d.panning = true
      if (d.panning) {
        const k = scale()
        setView({ ...d.view, x: d.view.x - dx * k, y: d.view.y - dy * k })
      }
      return
    }
    props.onPointer?.('move', toWorld(e.clientX, e.clientY))
  }
  const onPointerUp = (e: React.PointerEvent) => {
    const d = drag.current
    drag.current = null
    if (!d) return
    const p = toWorld(e.clientX, e.clientY)
    if (d.tool) props.onPointer?.('up', p)
    else if (!d.panning) {
      if (d.unit) props.onUnitClick?.(d.unit)
      else props.onPointer?.('click', p)
    }
  }

  const objectives = state.mission.objectives
  return (
    <div className="table-wrap">
      <svg
        ref={svgRef}
        className={`table-svg${props.toolActive ? ' tool' : ''}`}
        viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`}
        preserveAspectRatio="xMidYMid meet"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onContextMenu={(e) => e.preventDefault()}
        role="img"
        aria-label="Battlefield"
        data-testid="table"
      >
        <TerrainDefs />
        <g ref={worldRef} transform={`matrix(1 0 0 -1 0 ${field.depth})`}>
          <TerrainLayer field={field} />
          {props.underlay}
          {objectives.map((o) => (
            <g key={o.id} className="objective">
              <rect
                x={o.pos.x - 0.6}
                y={o.pos.y - 0.6}
                width={1.2}
                height={1.2}
                transform={`rotate(45 ${o.pos.x} ${o.pos.y})`}
                fill="#fbbf24"
                fillOpacity={0.25}
                stroke="#fbbf24"
                strokeWidth={0.12}
              />
              <Label at={{ x: o.pos.x, y: o.pos.y - 0.22 }} size={0.55} fill="#fde68a" weight={700}>
                ◆
              </Label>
            </g>
          ))}
          {state.units
            .filter((u) => u.status === 'table' || props.positions?.[u.id])
            .map((u) => {
              const o = props.positions?.[u.id]
              return (
                <UnitToken
                  key={u.id}
                  unit={u}
                  pos={o?.pos ?? u.pos}
                  facing={o?.facing ?? u.facing}
                  selected={props.selected === u.id}
                  highlight={props.highlight?.has(u.id) ?? false}
                  ghost={u.status !== 'table'}
                  ring={props.rings?.get(u.id)}
                />
              )
            })}
          {props.children}
        </g>
      </svg>
      <div className="zoom-controls">
        <button type="button" aria-label="Zoom in" title="Zoom in (+)" onClick={() => zoom(1 / 1.25)}>
          +
        </button>
        <button type="button" aria-label="Zoom out" title="Zoom out (−)" onClick={() => zoom(1.25)}>
          −
        </button>
        <button type="button" aria-label="Fit table" title="Fit (F)" onClick={() => setView(fit())}>
          ⤢
        </button>
      </div>
    </div>
  )
}
