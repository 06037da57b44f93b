// biome-ignore-all lint/suspicious/noArrayIndexKey: dice, problems, log lines and list rows are positional and never reorder
/**
 * One game on the table: header, the SVG table with its tools, the prompt panel, dice and log.
 * Bots play their seats through the same `decide` as people, at a readable pace.
 */
import type { Vec } from '@sortie/engine'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { api, type GameMeta } from '../api.ts'
import { attackLooks, type BattleDecision, BOTS, botChoose, previewMove, ruleset, trial } from '../engine.ts'
import { go } from '../route.ts'
import { DiceTray } from './Dice.tsx'
import { EventLog } from './EventLog.tsx'
import { BAND_COLOURS, seatName, unitById, unitName } from './format.ts'
import { GameHeader } from './Header.tsx'
import { HelpModal } from './HelpModal.tsx'
import { PromptPanel } from './PromptPanel.tsx'
import { type PointerKind, Table } from './Table.tsx'
import { TableOverlays } from './TableOverlays.tsx'
import { deployZone, dist, moveDecision, NO_TOOL, type Tool } from './tools.ts'
import type { Game, GameData } from './useGame.ts'

const SPEEDS = { slow: 1400, normal: 700, fast: 200, instant: 0 } as const
type Speed = keyof typeof SPEEDS

export interface GameViewProps {
  id: string
  title: string
  data: GameData
  meta: GameMeta
  game: Game
}

