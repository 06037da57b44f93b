/**
 * The table tools' state: the move being drawn (waypoints, cursor, end facing), the unit being
 * deployed, the tape. Previews come from the engine (a trial apply and attack plans at the end
 * point, see verdict.ts); this hook only turns pointer gestures into candidate decisions.
 */
import type { Vec } from '@sortie/engine'
import type { BattlePrompt } from '@sortie/gunframe/battle'
import { type Dispatch, type SetStateAction, useCallback, useMemo } from 'react'
import {
  type BattleDecision,
  type BattleState,
  type MovePreview,
  moveAllowance,
  previewMove,
  trial,
} from '../../engine.ts'
import { unitById } from '../format.ts'
import { type Spot, spotAt } from './spots.ts'
import type { Preview } from './TableOverlays.tsx'
import { dist, moveDecision, NO_TOOL, type Tool } from './tools.ts'
import { useMoveVerdict } from './useMoveVerdict.ts'
import type { PointerKind } from './useTableView.ts'

type MoveTool = Extract<Tool, { t: 'move' }>

/** A quarter of an inch: shorter releases are taps, not new waypoints. */
const MIN_LEG = 0.25
const TURN_STEP = Math.PI / 12

export interface TableToolArgs {
  state: BattleState
  prompt: BattlePrompt | null
  legal: readonly BattleDecision[]
  human: boolean
  tool: Tool
  setTool: Dispatch<SetStateAction<Tool>>
  decide: (d: BattleDecision) => unknown
  /** Positional choices on offer: a click near one takes it. */
  spots?: readonly Spot[]
  /** The pointer is over an offered spot (null: none): its button lights up. */
  setHot?: (d: BattleDecision | null) => void
}

export type MovePreviewState = Preview & {
  /** No answer from the engine yet for this move. */
  pending: boolean
  /** The answer shown is for a slightly older path (the newest is being judged). */
  stale: boolean
  commitD: BattleDecision & { path: Vec[]; facing: number }
  commit: Preview['live'] | null
}

