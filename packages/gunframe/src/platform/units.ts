/**
 * GUNFRAME's catalogue and roster files as the apps see them through the descriptor: catalogue
 * rows priced by the builder beside the printed figure, the readable listing, and a squadron
 * file checked into points and problems (never a throw).
 */
import type { RosterCheck } from '@sortie/engine'
import {
  CATALOGUE,
  type CatalogueEntry,
  EXAMPLE_SQUADRONS,
  exampleSquadron,
  exportSquadron,
  FRAMES,
  parseSquadronFile,
  pointsLimit,
  priceUnit,
  SQUADRON_FORMAT,
  squadronPoints,
  squadronRecord,
  unitCard,
  upgradeLabel,
  validateSquadron,
} from '../units/index.ts'

export const catalogueRow = (e: CatalogueEntry) => {
  const d = e.design
  const price = priceUnit(d)
  const points = price.ok ? price.value.points : null
  return {
    name: e.name,
    setting: e.setting,
    faction: e.faction,
    frame: d.frame,
    conventional: FRAMES[d.frame].conventional,
    pilotSkill: `${d.pilot.skill}+`,
    ...(d.pilot.name ? { pilot: d.pilot.name } : {}),
    speed: d.speed,
    defense: d.defense,
    armour: d.armour,
    loadout: d.loadout,
    upgrades: d.upgrades.map((u) => upgradeLabel(u)),
    ...(d.transforms ? { forms: d.transforms.length + 1 } : {}),
    ...(d.combined ? { combinedFrom: d.combined.team } : {}),
    points,
    printedPoints: e.printedPoints,
    ...(e.discrepancy ? { discrepancy: { kind: e.discrepancy.kind, note: e.discrepancy.note } } : {}),
  }
}

export type CatalogueRow = ReturnType<typeof catalogueRow>

/** The example units, optionally of one faction (case-insensitive). */
export function catalogueRows(faction?: string): CatalogueRow[] {
  const want = faction?.toLowerCase()
  return CATALOGUE.filter((e) => !want || e.faction.toLowerCase() === want).map(catalogueRow)
}

/** The readable listing: units by setting and faction, builder points with the book's beside. */
export function formatCatalogue(value: unknown): string {
  const units = (value as { units: CatalogueRow[] }).units
  const out: string[] = []
  let faction = ''
  for (const u of units) {
    if (u.faction !== faction) {
      faction = u.faction
      out.push('', `${u.setting} — ${faction}`)
    }
    const mark = u.points !== u.printedPoints ? ` (book: ${u.printedPoints})` : ''
    const flag = u.discrepancy ? ' !' : ''
    out.push(`  ${u.name.padEnd(32)} ${u.frame.padEnd(10)} ${String(u.points).padStart(3)} pts${mark}${flag}`)
  }
  out.push('', '! the printed unit contradicts the construction rules; see --json for the reason')
  return `${out.join('\n')}\n`
}

/** Whether a parsed JSON file says it is a GUNFRAME squadron. */
export function isSquadronFile(file: unknown): boolean {
  return (
    typeof file === 'object' && file !== null && (file as { format?: unknown }).format === SQUADRON_FORMAT
  )
}

/** Points and construction problems of a squadron file (no problems = valid). */
export function checkSquadron(file: unknown, opts: { optionalRules?: boolean } = {}): RosterCheck {
  const slim = (p: { code: string; message: string; path: string }) => ({
    code: p.code,
    message: p.message,
    path: p.path,
  })
  try {
    const parsed = parseSquadronFile(file)
    if (!parsed.ok) return { points: null, problems: parsed.error.map(slim) }
    const sq = parsed.value
    const points = squadronPoints(sq)
    const combiners = sq.combiners?.length ?? 0
    const fields = {
      name: sq.name,
      size: sq.size,
      points,
      limit: pointsLimit(sq),
      units: sq.units.length,
      combiners,
    }
    return {
      points: Number.isFinite(points) ? points : null,
      problems: validateSquadron(sq, opts).map(slim),
      summary: {
        text: `${sq.name}, ${fields.units} units, ${points}/${fields.limit} points (${sq.size})${combiners ? `, ${combiners} combiner team(s)` : ''}`,
        fields,
      },
    }
  } catch {
    // The shape check passed but the file is not a squadron the units module can read.
    return {
      points: null,
      problems: [{ code: 'gunframe/unreadable', message: 'Not a readable squadron.', path: '' }],
    }
  }
}

/** The unit cards and squadron record of a squadron file, with its problems. */
export function squadronCard(file: unknown): { text: string; problems: RosterCheck['problems'] } {
  const parsed = parseSquadronFile(file)
  if (!parsed.ok) return { text: '', problems: checkSquadron(file).problems }
  const out: string[] = []
  for (const u of parsed.value.units) out.push(...unitCard(u), '')
  for (const c of parsed.value.combiners ?? []) out.push(...unitCard(c), '')
  out.push(...squadronRecord(parsed.value))
  return { text: `${out.join('\n')}\n`, problems: checkSquadron(file).problems }
}

/** The example squadrons as files. */
export const EXAMPLE_FILES: Record<string, () => string> = Object.fromEntries(
  EXAMPLE_SQUADRONS.map((n) => [n, () => exportSquadron(exampleSquadron(n))]),
)
