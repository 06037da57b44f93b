/**
 * A builder's Save: the open draft under the roster it belongs to (`RosterBinding`), a note for
 * the player (with problems still to fix said so), and the saved list refreshed. Shared by the
 * builders whose notes read alike (MechaStellar's forces, Frame Zero's companies).
 */
import { api } from '../api.ts'
import type { RosterBinding } from './rosterBinding.ts'

export type Note = { kind: 'ok' | 'error'; text: string }

/** The saved roster's id, or undefined when the save failed (the note says why). */
export async function saveDraft(o: {
  ruleset: string
  draft: { name: string }
  problems: number
  binding: RosterBinding
  note: (n: Note) => void
  refresh: () => void
}): Promise<string | undefined> {
  try {
    const r = await o.binding.save((id) => api.saveRoster(o.ruleset, o.draft, id))
    o.note({ kind: 'ok', text: `Saved ${o.draft.name}${o.problems ? ' (with problems to fix)' : ''}.` })
    o.refresh()
    return r.id
  } catch (e) {
    o.note({ kind: 'error', text: (e as Error).message })
    return undefined
  }
}
