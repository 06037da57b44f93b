/**
 * The one list of the battle's feature modules. The list's order is the order their hooks run
 * in, which the replays depend on: missions answer decisions, list actions, filter reactions and
 * see events first; the environment bends the table before the buildings do; returning debris
 * and group moves are listed before the upgrades' generic choices; the upgrades prepare units
 * before the optional rules start. Fresh module objects per call, so a ruleset or a test may
 * build its own list. Each module carries the answers to the choice questions it asks
 * (`choices`), and the upgrade effects are one table joined from explicit records
 * (upgrades/effects/table.ts): nothing here depends on which files were imported first.
 */
import type { BattleModules } from '../core/context.ts'
import { groupsModule } from './groups/module.ts'
import { missionsModule } from './missions/module.ts'
import { objectsModule } from './objects/module.ts'
import { optionalModule } from './optional/module.ts'
import { powerModule } from './power/module.ts'
import { spaceModule } from './space/module.ts'
import { structuresModule } from './structures/module.ts'
import { upgradesModule } from './upgrades/module.ts'

export function battleModules(): BattleModules {
  return [
    missionsModule(),
    objectsModule(),
    structuresModule(),
    spaceModule(),
    powerModule(),
    groupsModule(),
    upgradesModule(),
    optionalModule(),
  ]
}

let standard: BattleModules | undefined

/**
 * One shared list for callers outside a ruleset (bots, the UI's previews, the odds): the module
 * objects keep no state of their own, so sharing them saves building the list at every call.
 */
export const standardModules = (): BattleModules => {
  standard ??= battleModules()
  return standard
}
