/** The minor action phase (§6.3): one short action per pilot a turn (project default), or none. */
import type { RuleError } from '@sortie/engine'
import { AMMO_STORAGE, SPECIALTIES, weaponById } from '../data/starter.ts'
import type { Ctx } from './damage.ts'
import { endGrab } from './damage.ts'
import { activeWeapons } from './queries.ts'
import { partBroken, restorePart } from './repair.ts'
import type { GwState, Minor, PilotState } from './types.ts'
import { gap } from './zones.ts'

const e = (code: string, message: string): RuleError => ({ code: `gunwave/${code}`, message })

export function applyMinor(s: GwState, p: PilotState, act: Minor, ctx: Ctx): RuleError | undefined {
  const m = p.in && !p.passengerIn ? s.mecha[p.in] : undefined
  if (act.type === 'none') return undefined
  if (!m) return e('on_foot', 'Minor actions here work a mecha; on foot there is nothing to swap.')
  if (m.disabled && !s.options.operationalDisabled)
    return e('disabled', 'A disabled mecha is switched off (§6.5.6).')
  switch (act.type) {
    case 'swap': {
      // One deactivation and one activation at most (§5.1).
      const off =
        act.deactivate !== undefined
          ? m.weapons.find((w) => w.slot === act.deactivate && w.active)
          : undefined
      const on =
        act.activate !== undefined
          ? m.weapons.find((w) => w.slot === act.activate && !w.active && !w.lost)
          : undefined
      if (act.deactivate !== undefined && !off) return e('bad_swap', `Slot ${act.deactivate} is not active.`)
      if (act.activate !== undefined && !on) return e('bad_swap', `Slot ${act.activate} cannot be activated.`)
      if (!off && !on) return e('bad_swap', 'Name a weapon to put away and/or one to draw.')
      if (on && weaponById(on.weapon)?.kind === 'heat-shield')
        return e('bad_swap', 'A heat shield is not drawn like a weapon.')
      if (on && activeWeapons(m).length - (off ? 1 : 0) + 1 > m.arms)
        return e('no_free_arm', `Only ${m.arms} weapons can be active (one per arm, §5.1).`)
      if (off) off.active = false
      if (on) on.active = true
      break
    }
    case 'ammo':
    case 'reload': {
      const w = m.weapons.find((x) => x.slot === act.slot && !x.lost)
      const def = w && weaponById(w.weapon)
      if (!w || def?.kind !== 'ballistic' || !def.ammo)
        return e('not_ballistic', 'Only ballistic guns take rounds.')
      const type = act.type === 'ammo' ? act.ammo : (w.ammo ?? 'standard')
      if (!def.ammo.types.includes(type)) return e('ammo_type', `${def.name} does not take ${type} rounds.`)
      if (act.type === 'reload' && (w.loaded ?? 0) >= def.ammo.load) return e('full', 'Already fully loaded.')
      // Rounds still in the gun go back to the store before the change (§5.3).
      if (w.ammo)
        m.ammoStore[w.ammo] = Math.min(
          AMMO_STORAGE[w.ammo] + def.ammo.load,
          m.ammoStore[w.ammo] + (w.loaded ?? 0),
        )
      const take = Math.min(def.ammo.load, m.ammoStore[type])
      if (take === 0) return e('no_ammo', `No ${type} rounds left on the mecha.`)
      m.ammoStore[type] -= take
      w.ammo = type
      w.loaded = take
      break
    }
    case 'sustain-grab':
      if (!m.grabbing) return e('not_grabbing', 'Nothing to hold.')
      m.grabTurn = s.turn
      break
    case 'end-grab':
      if (!m.grabbing) return e('not_grabbing', 'Nothing to let go.')
      endGrab(s, m, ctx)
      break
    case 'repair-part': {
      if (!('scavenger' in SPECIALTIES[p.sheet.specialty]) && m.type !== 'scavenger')
        return e('not_scavenger', 'Only scavengers repair a subsystem as a minor action (§6.5.10).')
      // Still a repair operation, so none while disabled — also under the optional rule (§6.5.6).
      if (m.disabled) return e('disabled', 'No repairs while disabled (§6.5.6).')
      if (m.repairOps < 1) return e('no_repairs', 'No repair operations left today.')
      if (!partBroken(m, act.part)) return e('nothing_to_repair', `The ${act.part} works.`)
      m.repairOps--
      restorePart(m, act.part)
      ctx.emit({ type: 'Repaired', mecha: m.id, what: act.part, armor: m.armor })
      break
    }
    case 'pick-up': {
      const q = s.pilots[act.pilot]
      if (!q || q.in || q.dead || q.hanging || gap(q.pos, m.pos) > 0)
        return e('cannot_pick_up', 'Pick up a person on foot within reach.')
      q.hanging = m.id
      q.pos = { ...m.pos }
      m.hangers.push(q.id)
      ctx.emit({ type: 'Boarded', pilot: q.id, mecha: m.id, as: 'hanger' })
      break
    }
    case 'break-lock':
      if (!m.lock) return e('no_lock', 'No lock to break.')
      ctx.emit({ type: 'LockBroken', by: m.id, target: m.lock.target, why: 'released' })
      delete m.lock
      break
    default:
      return e('bad_minor', 'Unknown minor action.')
  }
  ctx.emit({ type: 'Minor', actor: p.id, act })
  return undefined
}
