// biome-ignore-all lint/suspicious/noArrayIndexKey: histogram bars are positional
/** The shared odds panel: a ruleset's exact figures, a few numbers and a histogram. */
import type { OddsShown } from './module.ts'

/** A probability as a short percentage ("<1%", ">99%"). */
export const pct = (p: number | undefined): string =>
  p === undefined
    ? '—'
    : p >= 0.995 && p < 1
      ? '>99%'
      : p > 0 && p < 0.005
        ? '<1%'
        : `${Math.round(p * 100)}%`

export function OddsPanel({ odds, compact }: { odds: OddsShown; compact?: boolean }) {
  const bars = odds.histogram ?? []
  const max = Math.max(...bars, 0.0001)
  return (
    <div className="odds" data-testid="odds">
      {odds.pools && <div className="odds-pools">{odds.pools}</div>}
      <dl className="odds-stats">
        {odds.stats.map((s) => (
          <div key={s.label} title={s.title}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
      {!compact && bars.length > 0 && (
        <div className="histogram" role="img" aria-label={odds.histogramLabel ?? 'Distribution'}>
          {bars.map((p, k) => (
            <div key={k} className="bar-col" title={`${k}: ${(p * 100).toFixed(1)}%`}>
              <div className="bar" style={{ height: `${(p / max) * 100}%` }} />
              <span>{k}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  )
}
