/**
 * `sortie units <ruleset> [--json] [--faction F]`: the example-unit catalogue with costs computed
 * by the ruleset's builder (DESIGN §7).
 */
import type { Command } from 'commander'
import { rulesetOrExit } from '../load.ts'

export function registerUnits(program: Command): void {
  program
    .command('units')
    .description('list the example units of a ruleset, priced by its builder')
    .argument('<ruleset>', 'ruleset id (see `sortie rulesets`)')
    .option('--json', 'machine-readable output on stdout')
    .option('--faction <name>', 'only units of this faction')
    .action(async (id: string, opts: { json?: boolean; faction?: string }) => {
      const pkg = await rulesetOrExit('units', id)
      if (!pkg) return
      const cat = pkg.units.catalogue() as { units?: { faction?: string }[] }
      const want = opts.faction?.toLowerCase()
      const value =
        want && Array.isArray(cat.units)
          ? { ...cat, units: cat.units.filter((u) => String(u.faction ?? '').toLowerCase() === want) }
          : cat
      if (opts.json || !pkg.units.format) process.stdout.write(`${JSON.stringify(value)}\n`)
      else process.stdout.write(pkg.units.format(value))
    })
}
