/**
 * One game on screen, for any ruleset: the shell owns the game (decide, undo, bots, outcome;
 * saving is useSavedGame's) and the layout (`Frame`), the ruleset's module draws the table and the prompt into it.
 * On phones the prompt sits in a bottom sheet over the table; dice and log follow below.
 */
import {
  type DecisionShape,
  type EventShape,
  eventsFor,
  promptSeats,
  type Seat,
  SPECTATOR,
} from '@sortie/engine'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import type { GameMeta } from './api.ts'
import { botChoiceWords } from './bots/botChoiceWords.ts'
import { PACE, type Speed, useBotTurns } from './bots/useBotTurns.ts'
import { DiceTray } from './DiceTray.tsx'
import { EventLog, groupLines, type LogLine } from './EventLog.tsx'
import { OutcomeCard, SideControls } from './GameControls.tsx'
import type { BotChoiceProp, FrameProps, Logged, RollShown } from './module.ts'
import { RulesButton } from './RulesReference.tsx'
import { go } from './route.ts'
import { TouchTips } from './TouchTips.tsx'
import type { GameData, useGame } from './useGame.ts'
import type { LoadedRuleset } from './useRuleset.ts'
import { useSavedGame } from './useSavedGame.ts'
import { WhyPanel } from './WhyPanel.tsx'

export interface GameScreenProps {
  rs: LoadedRuleset
  id: string
  title: string
  data: GameData
  meta: GameMeta
  initial: Parameters<typeof useGame>[1]
  /** How many of `initial.decisions` the server already holds (the rest came from this browser). */
  serverLength?: number
}

const NONE: readonly DecisionShape[] = []

interface Worded {
  entry: { line: LogLine | null; heading: string | null }
  roll: (RollShown & { at: number }) | null
}

/** The shell's side column and bottom sheet, handed to the module's `Frame` through context. */
const FrameCtx = createContext<{ controls: ReactNode; after: ReactNode; sheet: boolean } | null>(null)

function Frame({ header, table, tools, prompt, odds, aside }: FrameProps) {
  const ctx = useContext(FrameCtx)
  return (
    <div className="game">
      {header}
      <div className="game-body">
        <div className="table-col">
          {table}
          {tools}
        </div>
        <aside className="side-col">
          {ctx?.controls}
          {prompt && <div className={`prompt-sheet${ctx?.sheet ? ' open' : ''}`}>{prompt}</div>}
          {odds}
          {aside}
          {ctx?.after}
        </aside>
      </div>
    </div>
  )
}

