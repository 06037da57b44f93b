/**
 * Checks one unit design against the construction rules (Unit Construction, Transforming Mecha,
 * Combiners › Construction, Conventional Units › Building Units) and lists every problem found,
 * each with its JSON path. Points are not checked here: they follow from the design (price.ts).
 *
 * @example
 * validateUnit({ ...lynx, speed: 9 }) // [{ code: 'gunframe/build_speed_defense_swap', path: 'speed', … }]
 */
import { placeUpgrades } from './attach.ts'
import { type FrameDef, frameDef, MAX_FORMS, MAX_SYSTEM } from './frames.ts'
import { joinPath, problem } from './problems.ts'
import type { FormDesign, Problem, UnitDesign } from './types.ts'
import { FRAME_VALUES, WEAPON_SYSTEMS } from './types.ts'
import { cap, upgradeById } from './upgrades.ts'
import { checkCombined, type MemberLookup } from './validate-combined.ts'

/** `member` and `namesake` find a combiner team member by the name or id `combined.team` uses. */
export interface UnitCheckOptions extends MemberLookup {
  /** Prefix for every path (e.g. 'units[3]'). */
  path?: string
  /** Players agreed to use optional rules; default true. */
  optionalRules?: boolean
}

const total = (form: FormDesign): number => WEAPON_SYSTEMS.reduce((a, w) => a + (form.loadout?.[w] ?? 0), 0)
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n))
const an = (word: string): string => (/^[AEIOU]/i.test(word) ? `an ${word}` : `a ${word}`)

/** Customisation (the swaps) of a normal or conventional form. */
function checkValues(f: FrameDef, form: FormDesign, at: string, isCombined: boolean, out: Problem[]): void {
  for (const v of FRAME_VALUES) {
    const x = form[v]
    if (!Number.isInteger(x) || x < 0)
      out.push(
        problem(
          'build_value_invalid',
          joinPath(at, v),
          `${cap(v)} must be a whole number of 0 or more (got ${String(x)})`,
        ),
      )
  }
  if (form.armour < 1 && Number.isInteger(form.armour))
    out.push(problem('build_armour_zero', joinPath(at, 'armour'), 'Armour must be at least 1'))
  for (const w of WEAPON_SYSTEMS) {
    const x = form.loadout?.[w]
    if (x === undefined || !Number.isInteger(x) || x < 0 || x > MAX_SYSTEM)
      out.push(
        problem(
          'build_loadout_range',
          joinPath(at, 'loadout', w),
          `${cap(w)} must be a whole number from 0 to ${MAX_SYSTEM} (got ${String(x)})`,
        ),
      )
  }
  const dS = form.speed - f.speed
  const dD = form.defense - f.defense
  const dA = form.armour - f.armour
  const dL = total(form) - f.loadout
  if (isCombined) {
    if (dS !== 0 || dD !== 0)
      out.push(
        problem(
          'build_combined_customised',
          joinPath(at, dS !== 0 ? 'speed' : 'defense'),
          `a combined form keeps the ${f.name} frame's Speed ${f.speed} and Defense ${f.defense}; it is not customised`,
        ),
      )
    return
  }
  if (f.conventional) {
    if (dS + dD + dA + dL !== 0) {
      out.push(
        problem(
          'build_points_invented',
          at,
          `Speed, Defense, Armour and Loadout add up to ${form.speed + form.defense + form.armour + total(form)}, but ${an(f.name)} unit has ${f.speed + f.defense + f.armour + f.loadout} to share`,
        ),
      )
      return
    }
    const moved = [dS, dD, dA, dL].filter((d) => d > 0).reduce((a, d) => a + d, 0)
    if (moved > 1)
      out.push(
        problem(
          'build_conventional_swap',
          at,
          `a conventional unit may move only one point between its values; this one moves ${moved}`,
        ),
      )
    return
  }
  if (dS + dD !== 0)
    out.push(
      problem(
        'build_frame_total',
        joinPath(at, 'speed'),
        `Speed ${form.speed} + Defense ${form.defense} must equal ${f.speed + f.defense} for a ${f.name} frame (points are swapped, never added)`,
      ),
    )
  else if (Math.abs(dS) > 1)
    out.push(
      problem(
        'build_speed_defense_swap',
        joinPath(at, 'speed'),
        `only one point may move between Speed and Defense; this moves ${Math.abs(dS)} (Speed ${f.speed} → ${form.speed})`,
      ),
    )
  if (dA + dL !== 0)
    out.push(
      problem(
        'build_loadout_total',
        joinPath(at, 'loadout'),
        `Loadout totals ${total(form)} with Armour ${form.armour}; a ${f.name} frame has ${f.armour + f.loadout} to share (Armour ${f.armour} + Loadout ${f.loadout})`,
      ),
    )
  else if (Math.abs(dA) > 2)
    out.push(
      problem(
        'build_armour_loadout_swap',
        joinPath(at, 'armour'),
        `at most two points may move between Armour and Loadout; this moves ${Math.abs(dA)} (Armour ${signed(dA)})`,
      ),
    )
}

