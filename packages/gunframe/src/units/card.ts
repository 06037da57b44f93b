/**
 * Plain-text unit cards and the squadron record (roster sheet), as `sortie roster card` prints
 * them. A transforming mecha shows each form's values and upgrades split by "/", as the book's
 * cards do.
 */
import { placeUpgrades } from './attach.ts'
import { FRAMES } from './frames.ts'
import { pointsOf } from './price.ts'
import { pointsLimit, squadronPoints, unitIds } from './squadron.ts'
import type { FormDesign, Squadron, UnitDesign } from './types.ts'
import { FRAME_VALUES, WEAPON_SYSTEMS } from './types.ts'
import { upgradeById, upgradeLabel } from './upgrades.ts'

const pad = (s: string, n: number): string => (s.length >= n ? s : s + ' '.repeat(n - s.length))

/** Upgrades of a form on one frame value or weapon system, for the card line. */
function onSlot(form: FormDesign, perSlot: number, slot: string): string {
  const names = placeUpgrades(form, perSlot)
    .filter((p) => p.on === slot && upgradeById(p.choice.id)?.category !== 'pilot')
    .map((p) => upgradeLabel(p.choice, false) + (p.choice.free ? ' (free)' : ''))
  return names.join(' + ') || '-'
}

export function unitCard(d: UnitDesign, title = d.name): string[] {
  const f = FRAMES[d.frame]
  const forms: FormDesign[] = [{ ...d, name: d.formName }, ...(d.transforms ?? [])]
  const perSlot = d.combined ? 2 : 1
  const kind = f?.conventional ? f.name : `${f?.name ?? d.frame} gunframe`
  const head = `${title.toUpperCase()} — ${kind}${d.combined ? ' (combined form)' : ''} — ${pointsOf(d)} pts`
  const pilotUps = d.upgrades
    .filter((u) => upgradeById(u.id)?.category === 'pilot')
    .map((u) => upgradeLabel(u))
  const lines = [head, '-'.repeat(head.length)]
  lines.push(`PILOT    ${d.pilot.skill}+ ${d.pilot.name ?? ''}`.trimEnd())
  if (pilotUps.length) lines.push(`         ${pilotUps.join(', ')}`)
  if (forms.length > 1) lines.push(`FORMS    ${forms.map((x, i) => x.name ?? `Form ${i + 1}`).join(' / ')}`)
  const row = (label: string, values: number[], ups: string[]) => {
    const v =
      values.every((x) => x === values[0]) && label === 'ARMOUR' ? String(values[0]) : values.join('/')
    const u = ups.every((x) => x === '-') ? '' : ups.join(' / ')
    return `${pad(label, 9)}${pad(v, 8)}${u}`.trimEnd()
  }
  for (const v of FRAME_VALUES)
    lines.push(
      row(
        v.toUpperCase(),
        forms.map((x) => x[v]),
        forms.map((x) => onSlot(x, perSlot, v)),
      ),
    )
  for (const w of WEAPON_SYSTEMS)
    lines.push(
      row(
        w.toUpperCase(),
        forms.map((x) => x.loadout[w]),
        forms.map((x) => onSlot(x, perSlot, w)),
      ),
    )
  if (d.combined) lines.push(`TEAM     ${d.combined.team.join(', ')}`)
  if (d.notes) lines.push(`NOTE     ${d.notes}`)
  return lines
}

const upgradeList = (d: UnitDesign): string => {
  const forms = [d, ...(d.transforms ?? [])]
  if (forms.length === 1) return d.upgrades.map((u) => upgradeLabel(u) + (u.free ? ' (free)' : '')).join(', ')
  const pilot = d.upgrades.filter((u) => upgradeById(u.id)?.category === 'pilot').map((u) => upgradeLabel(u))
  const per = forms.map(
    (f) =>
      f.upgrades
        .filter((u) => upgradeById(u.id)?.category !== 'pilot')
        .map((u) => upgradeLabel(u))
        .join(', ') || '-',
  )
  return [...pilot, per.join(' / ')].join(', ')
}

/** The roster sheet: one row per unit, then totals. */
export function squadronRecord(s: Squadron): string[] {
  const ids = unitIds(s.units)
  const rows = s.units.map((u, i) => {
    const forms = [u, ...(u.transforms ?? [])]
    const vals = (get: (f: FormDesign) => number) => forms.map(get).join('/')
    return [
      ids[i] ?? '',
      u.name + (u.reserve ? ' (R)' : ''),
      FRAMES[u.frame]?.name ?? u.frame,
      `${u.pilot.skill}+`,
      vals((f) => f.speed),
      vals((f) => f.defense),
      String(u.armour),
      ...WEAPON_SYSTEMS.map((w) => vals((f) => f.loadout[w])),
      String(pointsOf(u)),
      upgradeList(u),
    ]
  })
  const header = [
    'ID',
    'NAME',
    'TYPE',
    'PILOT',
    'SPD',
    'DEF',
    'ARM',
    'CLS',
    'SHT',
    'MED',
    'LNG',
    'PTS',
    'UPGRADES',
  ]
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)))
  const fmt = (r: string[]) =>
    r
      .map((x, c) => (c === r.length - 1 ? x : pad(x, widths[c] ?? 0)))
      .join('  ')
      .trimEnd()
  const total = squadronPoints(s)
  const reserve = s.units.reduce((a, u) => a + (u.reserve ? pointsOf(u) : 0), 0)
  const limit = pointsLimit(s)
  return [
    `SQUADRON: ${s.name}${s.faction ? ` (${s.faction})` : ''}`,
    fmt(header),
    ...rows.map(fmt),
    `TOTAL ${total}${limit !== undefined ? ` / ${limit}` : ''} points (${s.size}), ${s.units.length} units, ${reserve} points in reserve`,
    ...(s.combiners ?? []).map(
      (c) => `COMBINER ${c.name}: ${c.combined?.team.join(', ') ?? ''} (${pointsOf(c)} points, not paid for)`,
    ),
  ]
}
