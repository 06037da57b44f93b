/**
 * One game on the table: header, the layered SVG table with its tools, the prompt panel, dice and
 * log. Bots play their seats through the same `decide` as people, at a readable pace.
 *
 * Render budget: while a move is dragged this component renders once per frame, so everything
 * that does not depend on the cursor is memoised (and the table's static layers are memo'd too).
 */
import { Dice, seedRng, type Vec } from '@sortie/engine'
import type { BattleEvent, BattlePrompt } from '@sortie/gunframe/battle'
import { randomBot } from '@sortie/gunframe/bots'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { TableProps } from '../../../shell/module.ts'
import { attackLooks, type BattleDecision, type BattleState, ruleset, table } from '../engine.ts'
import { BAND_COLOURS, unitById, unitName } from './format.ts'
import { GameHeader } from './Header.tsx'
import { HelpModal } from './HelpModal.tsx'
import { PromptPanel } from './PromptPanel.tsx'
import { CoveredMarks } from './table/CoveredMarks.tsx'
import { RangeRings } from './table/RangeRings.tsx'
import { SpotLayer } from './table/SpotLayer.tsx'
import { positionalSpots, type Spot, spotAt } from './table/spots.ts'
import { Table } from './table/Table.tsx'
import { TableOverlays } from './table/TableOverlays.tsx'
import { TableToolbar } from './table/TableToolbar.tsx'
import { deployZone, NO_TOOL, type Tool } from './table/tools.ts'
import { useMoveAnimation } from './table/useMoveAnimation.ts'
import { useTableTool } from './table/useTableTool.ts'
import { WhyList, WhyOverlay } from './table/WhyOverlay.tsx'
import { Wrecks } from './table/Wrecks.tsx'
import { UnitInfo } from './UnitInfo.tsx'
import { useGameKeys } from './useGameKeys.ts'
import { whyMarks } from './why.ts'

export type GunframeTableProps = TableProps<BattleState, BattleDecision, BattlePrompt, BattleEvent>

const NO_DECISIONS: readonly BattleDecision[] = []
const NO_SPOTS: readonly Spot[] = []

