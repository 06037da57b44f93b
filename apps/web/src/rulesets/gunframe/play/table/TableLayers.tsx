/**
 * The table's stacked SVG layers, all with the same view box: ground (terrain, grid, zone,
 * objectives), units, and the tools' overlay. Each is its own compositing layer (see `.table-layer`
 * in the CSS), so while a move is dragged only the overlay is re-rendered and re-rastered; the
 * ground and the idle units keep the pixels they already have.
 */
import type { Vec } from '@sortie/engine'
import type { Battlefield } from '@sortie/gunframe/table'
import { memo, type ReactNode, type Ref } from 'react'
import type { BattleState, BattleUnit } from '../../engine.ts'
import { numberedName } from '../format.ts'
import type { LabelLayout } from './labelLayout.ts'
import { MissionLayer } from './MissionLayer.tsx'
import { TerrainDefs, TerrainLayer } from './Terrain.tsx'
import { UnitToken } from './UnitToken.tsx'
import type { Box } from './useTableView.ts'

export interface Zone {
  x0: number
  y0: number
  x1: number
  y1: number
  seat: string
}

/** World inches with y pointing up (towards the far edge), inside an SVG whose y points down. */
function World(props: { depth: number; children: ReactNode; worldRef?: Ref<SVGGElement> }) {
  return (
    <g ref={props.worldRef} className="world" transform={`matrix(1 0 0 -1 0 ${props.depth})`}>
      {props.children}
    </g>
  )
}

const viewBox = (v: Box) => `${v.x} ${v.y} ${v.w} ${v.h}`

export const GroundLayer = memo(function GroundLayer(props: {
  view: Box
  field: Battlefield
  /** The mission's markers, counters and zones are read from it (see missionView.ts). */
  state: BattleState
  names?: Record<string, string> | undefined
  zone: Zone | null
  worldRef: Ref<SVGGElement>
}) {
  const { field, zone } = props
  return (
    <svg
      className="table-layer ground"
      viewBox={viewBox(props.view)}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label="Battlefield"
    >
      <TerrainDefs />
      <World depth={field.depth} worldRef={props.worldRef}>
        <TerrainLayer field={field} />
        {zone && (
          <rect
            x={zone.x0}
            y={zone.y0}
            width={zone.x1 - zone.x0}
            height={zone.y1 - zone.y0}
            className={`zone seat-zone-${zone.seat}`}
          />
        )}
        <MissionLayer state={props.state} names={props.names} />
      </World>
    </svg>
  )
})

export const UnitsLayer = memo(function UnitsLayer(props: {
  view: Box
  depth: number
  units: readonly BattleUnit[]
  /** Animated positions that override the state's. */
  positions?: Record<string, { pos: Vec; facing: number }>
  highlight?: ReadonlySet<string>
  selected?: string | null
  rings?: ReadonlyMap<string, string>
  /** Loot counters carried, by unit id. */
  cargo?: ReadonlyMap<string, number>
  /** Speed each unit may move now (the engine's effective Speed), by unit id. */
  speeds?: ReadonlyMap<string, number>
  /** Where the names go at the current zoom (labelLayout.ts). */
  labels?: LabelLayout | undefined
}) {
  const { positions } = props
  return (
    <svg
      className="table-layer units"
      viewBox={viewBox(props.view)}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
    >
      <World depth={props.depth}>
        {props.units
          .filter((u) => u.status === 'table' || positions?.[u.id])
          .map((u) => {
            const o = positions?.[u.id]
            return (
              <UnitToken
                key={u.id}
                unit={u}
                label={numberedName(props.units, u)}
                pos={o?.pos ?? u.pos}
                facing={o?.facing ?? u.facing}
                selected={props.selected === u.id}
                highlight={props.highlight?.has(u.id) ?? false}
                ghost={u.status !== 'table'}
                ring={props.rings?.get(u.id)}
                cargo={props.cargo?.get(u.id)}
                speed={props.speeds?.get(u.id)}
                nameAt={props.labels ? (props.labels.names.get(u.id) ?? null) : undefined}
              />
            )
          })}
      </World>
    </svg>
  )
})

export function OverlayLayer(props: { view: Box; depth: number; children?: ReactNode }) {
  return (
    <svg
      className="table-layer overlay"
      viewBox={viewBox(props.view)}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
    >
      <World depth={props.depth}>{props.children}</World>
    </svg>
  )
}
