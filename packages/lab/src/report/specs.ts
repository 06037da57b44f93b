/**
 * Vega-Lite specifications for a lab report's plots. Pure data in, JSON specs out, so the
 * self-contained report.html and the web app's Lab page draw the very same charts.
 */
import type { FeatureEstimate, LabReport, Rate } from '../types.ts'

// Vega-Lite's TopLevelSpec type is huge; specs here are plain JSON objects.
export type Spec = Record<string, unknown>

export interface Plot {
  id: string
  title: string
  spec: Spec
}

const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json'
const KIND_COLORS = { domain: ['unit', 'upgrade', 'bot'], range: ['#4c78a8', '#f58518', '#54a24b'] }
const pct = { format: '.0%' }

function rateBars(rows: (Rate & { label: string })[], field: string, title: string): Spec {
  const x = { field, type: 'nominal', title, axis: { labelAngle: 0 } }
  return {
    $schema: SCHEMA,
    width: Math.max(160, rows.length * 70),
    height: 220,
    data: { values: rows.map((r) => ({ [field]: r.label, ...r })) },
    layer: [
      {
        mark: { type: 'bar', color: '#4c78a8' },
        encoding: {
          x,
          y: { field: 'rate', type: 'quantitative', title: 'win rate', scale: { domain: [0, 1] }, axis: pct },
          tooltip: [{ field }, { field: 'rate', format: '.1%' }, { field: 'n', title: 'games' }],
        },
      },
      {
        mark: { type: 'rule', strokeWidth: 2 },
        encoding: { x, y: { field: 'lo', type: 'quantitative' }, y2: { field: 'hi' } },
      },
      { mark: { type: 'rule', strokeDash: [4, 4], color: '#888' }, encoding: { y: { datum: 0.5 } } },
    ],
  }
}

function contextBars(r: LabReport, key: string): Spec {
  const values = r.byContext
    .filter((c) => c.key === key)
    .flatMap((c) =>
      Object.entries(c.bySeat).map(([seat, x]) => ({ value: c.value, seat, games: c.games, ...x })),
    )
  return {
    $schema: SCHEMA,
    // A fixed width that fits the report's column: a step per bar overflowed it with 14 environments.
    width: Math.min(
      860,
      Math.max(
        200,
        new Set(values.map((v) => v.value)).size * 30 * Math.max(1, Object.keys(r.bySeat).length),
      ),
    ),
    height: 220,
    data: { values },
    encoding: {
      x: { field: 'value', type: 'nominal', title: key, axis: { labelAngle: -30 } },
      xOffset: { field: 'seat' },
      color: { field: 'seat', type: 'nominal', title: 'seat' },
    },
    layer: [
      {
        mark: 'bar',
        encoding: {
          y: { field: 'rate', type: 'quantitative', title: 'win rate', scale: { domain: [0, 1] }, axis: pct },
          tooltip: [
            { field: 'value', title: key },
            { field: 'seat' },
            { field: 'rate', format: '.1%' },
            { field: 'games' },
          ],
        },
      },
      {
        mark: { type: 'rule', strokeWidth: 1.5 },
        // A dark interval over either seat's bar (the seat colour would hide it).
        encoding: { y: { field: 'lo', type: 'quantitative' }, y2: { field: 'hi' }, color: { value: '#333' } },
      },
    ],
  }
}

const featureLabel = (f: FeatureEstimate) =>
  `${f.name} (${f.kind}${f.kind === 'bot' ? '' : `, ${f.points} pt`})`

function effects(features: FeatureEstimate[]): Spec {
  const values = [...features]
    .sort((a, b) => b.beta - a.beta)
    .map((f) => ({ ...f, label: featureLabel(f), flag: f.flag ?? 'none' }))
  const y = { field: 'label', type: 'nominal', sort: null, title: null }
  const color = { field: 'kind', type: 'nominal', scale: KIND_COLORS }
  return {
    $schema: SCHEMA,
    width: 420,
    height: { step: 14 },
    data: { values },
    layer: [
      { mark: { type: 'rule', color: '#888', strokeDash: [4, 4] }, encoding: { x: { datum: 0 } } },
      {
        mark: 'rule',
        encoding: {
          y,
          color,
          x: { field: 'lo', type: 'quantitative', title: 'effect on log-odds of winning' },
          x2: { field: 'hi' },
        },
      },
      {
        mark: { type: 'point', filled: true, size: 40 },
        encoding: {
          y,
          color,
          x: { field: 'beta', type: 'quantitative' },
          shape: {
            field: 'flag',
            type: 'nominal',
            scale: { domain: ['none', 'over', 'under'], range: ['circle', 'triangle-up', 'triangle-down'] },
            title: 'flag',
          },
          tooltip: [
            { field: 'name' },
            { field: 'kind' },
            { field: 'beta', title: 'effect' },
            { field: 'lo' },
            { field: 'hi' },
            { field: 'fielded', title: 'seat-games' },
          ],
        },
      },
    ],
  }
}

