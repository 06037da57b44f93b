import type { Command } from 'commander'

// Placeholder until its issue lands; see DESIGN §7 for the contract.
export function registerUnits(program: Command): void {
  program
    .command('units')
    .description('(not yet available)')
    .action(() => {
      process.stderr.write('sortie units: not implemented yet\n')
      process.exitCode = 2
    })
}
