/**
 * The `sortie` command (DESIGN §7). Each command lives in its own file under commands/ and
 * registers itself; machine-readable output goes to stdout with --json, progress and logs to stderr.
 */
import { Command } from 'commander'
import { registerOdds } from './commands/odds.ts'
import { registerReplay } from './commands/replay.ts'
import { registerRoster } from './commands/roster.ts'
import { registerSim } from './commands/sim.ts'
import { registerUnits } from './commands/units.ts'

const program = new Command()
program
  .name('sortie')
  .description('Sortie: anime-mecha tabletop battles with every rule enforced')
  .version('0.1.0')
  .showHelpAfterError()

registerUnits(program)
registerRoster(program)
registerSim(program)
registerOdds(program)
registerReplay(program)

await program.parseAsync(process.argv)