export function GameView({ id, title, data, meta, game }: GameViewProps) {
  const { state } = game
  const [bots, setBots] = useState<Record<string, string | null>>(meta.bots ?? {})
  const [speed, setSpeed] = useState<Speed>('normal')
  const [paused, setPaused] = useState(false)
  const [tool, setTool] = useState<Tool>(NO_TOOL)
  const [aim, setAim] = useState<string | null>(null)
  const [toast, setToast] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null)
  const [anim, setAnim] = useState<{
    unit: string
    path: Vec[]
    facing: number
    t0: number
    dur: number
  } | null>(null)
  const [now, setNow] = useState(0)
  const [help, setHelp] = useState(false)
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
      }
      return err
    },
    [game, flash],
  )

  const save = useCallback(async () => {
    try {
      const g = await api.saveGame(
        {
          title,
          mode:
            Object.values(bots).filter(Boolean).length === 2
              ? 'bots'
              : Object.values(bots).some(Boolean)
                ? 'bot'
                : 'hotseat',
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

  // Bots take their turns after a pause long enough to follow.
  useEffect(() => {
    if (!prompt || paused || anim) return
    const bot = bots[prompt.seat]
    if (!bot) return
    const t = window.setTimeout(() => {
      const d = botChoose(bot, state, data.seed, game.decisions.length)
      if (d) decide(d)
    }, SPEEDS[speed])
    return () => window.clearTimeout(t)
  }, [prompt, bots, paused, speed, state, data.seed, game.decisions.length, decide, anim])

  // Moves slide along their path.
  const lastDecision = game.decisions[game.decisions.length - 1]
  useEffect(() => {
    const moved = game.last.find((e) => e.type === 'UnitMoved' || e.type === 'Dodged')
    if (!moved || SPEEDS[speed] === 0) return
    const d = lastDecision as { path?: Vec[] } | undefined
    const from = moved.from as Vec
    const to = moved.to as Vec
    const path = d?.path && d.path.length > 1 ? [...d.path.slice(0, -1), to] : [from, to]
    let len = 0
    for (let i = 1; i < path.length; i++) len += dist(path[i - 1]!, path[i]!)
    const dur = Math.min(900, Math.max(250, len * 90)) * (speed === 'fast' ? 0.5 : speed === 'slow' ? 1.4 : 1)
    setAnim({ unit: String(moved.unit), path, facing: Number(moved.facing ?? 0), t0: performance.now(), dur })
  }, [game.last, lastDecision, speed])
  useEffect(() => {
    if (!anim) return
    let raf = 0
    const tick = () => {
      const t = performance.now()
      setNow(t)
      if (t - anim.t0 >= anim.dur) setAnim(null)
      else raf = requestAnimationFrame(tick)
    }
    raf = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(raf)
  }, [anim])

  const positions = useMemo(() => {
    if (!anim) return undefined
    const k = Math.min(1, Math.max(0, (now - anim.t0) / anim.dur))
    let total = 0
    const segs = anim.path.slice(1).map((p, i) => {
      const l = dist(anim.path[i]!, p)
      total += l
      return l
    })
    let left = k * total
    let pos = anim.path[0]!
    let facing = anim.facing
    for (let i = 0; i < segs.length; i++) {
      const a = anim.path[i]!
      const b = anim.path[i + 1]!
      if (left <= segs[i]! || i === segs.length - 1) {
        const f = segs[i]! ? Math.min(1, left / segs[i]!) : 1
        pos = { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f }
        if (k < 1 && segs[i]!) facing = Math.atan2(b.y - a.y, b.x - a.x)
        break
      }
      left -= segs[i]!
    }
    return { [anim.unit]: { pos, facing } }
  }, [anim, now])

  // The move tool's live preview: the engine's verdict, cost, and what the unit would see from there.
  const moveUnit = tool.t === 'move' ? unitById(state, tool.unit) : undefined
  // The committed path only changes with its waypoints, so it is judged apart from the cursor.
  const waypoints = tool.t === 'move' ? tool.waypoints : null
  const turn = tool.t === 'move' ? tool.turn : 0
  const moveReact = tool.t === 'move' && tool.react
  const commit = useMemo(() => {
    if (!moveUnit || !waypoints?.length) return null
    const t = {
      t: 'move' as const,
      unit: moveUnit.id,
      react: moveReact,
      waypoints,
      cursor: null,
      dragging: false,
      turn,
    }
    const d = moveDecision(t, moveUnit, false)
    return { d, r: previewMove(state, d, moveUnit) }
  }, [waypoints, turn, moveReact, moveUnit, state])
  const preview = useMemo(() => {
    if (tool.t !== 'move' || !moveUnit) return null
    const liveD = moveDecision(tool, moveUnit, true)
    const live = previewMove(state, liveD, moveUnit)
    const looks = attackLooks(state, moveUnit.id, { pos: live.end, facing: liveD.facing })
    return { liveD, live, looks, commitD: commit?.d ?? liveD, commit: commit?.r ?? null }
  }, [tool, moveUnit, state, commit])

  const deployFacing = useCallback(
    (unit: string): number =>
      (legal.find((d) => d.kind === 'deploy' && d.unit === unit) as { facing?: number } | undefined)
        ?.facing ?? 0,
    [legal],
  )
  const deployCheck = useMemo(() => {
    if (tool.t !== 'deploy' || !tool.cursor || !prompt) return null
    const d: BattleDecision = {
      seat: prompt.seat,
      kind: 'deploy',
      unit: tool.unit,
      pos: tool.cursor,
      facing: deployFacing(tool.unit),
    }
    return { d, r: trial(state, d) }
  }, [tool, state, prompt, deployFacing])

  const confirmMove = useCallback(() => {
    if (tool.t !== 'move' || !preview) return
    const d = tool.waypoints.length ? preview.commitD : preview.liveD
    decide(d)
  }, [tool, preview, decide])

  const autoDeploy = useCallback(() => {
    let s = state
    const seat = ruleset.prompt(s)?.seat
    let step = game.decisions.length
    while (true) {
      const p = ruleset.prompt(s)
      if (p?.kind !== 'deploy' || p.seat !== seat) break
      const d = botChoose(BOTS.find((b) => /random/i.test(b.name))?.id ?? BOTS[0]!.id, s, data.seed, step++)
      if (!d || game.decide(d)) break
      const r = ruleset.apply(s, d)
      if (!r.ok) break
      s = r.value.state
    }
    setTool(NO_TOOL)
  }, [state, game, data.seed])

  const startMove = useCallback(
    (unit: string, react: boolean) =>
      setTool({ t: 'move', unit, react, waypoints: [], cursor: null, dragging: false, turn: 0 }),
    [],
  )

  const startDeploy = useCallback((u: string) => setTool({ t: 'deploy', unit: u, cursor: null }), [])
  const nameOf = useCallback((uid: unknown) => unitName(state, uid), [state])

  const onPointer = (kind: PointerKind, p: Vec) => {
    if (tool.t === 'move') {
      if (kind === 'down') setTool({ ...tool, cursor: p, dragging: true })
      else if (kind === 'move') setTool({ ...tool, cursor: p })
      else if (kind === 'up') {
        const lastPt = tool.waypoints[tool.waypoints.length - 1] ?? moveUnit?.pos
        const add = lastPt && dist(lastPt, p) > 0.25
        setTool({
          ...tool,
          waypoints: add ? [...tool.waypoints, p] : tool.waypoints,
          cursor: p,
          dragging: false,
        })
      }
    } else if (tool.t === 'deploy') {
      if (kind === 'down' || kind === 'move') setTool({ ...tool, cursor: p })
      else if (kind === 'up' && prompt) {
        const err = decide({
          seat: prompt.seat,
          kind: 'deploy',
          unit: tool.unit,
          pos: p,
          facing: deployFacing(tool.unit),
        })
        if (!err) {
          const rest = ((prompt.units as string[]) ?? []).filter((u) => u !== tool.unit)
          if (rest[0]) setTool({ t: 'deploy', unit: rest[0], cursor: null })
        }
      }
    } else if (tool.t === 'tape') {
      if (kind === 'down') setTool({ ...tool, a: p, b: p, dragging: true })
      else if (kind === 'move' && tool.dragging) setTool({ ...tool, b: p })
      else if (kind === 'up') setTool({ ...tool, b: p, dragging: false })
    } else if (kind === 'click' && prompt?.kind === 'dodge' && human) {
      // Nearest offered dodge spot within reach of the click.
      const spots = legal.filter(
        (d): d is Extract<BattleDecision, { kind: 'dodge' }> => d.kind === 'dodge' && d.to !== null,
      )
      const best = spots.sort((a, b) => dist(a.to!, p) - dist(b.to!, p))[0]
      if (best && dist(best.to!, p) < 1) decide(best)
    }
  }

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

  // Keyboard: hints on the panel's buttons, plus table tools.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement)?.closest?.('input,select,textarea') || e.ctrlKey || e.metaKey || e.altKey)
        return
      const k = e.key
      if (k === 'Escape') {
        setTool(NO_TOOL)
        setAim(null)
        setHelp(false)
        return
      }
      if (k === '?') return setHelp((h) => !h)
      if (k === 't' || k === 'T')
        return setTool((t) => (t.t === 'tape' ? NO_TOOL : { t: 'tape', a: null, b: null, dragging: false }))
      if (k === 's' || k === 'S') {
        void save()
        return
      }
      if (tool.t === 'move') {
        if (k === 'Enter') return confirmMove()
        if (k === 'Backspace') return setTool({ ...tool, waypoints: tool.waypoints.slice(0, -1) })
        if (k === 'q' || k === 'Q') return setTool({ ...tool, turn: tool.turn + Math.PI / 12 })
        if (k === 'r' || k === 'R') return setTool({ ...tool, turn: tool.turn - Math.PI / 12 })
      }
      const hint = [...document.querySelectorAll<HTMLButtonElement>('.prompt-panel button.choice')].find(
        (b) => b.querySelector('kbd')?.textContent?.toLowerCase() === k.toLowerCase(),
      )
      if (hint && !hint.disabled) {
        e.preventDefault()
        hint.click()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [tool, confirmMove, save])

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
    if (!human) return m
    const attacker = activeUnit
    if (attacker)
      for (const l of attackLooks(state, attacker))
        if (l.plan && legal.some((d) => d.kind === 'attack' && d.target === l.target.id))
          m.set(l.target.id, BAND_COLOURS[l.plan.band] ?? '#fff')
    return m
  }, [state, activeUnit, legal, human])

  const zone = prompt?.kind === 'deploy' && human ? deployZone(state, legal, prompt.seat) : null
  const aimFrom = aim
    ? unitById(
        state,
        activeUnit ??
          (legal.find((d) => d.kind === 'react' && d.action === 'attack') as { unit?: string } | undefined)
            ?.unit,
      )
    : undefined
  const aimTo = aim ? unitById(state, aim) : undefined
  const toolOn = tool.t !== 'none'

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
            toolActive={toolOn}
            onUnitClick={onUnitClick}
            onPointer={onPointer}
            underlay={
              zone && (
                <rect
                  x={zone.x0}
                  y={zone.y0}
                  width={zone.x1 - zone.x0}
                  height={zone.y1 - zone.y0}
                  className={`zone seat-zone-${prompt?.seat}`}
                />
              )
            }
          >
            <TableOverlays
              state={state}
              tool={tool}
              preview={preview}
              moveUnit={moveUnit}
              deployCheck={deployCheck}
              dodges={prompt?.kind === 'dodge' && human ? legal : []}
              aimFrom={aimFrom}
              aimTo={aimTo}
            />
          </Table>
          <div className="table-tools">
            <button
              type="button"
              className={tool.t === 'tape' ? 'active' : ''}
              onClick={() =>
                setTool(tool.t === 'tape' ? NO_TOOL : { t: 'tape', a: null, b: null, dragging: false })
              }
              title="Measuring tape (T)"
            >
              Tape <kbd>T</kbd>
            </button>
            {tool.t === 'move' && preview && (
              <>
                <span className={`move-status ${preview.live.ok ? 'ok' : 'bad'}`} data-testid="move-status">
                  {preview.live.ok ? 'Legal' : (preview.live.error?.message ?? 'Illegal')}
                  {preview.live.cost !== null && ` · ${preview.live.cost.toFixed(1)}" of ${moveUnit?.speed}"`}
                </span>
                <button
                  type="button"
                  onClick={() => setTool({ ...tool, turn: tool.turn + Math.PI / 12 })}
                  title="Turn left (Q)"
                >
                  ↺
                </button>
                <button
                  type="button"
                  onClick={() => setTool({ ...tool, turn: tool.turn - Math.PI / 12 })}
                  title="Turn right (R)"
                >
                  ↻
                </button>
                <button
                  type="button"
                  onClick={() => setTool({ ...tool, waypoints: tool.waypoints.slice(0, -1) })}
                  title="Undo waypoint (Backspace)"
                >
                  ⌫
                </button>
                <button
                  type="button"
                  className="primary"
                  onClick={confirmMove}
                  disabled={!(tool.waypoints.length ? preview.commit?.ok : preview.live.ok)}
                  data-testid="confirm-move"
                >
                  Confirm move <kbd>↵</kbd>
                </button>
                <button type="button" className="ghost" onClick={() => setTool(NO_TOOL)}>
                  Cancel <kbd>Esc</kbd>
                </button>
              </>
            )}
            {tool.t === 'deploy' && (
              <span className="muted">
                Placing {unitName(state, tool.unit)} — click inside the highlighted zone.
              </span>
            )}
          </div>
        </div>
        <aside className="side-col">
          <div className="side-controls">
            <button type="button" className="primary" onClick={save} data-testid="save-game" title="Save (S)">
              Save <kbd>S</kbd>
            </button>
            <select
              aria-label="Bot speed"
              value={speed}
              onChange={(e) => setSpeed(e.target.value as Speed)}
              title="Bot speed"
            >
              {Object.keys(SPEEDS).map((s) => (
                <option key={s} value={s}>
                  Bots: {s}
                </option>
              ))}
            </select>
            <button type="button" onClick={() => setPaused((p) => !p)}>
              {paused ? 'Resume bots' : 'Pause bots'}
            </button>
            <button
              type="button"
              data-testid="bots-finish"
              title="Hand both seats to the bot"
              onClick={() => {
                setBots(Object.fromEntries(state.seats.map((s) => [s, bots[s] ?? BOTS[0]!.id])))
                setSpeed('instant')
              }}
            >
              Bots finish
            </button>
            <button
              type="button"
              className="ghost"
              onClick={() => setHelp(true)}
              title="Keyboard shortcuts (?)"
            >
              ?
            </button>
          </div>
          {outcome ? (
            <div className="outcome" data-testid="outcome">
              <div className="outcome-title">
                {outcome.draw ? 'Draw' : `${outcome.winners.map((w) => seatName(w, names)).join(' & ')} wins`}
              </div>
              <div>
                {state.seats.map((s) => `${seatName(s, names)} ${outcome.scores?.[s] ?? 0} VP`).join(' · ')} (
                {outcome.reason.replace('_', ' ')})
              </div>
              <button
                type="button"
                className="primary"
                onClick={async () => (await save()) && go({ tab: 'replays', gameId: id })}
              >
                Watch the replay
              </button>
            </div>
          ) : (
            prompt && (
              <PromptPanel
                state={state}
                prompt={prompt}
                legal={legal}
                human={human}
                botName={
                  prompt && bots[prompt.seat] ? BOTS.find((b) => b.id === bots[prompt.seat])?.name : undefined
                }
                names={names}
                decide={decide}
                aim={aim}
                setAim={setAim}
                startMove={startMove}
                startDeploy={startDeploy}
                autoDeploy={autoDeploy}
                moving={tool.t === 'move'}
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
