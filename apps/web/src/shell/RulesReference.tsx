/**
 * The "?" button and its searchable rules reference, built from the ruleset's rules index
 * (`docs/rules/<id>.md`): filter by id or words; each row shows its id, paraphrase and status.
 */
import { useEffect, useMemo, useState } from 'react'
import { rulesOf, searchRules } from './rulesIndex.ts'

export function RulesButton({ ruleset }: { ruleset: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="rules-button"
        data-testid="rules-open"
        title="Rules reference"
        aria-label="Rules reference"
        onClick={() => setOpen(true)}
      >
        ? Rules
      </button>
      {open && <RulesReference ruleset={ruleset} onClose={() => setOpen(false)} />}
    </>
  )
}

export function RulesReference({ ruleset, onClose }: { ruleset: string; onClose: () => void }) {
  const [query, setQuery] = useState('')
  const rows = rulesOf(ruleset)
  const shown = useMemo(() => searchRules(rows, query), [rows, query])
  useEffect(() => {
    const esc = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose()
    }
    window.addEventListener('keydown', esc)
    return () => window.removeEventListener('keydown', esc)
  }, [onClose])
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click outside closes it, Esc too
    // biome-ignore lint/a11y/useKeyWithClickEvents: Esc closes it
    <div className="modal-back" onClick={onClose}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: only stops the click reaching the backdrop */}
      <div
        className="modal rules-ref"
        role="dialog"
        aria-label="Rules reference"
        data-testid="rules-reference"
        onClick={(e) => e.stopPropagation()}
      >
        <div className="rules-ref-head">
          <h3>Rules reference</h3>
          <button type="button" onClick={onClose} aria-label="Close">
            ✕
          </button>
        </div>
        <input
          type="search"
          // biome-ignore lint/a11y/noAutofocus: the dialog exists to be searched
          autoFocus
          placeholder="Filter by id or words (e.g. crossfire, GF-ATK)"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          data-testid="rules-search"
        />
        <div className="muted small">
          {shown.length} of {rows.length} rules
        </div>
        <ul className="rules-list">
          {shown.slice(0, 300).map((r) => (
            <li key={r.id} data-rule={r.id}>
              <b>{r.id}</b> {r.text} <span className={`rule-status ${r.status}`}>{r.status}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
