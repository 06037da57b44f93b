import type { Command } from 'commander'

// Placeholder until its issue lands; see DESIGN §7 for the contract.
export function registerOdds(program: Command): void {
  program
    .command('odds')
    .description('(not yet available)')
    .action(() => {
      process.stderr.write('sortie odds: not implemented yet\n')
      process.exitCode = 2
    })
}
