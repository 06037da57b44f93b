/** Log lines for the events missions, environments and power attacks add (null: not one of them). */
import type { BattleEvent } from '@sortie/gunframe/battle'
import type { BattleState } from '../engine.ts'

const ITEM_WORDS: Record<string, string> = {
  objective: 'objective marker',
  hq: 'HQ marker',
  target: 'point of interest',
  loot: 'loot counter',
  beacon: 'disruption beacon',
  'raid-target': 'raid target',
  'convoy-vehicle': 'convoy vehicle',
}

/** What a mission setup item is called, in words. */
export const itemWords = (item: unknown): string =>
  ITEM_WORDS[String(item)] ?? String(item ?? 'marker').replace(/-/g, ' ')

/** "a loot counter", "an HQ marker", "an objective marker". */
export const withArticle = (w: string): string => `${/^(HQ|[aeiou])/i.test(w) ? 'an' : 'a'} ${w}`

const RESERVE_WORDS: Record<string, string> = {
  reserve: 'in reserve',
  halo: 'for a HALO drop',
  ambush: 'in ambush',
}

export function describeMissionEvent(
  _s: BattleState,
  e: BattleEvent,
  n: (id: unknown) => string,
  seat: (x: unknown) => string,
): string | null {
  const list = (a: unknown) => (Array.isArray(a) ? a.map(n).join(', ') : '')
  switch (e.type) {
    case 'MissionSetup': {
      const step = String(e.step ?? '')
      const item = step.split(':')[0]
      const ans = e.answer
      if ('unit' in ans && ans.unit) return `${seat(e.seat)} picks ${n(ans.unit)} as a target.`
      if ('emplacements' in ans) return `${seat(e.seat)} puts guns in ${ans.emplacements.length} bunker(s).`
      return `${seat(e.seat)} places ${withArticle(itemWords(item))}.`
    }
    case 'UnitInReserve':
      return `${n(e.unit)} is held ${RESERVE_WORDS[String(e.mode)] ?? 'back'}.`
    case 'ReservesCalled':
      return `${seat(e.seat)} calls reserves: ${list(e.arrive) || 'nobody'} arrive${list(e.stay) ? `; ${list(e.stay)} delayed` : ''}.`
    case 'LootPickedUp':
      return `${n(e.unit)} picks up loot.`
    case 'LootDropped':
      return `${n(e.unit)} drops its loot.`
    case 'Investigated':
      return `${n(e.unit)} investigates (${String(e.roll)}): ${String(e.result).replace(/-/g, ' ')}.`
    case 'DoomsdayClock':
      return `Doomsday clock rolls ${String(e.roll)} → ${String(e.clock)}.`
    case 'DeactivationAttempt':
      return `${n(e.unit)} tries to deactivate the device (${String(e.total)}): ${String(e.outcome).replace(/-/g, ' ')}.`
    case 'HaloDrop':
      return `${n(e.unit)} drops in by HALO.`
    case 'HullBreachRoll':
      return `Hull breach roll ${String(e.roll)}${e.breach ? ': the hull is breached!' : ': holds.'}`
    case 'SuppressionZone':
      return `Suppression zone of ${String(e.radius)}" laid down.`
    case 'SuppressionCleared':
      return 'Suppression zones lift.'
    case 'Sunrise':
      return 'The sun rises: darkness is over.'
    case 'RandomGameLength':
      return `Game length roll: ${String(e.roll)}.`
    case 'Decompression':
      return `Decompression: the battle ends after turn ${String(e.lastTurn)}.`
    case 'EnvironmentRolls':
      return 'The environment strikes.'
    case 'CounterRemoved':
      return `${n(e.unit)} loses its ${String(e.counter)} counter (${String(e.cause)}).`
    default:
      return null
  }
}
