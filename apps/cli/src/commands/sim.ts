import type { Command } from 'commander'

// Placeholder until its issue lands; see DESIGN §7 for the contract.
export function registerSim(program: Command): void {
  program
    .command('sim')
    .description('(not yet available)')
    .action(() => {
      process.stderr.write('sortie sim: not implemented yet\n')
      process.exitCode = 2
    })
}
