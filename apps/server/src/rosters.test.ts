import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, expect, test } from 'vitest'
import { buildServer } from './index.ts'

const EXAMPLES = resolve(import.meta.dirname, '..', '..', '..', 'examples')
const file = (path: string): Record<string, unknown> => JSON.parse(readFileSync(join(EXAMPLES, path), 'utf8'))
const dir = mkdtempSync(join(tmpdir(), 'sortie-rosters-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

type Listed = { name: string; ruleset: string | null; points: number | null; valid: boolean }

test('SRV-ROSTER-RULESET: each roster keeps its ruleset, and a builder lists only its own', async () => {
  const app = await buildServer({ dbPath: ':memory:' })
  try {
    const save = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/rosters', payload })
    // Named by the page that saves it, or recognised from the file itself.
    expect((await save({ squadron: file('rosters/terran-100.json') })).statusCode).toBe(201)
    expect(
      (await save({ ruleset: 'framezero', squadron: file('framezero/blue-lancers.json') })).statusCode,
    ).toBe(201)
    const ms = await save({ ruleset: 'mechastellar', squadron: file('mechastellar/earth-federation.json') })
    expect(ms.json().roster).toMatchObject({ ruleset: 'mechastellar', points: 1100, valid: true })
    const list = async (q: string): Promise<Listed[]> =>
      (await app.inject({ method: 'GET', url: `/api/rosters${q}` })).json().rosters
    expect((await list('')).map((r) => r.ruleset).sort()).toEqual(['framezero', 'gunframe', 'mechastellar'])
    expect((await list('?ruleset=mechastellar')).map((r) => r.name)).toEqual(['Federation strike group'])
    expect((await list('?ruleset=gunframe')).map((r) => r.ruleset)).toEqual(['gunframe'])
    expect(await list('?ruleset=gunwave')).toEqual([])
    // A file with no name of its own (a Gunwave pilot sheet) is kept under the name the page gives.
    const sheet = await save({
      ruleset: 'gunwave',
      name: 'Rei Kasuga · Valkyr',
      squadron: file('gunwave/ace.json'),
    })
    expect(sheet.statusCode).toBe(201)
    expect((await list('?ruleset=gunwave')).map((r) => `${r.name}:${r.valid}`)).toEqual([
      'Rei Kasuga · Valkyr:true',
    ])
    const id = sheet.json().roster.id as string
    const got = await app.inject({ method: 'GET', url: `/api/rosters/${encodeURIComponent(id)}` })
    expect(got.json()).toMatchObject({
      roster: { ruleset: 'gunwave', squadron: { kind: 'gunwave-sheet' } },
      problems: [],
    })
    const bad = await app.inject({ method: 'GET', url: '/api/rosters?ruleset=' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('server/invalid_body')
  } finally {
    await app.close()
  }
})

test('SRV-ROSTER-RULESET: rosters saved before rosters knew their ruleset are kept and tagged on first listing', async () => {
  // A database as an older server left it: no ruleset column.
  const path = join(dir, 'old.sqlite')
  const old = new Database(path)
  old.exec(`CREATE TABLE rosters (id TEXT PRIMARY KEY, name TEXT NOT NULL, points INTEGER,
    valid INTEGER NOT NULL DEFAULT 0, squadron TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL)`)
  const put = old.prepare('INSERT INTO rosters VALUES (?, ?, ?, 1, ?, ?, ?)')
  const t = new Date().toISOString()
  put.run('roster:a', 'Old wing', 100, JSON.stringify(file('rosters/terran-100.json')), t, t)
  put.run('roster:b', 'Old lancers', null, JSON.stringify(file('framezero/blue-lancers.json')), t, t)
  // a file no package reads as its own, and a row that is not JSON at all: kept, untagged, harmless
  put.run('roster:c', 'Odd file', null, JSON.stringify({ name: 'Odd file', what: 'nobody knows' }), t, t)
  put.run('roster:d', 'Broken row', null, '{"name":', t, t)
  old.close()
  const app = await buildServer({ dbPath: path })
  try {
    const fz = (await app.inject({ method: 'GET', url: '/api/rosters?ruleset=framezero' })).json().rosters
    expect(fz.map((r: Listed) => r.name)).toEqual(['Old lancers'])
    const all = (await app.inject({ method: 'GET', url: '/api/rosters' })).json().rosters as Listed[]
    expect(all.map((r) => `${r.name}:${r.ruleset}`).sort()).toEqual([
      'Broken row:null',
      'Odd file:null',
      'Old lancers:framezero',
      'Old wing:gunframe',
    ])
  } finally {
    await app.close()
  }
})
