/** `sortie rulesets [--json]`: the registered rulesets, their bots and whether they have odds. */
import { loadAll } from '@sortie/registry'
import type { Command } from 'commander'

export function registerRulesets(program: Command): void {
  program
    .command('rulesets')
    .description('list the registered rulesets')
    .option('--json', 'machine-readable output on stdout')
    .action(async (opts: { json?: boolean }) => {
      const rows = (await loadAll()).map((p) => ({
        id: p.id,
        title: p.title,
        summary: p.summary,
        bots: Object.keys(p.bots),
        odds: p.odds !== undefined,
      }))
      if (opts.json) {
        process.stdout.write(`${JSON.stringify({ rulesets: rows })}\n`)
        return
      }
      for (const r of rows)
        process.stdout.write(
          `${r.id.padEnd(14)} ${r.title} — ${r.summary}\n${''.padEnd(15)}bots: ${r.bots.join(', ')}; odds: ${r.odds ? 'yes' : 'no'}\n`,
        )
    })
}
