/**
 * A name and a one-line reminder for each optional rule the battle module lists (OPTIONAL_RULES).
 * Help text only, in our own words: which rules exist, and whether a set of them agrees, is the
 * battle module's call. A rule added there later still gets a toggle, named from its id.
 */
import { titleCase } from '../format.ts'

const NOTES: Record<string, { name: string; note: string }> = {
  groups: {
    name: 'Conventional groups',
    note: 'Nearby conventional units lend their guns to a leader’s attack.',
  },
  crippled: { name: 'Crippled units', note: 'A badly hurt unit slows down and its weapons weaken.' },
  panic: { name: 'Panic', note: 'Seeing a friend destroyed close by may shake a pilot’s nerve.' },
  combiners: { name: 'Combiners', note: 'Combiner teams may merge into their giant combined form.' },
  'combiner-head': { name: 'Combiner: the head', note: 'Only the team’s named leader can start the merge.' },
  'combiner-ropes': {
    name: 'Combiner: on the ropes',
    note: 'The team may merge only once one of them has fallen or shut down — cheaper then.',
  },
  'combiner-gestalt': {
    name: 'Combiner: gestalt',
    note: 'Teams begin merged and can split and rejoin freely.',
  },
  'combiner-uncoordinated': {
    name: 'Combiner: uncoordinated',
    note: 'The giant may lose an action when its pilots fail to agree.',
  },
  'combiner-unkillable': {
    name: 'Combiner: unkillable',
    note: 'When every member is down the giant can come back from reserve.',
  },
  structures: {
    name: 'Destructible structures',
    note: 'Buildings can be shot down, and infantry can hole up inside.',
  },
  throwing: { name: 'Throwing objects', note: 'Gunframes may pick up scenery to hurl or swing.' },
  space: { name: 'Space battle', note: 'No ground but the massive surfaces: units float and drift.' },
}

/** Which toggles belong together on the form (a heading per group). */
export function optionalGroup(id: string): 'Power attacks' | 'Combiners' | 'Table' | 'Units' {
  if (id === 'crippled' || id === 'panic') return 'Power attacks'
  if (id.startsWith('combiner')) return 'Combiners'
  if (id === 'structures' || id === 'throwing' || id === 'space') return 'Table'
  return 'Units'
}

export const optionalNote = (id: string): { name: string; note: string } =>
  NOTES[id] ?? { name: titleCase(id), note: '' }
