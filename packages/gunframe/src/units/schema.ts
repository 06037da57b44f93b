/**
 * File formats (zod): a unit file holds one UnitDesign, a squadron file a Squadron. Parsing only
 * checks shape and types; the construction rules are checked by validateUnit/validateSquadron.
 * JSON Schemas exported from these live under docs/schema/.
 */
import { z } from 'zod'
import { FRAME_TYPES, FRAME_VALUES, WEAPON_SYSTEMS } from './types.ts'

const count = (what: string) =>
  z
    .number({ error: (i) => (i.input === undefined ? `${what} is missing` : `${what} must be a number`) })
    .int({ error: `${what} must be a whole number` })
    .min(0, { error: `${what} cannot be negative` })

export const UpgradeChoiceSchema = z.strictObject({
  id: z
    .string()
    .min(1, { error: 'upgrade id is empty' })
    .describe("kebab-case upgrade id, e.g. 'ace', 'fast-flyer'"),
  on: z
    .enum([...FRAME_VALUES, ...WEAPON_SYSTEMS], {
      error: 'on must be speed, defense, armour, close, short, medium or long',
    })
    .optional()
    .describe('frame value or weapon system it is attached to'),
  n: z
    .number()
    .int()
    .min(1, { error: 'n must be 1 or more' })
    .optional()
    .describe('times bought, for (N) upgrades'),
  free: z.boolean().optional().describe("a tank's or flyer's free upgrade"),
})

export const LoadoutSchema = z.strictObject({
  close: count('close').max(6, { error: 'close is at most 6' }),
  short: count('short').max(6, { error: 'short is at most 6' }),
  medium: count('medium').max(6, { error: 'medium is at most 6' }),
  long: count('long').max(6, { error: 'long is at most 6' }),
})

const frameType = z.enum(FRAME_TYPES as [string, ...string[]], {
  error: `frame must be one of ${FRAME_TYPES.join(', ')}`,
})

const formFields = {
  speed: count('speed'),
  defense: count('defense'),
  armour: count('armour'),
  loadout: LoadoutSchema,
  upgrades: z.array(UpgradeChoiceSchema),
}

export const FormSchema = z.strictObject({
  name: z.string().optional(),
  frame: frameType.optional(),
  ...formFields,
})

export const UnitDesignSchema = z.strictObject({
  name: z.string().min(1, { error: 'the unit needs a name' }),
  formName: z.string().optional(),
  frame: frameType,
  pilot: z.strictObject({
    name: z.string().optional(),
    skill: z.literal([3, 4], { error: 'pilot skill is 4 (4+) or 3 (3+)' }),
  }),
  ...formFields,
  transforms: z.array(FormSchema).optional(),
  combined: z
    .strictObject({
      team: z.array(z.string().min(1)),
      bonus: z.strictObject({ armour: count('bonus armour'), loadout: count('bonus loadout') }),
    })
    .optional(),
  notes: z.string().optional(),
})

export const SquadronUnitSchema = UnitDesignSchema.extend({
  id: z.string().min(1).optional(),
  reserve: z.boolean().optional(),
})

export const UNIT_FORMAT = 'sortie/gunframe-unit@1'
export const SQUADRON_FORMAT = 'sortie/gunframe-squadron@1'

export const UnitFileSchema = UnitDesignSchema.extend({
  $schema: z.string().optional(),
  format: z.literal(UNIT_FORMAT).optional(),
})

export const SquadronFileSchema = z.strictObject({
  $schema: z.string().optional(),
  format: z.literal(SQUADRON_FORMAT, { error: `format must be '${SQUADRON_FORMAT}'` }).optional(),
  name: z.string().min(1, { error: 'the squadron needs a name' }),
  faction: z.string().optional(),
  size: z.enum(['skirmish', 'clash', 'battle', 'custom'], {
    error: 'size must be skirmish, clash, battle or custom',
  }),
  points: z.number().int().positive().optional(),
  units: z.array(SquadronUnitSchema),
  combiners: z.array(UnitDesignSchema).optional(),
  notes: z.string().optional(),
})

/** JSON Schemas of the two file formats (draft 2020-12), as published under docs/schema/. */
export function jsonSchemas(): { unit: unknown; squadron: unknown } {
  return {
    unit: { title: 'GUNFRAME unit design', ...z.toJSONSchema(UnitFileSchema, { io: 'input' }) },
    squadron: { title: 'GUNFRAME squadron', ...z.toJSONSchema(SquadronFileSchema, { io: 'input' }) },
  }
}
