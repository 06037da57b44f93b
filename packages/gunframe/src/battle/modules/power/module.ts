/** Power attacks as a battle module: the attacker's spend of points after the hits. */
import { finishAttack } from '../../actions/attack.ts'
import type { BattleModule } from '../../core/context.ts'
import { findUnit } from '../../core/geo.ts'
import type { BattleUnit } from '../../core/types.ts'
import { effectiveLoadout, effectiveSpeed, updateCrippled } from './crippled.ts'
import { onDestroyed } from './destroyed.ts'
import { clearSuppression, fall, fallHitsFor } from './effects.ts'
import { guardianSplash } from './guardian-splash.ts'
import { panicChoice } from './panic.ts'
import { powerChoicesExist, powerCombos, resolvePower } from './power.ts'
import { runAndGun } from './run-and-gun.ts'

export function powerModule(): BattleModule {
  return {
    id: 'power',
    choices: { 'run-and-gun': runAndGun, 'guardian-splash': guardianSplash, ...panicChoice },
    legal(s, look, p) {
      if (p.kind !== 'power') return undefined
      const top = s.stack[s.stack.length - 1]
      if (top?.t !== 'attack') return []
      return powerCombos(s, look.table, top).map((spend) => ({ seat: p.seat, kind: 'power', spend }))
    },
    decide(s, c, d) {
      if (d.kind !== 'power') return undefined
      const top = s.stack[s.stack.length - 1]
      if (top?.t !== 'attack') return { code: 'gunframe/no_attack', message: 'No attack is under way.' }
      const e = resolvePower(s, c, top, findUnit(s, top.target) as BattleUnit, d.spend)
      if (e) return e
      // A Guardian asked about an effect's damage holds the rest (guardian-splash.ts closes it).
      if (!top.splash) finishAttack(s, c, top)
      return 'done'
    },
    // Points to spend and something to spend them on: the attacker's power step comes next.
    holdAttack(s, c, f) {
      if ((f.points ?? 0) <= 0 || !powerChoicesExist(s, c, f)) return false
      f.step = 'power'
      return true
    },
    // GF-OPT-CRIPPLED: crippled legs halve Speed.
    speed: effectiveSpeed,
    loadout: effectiveLoadout,
    // GF-SPM-FALL: walking off a ledge is a fall like any other (hits from the one count).
    fall: (s, c, u, inches) => fall(s, c, u, inches, fallHitsFor(s, u, inches), 'fall'),
    armourChanged: updateCrippled,
    destroyed: onDestroyed,
    // Suppression lasts until every unit has activated.
    activationsDone: clearSuppression,
    // GF-PANIC: a panicking unit's cry or run.
  }
}
