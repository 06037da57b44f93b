import type { Command } from 'commander'

// Placeholder until its issue lands; see DESIGN §7 for the contract.
export function registerReplay(program: Command): void {
  program
    .command('replay')
    .description('(not yet available)')
    .action(() => {
      process.stderr.write('sortie replay: not implemented yet\n')
      process.exitCode = 2
    })
}
