/**
 * Pilot and mecha sheets as files (§2.1, §3.1): the zod shape every sheet from outside is parsed
 * with. Semantic checks (budgets, catalogue ids, slot counts) are in validate.ts.
 */
import { z } from 'zod'
import { BACKGROUNDS, EFFECTS, RACES, SKILLS, SPECIALTIES } from '../data/starter.ts'

const attr = z.number().int().min(0)
const keys = <T extends Record<string, unknown>>(o: T) =>
  Object.keys(o) as [keyof T & string, ...(keyof T & string)[]]

export const pilotSchema = z.object({
  name: z.string().min(1),
  gender: z.string().default(''),
  race: z.enum(keys(RACES)),
  specialty: z.enum(keys(SPECIALTIES)),
  body: attr,
  brains: attr,
  charisma: attr,
  /** Pilot rank, 1 (new recruit) to 5 (super ace). */
  piloting: z.number().int(),
  skills: z.partialRecord(z.enum(SKILLS), z.number().int().min(0)).default({}),
  traits: z.array(z.string()).default([]),
  background: z.enum(keys(BACKGROUNDS)),
  handheld: z.array(z.string()).default(['pistol']),
  /** Mecha names this pilot has fought in, with encounters count (§7.9). */
  experience: z.record(z.string(), z.number().int().min(0)).default({}),
})

export const weaponSlotSchema = z.object({
  weapon: z.string(),
  /** Ballistic guns: the ammunition loaded at the start. */
  ammo: z.enum(['standard', 'heavy']).optional(),
  /** Launchers (4, fixed order) and loose grenades (8). */
  grenades: z.array(z.enum(['frag', 'flash', 'emp'])).optional(),
})

export const mechaSchema = z.object({
  name: z.string().min(1),
  type: z.string(),
  armor: z.number().int().positive(),
  energy: z.number().int().min(0),
  speed: z.enum(['slow', 'moderate', 'fast']),
  weapons: z.array(weaponSlotSchema),
  traits: z.array(z.string()).default([]),
})

export const sheetSchema = z.object({
  kind: z.literal('gunwave-sheet'),
  version: z.literal(1).default(1),
  pilot: pilotSchema,
  mecha: mechaSchema,
})

export type PilotSheet = z.infer<typeof pilotSchema>
export type MechaSheet = z.infer<typeof mechaSchema>
export type WeaponSlot = z.infer<typeof weaponSlotSchema>
export type Sheet = z.infer<typeof sheetSchema>

export const effectSchema = z.enum(EFFECTS as unknown as [string, ...string[]])
