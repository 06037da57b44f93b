import { afterEach, expect, test } from 'vitest'
import { knownGames } from './store.ts'

const stored = new Map<string, string>()
globalThis.localStorage = {
  getItem: (k: string) => stored.get(k) ?? null,
  setItem: (k: string, v: string) => void stored.set(k, v),
  removeItem: (k: string) => void stored.delete(k),
  clear: () => stored.clear(),
  key: () => null,
  length: 0,
} as Storage
afterEach(() => stored.clear())

test('WEB-ONLINE: the remembered online games skip entries the lobby cannot draw, and a corrupt list is none', () => {
  const good = {
    id: 'online:a',
    ruleset: 'gunframe',
    createdAt: '2026-11-29T00:00:00Z',
    seats: { p1: { token: 't' } },
  }
  stored.set('sortie.online.games', JSON.stringify([good, { id: 'online:b', seats: null }, null, 3]))
  expect(knownGames()).toEqual([good])
  stored.set('sortie.online.games', '{not json')
  expect(knownGames()).toEqual([])
})