export function useTableTool({
  state,
  prompt,
  legal,
  human,
  tool,
  setTool,
  decide,
  spots,
  setHot,
}: TableToolArgs) {
  const moveUnit = tool.t === 'move' ? unitById(state, tool.unit) : undefined

  // The committed path only changes with its waypoints, so it is judged apart from the cursor.
  const waypoints = tool.t === 'move' ? tool.waypoints : null
  const turn = tool.t === 'move' ? tool.turn : 0
  const react = tool.t === 'move' && tool.react
  const commit = useMemo(() => {
    if (!moveUnit || !waypoints?.length) return null
    const t: MoveTool = {
      t: 'move',
      unit: moveUnit.id,
      react,
      waypoints,
      cursor: null,
      dragging: false,
      turn,
    }
    const d = moveDecision(t, moveUnit, false)
    return { d, r: previewMove(state, d, moveUnit) }
  }, [waypoints, turn, react, moveUnit, state])

  // The live path follows the pointer every frame; the engine judges it in a worker and its answer
  // (verdict, cost, sight lines) may trail the drawing by a frame.
  const cursor = tool.t === 'move' ? tool.cursor : null
  const liveD = useMemo(() => {
    if (!moveUnit || !waypoints) return null
    const t: MoveTool = { t: 'move', unit: moveUnit.id, react, waypoints, cursor, dragging: false, turn }
    return moveDecision(t, moveUnit, true)
  }, [moveUnit, waypoints, cursor, turn, react])
  const verdict = useMoveVerdict(state, moveUnit?.id ?? null, liveD)
  const preview = useMemo((): MovePreviewState | null => {
    if (!moveUnit || !liveD) return null
    const end = liveD.path[liveD.path.length - 1] ?? moveUnit.pos
    const live: MovePreview = verdict
      ? { ...verdict.live, end, ...(verdict.fresh ? {} : { facing: liveD.facing }) }
      : { ok: false, cost: null, allowance: moveAllowance(state, liveD, moveUnit), end, facing: liveD.facing }
    return {
      liveD,
      live,
      looks: verdict?.looks ?? [],
      pending: !verdict,
      stale: !verdict?.fresh,
      commitD: commit?.d ?? liveD,
      commit: commit?.r ?? null,
    }
  }, [state, moveUnit, liveD, verdict, commit])

  const deployFacing = useCallback(
    (unit: string): number =>
      (legal.find((d) => d.kind === 'deploy' && d.unit === unit) as { facing?: number } | undefined)
        ?.facing ?? 0,
    [legal],
  )
  const deployUnit = tool.t === 'deploy' ? tool.unit : null
  const deployAt = tool.t === 'deploy' ? tool.cursor : null
  const deployCheck = useMemo(() => {
    if (!deployUnit || !deployAt || !prompt) return null
    const d: BattleDecision = {
      seat: prompt.seat,
      kind: 'deploy',
      unit: deployUnit,
      pos: deployAt,
      facing: deployFacing(deployUnit),
    }
    return { d, r: trial(state, d) }
  }, [deployUnit, deployAt, state, prompt, deployFacing])

  /** Whether the move as drawn may be confirmed (the engine's verdict on it). */
  const canConfirm =
    !!preview &&
    (tool.t === 'move' && tool.waypoints.length ? !!preview.commit?.ok : preview.live.ok && !preview.stale)
  const confirmMove = useCallback(() => {
    if (tool.t !== 'move' || !preview) return
    decide(tool.waypoints.length ? preview.commitD : preview.liveD)
  }, [tool, preview, decide])

  const startMove = useCallback(
    (unit: string, react: boolean) =>
      setTool({ t: 'move', unit, react, waypoints: [], cursor: null, dragging: false, turn: 0 }),
    [setTool],
  )
  const startDeploy = useCallback((unit: string) => setTool({ t: 'deploy', unit, cursor: null }), [setTool])
  const onMove = useCallback(
    (f: (t: MoveTool) => MoveTool) => setTool((t) => (t.t === 'move' ? f(t) : t)),
    [setTool],
  )
  const turnBy = useCallback(
    (steps: number) => onMove((t) => ({ ...t, turn: t.turn + steps * TURN_STEP })),
    [onMove],
  )
  const undoWaypoint = useCallback(
    () => onMove((t) => ({ ...t, waypoints: t.waypoints.slice(0, -1) })),
    [onMove],
  )
  const toggleTape = useCallback(
    () => setTool((t) => (t.t === 'tape' ? NO_TOOL : { t: 'tape', a: null, b: null, dragging: false })),
    [setTool],
  )

  const onPointer = (kind: PointerKind, p: Vec) => {
    if (tool.t === 'move') {
      if (kind === 'down') onMove((t) => ({ ...t, cursor: p, dragging: true }))
      else if (kind === 'move') onMove((t) => ({ ...t, cursor: p }))
      else if (kind === 'cancel') onMove((t) => ({ ...t, cursor: null, dragging: false }))
      else if (kind === 'up') {
        const from = moveUnit?.pos
        onMove((t) => {
          const lastPt = t.waypoints[t.waypoints.length - 1] ?? from
          const add = lastPt && dist(lastPt, p) > MIN_LEG
          return { ...t, waypoints: add ? [...t.waypoints, p] : t.waypoints, cursor: p, dragging: false }
        })
      }
    } else if (tool.t === 'deploy') {
      if (kind === 'down' || kind === 'move') setTool({ ...tool, cursor: p })
      else if (kind === 'cancel') setTool({ ...tool, cursor: null })
      else if (kind === 'up' && prompt) {
        const err = decide({
          seat: prompt.seat,
          kind: 'deploy',
          unit: tool.unit,
          pos: p,
          facing: deployFacing(tool.unit),
        })
        if (!err) {
          const rest = ('units' in prompt ? prompt.units : []).filter((u) => u !== tool.unit)
          if (rest[0]) setTool({ t: 'deploy', unit: rest[0], cursor: null })
        }
      }
    } else if (tool.t === 'tape') {
      if (kind === 'down') setTool({ ...tool, a: p, b: p, dragging: true })
      else if (kind === 'move' && tool.dragging) setTool({ ...tool, b: p })
      else if (kind === 'up' || kind === 'cancel') setTool({ ...tool, b: p, dragging: false })
    } else if (kind === 'click' && prompt?.kind === 'dodge' && human) {
      // Nearest offered dodge spot within reach of the click.
      const spots = legal.filter(
        (d): d is Extract<BattleDecision, { kind: 'dodge' }> => d.kind === 'dodge' && d.to !== null,
      )
      const best = spots.sort((a, b) => dist(a.to!, p) - dist(b.to!, p))[0]
      if (best && dist(best.to!, p) < 1) decide(best)
    } else if (kind === 'click' && human && spots?.length) {
      const sp = spotAt(spots, p)
      if (sp) decide(sp.d)
    } else if (kind === 'move' && human && spots?.length) {
      // Same decision object while the pointer stays on one spot, so React skips the re-render.
      setHot?.(spotAt(spots, p)?.d ?? null)
    } else if (kind === 'cancel' && spots?.length) setHot?.(null)
  }

  return {
    moveUnit,
    preview,
    deployCheck,
    canConfirm,
    confirmMove,
    startMove,
    startDeploy,
    turnBy,
    undoWaypoint,
    toggleTape,
    onPointer,
  }
}
