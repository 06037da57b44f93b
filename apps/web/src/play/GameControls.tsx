/** The side column's controls (save, bot pace, hand over to bots, help) and the battle's outcome. */
import type { Outcome } from '@sortie/engine'
import { memo } from 'react'
import type { BattleState } from '../engine.ts'
import { seatName } from './format.ts'
import { SPEEDS, type Speed } from './useBotTurns.ts'

export const SideControls = memo(function SideControls(props: {
  speed: Speed
  setSpeed: (s: Speed) => void
  paused: boolean
  togglePaused: () => void
  save: () => void
  botsFinish: () => void
  showHelp: () => void
}) {
  return (
    <div className="side-controls">
      <button type="button" className="primary" onClick={props.save} data-testid="save-game" title="Save (S)">
        Save <kbd>S</kbd>
      </button>
      <select
        aria-label="Bot speed"
        value={props.speed}
        onChange={(e) => props.setSpeed(e.target.value as Speed)}
        title="Bot speed"
      >
        {Object.keys(SPEEDS).map((s) => (
          <option key={s} value={s}>
            Bots: {s}
          </option>
        ))}
      </select>
      <button type="button" onClick={props.togglePaused}>
        {props.paused ? 'Resume bots' : 'Pause bots'}
      </button>
      <button
        type="button"
        data-testid="bots-finish"
        title="Hand both seats to the bot"
        onClick={props.botsFinish}
      >
        Bots finish
      </button>
      <button
        type="button"
        className="ghost"
        onClick={props.showHelp}
        title="Keyboard shortcuts (?)"
        aria-label="Keyboard shortcuts"
      >
        ?
      </button>
    </div>
  )
})

export function OutcomeCard(props: {
  state: BattleState
  outcome: Outcome
  names?: Record<string, string>
  watchReplay: () => void
}) {
  const { state, outcome, names } = props
  return (
    <div className="outcome" data-testid="outcome">
      <div className="outcome-title">
        {outcome.draw ? 'Draw' : `${outcome.winners.map((w) => seatName(w, names)).join(' & ')} wins`}
      </div>
      <div>
        {state.seats.map((s) => `${seatName(s, names)} ${outcome.scores?.[s] ?? 0} VP`).join(' · ')} (
        {outcome.reason.replace('_', ' ')})
      </div>
      <button type="button" className="primary" onClick={props.watchReplay}>
        Watch the replay
      </button>
    </div>
  )
}
