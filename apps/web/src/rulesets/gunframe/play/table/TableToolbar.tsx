/** The strip under the table: the tape, and while moving the engine's verdict with turn / undo / confirm. */
import { memo } from 'react'
import type { BattleUnit } from '../../engine.ts'
import { moveReadout } from './moveReadout.ts'
import type { Tool } from './tools.ts'
import type { MovePreviewState } from './useTableTool.ts'

export const TableToolbar = memo(function TableToolbar(props: {
  tool: Tool
  preview: MovePreviewState | null
  moveUnit: BattleUnit | undefined
  deployName: string | null
  canConfirm: boolean
  toggleTape: () => void
  turnBy: (steps: number) => void
  undoWaypoint: () => void
  confirmMove: () => void
  cancel: () => void
  showHelp: () => void
  /** The bot's "why?" overlay: on or off (absent until a bot has explained a decision). */
  why?: { on: boolean; toggle: () => void } | null
}) {
  const { tool, preview } = props
  return (
    <div className={`table-tools${tool.t === 'move' ? ' moving' : ''}`}>
      <button
        type="button"
        className={`tape-button${tool.t === 'tape' ? ' active' : ''}`}
        onClick={props.toggleTape}
        title="Measuring tape (T): measures edge to edge (base to base) from a unit, as the rules do"
        data-testid="tape"
      >
        Tape <kbd>T</kbd>
      </button>
      {tool.t === 'move' && preview && (
        <>
          <span
            className={`move-status ${preview.pending ? 'wait' : preview.live.ok ? 'ok' : 'bad'}`}
            data-testid="move-status"
            title={preview.live.error?.message}
          >
            {/* The words change on most drag frames: they sit in a box of their own (see
                .move-status-text) so new words lay out that box alone, never the page and the table. */}
            <span className="move-status-text">
              {preview.pending
                ? 'Checking…'
                : preview.live.ok
                  ? 'Legal'
                  : (preview.live.error?.message ?? 'Illegal')}
              {preview.live.cost !== null &&
                ` · ${moveReadout(preview.live.cost, preview.live.allowance, ' of ')}`}
            </span>
          </span>
          <button type="button" onClick={() => props.turnBy(1)} title="Turn left (Q)" aria-label="Turn left">
            ↺
          </button>
          <button
            type="button"
            onClick={() => props.turnBy(-1)}
            title="Turn right (R)"
            aria-label="Turn right"
          >
            ↻
          </button>
          <button
            type="button"
            onClick={props.undoWaypoint}
            title="Undo waypoint (Backspace)"
            aria-label="Undo waypoint"
          >
            ⌫
          </button>
          <button
            type="button"
            className="primary"
            onClick={props.confirmMove}
            disabled={!props.canConfirm}
            data-testid="confirm-move"
          >
            Confirm move <kbd>↵</kbd>
          </button>
          <button type="button" className="ghost" onClick={props.cancel}>
            Cancel <kbd>Esc</kbd>
          </button>
        </>
      )}
      {props.deployName && (
        <span className="muted">Placing {props.deployName} — tap or click inside the highlighted zone.</span>
      )}
      {props.why && (
        <button
          type="button"
          className={`why-toggle${props.why.on ? ' active' : ''}`}
          aria-pressed={props.why.on}
          onClick={props.why.toggle}
          title="Why? Show on the table what the bot weighed for its last decision, with its scores"
          data-testid="why-toggle"
        >
          Why?
        </button>
      )}
      <button
        type="button"
        className="ghost help-button"
        onClick={props.showHelp}
        title="Keyboard shortcuts (?)"
        aria-label="Keyboard shortcuts"
      >
        ?
      </button>
    </div>
  )
})