function fairCost(features: FeatureEstimate[]): Spec {
  const values = features
    .filter((f) => f.fairCost !== null)
    .map((f) => ({ ...f, label: featureLabel(f), flag: f.flag ?? 'none' }))
  const top = Math.max(1, ...values.map((v) => v.points))
  return {
    $schema: SCHEMA,
    width: 440,
    height: 360,
    data: { values },
    layer: [
      {
        data: { values: [{ x: 0 }, { x: top }] },
        mark: { type: 'line', color: '#888', strokeDash: [4, 4] },
        encoding: { x: { field: 'x', type: 'quantitative' }, y: { field: 'x', type: 'quantitative' } },
      },
      {
        mark: { type: 'rule', opacity: 0.35 },
        encoding: {
          x: { field: 'points', type: 'quantitative' },
          y: { field: 'fairLo', type: 'quantitative' },
          y2: { field: 'fairHi' },
          color: { field: 'kind', type: 'nominal', scale: KIND_COLORS },
        },
      },
      {
        mark: { type: 'point', filled: true, size: 50 },
        encoding: {
          x: { field: 'points', type: 'quantitative', title: 'printed points' },
          y: { field: 'fairCost', type: 'quantitative', title: 'fair cost (points)' },
          color: { field: 'kind', type: 'nominal', scale: KIND_COLORS },
          shape: {
            field: 'flag',
            type: 'nominal',
            scale: { domain: ['none', 'over', 'under'], range: ['circle', 'triangle-up', 'triangle-down'] },
          },
          tooltip: [
            { field: 'name' },
            { field: 'points', title: 'printed' },
            { field: 'fairCost', title: 'fair' },
            { field: 'fairLo' },
            { field: 'fairHi' },
          ],
        },
      },
      {
        transform: [{ filter: "datum.flag !== 'none'" }],
        mark: { type: 'text', align: 'left', dx: 6, fontSize: 11 },
        encoding: {
          x: { field: 'points', type: 'quantitative' },
          y: { field: 'fairCost', type: 'quantitative' },
          text: { field: 'name' },
        },
      },
    ],
  }
}

function turns(r: LabReport): Spec {
  return {
    $schema: SCHEMA,
    width: 320,
    height: 180,
    data: { values: r.turns.histogram },
    mark: { type: 'bar', color: '#72b7b2' },
    encoding: {
      x: { field: 'turns', type: 'ordinal', title: 'turns played' },
      y: { field: 'games', type: 'quantitative' },
    },
  }
}

/** Every plot the report shows, in order. */
export function reportPlots(r: LabReport): Plot[] {
  const plots: Plot[] = [
    {
      id: 'seat',
      title: 'Win rate by seat',
      spec: rateBars(
        Object.entries(r.bySeat).map(([label, x]) => ({ label, ...x })),
        'seat',
        'seat',
      ),
    },
  ]
  if (Object.keys(r.byBot).length > 1)
    plots.push({
      id: 'bot',
      title: 'Win rate by bot',
      spec: rateBars(
        Object.entries(r.byBot).map(([label, x]) => ({ label, ...x })),
        'bot',
        'bot',
      ),
    })
  for (const key of [...new Set(r.byContext.map((c) => c.key))])
    plots.push({ id: `context-${key}`, title: `Win rate by ${key}`, spec: contextBars(r, key) })
  if (r.features.length > 0) {
    plots.push({
      id: 'effects',
      title: 'Effect of each entry on the chance to win',
      spec: effects(r.features),
    })
    if (r.features.some((f) => f.fairCost !== null))
      plots.push({ id: 'fair', title: 'Fair cost against printed points', spec: fairCost(r.features) })
  }
  plots.push({ id: 'turns', title: 'Game length', spec: turns(r) })
  return plots
}
