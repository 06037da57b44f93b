/**
 * Finds the ruleset a lab run plays: a registry id, or a path to a module whose default export is
 * a RulesetPackage (so a ruleset in development, or a test fixture, can be measured before it is
 * registered). Descriptors are cached per thread: every chunk a worker runs reuses them.
 */
import { isAbsolute, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AnyRulesetPackage } from '@sortie/engine'
import { loadRuleset } from '@sortie/registry'

const cache = new Map<string, Promise<AnyRulesetPackage>>()

export const isModulePath = (id: string): boolean =>
  id.startsWith('.') || isAbsolute(id) || /\.(m?[jt]s)$/.test(id)

async function load(id: string): Promise<AnyRulesetPackage> {
  if (isModulePath(id)) {
    const mod = (await import(pathToFileURL(resolve(id)).href)) as { default?: AnyRulesetPackage }
    if (!mod.default?.ruleset) throw new Error(`${id} has no RulesetPackage as its default export`)
    return mod.default
  }
  const r = await loadRuleset(id)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

/** The descriptor for `id`; throws with a readable message when there is none. */
export function labRuleset(id: string): Promise<AnyRulesetPackage> {
  const key = isModulePath(id) ? resolve(id) : id
  let p = cache.get(key)
  if (!p) {
    p = load(id)
    cache.set(key, p)
    p.catch(() => cache.delete(key))
  }
  return p
}
