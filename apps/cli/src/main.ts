/**
 * The `sortie` command (DESIGN §7). Each command lives in its own file under commands/ and
 * registers itself; machine-readable output goes to stdout with --json, progress and logs to stderr.
 *
 * Only the command being run is imported: the CLI starts fast, and a problem in one ruleset's
 * module cannot break the others' commands.
 */
import { Command } from 'commander'

type Register = (program: Command) => void | Promise<void>
const commands: Record<string, { summary: string; load: () => Promise<Register> }> = {
  rulesets: {
    summary: 'the registered rulesets, their bots and odds',
    load: async () => (await import('./commands/rulesets.ts')).registerRulesets,
  },
  units: {
    summary: 'the example-unit catalogue with builder-computed points',
    load: async () => (await import('./commands/units.ts')).registerUnits,
  },
  roster: {
    summary: 'validate a roster file, print its cards or an example',
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
  client: {
    summary: 'play one seat of an online game with a bot',
    load: async () => (await import('./commands/client.ts')).registerClient,
  },
  lab: {
    summary: 'balance lab: many bot games, win rates, each entry’s worth against its points',
    load: async () => (await import('./commands/lab.ts')).registerLab,
  },
  'lab-worker': {
    summary: 'play balance-lab games from a Redis queue',
    load: async () => (await import('./commands/lab-worker.ts')).registerLabWorker,
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
  if (wanted.includes(name)) await (await c.load())(program)
  else program.command(name).description(c.summary).allowUnknownOption().helpOption(false)
}

await program.parseAsync(process.argv)
