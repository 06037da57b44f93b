import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stateHash } from '@sortie/engine'
import { type BattleDecision, createGunframeRuleset, SQUADRON_A, SQUADRON_B } from '@sortie/gunframe/battle'
import { greedyBot, playGame, randomBot } from '@sortie/gunframe/bots'
import { tableRules } from '@sortie/gunframe/table'
import { describe, expect, test } from 'vitest'

const bin = join(import.meta.dirname, '../../../../apps/cli/bin/sortie.js')
const dir = mkdtempSync(join(tmpdir(), 'sortie-replay-'))
/** A game saved before battle units were grouped by meaning: its recorded hash is of flat units. */
const OLD_SAVE = join(import.meta.dirname, '../../../../examples/games/gunframe-city.json')

function savedGame(seed: string) {
  const ruleset = createGunframeRuleset()
  const setup = { squadrons: { p1: SQUADRON_A, p2: SQUADRON_B } }
  const record: BattleDecision[] = []
  const g = playGame({
    ruleset,
    table: tableRules,
    setup,
    seed,
    bots: { p1: greedyBot, p2: randomBot },
    record,
  })
  expect(g.error).toBeUndefined()
  return { ruleset: 'gunframe', setup, seed, decisions: record, hash: stateHash(g.state) }
}

describe('sortie replay', () => {
  test('ENG-REPLAY-CLI: a saved bot game replays to its recorded hash', () => {
    const file = join(dir, 'game.json')
    const game = savedGame('replay-cli')
    writeFileSync(file, JSON.stringify(game))
    const out = JSON.parse(execFileSync('node', [bin, 'replay', file, '--json'], { encoding: 'utf8' }))
    expect(out).toMatchObject({ ok: true, hash: game.hash, decisions: game.decisions.length })
  })

  test('ENG-REPLAY-CLI: a game saved before the units were grouped replays, and its old hash matches', () => {
    const saved = JSON.parse(readFileSync(OLD_SAVE, 'utf8')) as { hash: string; decisions: unknown[] }
    const out = JSON.parse(execFileSync('node', [bin, 'replay', OLD_SAVE, '--json'], { encoding: 'utf8' }))
    expect(out).toMatchObject({ ok: true, expected: saved.hash, decisions: saved.decisions.length })
    // Today's hash is taken over grouped units; the file's is the same state seen flat.
    expect(out.hash).not.toBe(saved.hash)
    expect(execFileSync('node', [bin, 'replay', OLD_SAVE], { encoding: 'utf8' })).toMatch(/ matches\n$/)
    const wrong = join(dir, 'wrong-hash.json')
    writeFileSync(wrong, JSON.stringify({ ...saved, hash: '00000000000000' }))
    const r = spawnSync('node', [bin, 'replay', wrong], { encoding: 'utf8' })
    expect(r.status).toBe(1)
    expect(r.stdout).toMatch(/DIFFERS from 00000000000000/)
  })

  test('ENG-REPLAY-CLI: a tampered game is caught, a malformed file gets a clean error', () => {
    const game = savedGame('replay-cli-2')
    const tampered = join(dir, 'tampered.json')
    writeFileSync(tampered, JSON.stringify({ ...game, seed: 'other-seed' }))
    const r = spawnSync('node', [bin, 'replay', tampered], { encoding: 'utf8' })
    expect(r.status).toBe(1)
    expect(r.stderr + r.stdout).not.toMatch(/at .*\.ts:\d+/)

    const bad = join(dir, 'bad.json')
    writeFileSync(bad, '{"ruleset": "gunframe", "seed": 5')
    const b = spawnSync('node', [bin, 'replay', bad], { encoding: 'utf8' })
    expect(b.status).toBe(2)
    expect(b.stderr).toMatch(/cannot read .* as JSON/)
    expect(b.stderr).not.toMatch(/\n\s+at /)

    // A hand-edited setup is told against the ruleset's setup schema, not in the engine's internals.
    const edited = join(dir, 'edited.json')
    writeFileSync(edited, JSON.stringify({ ...game, setup: { squadrons: 'none' } }))
    const c = spawnSync('node', [bin, 'replay', edited], { encoding: 'utf8' })
    expect(c.status).toBe(2)
    expect(c.stderr).toMatch(/does not hold a gunframe setup:\n\s+setup\./)
    expect(c.stderr).not.toMatch(/Cannot read properties/)
  })
})
