/**
 * The header's words about the game's settings: the mission (variant, the basic mission Remember
 * Love plays over), the turn limit as the mission's game length has it, the doomsday clock, and the
 * environment with its current state. Read from the state and the missions catalogue.
 */
import {
  DOOMSDAY_LIMIT,
  ENVIRONMENTS,
  effectiveDef,
  isDark,
  MISSIONS,
  RANDOM_LENGTH_CAP,
  randomLengthNeedsRoll,
} from '@sortie/gunframe/missions'
import type { BattleState } from '../engine.ts'

export function missionTitle(s: BattleState): { name: string; summary: string } {
  const def = MISSIONS[s.mission.id]
  if (!def) return { name: s.mission.id, summary: '' }
  const variant = def.variants.find((v) => v.id === s.mission.variant)
  const base = s.mission.base ? MISSIONS[s.mission.base] : undefined
  const name = `${def.name}${variant ? ` · ${variant.name}` : ''}${base ? ` over ${base.name}` : ''}`
  return { name, summary: def.summary }
}

/** The first turn whose End phase may roll to end a random-length game. */
function firstRollTurn(): number {
  for (let t = 1; t <= RANDOM_LENGTH_CAP; t++) if (randomLengthNeedsRoll(t)) return t
  return RANDOM_LENGTH_CAP
}

/** "3/5", "3/4–7" (random length), "3/∞" (no limit), with an explanation for a tooltip. */
export function turnLimit(s: BattleState): { text: string; title: string } {
  const ms = s.mission.state
  const turn = s.turn
  if (ms?.lastTurn != null)
    return { text: `${turn}/${ms.lastTurn}`, title: `The battle ends after turn ${ms.lastTurn}.` }
  const def = effectiveDef({ id: s.mission.id, ...(s.mission.base ? { base: s.mission.base } : {}) })
  if (!MISSIONS[s.mission.id]) return { text: `${turn}/${s.mission.turns}`, title: '' }
  if (def.length === 'random') {
    const first = firstRollTurn()
    return {
      text: `${turn}/${first}–${RANDOM_LENGTH_CAP}`,
      title: `Random length: from the End phase of turn ${first} a die decides whether play goes on; never past turn ${RANDOM_LENGTH_CAP}.`,
    }
  }
  if (def.length === 'unlimited')
    return { text: `${turn}/∞`, title: 'No turn limit: the mission decides the end.' }
  return { text: `${turn}/${s.mission.turns}`, title: `The battle ends after turn ${s.mission.turns}.` }
}

export function doomsdayClock(s: BattleState): { text: string; title: string } | null {
  const ms = s.mission.state
  if (ms?.id !== 'doomsday') return null
  return {
    text: `${ms.clock}/${DOOMSDAY_LIMIT}`,
    title: `Doomsday device ${ms.device}: it goes off when the clock reaches ${DOOMSDAY_LIMIT} in an End phase.`,
  }
}

/** The environment in a few words ("Storm (dust) · raging"), its summary, or null for none. */
export function environmentLine(s: BattleState): { name: string; state: string; summary: string } | null {
  const env = s.mission.environment
  if (!env || env.settings.id === 'none') return null
  const def = ENVIRONMENTS[env.settings.id]
  const extras: string[] = []
  if (env.settings.storm) extras.push(env.settings.storm)
  if (env.settings.eye) extras.push('eye')
  if (env.settings.id === 'space-structure' && env.settings.flight === false) extras.push('no flight')
  const now: string[] = []
  if (env.settings.id === 'storm') now.push(env.stormActive ? 'raging' : 'calm (eye)')
  if (env.settings.id === 'sunrise' || env.settings.id === 'nightfall')
    now.push(isDark(env, Math.max(1, s.turn)) ? 'dark' : 'light')
  if (env.breaches.length) now.push(`${env.breaches.length} breach${env.breaches.length === 1 ? '' : 'es'}`)
  return {
    name: `${def?.name ?? env.settings.id}${extras.length ? ` (${extras.join(', ')})` : ''}`,
    state: now.join(' · '),
    summary: def?.summary ?? '',
  }
}
