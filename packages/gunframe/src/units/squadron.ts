/**
 * Squadron rules (Missions › Game Size, Building Squadrons, Reserves; Upgrades › Linked and
 * Unique; Combiners): points limit, unique upgrades once, linked upgrades in exactly one pair
 * (a combined form's upgrades counted as one more unit's), reserves at most half the points,
 * combiner teams declared. Every unit is also checked with validateUnit, paths prefixed with
 * `units[i]`.
 */
import { pointsOf } from './price.ts'
import { joinPath, problem } from './problems.ts'
import type { Problem, Squadron, SquadronUnit, UnitDesign } from './types.ts'
import { upgradeById } from './upgrades.ts'
import { validateUnit } from './validate-unit.ts'

export interface SquadronCheckOptions {
  /** Players agreed to use optional rules (Combiner, Fearless, …); default true. */
  optionalRules?: boolean
}

export const GAME_SIZES = {
  skirmish: { min: 50, max: 75 },
  clash: { min: 100, max: 100 },
  battle: { min: 200, max: 200 },
}

/** The points limit the squadron is built to, or undefined if its size/points pair is invalid. */
export function pointsLimit(s: Pick<Squadron, 'size' | 'points'>): number | undefined {
  if (s.size === 'custom') return s.points
  const r = GAME_SIZES[s.size]
  if (!r) return undefined
  const p = s.points ?? r.max
  return p >= r.min && p <= r.max ? p : undefined
}

const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'unit'

/** Each unit's id in the squadron: its own id, else a slug of its name (-2, -3 … on repeats). */
export function unitIds(units: readonly SquadronUnit[]): string[] {
  const taken = new Set(units.flatMap((u) => (u.id ? [u.id] : [])))
  return units.map((u) => {
    if (u.id) return u.id
    const base = slug(u.name)
    let id = base
    for (let k = 2; taken.has(id); k++) id = `${base}-${k}`
    taken.add(id)
    return id
  })
}

/** Finds the unit a team entry or partner reference names: by id, else by a unique name. */
export function resolveRef(
  units: readonly SquadronUnit[],
  ids: readonly string[],
  ref: string,
): number | undefined {
  const byId = ids.indexOf(ref)
  if (byId >= 0) return byId
  const byName = units.flatMap((u, i) => (u.name.toLowerCase() === ref.toLowerCase() ? [i] : []))
  return byName.length === 1 ? byName[0] : undefined
}

const allUpgrades = (u: UnitDesign) => [
  ...u.upgrades.map((c, k) => ({ c, path: joinPath('upgrades', k) })),
  ...(u.transforms ?? []).flatMap((f, fi) =>
    f.upgrades.map((c, k) => ({ c, path: joinPath('transforms', fi, 'upgrades', k) })),
  ),
]

export const squadronPoints = (s: Squadron): number => s.units.reduce((a, u) => a + pointsOf(u), 0)

export function validateSquadron(s: Squadron, opts: SquadronCheckOptions = {}): Problem[] {
  const out: Problem[] = []
  const units = s.units ?? []
  if (units.length === 0) out.push(problem('squad_empty', 'units', 'the squadron has no units'))
  const ids = unitIds(units)
  units.forEach((u, i) => {
    const at = joinPath('units', i)
    if (u.id && units.findIndex((v) => v.id === u.id) !== i)
      out.push(
        problem('squad_duplicate_id', joinPath(at, 'id'), `id '${u.id}' is already used by another unit`),
      )
    if (u.combined)
      out.push(
        problem(
          'squad_combined_form_in_units',
          joinPath(at, 'combined'),
          `${u.name} is a combined form: list it under combiners, it is not bought`,
        ),
      )
    out.push(...validateUnit(u, { path: at, optionalRules: opts.optionalRules }))
  })

  const total = squadronPoints(s)
  const limit = pointsLimit(s)
  if (limit === undefined) {
    const msg =
      s.size === 'custom'
        ? 'a custom game needs a points limit'
        : s.size === 'skirmish'
          ? `a skirmish is played at 50 to 75 points, not ${s.points}`
          : `a ${s.size} is played at ${GAME_SIZES[s.size]?.max} points, not ${s.points}`
    out.push(problem('squad_points_limit', 'points', msg))
  } else if (total > limit)
    out.push(
      problem(
        'squad_over_limit',
        'units',
        `the units cost ${total} points, over the ${limit}-point limit by ${total - limit}`,
        { points: total, limit },
      ),
    )

  checkUniqueLinked(s, out)

  const reserve = units.reduce((a, u) => a + (u.reserve ? pointsOf(u) : 0), 0)
  if (reserve * 2 > total)
    out.push(
      problem(
        'squad_reserves_over_half',
        'units',
        `${reserve} points are in reserve, more than half of the squadron's ${total}`,
        { reserve, total },
      ),
    )

  checkCombiners(s, ids, opts, out)
  return out
}

