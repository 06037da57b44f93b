/**
 * A new online game's stored row, checked before anything is written: the ruleset, the setup (or
 * the ruleset's quick battle), seat names (no reserved ones, only the setup's), bots the ruleset
 * has, a setup that starts; each human seat gets a token (only its hash is kept), each bot seat a
 * server nonce, and the dice seed is committed (DESIGN §8).
 */
import type { RulesetSource } from '../rulesets.ts'
import { reservedSeat } from '../rulesets.ts'
import { randomSecret, seedCommit, tokenHash } from './fair.ts'
import type { CreatedOnlineGame, CreateOnlineGame } from './messages.ts'
import type { OnlineGameRow, SeatConfig } from './store.ts'

/** A refusal with the HTTP status the route answers it with. */
export interface Failure {
  status: number
  code: string
  message: string
}

export interface NewGame {
  row: OnlineGameRow
  /** Bot seats' nonces (human seats add theirs when they join). */
  nonces: Record<string, string>
  created: CreatedOnlineGame
  /** Every seat is a bot's: the game can start at once. */
  botsOnly: boolean
}

export async function newOnlineGame(
  source: RulesetSource,
  body: CreateOnlineGame,
): Promise<{ ok: true; value: NewGame } | { ok: false; error: Failure }> {
  const loaded = await source.load(body.ruleset)
  if (!loaded.ok) return loaded
  const pkg = loaded.value
  const id = `online:${randomSecret().slice(0, 22)}`
  let setup: unknown = body.setup
  if (setup === undefined) {
    const q = pkg.quickSetup(body.options ?? {}, id)
    if (!q.ok) return { ok: false, error: { status: 422, ...q.error } }
    setup = q.value
  } else if (!pkg.setupSchema.safeParse(setup).success)
    return {
      ok: false,
      error: { status: 400, code: 'server/invalid_setup', message: `Not a ${pkg.id} setup.` },
    }
  const seatError = reservedSeat(pkg, setup)
  if (seatError) return { ok: false, error: { status: 400, ...seatError } }
  const seatNames = pkg.seats(setup)
  for (const s of Object.keys(body.seats))
    if (!seatNames.includes(s))
      return {
        ok: false,
        error: {
          status: 400,
          code: 'online/unknown_seat',
          message: `No seat '${s}'; seats: ${seatNames.join(', ')}.`,
        },
      }
  const trial = pkg.ruleset().start(setup, 'trial')
  if (!trial.ok) return { ok: false, error: { status: 422, ...trial.error } }

  const seats: Record<string, SeatConfig> = {}
  const out: CreatedOnlineGame['seats'] = {}
  const nonces: Record<string, string> = {}
  for (const s of seatNames) {
    const want = (Object.hasOwn(body.seats, s) ? body.seats[s] : undefined) ?? 'human'
    if (want === 'human') {
      const token = randomSecret()
      seats[s] = { kind: 'human', tokenHash: tokenHash(token) }
      out[s] = { token }
    } else {
      const bot = want.slice('bot:'.length)
      // Own bots only: `bot:toString` must not find Object.prototype's.
      if (!Object.hasOwn(pkg.bots, bot))
        return {
          ok: false,
          error: {
            status: 400,
            code: 'online/unknown_bot',
            message: `No ${pkg.id} bot '${bot}'; bots: ${Object.keys(pkg.bots).join(', ')}.`,
          },
        }
      seats[s] = { kind: 'bot', bot }
      out[s] = { bot }
      // A bot seat's nonce is the server's own: the bot plays for the server anyway.
      nonces[s] = randomSecret()
    }
  }
  const serverSeed = randomSecret()
  const row = {
    id,
    ruleset: pkg.id,
    setup,
    seats,
    serverSeed,
    seedCommit: seedCommit(serverSeed),
    status: 'waiting' as const,
    outcome: null,
    hash: null,
    createdAt: new Date().toISOString(),
  }
  return {
    ok: true,
    value: {
      row,
      nonces,
      created: { id, ruleset: pkg.id, seats: out, seedCommit: row.seedCommit },
      botsOnly: Object.keys(nonces).length === seatNames.length,
    },
  }
}
