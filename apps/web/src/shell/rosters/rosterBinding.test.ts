import { describe, expect, test } from 'vitest'
import { RosterBinding } from './rosterBinding.ts'

/** A save whose answer arrives when the test says so, as a slow server would. */
function slowSave(id: string) {
  let answer!: () => void
  const sent: (string | undefined)[] = []
  const send = (rid: string | undefined) => {
    sent.push(rid)
    return new Promise<{ id: string }>((resolve) => {
      answer = () => resolve({ id: rid ?? id })
    })
  }
  return { send, sent, answer: () => answer() }
}

describe('WEB-ROSTER-BINDING: a builder’s draft and the saved roster it belongs to', () => {
  test('WEB-ROSTER-BINDING: a save binds its id to the draft it saved, and the next save updates that roster', async () => {
    const seen: (string | undefined)[] = []
    const b = new RosterBinding(undefined, (id) => seen.push(id))
    const first = slowSave('r1')
    const saving = b.save(first.send)
    first.answer()
    await saving
    expect(b.id).toBe('r1')
    const second = slowSave('r2')
    const again = b.save(second.send)
    second.answer()
    await again
    expect(second.sent).toEqual(['r1'])
    expect(seen).toEqual(['r1', 'r1'])
  })

  test('WEB-ROSTER-BINDING: New while a save is on its way leaves the new draft unsaved, so it never overwrites the roster just saved', async () => {
    const b = new RosterBinding('r0', () => {})
    const slow = slowSave('r0')
    const saving = b.save(slow.send)
    b.open() // the player clicks New before the server answers
    slow.answer()
    await saving
    expect(slow.sent).toEqual(['r0'])
    expect(b.id).toBeUndefined()
  })

  test('WEB-ROSTER-BINDING: loading another roster during a save keeps the loaded roster’s id', async () => {
    const b = new RosterBinding(undefined, () => {})
    const slow = slowSave('r1')
    const saving = b.save(slow.send)
    b.open('r7')
    slow.answer()
    await saving
    expect(b.id).toBe('r7')
  })
})
