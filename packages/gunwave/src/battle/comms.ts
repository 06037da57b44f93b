/**
 * Communication (§6.5.11, §8.5): the squad shares an open channel; a narrow beam reaches one
 * mecha, friend or foe. A silenced pilot, or one whose comm system is broken, is heard only by
 * mecha physically touching theirs, four mecha at most.
 */
import type { RuleError } from '@sortie/engine'
import { hasEffect, present } from './queries.ts'
import type { GwState, PilotState } from './types.ts'
import { gap } from './zones.ts'

const deaf = (s: GwState, p: PilotState): boolean => {
  const m = p.in ? s.mecha[p.in] : undefined
  return hasEffect(p, 'silenced') || !!m?.brokenParts.includes('comm')
}

/** Pilots touching this one's mecha (the shout-through-the-hull group), at most four mecha in all. */
function touching(s: GwState, p: PilotState): string[] {
  const m = p.in ? s.mecha[p.in] : undefined
  if (!m) return []
  const near = Object.values(s.mecha)
    .filter((x) => x.id !== m.id && present(x) && gap(x.pos, m.pos) === 0 && x.pilot)
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .slice(0, 3)
  return near.map((x) => x.pilot as string)
}

export function sendMessage(s: GwState, from: PilotState, to: string, text: string): RuleError | string[] {
  if (!text.trim() || text.length > 280)
    return { code: 'gunwave/bad_message', message: 'A message is 1 to 280 characters.' }
  let audience: string[]
  if (to === 'squad')
    audience = Object.values(s.pilots)
      .filter((q) => q.side === from.side && q.id !== from.id && !q.dead)
      .map((q) => q.id)
  else if (s.pilots[to]) audience = [to]
  else return { code: 'gunwave/no_recipient', message: 'Send to "squad" or to a pilot id.' }
  const near = touching(s, from)
  if (deaf(s, from)) audience = audience.filter((q) => near.includes(q))
  // A listener with a dead radio hears only through touching hulls too.
  audience = audience.filter((q) => {
    const r = s.pilots[q]
    return r && (!deaf(s, r) || near.includes(q))
  })
  if (audience.length === 0)
    return {
      code: 'gunwave/no_one_hears',
      message: 'No one can hear that: comms are down and no mecha is touching.',
    }
  return audience
}
