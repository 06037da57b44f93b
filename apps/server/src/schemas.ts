/**
 * Every request body is parsed by zod before a route sees it. Shapes only: the rules (what a
 * legal squadron or decision is) belong to the engine, which the routes consult after parsing.
 */
import { z } from 'zod'

const json = z.record(z.string(), z.unknown())

/**
 * A roster file as a builder exports it (the field keeps its first name, `squadron`); the
 * ruleset's units module judges its contents. A file without a name of its own (a Gunwave pilot
 * sheet) is saved under the body's `name`.
 */
export const SquadronShape = z.looseObject({
  name: z.string().max(200).optional(),
})

export const RosterBody = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  /** Which ruleset's roster; omitted = the ruleset that recognises the file (else the first). */
  ruleset: z.string().min(1).max(50).optional(),
  squadron: SquadronShape,
})
export type RosterBody = z.infer<typeof RosterBody>

/** `GET /api/rosters?ruleset=…`: only that ruleset's rosters. */
export const RosterQuery = z.object({ ruleset: z.string().min(1).max(50).optional() })

export const DecisionShape = z.looseObject({ seat: z.string().min(1), kind: z.string().min(1) })

export const GameBody = z.object({
  ruleset: z.string().min(1).max(50),
  title: z.string().trim().min(1).max(200).default('Untitled battle'),
  mode: z.enum(['hotseat', 'bot', 'bots']).default('hotseat'),
  seed: z.string().min(1).max(200),
  setup: json,
  decisions: z.array(DecisionShape).max(100_000),
  /** The hash the client computed; when given it must match the server's replay. */
  hash: z.string().max(64).optional(),
  /** Free-form UI notes (bot seats, names); never read by the rules. */
  meta: json.default({}),
})
export type GameBody = z.infer<typeof GameBody>

export const IdParams = z.object({ id: z.string().min(1).max(100) })

/**
 * One decision appended to a saved game: `index` must be the game's length (no gaps, no
 * rewrites); `before` is the hash the client believes the game is at, `after` the hash it reached
 * by applying the decision itself (both optional checks).
 */
export const DecisionAppend = z.object({
  index: z.number().int().min(0),
  decision: DecisionShape,
  before: z.string().max(64).optional(),
  after: z.string().max(64).optional(),
})
export type DecisionAppend = z.infer<typeof DecisionAppend>

export const TruncateParams = z.object({
  id: z.string().min(1).max(100),
  // Digits only: a coerced number read " " as 0 and so undid a whole game.
  from: z
    .string()
    .regex(/^\d{1,9}$/, 'a decision number')
    .transform(Number),
})
