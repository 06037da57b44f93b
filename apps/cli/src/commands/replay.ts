/** `sortie replay <file>`: re-runs a saved game of any registered ruleset and checks its hash. */
import { readFileSync } from 'node:fs'
import { hashMatches, replay } from '@sortie/engine'
import type { Command } from 'commander'
import { z } from 'zod'
import { rulesetOrExit } from '../load.ts'

const GameFile = z.object({
  ruleset: z.string(),
  setup: z.unknown(),
  seed: z.string(),
  decisions: z.array(z.object({ seat: z.string(), kind: z.string() }).passthrough()),
  hash: z.string().optional(),
})

function fail(message: string, code = 1): void {
  process.stderr.write(`sortie replay: ${message}\n`)
  process.exitCode = code
}

export function registerReplay(program: Command): void {
  program
    .command('replay <file>')
    .description('re-run a saved game and verify its hash')
    .option('--json', 'machine-readable result on stdout')
    .action(async (file: string, opts: { json?: boolean }) => {
      let raw: unknown
      try {
        raw = JSON.parse(readFileSync(file, 'utf8'))
      } catch (e) {
        return fail(`cannot read ${file} as JSON: ${(e as Error).message}`, 2)
      }
      const parsed = GameFile.safeParse(raw)
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
        return fail(`${file} is not a saved game:\n  ${issues.join('\n  ')}`, 2)
      }
      const game = parsed.data
      const pkg = await rulesetOrExit('replay', game.ruleset)
      if (!pkg) return
      // The setup is checked as the server checks it, so a hand-edited one is told in words.
      const setupCheck = pkg.setupSchema.safeParse(game.setup)
      if (!setupCheck.success) {
        // Zod-shaped issues when the schema gives them; a plain refusal otherwise.
        const found =
          (setupCheck.error as { issues?: { path: PropertyKey[]; message: string }[] }).issues ?? []
        const issues = found.map((i) => `setup.${i.path.map(String).join('.')}: ${i.message}`)
        return fail(`${file} does not hold a ${pkg.id} setup:\n  ${issues.slice(0, 5).join('\n  ')}`, 2)
      }
      const rs = pkg.ruleset()
      const result = replay(rs, game.setup, game.seed, game.decisions)
      if (!result.ok) return fail(`${result.error.code}: ${result.error.message}`)
      // A file saved before the ruleset changed its state's shape carries that shape's hash.
      const matches =
        game.hash === undefined ? null : hashMatches(rs, result.value.state, game.hash, result.value.hash)
      if (opts.json)
        process.stdout.write(
          `${JSON.stringify({ ok: matches !== false, hash: result.value.hash, expected: game.hash ?? null, decisions: game.decisions.length })}\n`,
        )
      else
        process.stdout.write(
          `${game.decisions.length} decisions replayed; hash ${result.value.hash}` +
            (matches === null
              ? ' (file has no hash to compare)\n'
              : matches
                ? ' matches\n'
                : ` DIFFERS from ${game.hash}\n`),
        )
      if (matches === false) process.exitCode = 1
    })
}
