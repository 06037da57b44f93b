/**
 * Starting a battle: check the companies against the builder and the size table (F§3, F§6),
 * lay out the terrain (F§8 step 1: the setup's terrain counts as approved by everyone), then
 * settle the bidding (F§7).
 */
import { Dice, err, ok, type Result, type RuleError, seedRng } from '@sortie/engine'
import { checkFrame, DEFAULT_SSR, type FrameSpec, sizeRow } from '../../units/index.ts'
import type { FrameState, FzSetup, FzState } from '../types.ts'
import { settleBidding } from './bidding.ts'

/** Alternative rules the chapter names without their text (facts: NOT FOUND): refused, not guessed. */
const UNDEFINED_ALTERNATIVES = [
  ['climbing', 'Climbing, elevation and falling'],
  ['initiative', 'Per-frame initiative'],
  ['dropWhites', 'Dropping whites for damage'],
] as const

export function frameState(seat: string, f: FrameSpec, n: number): FrameState {
  return {
    id: `frame:${seat}:${n}`,
    seat,
    name: f.name,
    systems: [...f.systems],
    ssr: f.ssr,
    whites: 2,
    pos: null,
    destroyed: false,
    activated: false,
    defence: null,
  }
}

export function startBattle(setup: FzSetup, seed: string): Result<FzState, RuleError> {
  const n = setup.players.length
  const row = sizeRow(n)
  if (!row) return err('framezero/player_count', `Frame Zero is played by 2 to 5 players, not ${n}.`)
  const seats = setup.players.map((p) => p.seat)
  if (new Set(seats).size !== n) return err('framezero/duplicate_seat', 'Each player needs its own seat.')
  const ssrCount = setup.options?.ssrCount ?? DEFAULT_SSR
  const frames: FrameState[] = []
  for (const [pi, p] of setup.players.entries()) {
    const [lo, hi] = row[setup.size]
    const path = `players[${pi}].company`
    if (p.company.frames.length < lo || p.company.frames.length > hi)
      return err(
        'framezero/company_size',
        `${p.company.name}: a ${setup.size} company for ${n} players fields ${lo}–${hi} frames, not ${p.company.frames.length}.`,
        undefined,
        `${path}.frames`,
      )
    const ssr = p.company.frames.reduce((s, f) => s + f.ssr, 0)
    if (ssr !== ssrCount)
      return err(
        'framezero/ssr_count',
        `${p.company.name} carries ${ssr} rockets; every company carries ${ssrCount}.`,
        undefined,
        `${path}.frames`,
      )
    for (const [fi, f] of p.company.frames.entries()) {
      const problems = checkFrame(f, `${path}.frames[${fi}]`)
      const first = problems[0]
      if (first) return err(first.code, first.message, undefined, first.path)
      frames.push(frameState(p.seat, f, fi))
    }
  }
  for (const c of setup.table.cover)
    if (c.x < 0 || c.y < 0 || c.x + c.w > setup.table.width || c.y + c.h > setup.table.height)
      return err(
        'framezero/cover_off_table',
        `Structure ${c.id} lies off the table.`,
        undefined,
        'table.cover',
      )
  for (const [key, name] of UNDEFINED_ALTERNATIVES)
    if (setup.options?.[key])
      return err(
        'framezero/alt_undefined',
        `${name} is listed among the alternative rules, but no published text defines how it plays, so Sortie plays without it (ruling MF-RULING-ALT-OFF).`,
        undefined,
        `options.${key}`,
      )
  if (!setup.options?.difficult && setup.table.cover.some((c) => c.difficult))
    return err(
      'framezero/alt_off',
      'Difficult terrain is an alternative rule: turn on options.difficult to play with it.',
      undefined,
      'options.difficult',
    )
  if (!setup.options?.hazards) {
    if (setup.table.cover.some((c) => c.hazard))
      return err(
        'framezero/alt_off',
        'Hazard areas are an alternative rule: turn on options.hazards to play with them.',
        undefined,
        'options.hazards',
      )
    const protectedFrame = setup.players.findIndex((p) =>
      p.company.frames.some((f) => f.systems.includes('E')),
    )
    if (protectedFrame >= 0)
      return err(
        'framezero/alt_off',
        'Environment protection belongs to the hazard rule: turn on options.hazards to field it.',
        undefined,
        `players[${protectedFrame}].company.frames`,
      )
  }
  const state: FzState = {
    rng: seedRng(seed),
    seats,
    size: setup.size,
    table: { width: setup.table.width, height: setup.table.height },
    ssrCount,
    phase: 'tie',
    ppa: {},
    startScores: {},
    roles: null,
    rank: [],
    tie: null,
    spares: Object.fromEntries(setup.players.map((p) => [p.seat, p.company.spares ?? []])),
    deploy: [],
    frames,
    cover: setup.table.cover.map((c) => ({ ...c })),
    stations: [],
    spots: {},
    round: 0,
    clock: 11,
    passed: [],
    turns: [],
    damage: [],
    clockQueue: [],
    activations: 0,
    result: null,
  }
  for (const seat of seats)
    for (let i = 0; i < row.stations; i++)
      state.stations.push({ id: `station:${seat}:${i}`, placedBy: seat, pos: null, controller: null })
  settleBidding(state, new Dice(state.rng), () => {}, null)
  return ok(state)
}
