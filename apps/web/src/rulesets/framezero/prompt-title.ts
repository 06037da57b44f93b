/**
 * The heading over Frame Zero's choices: who decides and what, in words (the prompt's kind is an
 * engine name such as `tieBreak`, never shown as it is).
 */
import type { FzPrompt, FzState } from './engine.ts'
import { frameName, seatName } from './format.ts'

const FRAME_STEP: Record<string, string> = {
  'defender-first': 'place the first frame of the defence',
  point: 'place a frame as the point attacker',
  attacker: 'place a frame',
  'defender-rest': 'place the rest of the defence',
}

export function promptTitle(s: FzState, p: FzPrompt, names?: Record<string, string>): string {
  const who = seatName(p.seat, names)
  switch (p.kind) {
    case 'tieBreak':
      // Which ways out are open (a frame to remove, a spare to add) is the legal list's to say.
      return `${who} won the starting tie (the die showed ${p.roll}): choose how to break it`
    case 'place': {
      const left = p.remaining > 1 ? ` (${p.remaining} pieces still to place)` : ''
      const what =
        p.step.kind === 'station' ? 'place a station' : (FRAME_STEP[p.step.rule] ?? 'place a frame')
      return `${who}: ${what}${left}`
    }
    case 'activate':
      return `${who}: choose a frame to activate${p.canPass ? ', or pass' : ''}`
    case 'declare':
      return `${who} · ${frameName(s, p.frame)}: declare a target${p.cause === 'attacked' ? ' (it was attacked and answers now)' : ''}`
    case 'assign':
      return `${who} · ${frameName(s, p.frame)}: assign the dice`
    case 'act': {
      const left = [!p.moved && 'move', !p.attacked && 'attack'].filter(Boolean).join(' and/or ')
      return `${who} · ${frameName(s, p.frame)}: ${left ? `${left}, or end the turn` : 'end the turn'}`
    }
    case 'damage':
      return `${who} · ${frameName(s, p.frame)} takes ${p.points} damage: choose what it loses${p.retreatable ? ', or retreat' : ''}`
    case 'clock':
      return `${who}: the doomsday clock stands at ${p.clock} — take it down, or leave it`
  }
}