/** Upgrades of one form: categories, attachment, slots, (N), free upgrades. */
function checkUpgrades(
  f: FrameDef,
  form: FormDesign,
  at: string,
  extraForm: boolean,
  perSlot: number,
  opts: UnitCheckOptions,
  out: Problem[],
): void {
  const seen = new Map<string, number>()
  const slots = new Map<string, number>()
  let free = 0
  for (const p of placeUpgrades(form, perSlot)) {
    const u = p.choice
    const here = joinPath(at, 'upgrades', p.index)
    const d = upgradeById(u.id)
    if (!d) {
      out.push(
        problem('build_unknown_upgrade', joinPath(here, 'id'), `'${u.id}' is not an upgrade of the book`),
      )
      continue
    }
    if (opts.optionalRules === false && d.optionalRule)
      out.push(
        problem(
          'build_optional_upgrade',
          here,
          `${d.name} belongs to an optional rule the players have not agreed to use`,
        ),
      )
    if (u.n !== undefined) {
      if (!d.takesN)
        out.push(
          problem(
            'build_n_not_allowed',
            joinPath(here, 'n'),
            `${d.name} cannot be bought more than once (it has no (N))`,
          ),
        )
      else if (!Number.isInteger(u.n) || u.n < 1)
        out.push(
          problem(
            'build_n_invalid',
            joinPath(here, 'n'),
            `${d.name} (N) needs N of 1 or more (got ${String(u.n)})`,
          ),
        )
    }
    const dupKey = d.category === 'loadout' ? `${d.id}@${p.on}` : d.id
    const firstAt = seen.get(dupKey)
    if (firstAt !== undefined)
      out.push(
        problem(
          'build_duplicate_upgrade',
          here,
          `${d.name} is already on this unit (upgrades[${firstAt}])${d.takesN ? '; raise its N instead' : ''}`,
        ),
      )
    else seen.set(dupKey, p.index)
    if (u.free) {
      free++
      if (f.freeUpgrades.length === 0)
        out.push(
          problem(
            'build_free_not_allowed',
            joinPath(here, 'free'),
            `${an(f.name)} unit gets no free upgrade`,
          ),
        )
      else if (!f.freeUpgrades.includes(d.id))
        out.push(
          problem(
            'build_free_wrong_upgrade',
            joinPath(here, 'free'),
            `a ${f.name}'s free upgrade must be one of ${f.freeUpgrades.map((x) => upgradeById(x)?.name).join(', ')}, not ${d.name}`,
          ),
        )
      else if (free > 1)
        out.push(
          problem('build_free_twice', joinPath(here, 'free'), `a ${f.name} gets only one free upgrade`),
        )
    }
    if (d.category === 'pilot') {
      if (f.conventional)
        out.push(
          problem(
            'build_pilot_upgrade_conventional',
            here,
            `${d.name} is a pilot upgrade; conventional units never take pilot upgrades`,
          ),
        )
      else if (extraForm)
        out.push(
          problem(
            'build_form_pilot_upgrade',
            here,
            `${d.name} is a pilot upgrade: list it on the unit, not on one of its forms`,
          ),
        )
      if (u.on !== undefined)
        out.push(
          problem(
            'build_pilot_upgrade_attached',
            joinPath(here, 'on'),
            `${d.name} is a pilot upgrade and attaches to no frame value or weapon system`,
          ),
        )
      continue
    }
    const kind = d.category === 'frame' ? 'frame value' : 'weapon system'
    if (p.on === undefined) {
      if (d.category === 'loadout')
        out.push(
          problem(
            'build_loadout_upgrade_unplaced',
            joinPath(here, 'on'),
            `say which weapon system ${d.name} is on (close, short, medium or long)`,
          ),
        )
      else
        out.push(
          problem(
            'build_frame_slots_full',
            here,
            `${d.name} needs a free ${d.attachTo.map(cap).join(' or ')} slot and ${perSlot === 1 ? 'each already has an upgrade' : 'each is full'}`,
          ),
        )
      continue
    }
    if (!(d.attachTo as readonly string[]).includes(p.on)) {
      const code = d.category === 'frame' ? 'build_frame_upgrade_value' : 'build_loadout_upgrade_system'
      out.push(
        problem(
          code,
          joinPath(here, 'on'),
          `${d.name} can only go on ${d.attachTo.map(cap).join(' or ')}, not ${cap(p.on)}`,
        ),
      )
      continue
    }
    const n = (slots.get(p.on) ?? 0) + 1
    slots.set(p.on, n)
    if (n > perSlot) {
      const code = d.category === 'frame' ? 'build_frame_slot_taken' : 'build_loadout_slot_taken'
      out.push(
        problem(
          code,
          here,
          `${cap(p.on)} already has ${perSlot === 1 ? 'an upgrade' : `${perSlot} upgrades`}; a ${kind} takes ${perSlot === 1 ? 'one' : perSlot}${perSlot === 1 ? '' : ' on a combined form'}`,
        ),
      )
    }
  }
  if (f.freeUpgrades.length > 0 && free === 0)
    out.push(
      problem(
        'build_free_missing',
        joinPath(at, 'upgrades'),
        `a ${f.name} comes with one free upgrade (${f.freeUpgrades.map((x) => upgradeById(x)?.name).join(', ')}); mark it with "free": true`,
      ),
    )
}

