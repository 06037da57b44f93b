/**
 * Battle-ready profiles for a whole squadron: each unit's profile with its squadron id, reserve
 * flag and, on linked upgrades, the id of its partner; plus the combined forms.
 */
import { toProfile } from './profile.ts'
import { resolveRef, unitIds } from './squadron.ts'
import type { Squadron, UnitProfile } from './types.ts'
import { upgradeById } from './upgrades.ts'

export interface SquadronProfiles {
  units: UnitProfile[]
  /** Combined forms, with `combinedFrom` holding member ids. */
  combiners: UnitProfile[]
}

export function squadronProfiles(s: Squadron): SquadronProfiles {
  const ids = unitIds(s.units)
  const units = s.units.map((u, i) => ({
    ...toProfile(u),
    id: ids[i]!,
    ...(u.reserve ? { reserve: true } : {}),
  }))
  const carriers = (id: string) => units.filter((p) => p.upgrades.some((x) => x.id === id))
  for (const p of units) {
    const link = (list: UnitProfile['upgrades']) =>
      list.map((x) => {
        if (!upgradeById(x.id)?.linked) return x
        const other = carriers(x.id).find((q) => q.id !== p.id)
        return other ? { ...x, partner: other.id } : x
      })
    p.upgrades = link(p.upgrades)
    if (p.forms) p.forms = p.forms.map((f) => ({ ...f, upgrades: link(f.upgrades) }))
  }
  const combiners = (s.combiners ?? []).map((form) => {
    const prof = toProfile(form)
    const team = form.combined?.team ?? []
    return { ...prof, combinedFrom: team.map((r) => ids[resolveRef(s.units, ids, r) ?? -1] ?? r) }
  })
  return { units, combiners }
}