export function GameView(props: GunframeTableProps) {
  const { state, prompt, human, names, Frame } = props
  const legal = props.legal as BattleDecision[]
  const [tool, setTool] = useState<Tool>(NO_TOOL)
  const [aim, setAim] = useState<string | null>(null)
  const [help, setHelp] = useState(false)
  /** A positional choice whose button is hovered: lit up on the table. */
  const [hot, setHot] = useState<BattleDecision | null>(null)
  /** The unit whose card shows: the last one tapped, or the one under the mouse. */
  const [picked, setPicked] = useState<string | null>(null)
  const [hovered, setHovered] = useState<string | null>(null)
  const carded = hovered ?? picked
  const [why, setWhy] = useState(false)
  const toggleWhy = useCallback(() => setWhy((w) => !w), [])

  // The state each of the last two decisions was made in: the overlay reads a bot's candidates
  // against the table as it stood when the bot chose.
  const seen = useRef<{ n: number; state: BattleState } | null>(null)
  const before = useRef<{ n: number; state: BattleState } | null>(null)
  if (seen.current?.n !== props.decisions.length) {
    before.current = seen.current
    seen.current = { n: props.decisions.length, state }
  }
  const { botChoice } = props
  const marks = useMemo(() => {
    if (!why || !botChoice) return null
    const then =
      [before.current, seen.current].find((x) => x?.n === botChoice.at)?.state ?? (state as BattleState)
    const p = ruleset.prompt(then)
    const actor = p?.kind === 'action' ? String(p.unit) : null
    return whyMarks(then, actor, botChoice.candidates, botChoice.chosen)
  }, [why, botChoice, state])

  const decide = useCallback(
    (d: BattleDecision) => {
      const err = props.decide(d)
      if (!err) {
        setTool(NO_TOOL)
        setAim(null)
        setHot(null)
      }
      return err
    },
    [props.decide],
  )

  const { positions, animating } = useMoveAnimation(props.last, props.lastDecision, props.pace)
  const { setBusy } = props
  useEffect(() => setBusy(animating), [animating, setBusy])

  const spots = useMemo(
    () => (human && prompt ? positionalSpots(state, prompt, legal) : NO_SPOTS),
    [human, prompt, state, legal],
  )
  const claimsClick = useCallback((p: Vec) => spotAt(spots, p) !== null, [spots])
  const tt = useTableTool({ state, prompt, legal, human, tool, setTool, decide, spots, setHot })
  const { startMove } = tt

  // Places the seat's remaining units with the random bot; its dice are its own, not the game's.
  const autoDeploy = useCallback(() => {
    let s = state
    const seat = ruleset.prompt(s)?.seat
    let step = props.decisions.length
    while (true) {
      const p = ruleset.prompt(s)
      if (p?.kind !== 'deploy' || p.seat !== seat) break
      const dice = new Dice(seedRng(`deploy:${step++}`))
      const rand = (n: number) => dice.roll(Math.max(1, n)) - 1
      const legal = ruleset.legal(s)
      const d = randomBot.choose(s, () => legal, { ruleset, table, rand })
      if (!d || props.decide(d)) break
      const r = ruleset.apply(s, d)
      if (!r.ok) break
      s = r.value.state
    }
    setTool(NO_TOOL)
  }, [state, props.decide, props.decisions.length])

  const cancel = useCallback(() => {
    setTool(NO_TOOL)
    setAim(null)
    setHelp(false)
  }, [])
  const toggleHelp = useCallback(() => setHelp((h) => !h), [])
  const showHelp = useCallback(() => setHelp(true), [])
  const closeCard = useCallback(() => {
    setPicked(null)
    setHovered(null)
  }, [])

  useGameKeys({
    tool,
    cancel,
    toggleHelp,
    toggleTape: tt.toggleTape,
    confirmMove: tt.confirmMove,
    undoWaypoint: tt.undoWaypoint,
    turnBy: tt.turnBy,
  })

  const onUnitClick = (uid: string) => {
    setPicked(uid)
    if (!prompt || !human) return
    if (prompt.kind === 'activate') {
      const d = legal.find((x) => x.kind === 'activate' && x.unit === uid)
      if (d) decide(d)
    } else if (prompt.kind === 'action') {
      if (uid === prompt.unit && legal.some((d) => d.kind === 'move')) startMove(uid, false)
      else if (legal.some((d) => d.kind === 'attack' && d.target === uid)) setAim(aim === uid ? null : uid)
    } else if (prompt.kind === 'react') {
      if (legal.some((d) => d.kind === 'react' && d.unit === uid && d.action === 'move')) startMove(uid, true)
    }
  }

  const activeUnit = prompt?.kind === 'action' ? String(prompt.unit) : null
  const highlight = useMemo(() => {
    const s = new Set<string>()
    if (!human || !prompt) return s
    for (const d of legal) {
      if (d.kind === 'activate') s.add(d.unit)
      if (d.kind === 'react' && d.action === 'move') s.add(d.unit)
    }
    return s
  }, [legal, human, prompt])
  const rings = useMemo(() => {
    const m = new Map<string, string>()
    if (!human || !activeUnit) return m
    for (const l of attackLooks(state, activeUnit))
      if (l.plan && legal.some((d) => d.kind === 'attack' && d.target === l.target.id))
        m.set(l.target.id, BAND_COLOURS[l.plan.band] ?? '#fff')
    return m
  }, [state, activeUnit, legal, human])

  const zone = useMemo(() => {
    if (prompt?.kind !== 'deploy' || !human) return null
    const z = deployZone(state, legal, prompt.seat)
    return z && { ...z, seat: prompt.seat }
  }, [prompt, human, state, legal])
  const aimFrom = aim
    ? unitById(
        state,
        activeUnit ??
          (legal.find((d) => d.kind === 'react' && d.action === 'attack') as { unit?: string } | undefined)
            ?.unit,
      )
    : undefined
  const aimTo = aim ? unitById(state, aim) : undefined

  return (
    <>
      <Frame
        header={<GameHeader state={state} prompt={prompt} names={names} />}
        table={
          <Table
            state={state}
            positions={positions}
            highlight={highlight}
            selected={tool.t === 'move' ? tool.unit : activeUnit}
            rings={rings}
            toolActive={tool.t !== 'none'}
            onUnitClick={onUnitClick}
            onPointer={tt.onPointer}
            zone={zone}
            names={names}
            hoverTrack={spots.length > 0}
            claimsClick={claimsClick}
            onUnitHover={setHovered}
          >
            <RangeRings state={state} unitId={carded ?? (tool.t === 'move' ? tool.unit : activeUnit)} />
            <Wrecks state={state} />
            <CoveredMarks state={state} positions={positions} />
            <SpotLayer spots={spots} hot={hot} state={state} />
            {marks && <WhyOverlay marks={marks} />}
            <TableOverlays
              state={state}
              tool={tool}
              preview={tt.preview}
              moveUnit={tt.moveUnit}
              deployCheck={tt.deployCheck}
              dodges={prompt?.kind === 'dodge' && human ? legal : NO_DECISIONS}
              aimFrom={aimFrom}
              aimTo={aimTo}
            />
          </Table>
        }
        tools={
          <>
            <TableToolbar
              tool={tool}
              preview={tt.preview}
              moveUnit={tt.moveUnit}
              deployName={tool.t === 'deploy' ? unitName(state, tool.unit) : null}
              canConfirm={tt.canConfirm}
              toggleTape={tt.toggleTape}
              turnBy={tt.turnBy}
              undoWaypoint={tt.undoWaypoint}
              confirmMove={tt.confirmMove}
              cancel={cancel}
              showHelp={showHelp}
              why={botChoice ? { on: why, toggle: toggleWhy } : null}
            />
            {marks && botChoice && <WhyList bot={botChoice.bot} marks={marks} />}
          </>
        }
        prompt={
          prompt && (
            <PromptPanel
              state={state}
              prompt={prompt}
              legal={legal}
              human={human}
              names={names}
              decide={decide}
              aim={aim}
              setAim={setAim}
              startMove={startMove}
              startDeploy={tt.startDeploy}
              autoDeploy={autoDeploy}
              moving={tool.t === 'move'}
              hover={setHot}
              hot={hot}
            />
          )
        }
        aside={
          carded && (
            <UnitInfo
              state={state}
              id={carded}
              prompt={prompt}
              legal={legal}
              names={names}
              onClose={closeCard}
            />
          )
        }
      />
      {help && <HelpModal onClose={() => setHelp(false)} />}
    </>
  )
}
