/**
 * Dice pools (§1, §6.5): how many dice an attack or a defence rolls, with every modifier named.
 * The same functions feed the battle's rolls and the odds the table shows (one source of dice).
 */
import { SPECIALTIES } from '../data/starter.ts'
import { mechaOf } from './queries.ts'
import type { GwState, MechaState, Part, PilotState } from './types.ts'

export interface Pool {
  dice: number
  mods: string[]
}

/** §6.5.5 table: dice modifier and hits to disable per part, and what breaking it does. */
export const PARTS: Record<Part, { mod: number; hits: number; effect: string }> = {
  arm: { mod: -1, hits: 1, effect: 'loses one weapon' },
  leg: { mod: -2, hits: 1, effect: 'Speed drops by 2' },
  cockpit: { mod: -1, hits: 3, effect: 'pilot is stunned whenever the mecha is hit' },
  reactor: { mod: -1, hits: 2, effect: 'Energy drops to 0' },
  coolant: { mod: -1, hits: 2, effect: 'overheats (disabled) after Energy/10 turns' },
  thrusters: { mod: -1, hits: 1, effect: 'cannot fly or move in space' },
  hip: { mod: -1, hits: 1, effect: 'cannot walk on the ground' },
  comm: { mod: -1, hits: 1, effect: "can't talk to or hear allies" },
}

export type AttackKind = 'ranged' | 'melee' | 'grab' | 'trait' | 'personal' | 'grenade'

export interface PoolContext {
  kind: AttackKind
  target?: MechaState | null
  targetPilot?: PilotState | null
  part?: Part
  /** Dual Mecha Weapons skill when this is the second weapon (§6.5.3). */
  secondWeaponSkill?: number
  heavyAmmo?: boolean
}

/** Dice lost to an unfamiliar mecha: −2 in the first encounter, −1 in the second and third (§7.9). */
export function unfamiliarPenalty(encounters: number): number {
  return encounters <= 0 ? 2 : encounters <= 2 ? 1 : 0
}

/** Tagged (§8.7) and Wearied (§8.8) as they change any success-counting pool of `roller` against `vs`. */
function effectMods(
  roller: PilotState,
  vs: MechaState | null | undefined,
  vsPilot: PilotState | null | undefined,
  add: (n: number, why: string) => void,
) {
  if (roller.effects.some((e) => e.id === 'wearied')) add(-1, 'wearied')
  const tag = roller.effects.find((e) => e.id === 'tagged')
  if (tag && vs && tag.by !== vs.id) add(-1, 'tagged by another')
  const rollerMecha = roller.in
  if (rollerMecha && vsPilot?.effects.some((e) => e.id === 'tagged' && e.by === rollerMecha))
    add(1, 'target tagged by us')
}

export function attackPool(s: GwState, attacker: PilotState, base: number, c: PoolContext): Pool {
  let dice = base
  const mods: string[] = []
  const add = (n: number, why: string) => {
    if (n === 0) return
    dice += n
    mods.push(`${n > 0 ? '+' : ''}${n} ${why}`)
  }
  const targetPilot = c.targetPilot ?? (c.target?.pilot ? s.pilots[c.target.pilot] : null)
  effectMods(attacker, c.target, targetPilot, add)
  const own = mechaOf(s, attacker)
  if (own && c.kind !== 'personal') {
    add(-unfamiliarPenalty(attacker.familiar[own.id] ?? 0), 'unfamiliar mecha')
    if (own.passenger) add(-2, 'passenger in the cockpit')
  }
  if (c.part) add(PARTS[c.part].mod, `aiming at the ${c.part}`)
  if (c.secondWeaponSkill !== undefined) add(-Math.max(0, 5 - c.secondWeaponSkill), 'second weapon')
  if (
    c.target?.grabbedBy &&
    own &&
    c.target.grabbedBy !== own.id &&
    s.mecha[c.target.grabbedBy]?.side === own.side
  )
    add(2, 'target grabbed by an ally')
  const spec = SPECIALTIES[attacker.sheet.specialty]
  if (c.kind === 'melee' && 'melee' in spec) add(spec.melee, spec.name)
  if (c.kind === 'grenade' && 'grenade' in spec) add(spec.grenade, spec.name)
  if (c.heavyAmmo) add(1, 'heavy rounds')
  return { dice: Math.max(0, dice), mods }
}

/** Melee defence dice: the defender's pilot score (§6.5), none when Helpless (§8.3). */
export function defensePool(s: GwState, defender: MechaState, attacker: MechaState | null): Pool {
  const p = defender.pilot ? s.pilots[defender.pilot] : undefined
  if (!p || p.unconscious || p.dead) return { dice: 0, mods: ['no pilot able to defend'] }
  if (p.effects.some((e) => e.id === 'helpless')) return { dice: 0, mods: ['helpless'] }
  let dice = p.sheet.piloting
  const mods: string[] = []
  const attackerPilot = attacker?.pilot ? s.pilots[attacker.pilot] : null
  effectMods(p, attacker, attackerPilot, (n, why) => {
    dice += n
    mods.push(`${n > 0 ? '+' : ''}${n} ${why}`)
  })
  return { dice: Math.max(0, dice), mods }
}

export const successes = (dice: readonly number[]): number => dice.filter((d) => d >= 5).length

/** Jittery halves damage, rounding down, after everything else (§8.4). */
export function finalDamage(attacker: PilotState | null, raw: number): number {
  return attacker?.effects.some((e) => e.id === 'jittery') ? Math.floor(raw / 2) : raw
}
