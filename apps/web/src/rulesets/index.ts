/**
 * The web registry: ruleset id → lazy import of its web module (`./<id>/index.tsx`, default
 * export, implementing `WebRulesetModule` from `../shell/module.ts`). Ids are the ones of
 * `@sortie/registry`; a ruleset listed there but not here can still be picked, and its pages say
 * the table is not drawn yet. One line per ruleset; the import stays lazy so each ruleset's
 * pages load only when picked.
 */
import type { AnyWebRulesetModule } from '../shell/module.ts'

type Loader = () => Promise<{ default: AnyWebRulesetModule }>

export const WEB_RULESETS: Readonly<Record<string, Loader>> = {
  gunframe: () => import('./gunframe/index.tsx'),
  framezero: () => import('./framezero/index.tsx'),
  gunwave: () => import('./gunwave/index.tsx'),
  mechastellar: () => import('./mechastellar/index.tsx'),
}

/** The web module of a ruleset, or null when it has none yet. */
export async function loadWebModule(id: string): Promise<AnyWebRulesetModule | null> {
  const load = WEB_RULESETS[id]
  return load ? (await load()).default : null
}
