/**
 * Scripted choices that steer a bot game into a prompt worth looking at, for the e2e screenshots
 * and the unit tests of the table's spots. Pure: they read the state and the legal list only.
 */
import type { BattleDecision, BattleState } from '@sortie/gunframe/battle'
import { ruleset } from '../src/rulesets/gunframe/engine.ts'

/** Two example squadrons on the city table, the groups optional rule on (terran-100 has a tank and infantry). */
export const GROUPS_SETUP = { mission: 'carnage', optional: ['groups'] }

/**
 * Puts the first side's infantry in reach of its tank at deployment, activates the tank, names the
 * infantry as its follower and moves the tank: the infantry is then asked to follow (`group-move`).
 * Undefined where the bot may decide.
 */
export function groupMovePick(s: BattleState, legal: readonly BattleDecision[]): BattleDecision | undefined {
  const p = ruleset.prompt(s)
  if (!p) return undefined
  const tank = s.units.find((u) => u.profile.frame === 'tank')
  const inf = s.units.find((u) => u.profile.frame === 'infantry' && u.side === tank?.side)
  if (!tank || !inf) return undefined
  if (p.kind === 'deploy' && tank.status === 'table') {
    const d0 = legal.find((d) => d.kind === 'deploy' && d.unit === inf.id)
    if (d0?.kind !== 'deploy') return undefined
    const gap = tank.profile.radius + inf.profile.radius + 0.8
    for (let k = 0; k < 8; k++) {
      const a = (k * Math.PI) / 4
      const d = { ...d0, pos: { x: tank.pos.x + Math.cos(a) * gap, y: tank.pos.y + Math.sin(a) * gap } }
      if (ruleset.apply(s, d).ok) return d
    }
    return undefined
  }
  if (p.kind === 'activate') return legal.find((d) => d.kind === 'activate' && d.unit === tank.id)
  if (p.kind === 'choose' && p.id === 'group-follower')
    return legal.find((d) => d.kind === 'choose' && d.option === inf.id)
  if (p.kind === 'action' && p.unit === tank.id) {
    const moves = legal.filter((d) => d.kind === 'move' && !d.special)
    return moves[Math.floor(moves.length / 2)]
  }
  return undefined
}

export const atGroupMove = (s: BattleState): boolean => {
  const p = ruleset.prompt(s)
  return p?.kind === 'choose' && p.id === 'group-move'
}
