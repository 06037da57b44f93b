import { describe, expect, test } from 'vitest'
import type { GameProgress } from './api.ts'
import { serverSync } from './serverSync.ts'

/** A fake server: a list of decisions; `down` makes every request fail. */
function fakeServer(start = 0) {
  const s = {
    list: Array.from({ length: start }, (_, i) => i as unknown),
    down: false,
    calls: [] as string[],
    settledAt: 0,
  }
  const progress = (): GameProgress => ({
    id: 'g',
    decisions: s.list.length,
    hash: 'h',
    status: 'playing',
    turn: 1,
  })
  const port = {
    async append(_id: string, b: { index: number; decision: unknown }) {
      s.calls.push(`append ${b.index}`)
      if (s.down) throw new Error('offline')
      if (b.index !== s.list.length) throw new Error('server/decision_out_of_order')
      s.list.push(b.decision)
      return progress()
    },
    async truncate(_id: string, from: number) {
      s.calls.push(`truncate ${from}`)
      if (s.down) throw new Error('offline')
      s.list = s.list.slice(0, from)
      return progress()
    },
    settled(_id: string, n: number) {
      s.settledAt = n
    },
  }
  return { s, port }
}

describe('server sync', () => {
  test('WEB-AUTOSAVE-APPEND: decisions go up one at a time, in order; an undo takes them back there too', async () => {
    const { s, port } = fakeServer(2)
    const sync = serverSync({ id: 'g', serverLength: 2, port, fullSave: async () => null })
    sync.decided(2, 'a')
    sync.decided(3, 'b')
    sync.decided(4, 'c')
    await sync.idle()
    expect(s.list).toEqual([0, 1, 'a', 'b', 'c'])
    expect(s.settledAt).toBe(5)
    sync.undone(4)
    sync.decided(4, 'd')
    await sync.idle()
    expect(s.list).toEqual([0, 1, 'a', 'b', 'd'])
    expect(s.calls).toEqual(['append 2', 'append 3', 'append 4', 'truncate 4', 'append 4'])
    expect(sync.behind()).toBe(false)
  })

  test('WEB-AUTOSAVE-APPEND: offline, the copy falls behind and one whole-game save catches it up later', async () => {
    const { s, port } = fakeServer(0)
    let clock = 0
    let saves = 0
    const game: unknown[] = []
    const sync = serverSync({
      id: 'g',
      serverLength: 0,
      port,
      now: () => clock,
      fullSave: async () => {
        saves++
        if (s.down) return null
        s.list = [...game]
        return game.length
      },
    })
    s.down = true
    game.push('a')
    sync.decided(0, 'a')
    await sync.idle()
    expect(sync.behind()).toBe(true)
    // Still inside the back-off: no request at all.
    game.push('b')
    sync.decided(1, 'b')
    await sync.idle()
    expect(saves).toBe(0)
    s.down = false
    clock = 60_000
    game.push('c')
    sync.decided(2, 'c')
    await sync.idle()
    expect(saves).toBe(1)
    expect(sync.behind()).toBe(false)
    expect(s.list).toEqual(['a', 'b', 'c'])
    // Appends resume after the catch-up.
    game.push('d')
    sync.decided(3, 'd')
    await sync.idle()
    expect(s.list).toEqual(['a', 'b', 'c', 'd'])
  })

  test('WEB-AUTOSAVE-APPEND: a gap (the server holds fewer than the index) is not papered over', async () => {
    const { s, port } = fakeServer(0)
    const sync = serverSync({ id: 'g', serverLength: 0, port, fullSave: async () => null })
    sync.decided(1, 'b')
    await sync.idle()
    expect(sync.behind()).toBe(true)
    expect(s.calls).toEqual([])
    sync.caughtUp(2)
    sync.decided(2, 'c')
    await sync.idle()
    expect(s.calls).toEqual(['append 2'])
  })

  test('WEB-AUTOSAVE-APPEND: a whole-game save waits for the appends in flight, and later appends wait for it', async () => {
    const { s, port } = fakeServer(0)
    const sync = serverSync({ id: 'g', serverLength: 0, port, fullSave: async () => null })
    sync.decided(0, 'a')
    sync.decided(1, 'b')
    const saved = sync.exclusive(async () => {
      s.calls.push(`save ${s.list.length}`)
      s.list = ['a', 'b', 'c']
      sync.caughtUp(3)
      return 3
    })
    sync.decided(2, 'c')
    sync.decided(3, 'd')
    expect(await saved).toBe(3)
    await sync.idle()
    expect(s.calls).toEqual(['append 0', 'append 1', 'save 2', 'append 3'])
    expect(s.list).toEqual(['a', 'b', 'c', 'd'])
    expect(sync.behind()).toBe(false)
  })
})
