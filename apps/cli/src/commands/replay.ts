/** `sortie replay <file>`: re-runs a saved game of any registered ruleset and checks its hash. */
import { readFileSync, writeFileSync } from 'node:fs'
import { type DecisionShape, type Divergence, hashMatches, replayPrefix, salvageRecord } from '@sortie/engine'
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
      if (diverged) return diverging(raw, game, diverged, result.value.hash, opts)
      if (opts.salvage)
        process.stderr.write(
          'sortie replay: every decision replays under today’s rules: nothing to salvage, no file written.\n',
        )
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

/**
 * A file whose decision `diverged.index` today's rules refuse: said in words (exit 1), or with
 * --salvage written to a copy that goes on from the decision before it, the rest filed in
 * `meta.salvaged`. With --json the result is one JSON line on stdout either way.
 */
function diverging(
  raw: unknown,
  game: z.infer<typeof GameFile>,
  diverged: Divergence,
  hash: string,
  opts: { json?: boolean; salvage?: string },
): void {
  const at = { index: diverged.index, code: diverged.error.code, message: diverged.error.message }
  const told =
    `decision ${diverged.index} of ${game.decisions.length} no longer replays under today’s rules ` +
    `(${diverged.error.code}: ${diverged.error.message}); the first ${diverged.index} replay, to hash ${hash}.`
  if (!opts.salvage) {
    if (opts.json)
      process.stdout.write(
        `${JSON.stringify({ ok: false, hash, expected: game.hash ?? null, decisions: game.decisions.length, diverged: at })}\n`,
      )
    fail(`${told}\n  --salvage <out> writes a copy that goes on from there, keeping the rest aside.`)
    return
  }
  const s = salvageRecord(game.decisions as DecisionShape[], diverged, new Date().toISOString())
  if (!s.ok) {
    fail(s.error.message)
    return
  }
  const meta = game.meta ?? {}
  const notes = Array.isArray(meta.salvaged) ? meta.salvaged : []
  // Every field of the file is kept (title, mode…), not only those replay reads; where the game
  // stood at its old end (outcome, status, turn) no longer holds, and the server works it out again.
  const { outcome: _o, status: _s, turn: _t, ...fields } = raw as Record<string, unknown>
  const out = {
    ...fields,
    decisions: s.value.decisions,
    hash,
    meta: { ...meta, salvaged: [...notes, s.value.note] },
  }
  writeFileSync(opts.salvage, `${JSON.stringify(out, null, 2)}\n`)
  const kept = s.value.decisions.length
  const setAside = s.value.note.setAside.length
  if (opts.json)
    process.stdout.write(
      `${JSON.stringify({ ok: true, hash, salvaged: { kept, setAside, out: opts.salvage }, diverged: at })}\n`,
    )
  else {
    process.stderr.write(`sortie replay: ${told}\n`)
    process.stdout.write(
      `salvaged: ${kept} decisions kept, ${setAside} set aside in meta.salvaged; written to ${opts.salvage}\n`,
    )
  }
}
