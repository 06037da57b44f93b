/**
 * `sortie odds <ruleset> … [--json]` (DESIGN §7): exact outcome distributions, never sampled. The
 * options are the ruleset's own (its descriptor lists them), so they are added once the id on the
 * command line is known.
 *
 * @example
 * npx sortie odds gunframe --attack 6 --defense 4 --reroll-defense --armour 8 --json
 */
import type { CliValues } from '@sortie/engine'
import type { Command } from 'commander'
import { argAfter, rulesetOrExit } from '../load.ts'

export async function registerOdds(program: Command): Promise<void> {
  const id = argAfter('odds')
  const pkg = id ? await rulesetOrExit('odds', id) : null
  const cmd = program
    .command('odds')
    .description('exact odds of a roll (e.g. odds gunframe --attack 6 --defense 4 --json)')
    .argument('<ruleset>', 'ruleset id (see `sortie rulesets`)')
    .option('--json', 'machine-readable output on stdout')
    // Bad arguments exit 2 with commander's one-line message, never a stack trace.
    .exitOverride((e) => process.exit(e.exitCode === 0 ? 0 : 2))
  for (const o of pkg?.odds?.options ?? []) cmd.option(o.flags, o.description, o.default)
  if (id && !pkg) cmd.allowUnknownOption()
  cmd.action((rid: string, opts: CliValues) => {
    if (!pkg) {
      process.exitCode = 2
      return
    }
    if (!pkg.odds) {
      process.stderr.write(`sortie odds: ${rid} has no odds calculator\n`)
      process.exitCode = 2
      return
    }
    const r = pkg.odds.compute(opts)
    if (!r.ok) {
      process.stderr.write(`sortie odds: ${r.error.message}\n`)
      process.exitCode = 2
      return
    }
    process.stdout.write(opts.json ? `${JSON.stringify(r.value)}\n` : pkg.odds.format(r.value, opts))
  })
}
