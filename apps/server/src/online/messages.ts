/**
 * The online protocol, checked with zod on both ends. Client → server: `join` (token
 * and nonce, when not given as query parameters), `decide` with the seq the client has seen, and
 * `ping`. Server → client: `snapshot` on (re)connect, `update` per accepted decision, `error` for
 * a refused message, `presence` when someone connects or leaves, `pong`.
 *
 * @example
 * ws.send(JSON.stringify({ type: 'decide', seq: 12, decision: { seat: 'p1', kind: 'pass' } }))
 */
import { z } from 'zod'

/** Larger messages are refused with `online/too_large` (the socket itself stops at 1 MiB). */
export const MAX_MESSAGE_BYTES = 64 * 1024

const Seat = z.string().min(1).max(50)

export const WireDecision = z.looseObject({ seat: Seat, kind: z.string().min(1).max(100) })

export const ClientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('join'),
    token: z.string().min(1).max(200).optional(),
    nonce: z.string().min(1).max(200).optional(),
  }),
  z.object({ type: z.literal('decide'), seq: z.number().int().nonnegative(), decision: WireDecision }),
  z.object({ type: z.literal('ping') }),
])
export type ClientMessage = z.infer<typeof ClientMessage>

const WireOutcome = z.object({
  winners: z.array(z.string()),
  draw: z.boolean(),
  reason: z.string(),
  scores: z.record(z.string(), z.number()).optional(),
})

const WirePrompt = z.looseObject({ seat: Seat, kind: z.string(), seats: z.array(Seat).optional() })

export const SeatInfo = z.object({
  kind: z.enum(['human', 'bot']),
  bot: z.string().optional(),
  connected: z.boolean(),
  /** Whether the seat has added its nonce (the game starts once every seat has). */
  joined: z.boolean(),
})
export type SeatInfo = z.infer<typeof SeatInfo>

/** Revealed once the game is over: enough to check the commitment and recompute the seed. */
export const Reveal = z.object({
  serverSeed: z.string(),
  seedCommit: z.string(),
  nonces: z.record(z.string(), z.string()),
  seed: z.string(),
})
export type Reveal = z.infer<typeof Reveal>

export const LogEntry = z.object({
  seq: z.number().int(),
  decision: WireDecision,
  events: z.array(z.looseObject({ type: z.string() })),
})
export type LogEntry = z.infer<typeof LogEntry>

export const ServerMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('snapshot'),
    game: z.string(),
    ruleset: z.string(),
    /** The seat this connection acts for, or 'spectator'. */
    seat: z.string(),
    status: z.enum(['waiting', 'playing', 'over']),
    seq: z.number().int().nonnegative(),
    view: z.unknown(),
    prompt: WirePrompt.nullable(),
    log: z.array(LogEntry),
    hash: z.string().nullable(),
    outcome: WireOutcome.nullable(),
    seats: z.record(z.string(), SeatInfo),
    seedCommit: z.string(),
    reveal: Reveal.optional(),
    /**
     * Each time a rules fix made a stored decision illegal and the game went on from before it:
     * how many decisions were kept and how many set aside (their contents stay on the server).
     */
    salvaged: z
      .array(
        z.object({
          kept: z.number().int(),
          setAside: z.number().int(),
          reason: z.object({ code: z.string(), message: z.string() }),
          at: z.string(),
        }),
      )
      .optional(),
  }),
  z.object({
    type: z.literal('update'),
    seq: z.number().int().positive(),
    decision: WireDecision,
    events: z.array(z.looseObject({ type: z.string() })),
    view: z.unknown(),
    prompt: WirePrompt.nullable(),
    hash: z.string(),
    outcome: WireOutcome.nullable(),
    reveal: Reveal.optional(),
  }),
  z.object({
    type: z.literal('error'),
    code: z.string(),
    message: z.string(),
    /** The game's seq when the message was refused (a stale client resynchronises from it). */
    seq: z.number().int().nonnegative().optional(),
  }),
  z.object({
    type: z.literal('presence'),
    seats: z.record(z.string(), SeatInfo),
    spectators: z.number().int(),
  }),
  z.object({ type: z.literal('pong') }),
])
export type ServerMessage = z.infer<typeof ServerMessage>

/** POST /api/online/games */
export const CreateOnlineGame = z.object({
  ruleset: z.string().min(1).max(50),
  setup: z.unknown().optional(),
  /** Options for the ruleset's quick battle when no setup is given. */
  options: z.record(z.string(), z.union([z.string().max(200), z.boolean()])).optional(),
  seats: z.record(Seat, z.union([z.literal('human'), z.string().regex(/^bot:[\w-]{1,50}$/)])).default({}),
})
export type CreateOnlineGame = z.infer<typeof CreateOnlineGame>

export const CreatedOnlineGame = z.object({
  id: z.string(),
  ruleset: z.string(),
  seats: z.record(z.string(), z.object({ token: z.string().optional(), bot: z.string().optional() })),
  seedCommit: z.string(),
})
export type CreatedOnlineGame = z.infer<typeof CreatedOnlineGame>
