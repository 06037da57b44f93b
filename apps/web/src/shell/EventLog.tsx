// biome-ignore-all lint/suspicious/noArrayIndexKey: log lines are positional and never reorder
/**
 * The shared event log: plain-language lines from the ruleset's `describe`, grouped under the
 * headings its `groupOf` gives (one group per activation), newest at the bottom.
 */
import { memo, useEffect, useRef } from 'react'

export interface LogLine {
  at: number
  text: string
  type: string
}

export interface LogGroup {
  heading: string | null
  lines: LogLine[]
}

/** The latest `max` lines, grouped; a group cut by the limit keeps its heading. */
export function groupLines(
  entries: readonly { line: LogLine | null; heading: string | null }[],
  max = 240,
): LogGroup[] {
  const groups: LogGroup[] = []
  let cur: LogGroup = { heading: null, lines: [] }
  for (const e of entries) {
    if (e.heading !== null) {
      if (cur.heading !== null || cur.lines.length) groups.push(cur)
      cur = { heading: e.heading, lines: [] }
    }
    if (e.line) cur.lines.push(e.line)
  }
  if (cur.heading !== null || cur.lines.length) groups.push(cur)
  let left = max
  const out: LogGroup[] = []
  for (let i = groups.length - 1; i >= 0 && left > 0; i--) {
    const g = groups[i]!
    out.unshift({ heading: g.heading, lines: g.lines.slice(-left) })
    left -= g.lines.length + 1
  }
  return out
}

export const EventLog = memo(function EventLog({ groups }: { groups: readonly LogGroup[] }) {
  const end = useRef<HTMLLIElement>(null)
  const count = groups.reduce((n, g) => n + g.lines.length, 0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the end whenever the log grows
  useEffect(() => {
    // Only the log's own box scrolls: scrollIntoView would also scroll the page around it, and on a
    // phone (where the page scrolls) every new line would drag the table out of sight.
    const log = end.current?.parentElement
    if (log) log.scrollTop = log.scrollHeight
  }, [count, groups.length])
  return (
    <ol className="event-log" aria-label="Event log" data-testid="log">
      {groups.map((g, gi) =>
        g.heading === null ? (
          g.lines.map((l, i) => (
            <li key={`${gi}-${i}`} className={`ev ev-${l.type}`}>
              {l.text}
            </li>
          ))
        ) : (
          <li key={gi} className="log-group" data-testid="log-group">
            <div className="log-group-head">{g.heading}</div>
            <ol>
              {g.lines.map((l, i) => (
                <li key={i} className={`ev ev-${l.type}`}>
                  {l.text}
                </li>
              ))}
            </ol>
          </li>
        ),
      )}
      <li ref={end} className="ev-end" />
    </ol>
  )
})
