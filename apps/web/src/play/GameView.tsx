/**
 * One game on the table: header, the layered SVG table with its tools, the prompt panel, dice and
 * log. Bots play their seats through the same `decide` as people, at a readable pace.
 *
 * Render budget: while a move is dragged this component renders once per frame, so everything
 * that does not depend on the cursor is memoised (and the table's static layers are memo'd too).
 */
import type { Vec } from '@sortie/engine'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { api, type GameMeta } from '../api.ts'
import { attackLooks, type BattleDecision, BOTS, botChoose, ruleset } from '../engine.ts'
import { go } from '../route.ts'
import { CoveredMarks } from './CoveredMarks.tsx'
import { DiceTray } from './Dice.tsx'
import { EventLog } from './EventLog.tsx'
import { BAND_COLOURS, unitById, unitName } from './format.ts'
import { OutcomeCard, SideControls } from './GameControls.tsx'
import { GameHeader } from './Header.tsx'
import { HelpModal } from './HelpModal.tsx'
import { PromptPanel } from './PromptPanel.tsx'
import { SpotLayer } from './SpotLayer.tsx'
import { positionalSpots, type Spot, spotAt } from './spots.ts'
import { Table } from './Table.tsx'
import { TableOverlays } from './TableOverlays.tsx'
import { TableToolbar } from './TableToolbar.tsx'
import { deployZone, NO_TOOL, type Tool } from './tools.ts'
import { PACE, type Speed, useBotTurns } from './useBotTurns.ts'
import type { Game, GameData } from './useGame.ts'
import { useGameKeys } from './useGameKeys.ts'
import { useMoveAnimation } from './useMoveAnimation.ts'
import { useTableTool } from './useTableTool.ts'

export interface GameViewProps {
  id: string
  title: string
  data: GameData
  meta: GameMeta
  game: Game
}

const NO_DECISIONS: readonly BattleDecision[] = []
const NO_SPOTS: readonly Spot[] = []

