/** zod schema of a battle setup from outside (a file, a request); `start` then checks the rules. */
import { z } from 'zod'
import { MAX_SSR, SYSTEM_CODES, type SystemCode } from '../../units/index.ts'
import type { FzSetup } from '../types.ts'

const frame = z
  .object({
    name: z.string().min(1),
    systems: z.array(z.enum(SYSTEM_CODES as [SystemCode, ...SystemCode[]])),
    ssr: z.number().int().min(0),
  })
  .strict()

const cover = z
  .object({
    id: z.string().min(1),
    x: z.number(),
    y: z.number(),
    w: z.number().positive(),
    h: z.number().positive(),
    bricks: z.number().int().min(0),
    perLayer: z.number().int().min(1),
    difficult: z.boolean().optional(),
    hazard: z.boolean().optional(),
  })
  .strict()

export const setupSchema: z.ZodType<FzSetup> = z
  .object({
    players: z
      .array(
        z.object({
          seat: z.string().min(1),
          company: z.object({
            name: z.string(),
            frames: z.array(frame).min(1),
            spares: z.array(frame).optional(),
          }),
        }),
      )
      .min(2)
      .max(5),
    size: z.enum(['skirmish', 'battle']),
    table: z.object({ width: z.number().positive(), height: z.number().positive(), cover: z.array(cover) }),
    options: z
      .object({
        ssrCount: z.number().int().min(0).max(MAX_SSR).optional(),
        difficult: z.boolean().optional(),
        hazards: z.boolean().optional(),
        climbing: z.boolean().optional(),
        initiative: z.boolean().optional(),
        dropWhites: z.boolean().optional(),
      })
      .strict()
      .optional(),
  })
  .strict() as z.ZodType<FzSetup>
