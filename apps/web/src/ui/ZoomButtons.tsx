/**
 * A table's zoom buttons (its ruleset's prefix names their test ids: `ms-zoom-in`, `fz-zoom-in`). They sit in the strip under the table, beside the status line, and
 * never over it: over the table they hid the deployment spots along its top edge (on a phone the
 * buttons cover a quarter of the table's width).
 */
export function ZoomButtons({
  prefix,
  zoomIn,
  zoomOut,
  fit,
}: {
  prefix: string
  zoomIn: () => void
  zoomOut: () => void
  fit: () => void
}) {
  return (
    <div className="table-zoom" data-testid={`${prefix}-zoom`}>
      <button type="button" data-testid={`${prefix}-zoom-in`} aria-label="Zoom in" onClick={zoomIn}>
        +
      </button>
      <button type="button" data-testid={`${prefix}-zoom-out`} aria-label="Zoom out" onClick={zoomOut}>
        −
      </button>
      <button type="button" data-testid={`${prefix}-zoom-fit`} aria-label="Fit the table" onClick={fit}>
        ⤢
      </button>
    </div>
  )
}
