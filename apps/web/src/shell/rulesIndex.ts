/// <reference types="vite/client" />
/**
 * The rules index as text for the UI: each ruleset's `docs/rules/<id>.md` is bundled raw and its
 * table rows (`| ID | paraphrase | status | tests |`) parsed into id → one-line paraphrase. The UI
 * shows these words on hover and in the "?" reference; it never reads rules from them.
 *
 * @example ruleText('gunframe', 'GF-ATK-ELEVATED') // "GF-ATK-ELEVATED: +1D from elevated terrain or flying vs ground"
 */
const FILES = import.meta.glob('../../../../docs/rules/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>

export interface RuleRow {
  id: string
  text: string
  status: string
  /** The section heading the row sits under. */
  section: string
}

const ROW = /^\|\s*([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)\s*\|([^|]*)\|\s*([a-z]*)\s*\|/

/** Every row of one index in reading order; a repeated id keeps its first (main) row. */
export function parseRules(md: string): RuleRow[] {
  const rows: RuleRow[] = []
  const seen = new Set<string>()
  let section = ''
  for (const line of md.split('\n')) {
    if (line.startsWith('#')) section = line.replace(/^#+\s*/, '').trim()
    const m = ROW.exec(line)
    if (!m || seen.has(m[1]!)) continue
    seen.add(m[1]!)
    rows.push({ id: m[1]!, text: m[2]!.trim().replaceAll('`', ''), status: m[3] ?? '', section })
  }
  return rows
}

const cache = new Map<string, { rows: RuleRow[]; byId: Map<string, RuleRow> }>()

function load(ruleset: string) {
  let c = cache.get(ruleset)
  if (!c) {
    const md = Object.entries(FILES).find(([p]) => p.endsWith(`/${ruleset}.md`))?.[1] ?? ''
    const rows = parseRules(md)
    c = { rows, byId: new Map(rows.map((r) => [r.id, r])) }
    cache.set(ruleset, c)
  }
  return c
}

/** All rows of a ruleset's index (empty when it has none). */
export const rulesOf = (ruleset: string): readonly RuleRow[] => load(ruleset).rows

/** "ID: paraphrase" for hover text; the bare ids when the index lacks them. */
export function ruleText(ruleset: string, ...ids: string[]): string {
  const { byId } = load(ruleset)
  return ids.map((id) => (byId.get(id) ? `${id}: ${byId.get(id)!.text}` : id)).join('\n')
}

/** Rows whose id or words hold every word of the query (case-insensitive). */
export function searchRules(rows: readonly RuleRow[], query: string): RuleRow[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (!words.length) return [...rows]
  return rows.filter((r) => {
    const hay = `${r.id} ${r.text}`.toLowerCase()
    return words.every((w) => hay.includes(w))
  })
}
