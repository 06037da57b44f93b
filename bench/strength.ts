/**
 * `npx tsx bench/strength.ts <bots a,b> <games> <seed> [out.jsonl]`: the same games as
 * `sortie sim gunframe --bots a,b --swap --battlefield city` (same seeds `seed-i`, seats swapped on
 * odd games, the descriptor's quick setup and playBots), but one JSON line per game as it ends, so
 * a long strength run can be read while it goes and cut short without losing the games played.
 * `--summary out.jsonl…` reads such files back into wins and decisionMs percentiles.
 */
import { appendFileSync, readFileSync } from 'node:fs'
import { percentiles, playBots, soleWinner } from '@sortie/engine'
import gunframe from '@sortie/gunframe/package'
import { type ExampleSquadronName, exampleSquadron, squadronProfiles } from '@sortie/gunframe/units'

/** MIRROR=terran-100: both seats field that example squadron (the default pairing is lopsided). */
const mirror = process.env.MIRROR as ExampleSquadronName | undefined

interface Line {
  seed: string
  winner: string | null
  vp: Record<string, number>
  ms: Record<string, number[]>
  error?: string
}

function summary(files: string[]): void {
  const wins: Record<string, number> = { draw: 0 }
  const ms: Record<string, number[]> = {}
  let games = 0
  let errors = 0
  for (const f of files)
    for (const row of readFileSync(f, 'utf8').split('\n').filter(Boolean)) {
      const l = JSON.parse(row) as Line
      games++
      if (l.error) errors++
      if (l.winner) wins[l.winner] = (wins[l.winner] ?? 0) + 1
      else if (!l.error) wins.draw = (wins.draw ?? 0) + 1
      for (const [b, xs] of Object.entries(l.ms)) ms[b] = (ms[b] ?? []).concat(xs)
    }
  const decisionMs = Object.fromEntries(Object.entries(ms).map(([b, xs]) => [b, percentiles(xs)]))
  console.log(JSON.stringify({ games, errors, wins, decisionMs }))
}

function run(bots: string[], games: number, seed: string, out?: string): void {
  const ruleset = gunframe.ruleset()
  for (let i = 0; i < games; i++) {
    const s = `${seed}-${i}`
    const setup = gunframe.quickSetup({ battlefield: 'city' }, s)
    if (!setup.ok) throw new Error(setup.error.message)
    if (mirror) {
      const units = squadronProfiles(exampleSquadron(mirror)).units
      setup.value.squadrons = { p1: units, p2: units } as typeof setup.value.squadrons
    }
    const seats = gunframe.seats(setup.value)
    const shift = i % 2
    const who = seats.map((_, k) => bots[(k + shift) % bots.length] as string)
    const players = Object.fromEntries(seats.map((seat, k) => [seat, gunframe.bots[who[k] as string]!]))
    const g = playBots({ ruleset, setup: setup.value, seed: s, bots: players })
    const w = soleWinner(g.outcome)
    const ms: Record<string, number[]> = {}
    seats.forEach((seat, k) => {
      ms[who[k] as string] = (ms[who[k] as string] ?? []).concat(g.ms[seat] ?? [])
    })
    const line: Line = {
      seed: s,
      winner: w ? (who[seats.indexOf(w)] ?? null) : null,
      vp: g.state ? gunframe.summarize(g.state).scores : {},
      ms,
      ...(g.error ? { error: g.error } : {}),
    }
    const text = JSON.stringify(line)
    if (out) appendFileSync(out, `${text}\n`)
    else console.log(text)
  }
}

const [a, b, c, d, ...rest] = process.argv.slice(2)
if (a === '--summary') summary([b, c, d, ...rest].filter((x): x is string => !!x))
else run((a ?? 'search,greedy').split(','), Number(b ?? 10), c ?? 'strength', d)
