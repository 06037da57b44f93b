/**
 * report.html: one self-contained file — the report's JSON, the Vega, Vega-Lite and vega-embed
 * builds inlined from node_modules, tables in plain HTML — so it opens offline, mailed or archived.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { FeatureEstimate, LabReport } from '../types.ts'
import { reportPlots } from './specs.ts'

const require = createRequire(import.meta.url)

/** The minified browser build next to a package's entry point. */
function build(pkg: string, file: string): string {
  return readFileSync(join(dirname(require.resolve(pkg)), file), 'utf8')
}

let libs: string | undefined
function vegaLibs(): string {
  libs ??= [
    build('vega', 'vega.min.js'),
    build('vega-lite', 'vega-lite.min.js'),
    build('vega-embed', 'vega-embed.min.js'),
  ]
    .map((src) => `<script>${src.replace(/<\/script/gi, '<\\/script')}</script>`)
    .join('\n')
  return libs
}

const esc = (s: unknown) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const pct = (x: number) => `${(x * 100).toFixed(1)}%`
const range = (lo: number | null, hi: number | null) => (lo === null || hi === null ? '' : `${lo} … ${hi}`)

function featureRows(list: FeatureEstimate[]): string {
  return list
    .map(
      (f) =>
        `<tr class="${f.flag ?? ''}"><td>${esc(f.name)}</td><td>${f.kind}</td><td>${f.kind === 'bot' ? '' : f.points}</td>` +
        `<td>${f.fairCost ?? ''}</td><td>${range(f.fairLo, f.fairHi)}</td><td>${f.beta}</td>` +
        `<td>${range(f.lo, f.hi)}</td><td>${f.z ?? ''}</td><td>${f.fielded}</td><td>${pct(f.winRate)}</td></tr>`,
    )
    .join('\n')
}

const TABLE_HEAD =
  '<tr><th>entry</th><th>kind</th><th>printed</th><th>fair cost</th><th>95%</th><th>effect</th><th>95%</th>' +
  '<th>z</th><th>seat-games</th><th>won</th></tr>'

function flaggedTable(r: LabReport, keys: string[], empty: string): string {
  const list = keys.map((k) => r.features.find((f) => f.key === k)).filter((f) => f !== undefined)
  return list.length
    ? `<table>${TABLE_HEAD}${featureRows(list)}</table>`
    : `<p class="muted">${esc(empty)}</p>`
}

export function renderHtml(r: LabReport): string {
  const plots = reportPlots(r)
  const seatLine = Object.entries(r.bySeat)
    .map(([s, x]) => `${esc(s)} ${pct(x.rate)} (${pct(x.lo)}–${pct(x.hi)})`)
    .join(', ')
  const lambda = r.regression.lambda
  const sorted = [...r.features].sort((a, b) => (b.z ?? -1e9) - (a.z ?? -1e9))
  const data = JSON.stringify({ plots }).replace(/</g, '\\u003c')
  // The whole report rides along, so the web app's Lab page can open this file too.
  const whole = JSON.stringify(r).replace(/</g, '\\u003c')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>${esc(r.ruleset.title)} balance lab — ${r.games} games</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:24px auto;max-width:1100px;padding:0 16px;color:#222}
h1{font-size:22px;margin-bottom:4px}h2{font-size:17px;margin-top:28px;border-bottom:1px solid #ddd}
table{border-collapse:collapse;font-size:13px;margin:8px 0}td,th{padding:3px 8px;border-bottom:1px solid #eee;text-align:right}
td:first-child,th:first-child{text-align:left}tr.over td{background:#e8f5e9}tr.under td{background:#fdecea}
.muted{color:#777}.grid{display:flex;flex-wrap:wrap;gap:24px}.plot{margin:8px 0}
dl{display:grid;grid-template-columns:max-content auto;gap:2px 16px}dt{color:#555}dd{margin:0}
</style>
${vegaLibs()}
</head><body>
<h1>${esc(r.ruleset.title)} balance lab</h1>
<p class="muted">${r.games} games, seed “${esc(r.config.seed)}”, ${esc(r.config.pool)} rosters, bots ${esc(r.config.bots.join(' vs '))} (seats swap).</p>
<dl>
<dt>finished</dt><dd>${r.games - r.errors} (${r.errors} errors${Object.keys(r.errorCodes).length ? `: ${esc(JSON.stringify(r.errorCodes))}` : ''}), ${r.draws} draws</dd>
<dt>win rate by seat</dt><dd>${seatLine}</dd>
<dt>first-seat edge</dt><dd>${r.regression.intercept.beta} log-odds (${range(r.regression.intercept.lo, r.regression.intercept.hi)})</dd>
<dt>price of a point</dt><dd>${lambda === null ? 'not defined (points do not buy wins here)' : `${lambda} log-odds per point`}</dd>
<dt>mean length</dt><dd>${r.turns.mean} turns</dd>
</dl>
<h2>Most over-performing (worth more than printed)</h2>
${flaggedTable(r, r.flagged.over, 'None beyond chance at this many games.')}
<h2>Most under-performing (worth less than printed)</h2>
${flaggedTable(r, r.flagged.under, 'None beyond chance at this many games.')}
<h2>Plots</h2>
<div class="grid">${plots.map((p) => `<div class="plot"><h3>${esc(p.title)}</h3><div id="plot-${esc(p.id)}"></div></div>`).join('')}</div>
<h2>Every entry</h2>
${r.features.length ? `<table>${TABLE_HEAD}${featureRows(sorted)}</table>` : '<p class="muted">The ruleset reports no roster entries.</p>'}
<h2>Method</h2>
<ul>${r.notes.map((n) => `<li>${esc(n)}</li>`).join('')}</ul>
<script id="lab-data" type="application/json">${data}</script>
<script id="lab-report" type="application/json">${whole}</script>
<script>
const { plots } = JSON.parse(document.getElementById('lab-data').textContent)
window.labRendered = Promise.all(plots.map((p) => vegaEmbed('#plot-' + p.id, p.spec, { actions: false, renderer: 'svg' })))
</script>
</body></html>
`
}
