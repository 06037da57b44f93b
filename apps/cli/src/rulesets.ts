/**
 * The rulesets the command line knows, by id. Each entry builds the ruleset on demand so the
 * CLI starts fast whichever command runs.
 */
import type { Decision, Ruleset } from '@sortie/engine'

// biome-ignore lint/suspicious/noExplicitAny: a registry of heterogeneous rulesets
export type AnyRuleset = Ruleset<any, any, Decision>

export const rulesets: Record<string, () => Promise<AnyRuleset>> = {
  gunframe: async () =>
    (await import('@sortie/gunframe/battle')).createGunframeRuleset() as unknown as AnyRuleset,
}
