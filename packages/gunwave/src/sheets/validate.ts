/**
 * Sheet validation: zod for the shape, then the project's budgets and the catalogue, each
 * problem with a stable code and the JSON path of the offending value.
 */
import type { Problem, RosterCheck } from '@sortie/engine'
import {
  AMMO_STORAGE,
  DEFAULTS,
  LAUNCHER_LOAD,
  LOOSE_GRENADES,
  mechaTypeById,
  PILOTING,
  traitById,
  weaponById,
} from '../data/starter.ts'
import { attributeScore } from './attributes.ts'
import { mechaBudgets, pilotBudgets } from './budgets.ts'
import { type MechaSheet, type PilotSheet, type Sheet, sheetSchema } from './schema.ts'

const pathOf = (segs: readonly PropertyKey[]): string =>
  segs.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : `${s}.${String(k)}`), '$')

export function validatePilot(p: PilotSheet, base = '$.pilot'): Problem[] {
  const out: Problem[] = []
  const add = (code: string, message: string, path: string) =>
    out.push({ code: `gunwave/${code}`, message, path: `${base}${path}` })
  // The 0–4 scale (supplement §3) is the score in play, race bonus included: a Mutant's Body 4
  // would be 5 at the table.
  for (const a of ['body', 'brains', 'charisma'] as const) {
    const score = attributeScore(p, a)
    if (score > DEFAULTS.attributeMax)
      add(
        'attribute_too_high',
        `${a} is ${score}${score !== p[a] ? ` with the race bonus` : ''}; the scale tops out at ${DEFAULTS.attributeMax}.`,
        `.${a}`,
      )
  }
  const { attributes, skills, pilotTraits } = pilotBudgets(p)
  if (attributes.used > attributes.limit)
    add(
      'attribute_budget',
      `Body, Brains and Charisma add to ${attributes.used}; a new pilot has ${attributes.limit} points.`,
      '',
    )
  if (p.piloting < PILOTING.min || p.piloting > PILOTING.max)
    add(
      'piloting_range',
      `Piloting ${p.piloting} is outside ${PILOTING.min} (new recruit) to ${PILOTING.max} (super ace).`,
      '.piloting',
    )
  for (const [k, v] of Object.entries(p.skills))
    if ((v ?? 0) > DEFAULTS.skillMax)
      add('skill_too_high', `${k} has ${v} dice; at most ${DEFAULTS.skillMax}.`, `.skills.${k}`)
  if (skills.used > skills.limit)
    add('skill_budget', `Skills hold ${skills.used} dice; the budget is ${skills.limit}.`, '.skills')
  if (pilotTraits.used > pilotTraits.limit)
    add('too_many_traits', `${pilotTraits.used} traits; a pilot has at most ${pilotTraits.limit}.`, '.traits')
  p.traits.forEach((t, i) => {
    const d = traitById(t)
    if (!d) add('unknown_trait', `No trait "${t}" in the catalogue.`, `.traits[${i}]`)
    else if (d.owner !== 'pilot')
      add('trait_owner', `"${d.name}" is a ${d.owner} trait, not a pilot trait.`, `.traits[${i}]`)
  })
  return out
}

export function validateMecha(m: MechaSheet, base = '$.mecha'): Problem[] {
  const out: Problem[] = []
  const add = (code: string, message: string, path: string) =>
    out.push({ code: `gunwave/${code}`, message, path: `${base}${path}` })
  const type = mechaTypeById(m.type)
  if (!type) add('unknown_mecha_type', `No mecha type "${m.type}".`, '.type')
  else {
    // Stats come from the type (project rule: the starter catalogue has no point-buy).
    if (m.armor !== type.armor)
      add('stat_mismatch', `A ${type.name} has Armor ${type.armor}, not ${m.armor}.`, '.armor')
    if (m.energy !== type.energy)
      add('stat_mismatch', `A ${type.name} has Energy ${type.energy}, not ${m.energy}.`, '.energy')
    if (m.speed !== type.speed)
      add('stat_mismatch', `A ${type.name} is ${type.speed}, not ${m.speed}.`, '.speed')
  }
  const { weapons, mechaTraits } = mechaBudgets(m)
  if (weapons.used > weapons.limit)
    add('too_many_weapons', `${weapons.used} weapons; a mecha carries at most ${weapons.limit}.`, '.weapons')
  if (m.weapons.length === 0) add('no_weapons', 'A mecha needs at least one weapon.', '.weapons')
  m.weapons.forEach((s, i) => {
    const w = weaponById(s.weapon)
    const at = `.weapons[${i}]`
    if (!w) {
      add('unknown_weapon', `No weapon "${s.weapon}".`, `${at}.weapon`)
      return
    }
    if (w.kind === 'ballistic' && s.ammo && !w.ammo?.types.includes(s.ammo))
      add('ammo_type', `${w.name} does not take ${s.ammo} rounds.`, `${at}.ammo`)
    if (w.kind === 'launcher' && (s.grenades?.length ?? 0) !== LAUNCHER_LOAD)
      add(
        'grenade_mix',
        `A grenade launcher is loaded with exactly ${LAUNCHER_LOAD} grenades in order.`,
        `${at}.grenades`,
      )
    if (w.kind === 'grenades' && (s.grenades?.length ?? 0) !== LOOSE_GRENADES)
      add('grenade_mix', `Loose grenades fill a slot ${LOOSE_GRENADES} at a time.`, `${at}.grenades`)
  })
  if (mechaTraits.used > mechaTraits.limit)
    add('too_many_traits', `At most ${mechaTraits.limit} mecha traits.`, '.traits')
  m.traits.forEach((t, i) => {
    const d = traitById(t)
    if (!d) add('unknown_trait', `No trait "${t}" in the catalogue.`, `.traits[${i}]`)
    else if (d.owner !== 'mecha')
      add('trait_owner', `"${d.name}" is a ${d.owner} trait, not a mecha trait.`, `.traits[${i}]`)
  })
  return out
}

/** Parses and checks a sheet file; `points` is the pilot rank (sheets cost no points). */
export function validateSheet(file: unknown): RosterCheck & { sheet?: Sheet } {
  const parsed = sheetSchema.safeParse(file)
  if (!parsed.success)
    return {
      points: null,
      problems: parsed.error.issues.map((i) => ({
        code: 'gunwave/sheet_shape',
        message: i.message,
        path: pathOf(i.path),
      })),
    }
  const s = parsed.data
  return {
    points: s.pilot.piloting,
    problems: [...validatePilot(s.pilot), ...validateMecha(s.mecha)],
    sheet: s,
  }
}

export const isSheet = (file: unknown): boolean =>
  typeof file === 'object' && file !== null && (file as { kind?: unknown }).kind === 'gunwave-sheet'

export { AMMO_STORAGE }
