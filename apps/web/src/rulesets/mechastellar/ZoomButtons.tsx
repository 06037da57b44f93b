/**
 * The table's zoom buttons. They sit in the strip under the table, beside the status line, and
 * never over it: over the table they hid the deployment spots along its top edge (on a phone the
 * buttons cover a quarter of the table's width).
 */
export function ZoomButtons({
  zoomIn,
  zoomOut,
  fit,
}: {
  zoomIn: () => void
  zoomOut: () => void
  fit: () => void
}) {
  return (
    <div className="ms-zoom" data-testid="ms-zoom">
      <button type="button" data-testid="ms-zoom-in" aria-label="Zoom in" onClick={zoomIn}>
        +
      </button>
      <button type="button" data-testid="ms-zoom-out" aria-label="Zoom out" onClick={zoomOut}>
        −
      </button>
      <button type="button" data-testid="ms-zoom-fit" aria-label="Fit the table" onClick={fit}>
        ⤢
      </button>
    </div>
  )
}