/**
 * GF-BUILD-UNIQUE / GF-BUILD-LINKED over the whole force. A combined form is not bought, but it is
 * built like a unit and its upgrades take effect in play, so its upgrades count as one more unit's
 * (GF-RULING-COMBINED-UPGRADES): a unique upgrade on it may be on no other unit, members included,
 * and a linked one needs exactly one partner like any other carrier.
 */
function checkUniqueLinked(s: Squadron, out: Problem[]): void {
  const carriers = [
    ...(s.units ?? []).map((u, i) => ({ u, at: joinPath('units', i) })),
    ...(s.combiners ?? []).map((u, k) => ({ u, at: joinPath('combiners', k) })),
  ]
  const uniqueAt = new Map<string, { at: string; name: string }>()
  const linked = new Map<string, { at: string; path: string }[]>()
  for (const { u, at } of carriers) {
    const onThis = new Set<string>()
    for (const { c, path } of allUpgrades(u)) {
      const d = upgradeById(c.id)
      if (!d || onThis.has(d.id)) continue
      onThis.add(d.id)
      const here = joinPath(at, path)
      if (d.unique) {
        const first = uniqueAt.get(d.id)
        if (first !== undefined)
          out.push(
            problem(
              'squad_unique_repeated',
              here,
              `${d.name} is unique and already on ${first.at} (${first.name})`,
            ),
          )
        else uniqueAt.set(d.id, { at, name: u.name })
      }
      if (d.linked) linked.set(d.id, [...(linked.get(d.id) ?? []), { at, path: here }])
    }
  }
  for (const [id, on] of linked) {
    const name = upgradeById(id)?.name ?? id
    if (on.length === 1)
      out.push(
        problem(
          'squad_linked_unpaired',
          on[0]!.path,
          `${name} is linked: exactly one other unit must have it too`,
        ),
      )
    for (const c of on.slice(2))
      out.push(
        problem(
          'squad_linked_extra',
          c.path,
          `${name} already pairs ${on[0]!.at} and ${on[1]!.at}; only one pair may have it`,
        ),
      )
  }
}

function checkCombiners(s: Squadron, ids: string[], opts: SquadronCheckOptions, out: Problem[]): void {
  const units = s.units ?? []
  const teamOf = new Map<number, number>()
  ;(s.combiners ?? []).forEach((form, k) => {
    const at = joinPath('combiners', k)
    if (!form.combined) {
      out.push(
        problem(
          'squad_combiner_no_team',
          at,
          `${form.name} is listed as a combined form but names no team (add "combined")`,
        ),
      )
      return
    }
    form.combined.team.forEach((ref, t) => {
      const i = resolveRef(units, ids, ref)
      if (i === undefined) return // validateUnit below reports unknown members
      const other = teamOf.get(i)
      if (other !== undefined && other !== k)
        out.push(
          problem(
            'squad_combiner_member_twice',
            joinPath(at, 'combined', 'team', t),
            `'${ref}' is already in the team of combiners[${other}]`,
          ),
        )
      teamOf.set(i, k)
    })
    const member = (ref: string) => {
      const i = resolveRef(units, ids, ref)
      return i === undefined ? undefined : units[i]
    }
    const namesake = (ref: string) => units.filter((u) => u.name.toLowerCase() === ref.toLowerCase()).length
    out.push(...validateUnit(form, { path: at, optionalRules: opts.optionalRules, member, namesake }))
  })
  units.forEach((u, i) => {
    if (allUpgrades(u).some(({ c }) => c.id === 'combiner') && !teamOf.has(i))
      out.push(
        problem(
          'squad_combiner_undeclared',
          joinPath('units', i),
          `${u.name} has Combiner but is in no declared combiner team`,
        ),
      )
  })
}
