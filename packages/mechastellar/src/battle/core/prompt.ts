/** Who must decide what now (pending questions first, then the attack stack, then the turn). */
import { defendOptions, topFlow } from '../actions/attack.ts'
import { unitOf } from '../actions/geometry.ts'
import { lateSpends } from '../modules/havoc.ts'
import { attackerSkillOptions, defenderSkillOptions } from '../modules/skills.ts'
import { cpPrompt } from './cp-place.ts'
import { nextDeployer, toDeploy } from './deploy.ts'
import type { Prompt } from './messages.ts'
import { commanderPrompt, facePrompt } from './pregame.ts'
import { activatable, rollOffWinner } from './turn.ts'
import type { MsState, Side } from './types.ts'

export function prompt(s: MsState): Prompt | null {
  if (s.phase === 'over') return null
  if (s.phase === 'cps') return cpPrompt(s)
  if (s.phase === 'command') return commanderPrompt(s)
  if (s.phase === 'facing') return facePrompt(s)
  if (s.phase === 'deploy') {
    const side = nextDeployer(s, null)
    return side ? { seat: side, kind: 'deploy', units: toDeploy(s, side).map((u) => u.id) } : null
  }
  if (s.phase === 'order') return { seat: rollOffWinner(s), kind: 'order' }
  const p = s.pending[0]
  if (p) {
    if (p.kind === 'revenge') return { seat: p.side, kind: 'revenge', killer: p.killer }
    if (p.kind === 'daunt') return { seat: p.side, kind: 'daunt', victim: p.victim }
    if (p.kind === 'push')
      return { seat: p.side, kind: 'push', attacker: p.attacker, target: p.target, inches: p.inches }
    if (p.kind === 'knock') return { seat: p.side, kind: 'knock', unit: p.unit, dmg: p.dmg }
    if (p.kind === 'stun') return { seat: p.side, kind: 'stun', unit: p.unit, left: p.left }
    if (p.kind === 'transform') return { seat: p.side, kind: 'transform', unit: p.unit }
    if (p.kind === 'overwatch') return { seat: p.side, kind: 'overwatch', ship: p.ship, target: p.target }
    if (p.kind === 'choose-terrain')
      return {
        seat: p.side,
        kind: 'choose-terrain',
        attacker: p.attacker,
        pieces: [...p.pieces],
        pick: p.pick,
      }
    return { seat: p.side, kind: 'launch', ship: p.ship, left: p.left }
  }
  const f = topFlow(s)
  if (f) {
    const a = unitOf(s, f.attacker)
    const t = unitOf(s, f.targets[0] as string)
    if (a && t) {
      if (f.stage === 'defend' && defendOptions(s, f))
        return { seat: t.side, kind: 'defend', attack: f.id, attacker: a.id, target: t.id }
      if (f.stage === 'attack-skills' && attackerSkillOptions(s, f).length > 0)
        return { seat: a.side, kind: 'skills', attack: f.id, stage: 'attack' }
      if (
        f.stage === 'defence-skills' &&
        (defenderSkillOptions(s, f).length > 0 || lateSpends(s, f).length > 0)
      )
        return { seat: t.side, kind: 'skills', attack: f.id, stage: 'defence' }
      if (f.stage === 'sacrifice') return { seat: t.side, kind: 'sacrifice', attack: f.id, unit: t.id }
    }
  }
  if (s.activation) {
    const u = unitOf(s, s.activation.unit)
    if (u)
      return {
        seat: u.side,
        kind: 'act',
        unit: u.id,
        actions: s.activation.actions,
        moves: s.activation.moves,
      }
  }
  const side: Side = s.turn
  const forced = s.returnFire && s.returnFire.side === side ? s.returnFire : null
  const units = activatable(s, side).filter((u) => !forced || forced.units.includes(u.id))
  return { seat: side, kind: 'activate', units: units.map((u) => u.id), forcedBy: forced?.aggressor ?? null }
}
