import type { Command } from 'commander'

// Placeholder until its issue lands; see DESIGN §7 for the contract.
export function registerRoster(program: Command): void {
  program
    .command('roster')
    .description('(not yet available)')
    .action(() => {
      process.stderr.write('sortie roster: not implemented yet\n')
      process.exitCode = 2
    })
}