export function GameScreen({ rs, id, title, data, meta, initial, serverLength }: GameScreenProps) {
  const mod = rs.mod!
  const ruleset = rs.ruleset
  const [bots, setBots] = useState<Record<Seat, string | null>>(meta.bots ?? {})
  const [speed, setSpeed] = useState<Speed>('normal')
  const [paused, setPaused] = useState(false)
  const [busy, setBusy] = useState(false)
  const [toast, setToast] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null)
  const names = meta.names

  const flash = useCallback((kind: 'ok' | 'error', text: string) => {
    setToast({ kind, text })
    window.setTimeout(() => setToast((t) => (t?.text === text ? null : t)), 3500)
  }, [])
  const { game, save } = useSavedGame({ ruleset, id, title, data, meta, initial, serverLength, bots, flash })
  const { state } = game
  const prompt = useMemo(() => ruleset.prompt(state), [ruleset, state])
  const outcome = useMemo(() => ruleset.outcome(state), [ruleset, state])
  const humanSeats = useMemo(
    () => (prompt ? promptSeats(prompt).filter((s: Seat) => !bots[s]) : []),
    [prompt, bots],
  )
  const human = humanSeats.length > 0
  const legal = useMemo(
    () =>
      human ? (ruleset.legal(state) as DecisionShape[]).filter((d) => humanSeats.includes(d.seat)) : NONE,
    [ruleset, state, human, humanSeats],
  )

  const decide = useCallback(
    (d: DecisionShape) => {
      const err = game.decide(d)
      if (err) flash('error', err.message)
      return err
    },
    [game, flash],
  )

  const { note: botNote, thinking } = useBotTurns({
    pkg: rs.pkg,
    rs: ruleset,
    state,
    prompt,
    bots,
    paused,
    speed,
    seed: data.seed,
    step: game.decisions.length,
    busy,
    decide,
  })

  const isHuman = useCallback((s: Seat) => !bots[s], [bots])
  // The seat at the screen: the one a hot-seat table reports, else the only person's seat vs bots.
  const [viewer, setViewer] = useState<Seat | null>(null)
  const people = ((state.seats as Seat[] | undefined) ?? Object.keys(bots)).filter(isHuman)
  const here = viewer ?? (people.length === 1 ? people[0] : undefined)
  const allow = mod.undoable
  const undoCount = outcome ? 0 : game.undoable(isHuman, here, allow)
  const undo = useCallback(() => {
    const n = game.undoable(isHuman, here, allow)
    if (n && game.undo(n)) {
      setPaused(true)
      flash('ok', n === 1 ? 'Took back the last decision.' : `Took back the last ${n} decisions.`)
    }
  }, [game, isHuman, here, allow, flash])

  const botsFinish = useCallback(() => {
    const first = rs.bots[0]?.id ?? null
    const seats = (state.seats as Seat[] | undefined) ?? Object.keys(bots)
    setBots(Object.fromEntries(seats.map((s) => [s, bots[s] ?? first])))
    setSpeed('instant')
    setPaused(false)
  }, [state.seats, bots, rs.bots])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement)?.closest?.('input,select,textarea') || e.ctrlKey || e.metaKey || e.altKey)
        return
      if (e.key === 's' || e.key === 'S') void save()
      else if (e.key === 'u' || e.key === 'U') undo()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [save, undo])

  // Saved to the server when the game ends, so the replay list has it.
  const saved = useRef(false)
  useEffect(() => {
    if (outcome && !saved.current) {
      saved.current = true
      void save(true)
    }
  }, [outcome, save])

  // Each event is put into words once (events never change), so a long game stays quick.
  const words = useRef(new WeakMap<object, Worded>())
  // The log and dice show only what the seat at the screen may see (the ruleset's viewEvent).
  const seen = useMemo(
    () => eventsFor(ruleset, state, game.events as Logged<EventShape>[], here ?? SPECTATOR),
    [ruleset, state, game.events, here],
  )
  const { entries, rolls } = useMemo(() => {
    const entries: Worded['entry'][] = []
    const rolls: (RollShown & { at: number })[] = []
    for (const e of seen) {
      let w = words.current.get(e)
      if (!w) {
        const text = mod.describe(state, e, names)
        const r = mod.roll?.(state, e, names)
        w = {
          entry: {
            heading: mod.groupOf?.(state, e, names) ?? null,
            line: text ? { at: e.at, text, type: e.type } : null,
          },
          roll: r ? { ...r, at: e.at } : null,
        }
        words.current.set(e, w)
      }
      entries.push(w.entry)
      if (w.roll) rolls.push(w.roll)
    }
    return { entries, rolls }
  }, [seen, mod, state, names])
  const groups = useMemo(() => groupLines(entries), [entries])

  const seatName = useCallback((s: Seat) => mod.seatName(s, names), [mod, names])
  const hasBots = Object.values(bots).some(Boolean)
  const undoWhy = outcome
    ? 'The game is over.'
    : game.decisions.length
      ? 'The last decision rolled dice (or was not yours): it stands.'
      : 'Nothing to take back yet.'

  // The last bot decision that came with candidates (decisions the bot does not explain, such as
  // a defence roll, leave the table's "why?" on the one before).
  const explained = useRef<BotChoiceProp<DecisionShape> | null>(null)
  const botChoice = useMemo(() => {
    if (botNote?.candidates?.length && !botNote.sealed)
      explained.current = {
        seat: botNote.seat,
        bot: botNote.bot,
        decision: botNote.decision,
        candidates: botNote.candidates,
        chosen: botNote.chosen,
        at: botNote.at,
      }
    return explained.current
  }, [botNote])
  const ctx = useMemo(
    () => ({
      sheet: human && !outcome,
      controls: (
        <>
          <SideControls
            speed={speed}
            setSpeed={setSpeed}
            paused={paused}
            togglePaused={() => setPaused((p) => !p)}
            save={() => void save()}
            botsFinish={botsFinish}
            hasBots={hasBots}
            undoCount={undoCount}
            undoWhy={undoWhy}
            undo={undo}
            extra={
              <>
                <RulesButton ruleset={rs.id} />
                <TouchTips />
              </>
            }
          />
          {outcome && (
            <OutcomeCard
              outcome={outcome}
              seats={(state.seats as Seat[] | undefined) ?? []}
              seatName={seatName}
              {...(mod.outcomeText ? { text: mod.outcomeText(state, outcome) } : {})}
              watchReplay={async () => (await save()) && go({ tab: 'replays', ruleset: rs.id, gameId: id })}
            />
          )}
          {botNote && !outcome && (
            <div className="bot-note" data-testid="bot-note">
              {botNote.bot} ({seatName(botNote.seat)}) chose{' '}
              {/* A sealed pick shows its kind only: its label would tell it before the reveal. */}
              <b>
                {botChoiceWords(botNote, (d) =>
                  botNote.sealed ? undefined : mod.decisionLabel?.(state, d, names),
                )}
              </b>
              {botNote.score !== undefined && (
                <span className="bot-value" data-testid="bot-value">
                  {' '}
                  (value {botNote.score >= 0 ? '+' : ''}
                  {botNote.score.toFixed(1)})
                </span>
              )}
              {/* A sealed order's reasons would tell what it is before the reveal. */}
              {botNote.note && !botNote.sealed ? ` — ${botNote.note}` : ''}
              {thinking && <span className="muted"> · the bot is thinking…</span>}
              {hasBots && <span className="muted"> · press . to skip the pause</span>}
            </div>
          )}
          {!botNote && thinking && !outcome && (
            <div className="bot-note muted" data-testid="bot-thinking">
              The bot is thinking…
            </div>
          )}
        </>
      ),
      after: (
        <>
          {toast && <div className={`toast ${toast.kind}`}>{toast.text}</div>}
          {botChoice && !mod.drawsWhy && !outcome && (
            <WhyPanel
              choice={botChoice}
              label={(d) => mod.decisionLabel?.(state, d, names) ?? d.kind}
              seatName={seatName(botChoice.seat)}
            />
          )}
          <DiceTray rolls={rolls} />
          <EventLog groups={groups} />
        </>
      ),
    }),
    [
      human,
      outcome,
      speed,
      paused,
      save,
      botsFinish,
      hasBots,
      undoCount,
      undoWhy,
      undo,
      state,
      seatName,
      mod,
      rs.id,
      id,
      botNote,
      thinking,
      toast,
      rolls,
      groups,
      botChoice,
      names,
    ],
  )

  const Table = mod.Table
  const lastDecision = game.decisions[game.decisions.length - 1]
  return (
    <FrameCtx.Provider value={ctx}>
      <Table
        state={state}
        prompt={outcome ? null : prompt}
        legal={outcome ? NONE : legal}
        human={human && !outcome}
        decide={decide}
        decisions={game.decisions}
        events={game.events}
        last={game.last}
        lastDecision={lastDecision}
        {...(names ? { names } : {})}
        pace={PACE[speed]}
        setBusy={setBusy}
        botChoice={botChoice}
        flash={flash}
        setViewer={setViewer}
        Frame={Frame}
      />
    </FrameCtx.Provider>
  )
}
