/**
 * The shape check for a GUNFRAME battle setup that arrives from outside (a request, a file).
 * It checks the frame of the setup; `start` then checks every rule of it and answers with codes.
 */
import { z } from 'zod'
import type { BattleSetup } from '../battle/index.ts'

// Upgrades are objects wherever they appear (a number there passed the check and then broke the
// first listing of legal decisions that asked a unit what it can do).
const Upgrades = z.array(z.looseObject({})).optional()
const Unit = z.looseObject({
  name: z.string(),
  frame: z.string(),
  upgrades: Upgrades,
  forms: z.array(z.looseObject({ upgrades: Upgrades })).optional(),
})

export const battleSetupSchema = z.looseObject({
  squadrons: z.record(z.string(), z.array(Unit).min(1)),
  mission: z.looseObject({ id: z.string() }).optional(),
  environment: z.looseObject({ id: z.string() }).optional(),
  optional: z.array(z.string()).optional(),
  battlefield: z.looseObject({ width: z.number(), depth: z.number() }).optional(),
}) as unknown as z.ZodType<BattleSetup>
