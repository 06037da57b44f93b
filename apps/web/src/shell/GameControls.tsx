/**
 * The side column's controls (save, undo, bot pace, hand over to bots) and the game's outcome.
 * Bot pace and pause show only when a bot plays a seat: a hot-seat game has no bot controls
 * besides the hand-over.
 */
import type { Outcome, Seat } from '@sortie/engine'
import { memo, type ReactNode, useRef } from 'react'
import { num } from '../ui/numbers.ts'
import { SPEEDS, type Speed } from './bots/useBotTurns.ts'
import { useControlsHeight } from './useControlsHeight.ts'

export const SideControls = memo(function SideControls(props: {
  speed: Speed
  setSpeed: (s: Speed) => void
  paused: boolean
  togglePaused: () => void
  save: () => void
  botsFinish: () => void
  hasBots: boolean
  /** Decisions undo would take back (0: undo is off). */
  undoCount: number
  /** Why undo is off, for its tooltip. */
  undoWhy: string
  undo: () => void
  /** Extra buttons at the end of the row (the rules reference). */
  extra?: ReactNode
}) {
  const strip = useRef<HTMLDivElement>(null)
  useControlsHeight(strip)
  return (
    <div className="side-controls" ref={strip}>
      <button type="button" className="primary" onClick={props.save} data-testid="save-game" title="Save (S)">
        Save <kbd>S</kbd>
      </button>
      <button
        type="button"
        onClick={props.undo}
        disabled={!props.undoCount}
        data-testid="undo"
        title={props.undoCount ? 'Take back the last decision (U)' : props.undoWhy}
      >
        Undo <kbd>U</kbd>
      </button>
      {props.hasBots && (
        <>
          <select
            aria-label="Bot speed"
            value={props.speed}
            onChange={(e) => props.setSpeed(e.target.value as Speed)}
            title="Bot speed"
            data-testid="bot-speed"
          >
            {Object.keys(SPEEDS).map((s) => (
              <option key={s} value={s}>
                Bots: {s}
              </option>
            ))}
          </select>
          <button type="button" onClick={props.togglePaused} data-testid="bot-pause">
            {props.paused ? 'Resume bots' : 'Pause bots'}
          </button>
        </>
      )}
      <button
        type="button"
        data-testid="bots-finish"
        title="Hand every seat to the bot"
        onClick={props.botsFinish}
      >
        Bots finish
      </button>
      {props.extra}
    </div>
  )
})

export function OutcomeCard(props: {
  outcome: Outcome
  seats: readonly Seat[]
  seatName: (s: Seat) => string
  text?: string
  watchReplay: () => void
}) {
  const { outcome, seatName } = props
  const why = props.text ?? outcome.reason.replaceAll('_', ' ')
  // Only rulesets that score victory points report scores; the others (Gunwave) end on a reason.
  const scores = outcome.scores
  const line = scores
    ? `${props.seats.map((s) => `${seatName(s)} ${num(scores[s] ?? 0)} VP`).join(' · ')} (${why})`
    : why
  return (
    <div className="outcome" data-testid="outcome">
      <div className="outcome-title">
        {outcome.draw ? 'Draw' : `${outcome.winners.map(seatName).join(' & ')} wins`}
      </div>
      <div data-testid="outcome-line">{line}</div>
      <button type="button" className="primary" onClick={props.watchReplay}>
        Watch the replay
      </button>
    </div>
  )
}
