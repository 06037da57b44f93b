/**
 * Checks of a combiner team's combined form (Combiners › Combiner Construction, Customisation,
 * Point Cost): team size, the Armour/Loadout bonus, and, when the members can be looked up, their
 * Combiner upgrade, the form's minimum size and the points cap.
 */
import { type FrameDef, frameDef } from './frames.ts'
import { pointsOf } from './price.ts'
import { joinPath, problem } from './problems.ts'
import type { FormDesign, Problem, UnitDesign } from './types.ts'
import { WEAPON_SYSTEMS } from './types.ts'

const total = (form: FormDesign): number => WEAPON_SYSTEMS.reduce((a, w) => a + (form.loadout?.[w] ?? 0), 0)

export interface MemberLookup {
  member?: (ref: string) => UnitDesign | undefined
  /** How many units a team reference could mean by name (two or more: it is ambiguous). */
  namesake?: (ref: string) => number
}

export function checkCombined(
  f: FrameDef,
  d: UnitDesign,
  at: string,
  opts: MemberLookup,
  out: Problem[],
): void {
  const c = d.combined
  if (!c) return
  const here = joinPath(at, 'combined')
  const size = c.team.length
  if (size < 2)
    out.push(
      problem(
        'build_combined_team_small',
        joinPath(here, 'team'),
        `a combiner team needs at least two units (has ${size})`,
      ),
    )
  const dupe = c.team.find((m, i) => c.team.indexOf(m) !== i)
  if (dupe !== undefined)
    out.push(
      problem(
        'build_combined_team_duplicate',
        joinPath(here, 'team'),
        `'${dupe}' is listed twice in the team`,
      ),
    )
  const dA = d.armour - f.armour
  const dL = total(d) - f.loadout
  if (c.bonus.armour + c.bonus.loadout !== size || c.bonus.armour < 0 || c.bonus.loadout < 0)
    out.push(
      problem(
        'build_combined_bonus',
        joinPath(here, 'bonus'),
        `the bonus must split the team size (${size}) between Armour and Loadout; it gives ${c.bonus.armour} + ${c.bonus.loadout}`,
      ),
    )
  else if (dA !== c.bonus.armour || dL !== c.bonus.loadout)
    out.push(
      problem(
        'build_combined_bonus_mismatch',
        at,
        `with a bonus of Armour +${c.bonus.armour} / Loadout +${c.bonus.loadout} a ${f.name} form has Armour ${f.armour + c.bonus.armour} and Loadout ${f.loadout + c.bonus.loadout}; this has ${d.armour} and ${total(d)}`,
      ),
    )
  if (!opts.member) return
  let dearest = 0
  let largest: FrameDef | undefined
  c.team.forEach((ref, i) => {
    const m = opts.member?.(ref)
    if (!m) {
      const same = opts.namesake?.(ref) ?? 0
      out.push(
        same > 1
          ? problem(
              'build_combined_member_ambiguous',
              joinPath(here, 'team', i),
              `${same} units are named '${ref}': name the team member by its id instead`,
            )
          : problem(
              'build_combined_member_unknown',
              joinPath(here, 'team', i),
              `no unit '${ref}' to join the team`,
            ),
      )
      return
    }
    if (![m, ...(m.transforms ?? [])].some((f) => f.upgrades.some((u) => u.id === 'combiner')))
      out.push(
        problem(
          'build_combined_member_not_combiner',
          joinPath(here, 'team', i),
          `'${ref}' lacks the Combiner upgrade`,
        ),
      )
    dearest = Math.max(dearest, pointsOf(m))
    const mf = frameDef(m.frame)
    if (mf && (!largest || mf.size > largest.size)) largest = mf
  })
  if (largest && f.size < largest.size)
    out.push(
      problem(
        'build_combined_too_small',
        joinPath(at, 'frame'),
        `a combined form must be at least ${largest.name} (its largest member); ${f.name} is smaller`,
      ),
    )
  const cost = pointsOf(d)
  if (dearest > 0 && cost > dearest + size)
    out.push(
      problem(
        'build_combined_over_cap',
        at,
        `the combined form costs ${cost}, over its cap of ${dearest + size} (dearest member ${dearest} + ${size} members)`,
        { points: cost, cap: dearest + size },
      ),
    )
}