export function GameView({ id, title, data, meta, game }: GameViewProps) {
  const { state } = game
  const [bots, setBots] = useState<Record<string, string | null>>(meta.bots ?? {})
  const [speed, setSpeed] = useState<Speed>('normal')
  const [paused, setPaused] = useState(false)
  const [tool, setTool] = useState<Tool>(NO_TOOL)
  const [aim, setAim] = useState<string | null>(null)
  const [toast, setToast] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null)
  const [help, setHelp] = useState(false)
  /** A positional choice whose button is hovered: lit up on the table. */
  const [hot, setHot] = useState<BattleDecision | null>(null)
  const prompt = useMemo(() => ruleset.prompt(state), [state])
  const legal = useMemo(() => ruleset.legal(state), [state])
  const outcome = useMemo(() => ruleset.outcome(state), [state])
  const human = !!prompt && !bots[prompt.seat]
  const names = meta.names

  const flash = useCallback((kind: 'ok' | 'error', text: string) => {
    setToast({ kind, text })
    window.setTimeout(() => setToast((t) => (t?.text === text ? null : t)), 3500)
  }, [])

  const decide = useCallback(
    (d: BattleDecision) => {
      const err = game.decide(d)
      if (err) flash('error', err.message)
      else {
        setTool(NO_TOOL)
        setAim(null)
        setHot(null)
      }
      return err
    },
    [game, flash],
  )

  const save = useCallback(async () => {
    const botSeats = Object.values(bots).filter(Boolean).length
    try {
      const g = await api.saveGame(
        {
          title,
          mode: botSeats === 2 ? 'bots' : botSeats ? 'bot' : 'hotseat',
          seed: data.seed,
          setup: data.setup,
          decisions: game.decisions,
          hash: game.hash(),
          meta: { ...meta, bots },
        },
        id,
      )
      flash('ok', `Saved (${g.decisions.length} decisions, hash ${g.hash.slice(0, 8)}).`)
      return true
    } catch (e) {
      flash('error', `Save failed: ${(e as Error).message}`)
      return false
    }
  }, [title, bots, data, game, meta, id, flash])

  const lastDecision = game.decisions[game.decisions.length - 1]
  const { positions, animating } = useMoveAnimation(game.last, lastDecision, PACE[speed])
  useBotTurns({
    state,
    prompt,
    bots,
    paused,
    speed,
    seed: data.seed,
    step: game.decisions.length,
    busy: animating,
    decide,
  })

  const spots = useMemo(
    () => (human && prompt ? positionalSpots(state, prompt, legal) : NO_SPOTS),
    [human, prompt, state, legal],
  )
  const claimsClick = useCallback((p: Vec) => spotAt(spots, p) !== null, [spots])
  const tt = useTableTool({ state, prompt, legal, human, tool, setTool, decide, spots, setHot })
  const { startMove } = tt

  const autoDeploy = useCallback(() => {
    let s = state
    const seat = ruleset.prompt(s)?.seat
    let step = game.decisions.length
    const random = BOTS.find((b) => /random/i.test(b.name))?.id ?? BOTS[0]!.id
    while (true) {
      const p = ruleset.prompt(s)
      if (p?.kind !== 'deploy' || p.seat !== seat) break
      const d = botChoose(random, s, data.seed, step++)
      if (!d || game.decide(d)) break
      const r = ruleset.apply(s, d)
      if (!r.ok) break
      s = r.value.state
    }
    setTool(NO_TOOL)
  }, [state, game, data.seed])

  const nameOf = useCallback((uid: unknown) => unitName(state, uid), [state])
  const cancel = useCallback(() => {
    setTool(NO_TOOL)
    setAim(null)
    setHelp(false)
  }, [])
  const toggleHelp = useCallback(() => setHelp((h) => !h), [])
  const showHelp = useCallback(() => setHelp(true), [])
  const togglePaused = useCallback(() => setPaused((p) => !p), [])
  const saveNow = useCallback(() => void save(), [save])
  const botsFinish = useCallback(() => {
    setBots(Object.fromEntries(state.seats.map((s) => [s, bots[s] ?? BOTS[0]!.id])))
    setSpeed('instant')
  }, [state.seats, bots])

  useGameKeys({
    tool,
    cancel,
    toggleHelp,
    toggleTape: tt.toggleTape,
    save: saveNow,
    confirmMove: tt.confirmMove,
    undoWaypoint: tt.undoWaypoint,
    turnBy: tt.turnBy,
  })

  const onUnitClick = (uid: string) => {
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

  // Auto-save when the battle ends, so the replay list has it.
  const saved = useRef(false)
  useEffect(() => {
    if (outcome && !saved.current) {
      saved.current = true
      void save()
    }
  }, [outcome, save])

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
  const botName = prompt && bots[prompt.seat] ? BOTS.find((b) => b.id === bots[prompt.seat])?.name : undefined

  return (
    <div className="game">
      <GameHeader state={state} prompt={prompt} names={names} />
      <div className="game-body">
        <div className="table-col">
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
          >
            <CoveredMarks state={state} positions={positions} />
            <SpotLayer spots={spots} hot={hot} state={state} />
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
          />
        </div>
        <aside className="side-col">
          <SideControls
            speed={speed}
            setSpeed={setSpeed}
            paused={paused}
            togglePaused={togglePaused}
            save={saveNow}
            botsFinish={botsFinish}
            showHelp={showHelp}
          />
          {outcome ? (
            <OutcomeCard
              state={state}
              outcome={outcome}
              names={names}
              watchReplay={async () => (await save()) && go({ tab: 'replays', gameId: id })}
            />
          ) : (
            prompt && (
              <PromptPanel
                state={state}
                prompt={prompt}
                legal={legal}
                human={human}
                botName={botName}
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
          )}
          {toast && <div className={`toast ${toast.kind}`}>{toast.text}</div>}
          <DiceTray events={game.events} name={nameOf} />
          <EventLog state={state} events={game.events} names={names} />
        </aside>
      </div>
      {help && <HelpModal onClose={() => setHelp(false)} />}
    </div>
  )
}
