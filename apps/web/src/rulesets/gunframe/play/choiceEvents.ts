/**
 * Log lines for the questions upgrades and optional rules ask (ChoiceOffered / ChoiceMade) and for
 * what the newer answers cause: groups forming and moving, debris coming back, panic, swings, HALO
 * drift, held ambushers. Null: not one of them. Takes the name lookups as arguments, so it needs
 * nothing from the panels (which import the log's helpers).
 */
import type { BattleEvent } from '@sortie/gunframe/battle'

const QUESTION: Record<string, string> = {
  'group-follower': 'may name followers for a group',
  'group-move': 'may follow its group leader',
  panic: 'panics',
  'lucky-attack': 'may use Lucky on the attack dice',
  'lucky-defense': 'may use Lucky on the defense dice',
  'after-move': 'may do more after the move',
}

const ANSWER: Record<string, string> = {
  done: 'is done',
  stay: 'stays put',
  move: 'moves',
  'dramatic-cry': 'lets out a dramatic cry',
  'run-for-cover': 'runs for cover',
  decline: 'declines',
  keep: 'keeps it',
  'carry-on': 'carries on',
}

const inches = (v: unknown) => (typeof v === 'number' ? `${v.toFixed(1)}"` : '')

export function describeChoiceEvent(
  e: BattleEvent,
  n: (id: unknown) => string,
  seat: (x: unknown) => string,
  /** Whether an id names a unit (a debris question's id names terrain). */
  isUnit: (id: unknown) => boolean,
): string | null {
  switch (e.type) {
    case 'ChoiceOffered': {
      if (e.id === 'debris-return') return 'Debris drifts back: it must be placed on the table.'
      const q = QUESTION[String(e.id)] ?? `has a choice to make (${String(e.id).replace(/-/g, ' ')})`
      return isUnit(e.unit) ? `${n(e.unit)} ${q}.` : `A choice: ${String(e.id).replace(/-/g, ' ')}.`
    }
    case 'ChoiceMade': {
      if (e.id === 'debris-return') return null // DebrisReturned says where
      const o = String(e.option)
      const what = isUnit(o) ? `picks ${n(o)}` : (ANSWER[o] ?? `chooses ${o.replace(/[-:]/g, ' ')}`)
      return isUnit(e.unit) ? `${n(e.unit)} ${what}.` : `Chosen: ${o.replace(/[-:]/g, ' ')}.`
    }
    case 'GroupJoined':
      return `${n(e.unit)} joins ${n(e.leader)}'s group.`
    case 'GroupFormed':
      return `${n(e.leader)} leads a group of ${(Array.isArray(e.followers) ? e.followers.length : 0) + 1}.`
    case 'GroupLeft':
      return `${n(e.unit)} falls behind and leaves ${n(e.leader)}'s group.`
    case 'GroupAttack':
      return `${n(e.leader)}'s group adds ${String(e.bonus)} dice.`
    case 'DebrisReturned':
      return `${seat(e.by)} places debris back on the table.`
    case 'DebrisGone':
      return 'Returning debris finds no room and is gone.'
    case 'DramaticCry':
      return `${n(e.unit)} lets out a dramatic cry and holds firm.`
    case 'RanForCover':
      return e.inches
        ? `${n(e.unit)} runs for cover ${inches(e.inches)}.`
        : `${n(e.unit)} cannot run and stays put.`
    case 'Swung':
      return `${n(e.attacker)} swings ${n(e.unit)} round${e.stoppedBy ? ', stopped short' : ''}.`
    case 'HaloScatter':
      return `${n(e.unit)}'s drop drifts ${inches(e.inches)}${e.stopped ? ' and is stopped' : ''}.`
    case 'AmbushHeld':
      return `${seat(e.seat)} holds the ambushers back this turn.`
    default:
      return null
  }
}
