/**
 * The narrator's tools: every act is a decision in the log, so an encounter replays exactly.
 * Place or move NPCs, set the scene, grant or remove an effect, adjust a value (with a reason),
 * pause for a ruling, level a pilot up (§3.2), cancel a self-destruct or set how long disarming it
 * takes (§6.5.9), reveal a hidden
 * NPC, start a descent (§7.7), attach a carrier (§7.6), keep private notes, end the encounter.
 */
import type { RuleError } from '@sortie/engine'
import { EFFECTS } from '../data/starter.ts'
import { type Ctx, knockOut, settleArmor } from './damage.ts'
import { addEffect, removeEffect } from './effects.ts'
import { mechaAt } from './queries.ts'
import { type GwState, NARRATOR, type NarratorAct } from './types.ts'

const e = (code: string, message: string): RuleError => ({ code: `gunwave/${code}`, message })

export function applyNarrator(s: GwState, act: NarratorAct, ctx: Ctx): RuleError | undefined {
  if (s.paused && act.type !== 'resume' && act.type !== 'note' && act.type !== 'end')
    return e('paused', 'The game is paused; resume first.')
  switch (act.type) {
    case 'place': {
      const m = s.mecha[act.mecha]
      if (m?.side !== 'npcs') return e('not_npc', 'The narrator places NPC mecha only.')
      if (act.at.x < 0 || act.at.y < 0 || act.at.x >= s.scene.width || act.at.y >= s.scene.height)
        return e('off_map', 'Off the map.')
      const other = mechaAt(s, act.at)
      if (other && other.id !== m.id) return e('square_taken', 'Another mecha stands there.')
      m.pos = { ...act.at }
      for (const id of [m.pilot, m.passenger, ...m.hangers]) {
        const p = id ? s.pilots[id] : undefined
        if (p) p.pos = { ...act.at }
      }
      break
    }
    case 'scene': {
      const next = { ...s.scene, ...act.scene }
      if (
        !Number.isInteger(next.width) ||
        !Number.isInteger(next.height) ||
        next.width < 4 ||
        next.height < 4 ||
        next.width > 64 ||
        next.height > 64
      )
        return e('bad_scene', 'The map is 4 to 64 squares a side.')
      if (next.terrain.some((t) => !Number.isInteger(t.rating) || t.rating < 1 || t.rating > 3))
        return e('bad_scene', 'Difficult terrain is rated 1 to 3 (usually 1 or 2, §7.5).')
      if (Object.values(s.mecha).some((m) => m.pos.x >= next.width || m.pos.y >= next.height))
        return e('bad_scene', 'A mecha would fall off the new map.')
      s.scene = next
      break
    }
    case 'grant': {
      const p = s.pilots[act.pilot]
      if (!p) return e('no_pilot', 'No such pilot.')
      if (!EFFECTS.includes(act.effect)) return e('bad_effect', 'No such effect (§8).')
      if (act.duration === 'turns' && !(Number.isInteger(act.turns) && (act.turns ?? 0) >= 1))
        return e('bad_duration', 'Give a number of turns.')
      addEffect(
        s,
        p,
        {
          id: act.effect,
          duration: act.duration,
          ...(act.duration === 'turns'
            ? { until: s.turn + (act.turns ?? 1) - 1 }
            : act.duration === 'next-turn'
              ? { until: s.turn + 1 }
              : {}),
          ...(act.by ? { by: act.by } : {}),
        },
        ctx,
      )
      break
    }
    case 'remove': {
      const p = s.pilots[act.pilot]
      if (!p || !removeEffect(p, act.effect, 'narrator', ctx))
        return e('no_effect', 'That pilot is not under that effect.')
      break
    }
    case 'adjust': {
      if (!act.reason.trim()) return e('no_reason', 'Every adjustment carries its reason.')
      if (!Number.isInteger(act.delta) || act.delta === 0)
        return e('bad_delta', 'Adjust by a whole, non-zero amount.')
      const m = s.mecha[act.target]
      const p = s.pilots[act.target]
      // GW-RULING-ADJUST: an adjusted value obeys the same thresholds as damage — Armor at 0
      // disables the mecha, at half or less it sparks; Health at 0 knocks the pilot out. A cut
      // below 0 is not carried over to the pilot: the narrator adjusts Health on its own.
      if (act.field === 'health') {
        if (!p) return e('no_pilot', 'Health belongs to a pilot.')
        p.health = Math.max(0, Math.min(p.healthMax, p.health + act.delta))
        ctx.emit({ type: 'Narrator', act })
        if (p.health === 0) knockOut(s, p, ctx)
        return undefined
      }
      if (!m) return e('no_mecha', `${act.field} belongs to a mecha.`)
      if (act.field === 'energy') m.energy = Math.max(0, Math.min(m.energyMax, m.energy + act.delta))
      if (act.field === 'repairOps') m.repairOps = Math.max(0, m.repairOps + act.delta)
      if (act.field !== 'armor') break
      m.armor = Math.max(0, Math.min(m.armorMax, m.armor + act.delta))
      ctx.emit({ type: 'Narrator', act })
      if (act.delta < 0 && !m.destroyed) settleArmor(s, m, 0, ctx)
      return undefined
    }
    case 'pause':
      if (!act.reason.trim()) return e('no_reason', 'Say what the pause is for.')
      s.paused = act.reason
      break
    case 'resume':
      if (!s.paused) return e('not_paused', 'The game is not paused.')
      s.paused = null
      break
    case 'level-up': {
      const p = s.pilots[act.pilot]
      if (!p) return e('no_pilot', 'No such pilot.')
      if (p.sheet.piloting >= 5) return e('max_rank', 'Already a super ace (piloting 5).')
      p.sheet.piloting++
      break
    }
    case 'cancel-self-destruct': {
      const m = s.mecha[act.mecha]
      if (!m?.selfDestruct || m.destroyed)
        return e('no_self_destruct', 'No self-destruct is counting down there.')
      delete m.selfDestruct
      break
    }
    case 'disarm-time': {
      const m = s.mecha[act.mecha]
      if (!m?.selfDestruct || m.destroyed)
        return e('no_self_destruct', 'No self-destruct is counting down there.')
      if (!Number.isInteger(act.turns) || act.turns < 1 || act.turns > 14_400)
        return e('bad_turns', 'Disarming takes 1 to 14 400 turns.')
      m.selfDestruct.need = act.turns
      if ((m.selfDestruct.work ?? 0) >= act.turns) {
        delete m.selfDestruct
        ctx.emit({ type: 'SelfDestructDisarmed', mecha: m.id, by: NARRATOR })
      }
      break
    }
    case 'reveal': {
      const m = s.mecha[act.mecha]
      if (!m?.hidden) return e('not_hidden', 'That mecha is not hidden.')
      delete m.hidden
      break
    }
    case 'begin-descent': {
      const m = s.mecha[act.mecha]
      if (!m || m.destroyed) return e('no_mecha', 'No such mecha.')
      if (!m.heatShield) return e('no_heat_shield', 'Descending safely needs a heat shield (§7.7).')
      m.descent = { turns: 0 }
      break
    }
    case 'attach-carrier': {
      const m = s.mecha[act.mecha]
      if (!m) return e('no_mecha', 'No such mecha.')
      m.carrier = act.carrier
      break
    }
    case 'note':
      s.notes.push(act.text)
      break
    case 'end':
      s.result = {
        winners:
          act.winner === 'players'
            ? s.seats.filter((x) => x !== NARRATOR)
            : act.winner === 'narrator'
              ? [NARRATOR]
              : [],
        draw: act.winner === 'draw',
        reason: act.reason || 'the narrator ended the encounter',
      }
      s.phase = 'over'
      ctx.emit({ type: 'GameOver', outcome: s.result })
      break
    default:
      return e('bad_act', 'Unknown narrator act.')
  }
  ctx.emit({ type: 'Narrator', act })
  return undefined
}
