/**
 * A ruleset as the shell uses it: its engine descriptor (from `@sortie/registry`) and its web
 * module (from `../rulesets/index.ts`), loaded once and cached. The shell plays, replays and hashes
 * every game through `pkg.ruleset()`: the same ruleset the server and the CLI build.
 */
import type { AnyRulesetPackage } from '@sortie/engine'
import { loadRuleset, REGISTRY } from '@sortie/registry'
import { useEffect, useState } from 'react'
import { loadWebModule } from '../rulesets/index.ts'
import type { AnyWebRulesetModule, BotEntry } from './module.ts'

export interface LoadedRuleset {
  id: string
  title: string
  pkg: AnyRulesetPackage
  /** Null: the ruleset plays in the CLI and server but has no web pages yet. */
  mod: AnyWebRulesetModule | null
  /** Built once: every game in the browser uses this one instance. */
  ruleset: ReturnType<AnyRulesetPackage['ruleset']>
  /** The descriptor's bots in its order, the default first (a "random" bot last; aliases left out). */
  bots: BotEntry[]
}

const cache = new Map<string, Promise<LoadedRuleset | { error: string }>>()

export const rulesetEntries = (): { id: string; title: string }[] =>
  REGISTRY.map((e) => ({ id: e.id, title: e.title }))

/** The ruleset shown when a link names none (links from before rulesets were in the URL). */
export const DEFAULT_RULESET = REGISTRY[0]?.id ?? ''

export function getRuleset(id: string): Promise<LoadedRuleset | { error: string }> {
  let p = cache.get(id)
  if (!p) {
    p = (async () => {
      const r = await loadRuleset(id)
      if (!r.ok) return { error: r.error.message }
      const pkg = r.value
      const mod = await loadWebModule(id)
      const bots = Object.entries(pkg.bots)
        .filter(([, b]) => !b.hidden)
        .map(([key, b]) => ({
          id: key,
          title: b.title || key,
          ...(b.label ? { label: b.label } : {}),
          ...(b.description ? { description: b.description } : {}),
        }))
        .sort((a, b) => Number(/random/i.test(a.id)) - Number(/random/i.test(b.id)))
      return { id, title: pkg.title, pkg, mod, ruleset: pkg.ruleset(), bots }
    })()
    cache.set(id, p)
  }
  return p
}

export function useRuleset(id: string): LoadedRuleset | { error: string } | null {
  const [rs, setRs] = useState<LoadedRuleset | { error: string } | null>(null)
  useEffect(() => {
    let live = true
    setRs(null)
    getRuleset(id).then(
      (r) => live && setRs(r),
      (e) => live && setRs({ error: (e as Error).message }),
    )
    return () => {
      live = false
    }
  }, [id])
  return rs
}
