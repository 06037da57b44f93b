/**
 * The CLI's door to the registry: load a ruleset's descriptor by id, or answer with the readable
 * error every command prints (exit 2) when the id is not registered.
 */
import type { AnyRulesetPackage } from '@sortie/engine'
import { loadRuleset } from '@sortie/registry'

export async function rulesetOrExit(command: string, id: string): Promise<AnyRulesetPackage | null> {
  const r = await loadRuleset(id.toLowerCase())
  if (r.ok) return r.value
  process.stderr.write(`sortie ${command}: ${r.error.message}\n`)
  process.exitCode = 2
  return null
}

/** The word after `command` on the command line: the ruleset id, before commander has parsed. */
export function argAfter(command: string, argv: readonly string[] = process.argv): string | undefined {
  const i = argv.indexOf(command)
  const next = i >= 0 ? argv[i + 1] : undefined
  return next && !next.startsWith('-') ? next : undefined
}
