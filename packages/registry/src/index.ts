/**
 * The one registry of rulesets (DESIGN §2): the CLI, the server and the web read this list and
 * never name a ruleset themselves. Each line loads a package's descriptor on demand, so a command
 * that uses one ruleset never loads the others.
 *
 * Adding a ruleset: write `packages/<id>` with a `./package` export, then add one line below.
 */
import type { AnyRulesetPackage } from '@sortie/engine'

export interface RegistryEntry {
  id: string
  title: string
  load(): Promise<AnyRulesetPackage>
}

export const REGISTRY: readonly RegistryEntry[] = [
  { id: 'gunframe', title: 'GUNFRAME', load: async () => (await import('@sortie/gunframe/package')).default },
  {
    id: 'mechastellar',
    title: 'MechaStellar',
    load: async () => (await import('@sortie/mechastellar/package')).default,
  },
  {
    id: 'framezero',
    title: 'Mobile Frame Zero: Rapid Attack',
    load: async () => (await import('@sortie/framezero/package')).default,
  },
  { id: 'gunwave', title: 'Gunwave', load: async () => (await import('@sortie/gunwave/package')).default },
]

export const rulesetIds = (): string[] => REGISTRY.map((e) => e.id)

/** The descriptor of a registered ruleset, or a readable error naming the ones there are. */
export async function loadRuleset(
  id: string,
): Promise<{ ok: true; value: AnyRulesetPackage } | { ok: false; error: { code: string; message: string } }> {
  const e = REGISTRY.find((x) => x.id === id)
  if (!e)
    return {
      ok: false,
      error: {
        code: 'registry/unknown_ruleset',
        message: `Unknown ruleset "${id}"; registered: ${rulesetIds().join(', ')}.`,
      },
    }
  return { ok: true, value: await e.load() }
}

/** Every registered descriptor, loaded. */
export async function loadAll(): Promise<AnyRulesetPackage[]> {
  return Promise.all(REGISTRY.map((e) => e.load()))
}
