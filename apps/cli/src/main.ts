/**
 * The `sortie` command (DESIGN §7). Each command lives in its own file under commands/ and
 * registers itself; machine-readable output goes to stdout with --json, progress and logs to stderr.
 *
 * Only the command being run is imported: the CLI starts fast, and a problem in one ruleset's
 * module cannot break the others' commands.
 */
import { Command } from 'commander'

type Register = (program: Command) => void
const commands: Record<string, { summary: string; load: () => Promise<Register> }> = {
  units: {
    summary: 'the example-unit catalogue with builder-computed points',
    load: async () => (await import('./commands/units.ts')).registerUnits,
  },
  roster: {
    summary: 'validate a squadron file, print its cards',
    load: async () => (await import('./commands/roster.ts')).registerRoster,
  },
  sim: {
    summary: 'headless battles between bots',
    load: async () => (await import('./commands/sim.ts')).registerSim,
  },
  odds: {
    summary: 'exact outcome distributions of a roll',
    load: async () => (await import('./commands/odds.ts')).registerOdds,
  },
  replay: {
    summary: 're-run a saved game and verify its hash',
    load: async () => (await import('./commands/replay.ts')).registerReplay,
  },
}

const program = new Command()
program
  .name('sortie')
  .description('Sortie: anime-mecha tabletop battles with every rule enforced')
  .version('0.1.0')
  .showHelpAfterError()

const wanted = process.argv.slice(2).filter((a) => a in commands)
for (const [name, c] of Object.entries(commands)) {
  if (wanted.includes(name)) (await c.load())(program)
  else program.command(name).description(c.summary).allowUnknownOption().helpOption(false)
}

await program.parseAsync(process.argv)
