/**
 * `sortie roster validate <file>` and `sortie roster card <file>`: check a squadron file and
 * print every problem with its JSON path (exit 1), or print its unit cards and roster sheet.
 * A bad file is always answered with problems, never a stack trace.
 */
import { readFileSync } from 'node:fs'
import {
  EXAMPLE_SQUADRONS,
  type ExampleSquadronName,
  exampleSquadron,
  exportSquadron,
  formatProblem,
  type Problem,
  parseSquadronFile,
  pointsLimit,
  type Squadron,
  squadronPoints,
  squadronRecord,
  unitCard,
  validateSquadron,
} from '@sortie/gunframe/units'
import type { Command } from 'commander'

type Loaded = { ok: true; squadron: Squadron; problems: Problem[] } | { ok: false; problems: Problem[] }

function load(file: string, optionalRules: boolean): Loaded {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (e) {
    const why = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message
    return {
      ok: false,
      problems: [{ code: 'gunframe/file_unreadable', path: '', message: `cannot read ${file}: ${why}` }],
    }
  }
  const r = parseSquadronFile(text)
  if (!r.ok) return { ok: false, problems: r.error }
  return { ok: true, squadron: r.value, problems: validateSquadron(r.value, { optionalRules }) }
}

function report(file: string, problems: Problem[], json: boolean): void {
  if (json) {
    process.stdout.write(`${JSON.stringify({ file, valid: false, problems })}\n`)
    return
  }
  process.stdout.write(`${file}: ${problems.length} problem${problems.length === 1 ? '' : 's'}\n`)
  for (const p of problems) process.stdout.write(`  ${formatProblem(p)}\n`)
}

export function registerRoster(program: Command): void {
  const roster = program.command('roster').description('check and print GUNFRAME squadron files')

  roster
    .command('validate')
    .description('check a squadron file; lists every problem with its JSON path (exit 1)')
    .argument('<file>', 'squadron JSON file')
    .option('--json', 'machine-readable output on stdout')
    .option('--no-optional', 'the players do not use optional rules (Combiner, Fearless, …)')
    .action((file: string, opts: { json?: boolean; optional: boolean }) => {
      const r = load(file, opts.optional)
      if (r.problems.length > 0 || !r.ok) {
        report(file, r.problems, opts.json ?? false)
        process.exitCode = 1
        return
      }
      const s = r.squadron
      const summary = {
        file,
        valid: true,
        name: s.name,
        size: s.size,
        points: squadronPoints(s),
        limit: pointsLimit(s),
        units: s.units.length,
        combiners: s.combiners?.length ?? 0,
      }
      if (opts.json) process.stdout.write(`${JSON.stringify(summary)}\n`)
      else
        process.stdout.write(
          `${file}: valid — ${s.name}, ${summary.units} units, ${summary.points}/${summary.limit} points (${s.size})${summary.combiners ? `, ${summary.combiners} combiner team(s)` : ''}\n`,
        )
    })

  roster
    .command('card')
    .description('print the unit cards and the squadron record of a squadron file')
    .argument('<file>', 'squadron JSON file')
    .action((file: string) => {
      const r = load(file, true)
      if (!r.ok) {
        report(file, r.problems, false)
        process.exitCode = 1
        return
      }
      const out: string[] = []
      for (const u of r.squadron.units) out.push(...unitCard(u), '')
      for (const c of r.squadron.combiners ?? []) out.push(...unitCard(c), '')
      out.push(...squadronRecord(r.squadron))
      process.stdout.write(`${out.join('\n')}\n`)
      if (r.problems.length > 0) {
        process.stdout.write('\n')
        report(file, r.problems, false)
        process.exitCode = 1
      }
    })

  roster
    .command('example')
    .description(`print an example squadron file (${EXAMPLE_SQUADRONS.join(', ')})`)
    .argument('<name>', 'example squadron name')
    .action((name: string) => {
      if (!(EXAMPLE_SQUADRONS as readonly string[]).includes(name)) {
        process.stderr.write(
          `sortie roster example: unknown example '${name}' (available: ${EXAMPLE_SQUADRONS.join(', ')})\n`,
        )
        process.exitCode = 2
        return
      }
      process.stdout.write(exportSquadron(exampleSquadron(name as ExampleSquadronName)))
    })
}
