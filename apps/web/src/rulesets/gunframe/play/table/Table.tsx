/**
 * The top-down table: stacked SVG layers in world inches (y up, towards the far edge). Pan with a
 * drag on empty table (one finger, or the right button anywhere), zoom with the wheel, a pinch or
 * the buttons. Tools (move, deploy, tape) receive pointer events in world coordinates.
 */
import type { Vec } from '@sortie/engine'
import { type ReactNode, useCallback, useMemo, useRef } from 'react'
import { pixelsPerUnit, useElementSize } from '../../../../ui/useElementSize.ts'
import { type BattleState, moveSpeed } from '../../engine.ts'
import { numberedName } from '../format.ts'
import { cargo } from '../missionView.ts'
import { LabelLayoutContext, layoutNames, nameWithArmour } from './labelLayout.ts'
import { GroundLayer, OverlayLayer, UnitsLayer, type Zone } from './TableLayers.tsx'
import { TableLegend } from './TableLegend.tsx'
import { dist } from './tools.ts'
import { shorten } from './UnitToken.tsx'
import { type PointerKind, useTableView } from './useTableView.ts'

export type { PointerKind }

export interface TableProps {
  state: BattleState
  /** Animated positions that override the state's. */
  positions?: Record<string, { pos: Vec; facing: number }>
  highlight?: ReadonlySet<string>
  selected?: string | null
  rings?: ReadonlyMap<string, string>
  /** A tool owns the primary button (move, deploy, tape); otherwise it pans. */
  toolActive: boolean
  onUnitClick?: (id: string) => void
  /** The unit under the mouse (null when it leaves); touch uses taps instead. */
  onUnitHover?: (id: string | null) => void
  onPointer?: (kind: PointerKind, p: Vec) => void
  /** Drawn over the terrain, under the units (the deployment zone). Keep it referentially stable. */
  zone?: Zone | null
  /** The key: over the table's corner (default), under the table (small previews), or none. */
  legend?: 'overlay' | 'below' | 'none'
  /** Seat names for labels (deployment zones, markers' owners). */
  names?: Record<string, string> | undefined
  /** The tools' overlay, in world inches. */
  children?: ReactNode
  /** Report the hovering pointer even with no tool on (offered spots light their buttons). */
  hoverTrack?: boolean
  /** A tap at this point goes to the point even over a unit (an offered spot on its base). */
  claimsClick?: (p: Vec) => boolean
}

export function Table(props: TableProps) {
  const { state } = props
  const field = state.field
  const wrap = useRef<HTMLDivElement>(null)
  const layers = useRef<HTMLDivElement>(null)
  const world = useRef<SVGGElement>(null)
  const units = state.units
  const unitNear = useCallback(
    (p: Vec, reach: number): string | null => {
      let best: { id: string; d: number } | null = null
      for (const u of units) {
        if (u.status !== 'table') continue
        const d = dist(u.pos, p) - u.profile.radius
        if (d <= reach && (!best || d < best.d)) best = { id: u.id, d }
      }
      return best?.id ?? null
    },
    [units],
  )
  const ms = state.mission.state
  const cargoMap = useMemo(() => cargo(ms), [ms])
  const speeds = useMemo(
    () => new Map(props.state.units.map((u) => [u.id, moveSpeed(props.state, u)])),
    [props.state],
  )
  const refs = useRef({ wrap, layers, world }).current
  const { view, fit, zoom, handlers } = useTableView(field.width, field.depth, refs, {
    toolActive: props.toolActive,
    hoverTrack: props.hoverTrack ?? false,
    ...(props.claimsClick ? { claimsClick: props.claimsClick } : {}),
    onPointer: props.onPointer,
    onUnitClick: props.onUnitClick,
    ...(props.onUnitHover ? { onUnitHover: props.onUnitHover } : {}),
    unitNear,
  })
  // Names keep a readable size on screen whatever the zoom; where they go depends on it.
  const size = useElementSize(wrap)
  const px = pixelsPerUnit(size, view)
  const { positions, selected, highlight } = props
  const labels = useMemo(() => {
    const first = new Set(highlight)
    if (selected) first.add(selected)
    // What the screen shows of the world (y up): the view box, widened on its free axis ("meet").
    // Sixteenth-pixel steps keep the layout from re-running on every sub-pixel resize yet stay
    // within 1% of the true scale (quarter steps drew a phone's names 2% under their readable size).
    const k = Math.round(px * 16) / 16
    const shown = units
      .filter((u) => u.status === 'table' || positions?.[u.id])
      .map((u) => ({
        id: u.id,
        pos: positions?.[u.id]?.pos ?? u.pos,
        r: u.profile.radius,
        text: u.piece
          ? shorten(numberedName(units, u))
          : nameWithArmour(shorten(numberedName(units, u)), u.armour, k),
      }))
    const halfW = k ? size.w / k / 2 : view.w / 2
    const halfH = k ? size.h / k / 2 : view.h / 2
    const cx = view.x + view.w / 2
    const cy = field.depth - (view.y + view.h / 2)
    const within = { x0: cx - halfW, x1: cx + halfW, y0: cy - halfH, y1: cy + halfH }
    return layoutNames(shown, k, first, within)
  }, [units, positions, selected, highlight, px, size, view, field.depth])

  return (
    <div className="table-wrap">
      <div
        ref={wrap}
        className={`table-surface${props.toolActive ? ' tool' : ''}`}
        data-testid="table"
        role="application"
        aria-label="Battlefield: drag to pan, pinch or wheel to zoom"
        onContextMenu={(e) => e.preventDefault()}
        {...handlers}
      >
        <div ref={layers} className="table-layers">
          <GroundLayer
            view={view}
            field={field}
            state={state}
            names={props.names}
            zone={props.zone ?? null}
            worldRef={world}
          />
          <UnitsLayer
            view={view}
            depth={field.depth}
            units={units}
            positions={props.positions}
            highlight={props.highlight}
            selected={props.selected}
            rings={props.rings}
            cargo={cargoMap}
            speeds={speeds}
            labels={labels}
          />
          <LabelLayoutContext.Provider value={labels}>
            <OverlayLayer view={view} depth={field.depth}>
              {props.children}
            </OverlayLayer>
          </LabelLayoutContext.Provider>
        </div>
      </div>
      {(props.legend ?? 'overlay') === 'overlay' && <TableLegend state={state} names={props.names} />}
      <div className="zoom-controls">
        <button type="button" aria-label="Zoom in" title="Zoom in (+)" onClick={() => zoom(1 / 1.25)}>
          +
        </button>
        <button type="button" aria-label="Zoom out" title="Zoom out (−)" onClick={() => zoom(1.25)}>
          −
        </button>
        <button type="button" aria-label="Fit table" title="Fit (F)" onClick={fit}>
          ⤢
        </button>
      </div>
    </div>
  )
}
