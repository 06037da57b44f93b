/**
 * `sortie roster validate|card|example`: check a roster file of any ruleset and print every
 * problem with its JSON path (exit 1), print its cards, or print an example file. The ruleset is
 * the one the file claims (its `format`), or `--ruleset`. A bad file is always answered with
 * problems, never a stack trace.
 */
import { readFileSync } from 'node:fs'
import type { AnyRulesetPackage, Problem } from '@sortie/engine'
import { loadAll } from '@sortie/registry'
import type { Command } from 'commander'
import { rulesetOrExit } from '../load.ts'

const formatProblem = (p: Problem): string => `${p.path || '(file)'}: ${p.message} [${p.code}]`

type Loaded = { ok: true; file: unknown; pkg: AnyRulesetPackage } | { ok: false; problems: Problem[] }

async function load(path: string, rulesetId: string | undefined): Promise<Loaded> {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (e) {
    const why = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message
    return {
      ok: false,
      problems: [{ code: 'roster/file_unreadable', path: '', message: `cannot read ${path}: ${why}` }],
    }
  }
  let file: unknown
  try {
    file = JSON.parse(text)
  } catch (e) {
    return {
      ok: false,
      problems: [{ code: 'roster/bad_json', path: '', message: `not valid JSON: ${(e as Error).message}` }],
    }
  }
  if (rulesetId) {
    const pkg = await rulesetOrExit('roster', rulesetId)
    return pkg ? { ok: true, file, pkg } : { ok: false, problems: [] }
  }
  const all = await loadAll()
  const pkg = all.find((p) => p.units.isRoster?.(file)) ?? (all.length === 1 ? all[0] : undefined)
  if (!pkg)
    return {
      ok: false,
      problems: [
        {
          code: 'roster/unknown_format',
          path: 'format',
          message: `no registered ruleset claims this file; name one with --ruleset (${all.map((p) => p.id).join(', ')})`,
        },
      ],
    }
  return { ok: true, file, pkg }
}

function report(path: string, problems: Problem[], json: boolean): void {
  if (json) {
    process.stdout.write(`${JSON.stringify({ file: path, valid: false, problems })}\n`)
    return
  }
  process.stdout.write(`${path}: ${problems.length} problem${problems.length === 1 ? '' : 's'}\n`)
  for (const p of problems) process.stdout.write(`  ${formatProblem(p)}\n`)
}

export function registerRoster(program: Command): void {
  const roster = program
    .command('roster')
    .description('check and print roster files (squadrons, forces, companies)')

  roster
    .command('validate')
    .description('check a roster file; lists every problem with its JSON path (exit 1)')
    .argument('<file>', 'roster JSON file')
    .option('--ruleset <id>', 'the ruleset, when the file does not say')
    .option('--json', 'machine-readable output on stdout')
    .option('--no-optional', 'the players do not use optional rules')
    .action(async (path: string, opts: { json?: boolean; optional: boolean; ruleset?: string }) => {
      const r = await load(path, opts.ruleset)
      if (!r.ok) {
        if (r.problems.length) report(path, r.problems, opts.json ?? false)
        process.exitCode = r.problems.length ? 1 : 2
        return
      }
      const check = r.pkg.units.validateRoster(r.file, { optional: opts.optional })
      if (check.problems.length > 0) {
        report(path, check.problems, opts.json ?? false)
        process.exitCode = 1
        return
      }
      const fields = check.summary?.fields ?? { points: check.points }
      if (opts.json)
        process.stdout.write(`${JSON.stringify({ file: path, valid: true, ruleset: r.pkg.id, ...fields })}\n`)
      else process.stdout.write(`${path}: valid — ${check.summary?.text ?? `${check.points} points`}\n`)
    })

  roster
    .command('card')
    .description('print the unit cards and the roster record of a file')
    .argument('<file>', 'roster JSON file')
    .option('--ruleset <id>', 'the ruleset, when the file does not say')
    .action(async (path: string, opts: { ruleset?: string }) => {
      const r = await load(path, opts.ruleset)
      if (!r.ok || !r.pkg.units.card) {
        if (!r.ok) report(path, r.problems, false)
        else process.stderr.write(`sortie roster card: ${r.pkg.id} has no unit cards\n`)
        process.exitCode = 1
        return
      }
      const c = r.pkg.units.card(r.file)
      process.stdout.write(c.text)
      if (c.problems.length > 0) {
        if (c.text) process.stdout.write('\n')
        report(path, c.problems, false)
        process.exitCode = 1
      }
    })

  roster
    .command('example')
    .description('print an example roster file')
    .argument('<name>', 'example name')
    .option('--ruleset <id>', 'the ruleset (default: the one that has this example)')
    .action(async (name: string, opts: { ruleset?: string }) => {
      const pkgs = opts.ruleset ? [await rulesetOrExit('roster', opts.ruleset)] : await loadAll()
      const found = pkgs.find((p) => p?.units.examples?.[name])
      const make = found?.units.examples?.[name]
      if (!make) {
        const names = pkgs.flatMap((p) => Object.keys(p?.units.examples ?? {}))
        process.stderr.write(
          `sortie roster example: unknown example '${name}' (available: ${names.join(', ')})\n`,
        )
        process.exitCode = 2
        return
      }
      process.stdout.write(make())
    })
}
