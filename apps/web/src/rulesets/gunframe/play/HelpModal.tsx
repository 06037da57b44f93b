/** The keyboard shortcuts, as a dialog (Esc or a click outside closes it). */
export function HelpModal({ onClose }: { onClose: () => void }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click outside closes the help, Esc too
    // biome-ignore lint/a11y/useKeyWithClickEvents: Esc closes it
    <div className="modal-back" onClick={() => onClose()}>
      <div className="modal" role="dialog" aria-label="Keyboard shortcuts">
        <h3>Keyboard shortcuts</h3>
        <dl className="keys">
          <dt>1–9</dt>
          <dd>Pick the numbered choice</dd>
          <dt>M</dt>
          <dd>Move the active unit (drag on the table; each release adds a waypoint)</dd>
          <dt>Enter / Backspace</dt>
          <dd>Confirm the move / undo the last waypoint</dd>
          <dt>Q / R</dt>
          <dd>Turn the end facing left / right</dd>
          <dt>V · X · E</dt>
          <dd>Evade · special action · end activation</dd>
          <dt>P</dt>
          <dd>Pass on a reaction</dd>
          <dt>T</dt>
          <dd>Measuring tape</dd>
          <dt>+ / − / F</dt>
          <dd>Zoom in / out / fit the table</dd>
          <dt>S</dt>
          <dd>Save the game</dd>
          <dt>Esc</dt>
          <dd>Cancel the current tool</dd>
        </dl>
      </div>
    </div>
  )
}
