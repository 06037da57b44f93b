/**
 * `sortie client --server URL --game ID --token T --bot B [--json]`: plays one seat of an online
 * game with a bot until the game ends, reconnecting on its own, then prints `{ seq, hash, outcome }`.
 * The ruleset is read from the server's game record, its bots from the registry.
 */
import type { Command } from 'commander'
import { z } from 'zod'
import { rulesetOrExit } from '../load.ts'

const GameInfo = z.object({ ruleset: z.string() })

function fail(message: string, code = 1): void {
  process.stderr.write(`sortie client: ${message}\n`)
  process.exitCode = code
}

export interface ClientOptions {
  server: string
  game: string
  token: string
  bot: string
  nonce?: string
  json?: boolean
  quiet?: boolean
}

export async function runClient(opts: ClientOptions): Promise<void> {
  let info: z.infer<typeof GameInfo>
  try {
    const url = new URL(`/api/online/games/${encodeURIComponent(opts.game)}`, opts.server)
    const res = await fetch(url)
    const body = (await res.json()) as unknown
    if (!res.ok) {
      const e = (body as { error?: { code?: string; message?: string } }).error
      return fail(`${e?.code ?? res.status}: ${e?.message ?? 'the server refused the game'}`, 2)
    }
    const parsed = GameInfo.safeParse(body)
    if (!parsed.success) return fail('the server answered something that is not an online game', 2)
    info = parsed.data
  } catch (e) {
    return fail(`cannot reach ${opts.server}: ${(e as Error).message}`, 2)
  }
  let pkg: Awaited<ReturnType<typeof rulesetOrExit>>
  try {
    pkg = await rulesetOrExit('client', info.ruleset)
  } catch (e) {
    // A ruleset package that fails to load is reported in a line, not a stack trace.
    return fail(`the ${info.ruleset} ruleset could not be loaded: ${(e as Error).message}`, 2)
  }
  if (!pkg) return
  if (!pkg.bots[opts.bot])
    return fail(`no ${pkg.id} bot '${opts.bot}' (bots: ${Object.keys(pkg.bots).join(', ')})`, 2)
  const { playSeat } = await import('@sortie/server/online-client')
  const log = opts.quiet ? () => {} : (line: string) => process.stderr.write(`sortie client: ${line}\n`)
  try {
    const end = await playSeat({
      server: opts.server,
      game: opts.game,
      token: opts.token,
      pkg,
      bot: opts.bot,
      log,
      ...(opts.nonce ? { nonce: opts.nonce } : {}),
    })
    const out = { seq: end.seq, hash: end.hash, outcome: end.outcome }
    if (opts.json) process.stdout.write(`${JSON.stringify(out)}\n`)
    else {
      const o = end.outcome
      const result = !o ? 'no result' : o.draw ? 'a draw' : `won by ${o.winners.join(', ')} (${o.reason})`
      process.stdout.write(`${end.seat}: game over after ${end.seq} decisions, ${result}; hash ${end.hash}\n`)
    }
  } catch (e) {
    fail((e as Error).message)
  }
}

export function registerClient(program: Command): void {
  program
    .command('client')
    .description('play one seat of an online game with a bot, until the end')
    .requiredOption('--server <url>', 'the server, e.g. http://localhost:3000')
    .requiredOption('--game <id>', 'the online game id')
    .requiredOption('--token <token>', "the seat's token")
    .requiredOption('--bot <name>', 'which of the ruleset’s bots plays')
    .option('--nonce <text>', "this seat's contribution to the dice (random by default)")
    .option('--json', 'print { seq, hash, outcome } as JSON on stdout')
    .option('--quiet', 'no progress notes on stderr')
    .action((opts: ClientOptions) => runClient(opts))
}