export function validateUnit(design: UnitDesign, opts: UnitCheckOptions = {}): Problem[] {
  const at = opts.path ?? ''
  const out: Problem[] = []
  const f = frameDef(design.frame)
  if (!f)
    return [
      problem(
        'build_unknown_frame',
        joinPath(at, 'frame'),
        `'${String(design.frame)}' is not a frame type (scout, light, medium, heavy, superheavy, infantry, tank, flyer)`,
      ),
    ]
  if (typeof design.name !== 'string' || design.name.trim() === '')
    out.push(problem('build_name_missing', joinPath(at, 'name'), 'the unit needs a name'))
  if (design.pilot?.skill !== 3 && design.pilot?.skill !== 4)
    out.push(
      problem(
        'build_pilot_skill',
        joinPath(at, 'pilot', 'skill'),
        `Pilot Skill is 4 (4+) or 3 (3+, one point); got ${String(design.pilot?.skill)}`,
      ),
    )
  const isCombined = design.combined !== undefined
  // GF-BUILD-OPTIONAL: conventional units and combiners come from optional rules, as some upgrades do.
  if (opts.optionalRules === false && f.conventional)
    out.push(
      problem(
        'build_optional_frame',
        joinPath(at, 'frame'),
        `${an(f.name)} unit is a conventional unit, an optional rule the players have not agreed to use`,
      ),
    )
  if (opts.optionalRules === false && isCombined)
    out.push(
      problem(
        'build_optional_combined',
        joinPath(at, 'combined'),
        'a combined form belongs to the combiners optional rule, which the players have not agreed to use',
      ),
    )
  const perSlot = isCombined ? 2 : 1
  checkValues(f, design, at, isCombined, out)
  checkUpgrades(f, design, at, false, perSlot, opts, out)
  const forms = design.transforms ?? []
  if (forms.length + 1 > MAX_FORMS)
    out.push(
      problem(
        'build_transform_forms',
        joinPath(at, 'transforms'),
        `a transforming mecha has two or three forms; this has ${forms.length + 1}`,
      ),
    )
  forms.forEach((form, i) => {
    const fat = joinPath(at, 'transforms', i)
    if (form.frame !== undefined && form.frame !== design.frame)
      out.push(
        problem(
          'build_transform_frame',
          joinPath(fat, 'frame'),
          `every form keeps the unit's frame type (${f.name}), not ${form.frame}`,
        ),
      )
    if (form.armour !== design.armour)
      out.push(
        problem(
          'build_transform_armour',
          joinPath(fat, 'armour'),
          `every form keeps the same Armour (${design.armour}); this form has ${form.armour}`,
        ),
      )
    checkValues(f, form, fat, isCombined, out)
    checkUpgrades(f, form, fat, true, perSlot, opts, out)
  })
  checkCombined(f, design, at, opts, out)
  return out
}
