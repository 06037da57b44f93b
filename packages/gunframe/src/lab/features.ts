/**
 * A battle setup's rosters as the lab's regression reads them: each unit as its example-unit name
 * priced bare (frame, forms, pilot skill: the builder's price with every bought upgrade removed),
 * and each bought upgrade at its printed point per purchase. A conventional unit's free upgrade is
 * part of the unit. Units not in the catalogue are priced bare from their profile.
 */
import type { RosterFeature, Seat } from '@sortie/engine'
import type { BattleSetup, BattleUnitProfile } from '../battle/index.ts'
import { catalogueEntry, pointsOf, type UnitDesign, upgradeById } from '../units/index.ts'

const bareCache = new Map<string, number>()

/** The builder's price of an example unit with every bought (non-free) upgrade removed. */
function barePoints(design: UnitDesign): number {
  const strip = (ups: UnitDesign['upgrades']) => ups.filter((u) => u.free)
  return pointsOf({
    ...design,
    upgrades: strip(design.upgrades),
    ...(design.transforms
      ? { transforms: design.transforms.map((f) => ({ ...f, upgrades: strip(f.upgrades) })) }
      : {}),
  })
}

type Ups = BattleUnitProfile['upgrades']

/** Copies of each upgrade on a unit: per form, then the most any form has (pilot upgrades repeat per form). */
function upgradeCounts(p: BattleUnitProfile): Map<string, number> {
  const forms = (Array.isArray(p.forms) ? (p.forms as { upgrades: Ups }[]) : []).map((f) => f.upgrades)
  const lists: Ups[] = forms.length ? forms : [p.upgrades]
  const out = new Map<string, number>()
  for (const ups of lists) {
    const here = new Map<string, number>()
    for (const u of ups) here.set(u.id, (here.get(u.id) ?? 0) + (u.n ?? 1))
    for (const [id, n] of here) out.set(id, Math.max(out.get(id) ?? 0, n))
  }
  return out
}

export function unitFeatures(p: BattleUnitProfile): RosterFeature[] {
  const entry = catalogueEntry(p.name)
  const free = new Set(
    entry
      ? [...entry.design.upgrades, ...(entry.design.transforms ?? []).flatMap((f) => f.upgrades)]
          .filter((u) => u.free)
          .map((u) => u.id)
      : [],
  )
  const ups: RosterFeature[] = []
  for (const [id, n] of upgradeCounts(p)) {
    if (free.has(id)) continue
    const name = upgradeById(id)?.name ?? id
    for (let k = 0; k < n; k++) ups.push({ kind: 'upgrade', name, points: 1 })
  }
  let bare: number
  if (entry) {
    bare = bareCache.get(entry.name) ?? barePoints(entry.design)
    bareCache.set(entry.name, bare)
  } else bare = p.points - ups.length
  return [{ kind: 'unit', name: entry?.name ?? p.name, points: bare }, ...ups]
}

/** Each seat's entries; in a team battle a seat is a team and fields its players' squadrons. */
export function setupFeatures(setup: BattleSetup): Record<Seat, RosterFeature[]> {
  const of = (player: Seat) => (setup.squadrons[player] ?? []).flatMap(unitFeatures)
  if (setup.teams)
    return Object.fromEntries(
      Object.entries(setup.teams).map(([team, players]) => [team, players.flatMap(of)]),
    )
  return Object.fromEntries(Object.keys(setup.squadrons).map((s) => [s, of(s)]))
}
