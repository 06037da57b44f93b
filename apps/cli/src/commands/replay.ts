/** `sortie replay <file>`: re-runs a saved game of any registered ruleset and checks its hash. */
import { readFileSync, writeFileSync } from 'node:fs'
import { type DecisionShape, hashMatches, replayPrefix, salvageRecord } from '@sortie/engine'
import type { Command } from 'commander'
import { z } from 'zod'
import { rulesetOrExit } from '../load.ts'

const GameFile = z.object({
  ruleset: z.string(),
  setup: z.unknown(),
  seed: z.string(),
  decisions: z.array(z.object({ seat: z.string(), kind: z.string() }).passthrough()),
  hash: z.string().optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
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
    .option(
      '--salvage <out>',
      'when a recorded decision no longer replays under today’s rules, write to <out> a copy that goes on from the decision before it (the rest kept in meta.salvaged)',
    )
    .action(async (file: string, opts: { json?: boolean; salvage?: string }) => {
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
      const result = replayPrefix(rs, game.setup, game.seed, game.decisions as DecisionShape[])
      if (!result.ok) return fail(`${result.error.code}: ${result.error.message}`)
      const diverged = result.value.diverged
      if (diverged) {
        const told =
          `decision ${diverged.index} of ${game.decisions.length} no longer replays under today’s rules ` +
          `(${diverged.error.code}: ${diverged.error.message}); the first ${diverged.index} replay, to hash ${result.value.hash}.`
        if (opts.json && !opts.salvage)
          process.stdout.write(
            `${JSON.stringify({ ok: false, hash: result.value.hash, expected: game.hash ?? null, decisions: game.decisions.length, diverged: { index: diverged.index, code: diverged.error.code, message: diverged.error.message } })}\n`,
          )
        if (!opts.salvage)
          return fail(
            `${told}\n  --salvage <out> writes a copy that goes on from there, keeping the rest aside.`,
          )
        const s = salvageRecord(game.decisions as DecisionShape[], diverged, new Date().toISOString())
        if (!s.ok) return fail(s.error.message)
        const meta = game.meta ?? {}
        const notes = Array.isArray(meta.salvaged) ? meta.salvaged : []
        // Every field of the file is kept (title, mode…), not only those replay reads; an outcome
        // recorded at the old end no longer holds.
        const { outcome: _ended, ...fields } = raw as Record<string, unknown>
        const out = {
          ...fields,
          decisions: s.value.decisions,
          hash: result.value.hash,
          meta: { ...meta, salvaged: [...notes, s.value.note] },
        }
        writeFileSync(opts.salvage, `${JSON.stringify(out, null, 2)}\n`)
        process.stderr.write(`sortie replay: ${told}\n`)
        process.stdout.write(
          `salvaged: ${diverged.index} decisions kept, ${s.value.note.setAside.length} set aside in meta.salvaged; written to ${opts.salvage}\n`,
        )
        return
      }
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
