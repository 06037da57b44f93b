/**
 * The Lab page: opens a balance report written by `sortie lab … --out DIR` (its report.json, or
 * the report.html itself) and shows the same plots and tables. The file is checked before it is
 * drawn; the plots are the very Vega-Lite specs report.html embeds (from @sortie/lab/specs), and
 * Vega is only loaded once a report is open.
 */
import { type LabReport, type Plot, parseReportText, reportPlots } from '@sortie/lab/specs'
import { useEffect, useRef, useState } from 'react'
import { FeatureTable } from './FeatureTable.tsx'
import './lab.css'

export function LabPage() {
  const [report, setReport] = useState<LabReport | null>(null)
  const [error, setError] = useState<string | null>(null)
  const open = async (file: File | undefined) => {
    if (!file) return
    const r = parseReportText(await file.text())
    if (r.ok) {
      setReport(r.value)
      setError(null)
    } else setError(r.error)
  }
  return (
    <section className="panel lab">
      <div className="panel-title">Balance lab</div>
      <p className="muted">
        Open a report from <code>npx sortie lab &lt;ruleset&gt; --games N --out DIR</code>: its{' '}
        <code>report.json</code> or <code>report.html</code>.
      </p>
      <label className="lab-open">
        <span>Open report…</span>
        <input
          type="file"
          accept=".json,.html,application/json,text/html"
          aria-label="Open a lab report"
          onChange={(e) => void open(e.target.files?.[0])}
        />
      </label>
      {error && (
        <div className="lab-error" role="alert">
          {error}
        </div>
      )}
      {report && <LabReportView report={report} />}
    </section>
  )
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`

export function LabReportView({ report: r }: { report: LabReport }) {
  const flagged = (keys: string[]) =>
    keys.map((k) => r.features.find((f) => f.key === k)).filter((f) => f !== undefined)
  return (
    <div className="lab-report">
      <h2>
        {r.ruleset.title}: {r.games} games
      </h2>
      <dl className="lab-facts">
        <dt>setup</dt>
        <dd>
          seed “{r.config.seed}”, {r.config.pool} rosters, bots {r.config.bots.join(' vs ')} (seats swap)
        </dd>
        <dt>finished</dt>
        <dd>
          {r.games - r.errors} ({r.errors} errors), {r.draws} draws, {r.turns.mean} turns on average
        </dd>
        <dt>win rate by seat</dt>
        <dd>
          {Object.entries(r.bySeat)
            .map(([s, x]) => `${s} ${pct(x.rate)} (${pct(x.lo)}–${pct(x.hi)})`)
            .join(', ')}
        </dd>
        <dt>price of a point</dt>
        <dd>{r.regression.lambda === null ? 'not defined' : `${r.regression.lambda} log-odds per point`}</dd>
      </dl>
      <h3>Most over-performing</h3>
      <FeatureTable rows={flagged(r.flagged.over)} empty="None beyond chance at this many games." />
      <h3>Most under-performing</h3>
      <FeatureTable rows={flagged(r.flagged.under)} empty="None beyond chance at this many games." />
      <Plots plots={reportPlots(r)} />
      <h3>Every entry</h3>
      <FeatureTable
        rows={[...r.features].sort((a, b) => (b.z ?? -1e9) - (a.z ?? -1e9))}
        empty="The ruleset reports no roster entries."
      />
      <ul className="muted">
        {r.notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </div>
  )
}

function Plots({ plots }: { plots: Plot[] }) {
  return (
    <div className="lab-plots">
      {plots.map((p) => (
        <PlotView key={p.id} plot={p} />
      ))}
    </div>
  )
}

function PlotView({ plot }: { plot: Plot }) {
  const el = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let done = false
    let finalize: (() => void) | undefined
    void import('vega-embed').then(async ({ default: embed }) => {
      if (done || !el.current) return
      // biome-ignore lint/suspicious/noExplicitAny: specs are plain Vega-Lite JSON
      const result = await embed(el.current, plot.spec as any, { actions: false, renderer: 'svg' })
      if (done) result.finalize()
      else finalize = () => result.finalize()
    })
    return () => {
      done = true
      finalize?.()
    }
  }, [plot])
  return (
    <figure className="lab-plot">
      <figcaption>{plot.title}</figcaption>
      <div ref={el} data-plot={plot.id} />
    </figure>
  )
}
