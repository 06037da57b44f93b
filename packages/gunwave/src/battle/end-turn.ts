/**
 * The energy consumption phase (§6.4) and the end-of-turn rolls: saves (§4.1), disabled mecha
 * (§6.5.6), waking (§6.6.1), coolant overheating (§6.5.5), delayed self-destruct (§6.5.9),
 * descent (§7.7), unsustained grabs (§6.5.7); then the next turn or the end of the encounter.
 */
import { DEFAULTS } from '../data/starter.ts'
import { type Ctx, ejectAboard, endGrab, explode, personalHit } from './damage.ts'
import { endOfTurnEffects } from './effects.ts'
import { outcomeOf } from './outcome.ts'
import { successes } from './pools.ts'
import { holdCost, present } from './queries.ts'
import { detonate } from './reaction.ts'
import type { GwState, MechaState } from './types.ts'

function energyPhase(s: GwState, ctx: Ctx): void {
  ctx.emit({ type: 'PhaseStarted', phase: 'energy', turn: s.turn })
  for (const m of Object.values(s.mecha)) {
    if (!present(m)) continue
    // GW-RULING-SHOT-ENERGY: every active weapon pays its Power; energy weapons pay again per shot;
    // ballistic shots spend rounds instead.
    const weapons = holdCost(m)
    const before = m.energy
    // Project default: Energy stops at 0; a mecha at 0 can neither move nor fire energy weapons.
    m.energy = m.brokenParts.includes('reactor') ? 0 : Math.max(0, m.energy - weapons - m.shotPower - m.moved)
    if (m.disabled && !s.options.operationalDisabled) m.energy = 0
    ctx.emit({
      type: 'EnergySpent',
      mecha: m.id,
      weapons,
      shots: m.shotPower,
      movement: m.moved,
      energy: m.energy,
    })
    if (m.disabled && m.before && before !== m.energy)
      m.before.energy = Math.max(0, m.before.energy - (before - m.energy))
    m.moved = 0
    m.shotPower = 0
  }
}

function disabledRoll(s: GwState, m: MechaState, ctx: Ctx): void {
  const dice = ctx.dice.pool(2)
  const total = (dice[0] ?? 0) + (dice[1] ?? 0)
  ctx.emit({ type: 'DisabledRoll', mecha: m.id, dice, total })
  const optional = s.options.operationalDisabled
  if (total === 12) {
    m.disabled = false
    // Back with 1 Armor only if it ran out; a mecha switched off by overheating (§6.5.5) kept its
    // Armor all along (GW-RULING-OVERHEAT-ARMOR).
    if (m.armor <= 0) m.armor = 1
    m.energy = optional ? m.energy : (m.before?.energy ?? m.energy)
    m.speed = m.before?.speed ?? m.speedBase
    delete m.before
    m.marks = 0
    ctx.emit({ type: 'Recovered', mecha: m.id })
    return
  }
  if (total > (optional ? 7 : 5)) return
  m.marks++
  ctx.emit({ type: 'Mark', mecha: m.id, marks: m.marks })
  if (m.marks < 3) return
  explode(s, m, ctx)
  // The pilot ejects (§6.5.6), the passenger with them; under the optional rule the blast hits
  // each of them with 4 dice.
  for (const p of ejectAboard(s, m, ctx)) {
    if (optional) {
      const roll = ctx.dice.pool(4)
      ctx.emit({
        type: 'Attack',
        kind: 'explosion',
        log: { attacker: m.id, target: p.id, dice: roll, successes: successes(roll), damage: 0 },
        pool: { dice: 4, mods: ['ejecting from an exploding mecha'] },
      })
      if (successes(roll) > 0) personalHit(s, p, ctx)
    }
  }
}

export function endTurn(s: GwState, ctx: Ctx): void {
  energyPhase(s, ctx)
  for (const m of Object.values(s.mecha)) {
    if (!present(m)) continue
    if (m.grabbing && m.grabTurn !== s.turn) endGrab(s, m, ctx)
    if (m.overheatIn !== undefined && !m.disabled) {
      m.overheatIn--
      if (m.overheatIn <= 0) {
        // The coolant is still broken: back in action on a 12, the mecha heats up again and
        // overheats after another Energy / 10 turns (GW-RULING-COOLANT-AGAIN). The countdown only
        // runs while the mecha is switched on; mending the coolant stops it (repair.ts).
        if (m.brokenParts.includes('coolant')) m.overheatIn = Math.max(1, Math.floor(m.energyMax / 10))
        else delete m.overheatIn
        m.disabled = true
        m.before = { energy: m.energy, speed: m.speed }
        if (!s.options.operationalDisabled) {
          m.energy = 0
          m.speed = 0
        }
        ctx.emit({ type: 'Disabled', mecha: m.id, overflow: 0 })
      }
    }
    if (m.selfDestruct && m.selfDestruct.at <= s.turn) detonate(s, m.id, ctx)
    else if (m.disabled) disabledRoll(s, m, ctx)
    if (m.descent) {
      m.descent.turns++
      if (m.descent.turns >= DEFAULTS.descentTurns) delete m.descent
    }
  }
  for (const p of Object.values(s.pilots)) {
    if (p.dead) continue
    endOfTurnEffects(s, p, ctx)
    if (p.unconscious) {
      const dice = ctx.dice.pool(2)
      const woke = dice.includes(6)
      ctx.emit({ type: 'WakeRoll', pilot: p.id, dice, woke })
      if (woke) p.unconscious = false
    }
  }
  ctx.emit({ type: 'TurnEnded', turn: s.turn })
  s.turn++
  s.phase = 'action'
  s.orders = {}
  s.narratorReady = false
  s.minorsDone = []
  const o = outcomeOf(s)
  if (o) {
    s.result = o
    s.phase = 'over'
    ctx.emit({ type: 'GameOver', outcome: o })
  } else ctx.emit({ type: 'PhaseStarted', phase: 'action', turn: s.turn })
}
