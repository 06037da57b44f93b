/**
 * A one-step greedy player: scores each legal decision with a simple heuristic (sometimes by
 * applying it to a copy of the state) and takes the best. It shoots when it can, assigns its best
 * dice to attack then defence, closes to the declared band, goes for stations, sheds surveillance
 * before weapons, retreats when a station lets it, and runs the clock down while it leads.
 */
import { type BotCandidate, type BotPlayer, dist } from '@sortie/engine'
import { frameById, topTurn } from '../battle/actions/context.ts'
import { actionValue } from '../battle/actions/pool.ts'
import { scores } from '../battle/core/scores.ts'
import { bandAt, frameGap, frameToStation } from '../battle/geo.ts'
import type { FzDecision, FzState } from '../battle/types.ts'
import { frameDice, RULER } from '../units/index.ts'

const LOSS_ORDER = ['E', 'Y', 'G', 'Sdh', 'Sah', 'Sad', 'B', 'Rh', 'Ra', 'Rd']

function redPower(s: FzState, id: string): number {
  const f = frameById(s, id)
  return f ? frameDice(f).filter((d) => d.colour === 'R').length : 0
}

/** The greedy bot's one-step score of a decision (higher is better). */
export function greedyScore(s: FzState, seat: string, d: FzDecision): number {
  switch (d.kind) {
    case 'tieBreak':
      return d.option === 'defend' ? 1 : 0
    case 'place': {
      const free = s.stations.filter((x) => x.pos)
      const target = free[0]?.pos ?? { x: s.table.width / 2, y: s.table.height / 2 }
      return -dist(d.at, target)
    }
    case 'activate': {
      const f = frameById(s, d.frame)!
      const near = s.frames.filter(
        (e) => e.seat !== seat && !e.destroyed && e.pos && frameGap(e.pos, f.pos!) <= RULER,
      )
      return redPower(s, d.frame) + (near.length ? 5 : 0)
    }
    case 'pass':
      return -100
    case 'declare': {
      if (d.target?.kind !== 'frame') return d.target ? -5 : 0
      const me = frameById(s, d.frame)!
      const t = frameById(s, d.target.id)!
      const gap = frameGap(me.pos!, t.pos!)
      const fits = d.band === 'h' ? gap <= 1 : d.band === 'd' ? gap > 1 && gap <= RULER : gap > RULER
      const red = frameDice(me).filter((x) => x.colour === 'R' && x.band === d.band).length
      return (fits ? 10 : 2) + red - gap / 10 - t.systems.length / 4
    }
    case 'assign': {
      const t = topTurn(s)!
      const tt = { ...t, assignment: d.assignment }
      const rocket = d.assignment.attack !== null && t.pool?.[d.assignment.attack]?.source === 'ssr'
      return (
        3 * actionValue(tt, 'attack') +
        2 * actionValue(tt, 'defence') +
        actionValue(tt, 'move') +
        0.5 * actionValue(tt, 'spot') -
        (rocket ? 3 : 0)
      )
    }
    case 'move': {
      // Judged on the spot it reaches, without applying it (a copy per candidate is slow).
      const t = topTurn(s)
      const target = t?.target?.kind === 'frame' ? frameById(s, t.target.id) : undefined
      let shoot = 0
      if (t && target?.pos && !t.attacked && actionValue(t, 'attack') > 0 && t.band)
        shoot = bandAt(frameGap(d.to, target.pos)) === t.band ? 20 : 0
      const ds = s.stations
        .filter((x) => x.pos && x.controller !== seat)
        .map((x) => frameToStation(d.to, x.pos!))
      return shoot + (ds.length ? -Math.min(...ds) : 0)
    }
    case 'attack':
      return 100 + (d.useSpot ? 1 : 0)
    case 'spot':
      return 5 + (frameById(s, d.target)?.systems.length ?? 0)
    case 'endTurn':
      return 0
    case 'loseSystem':
      return LOSS_ORDER.length - LOSS_ORDER.indexOf(d.system)
    case 'retreat':
      return 50
    case 'clock': {
      const sc = scores(s)
      const mine = sc[seat] ?? 0
      const lead = Object.entries(sc).every(([k, v]) => k === seat || v < mine)
      return d.down === lead ? 1 : 0
    }
  }
}

export const greedyBot: BotPlayer<FzState, FzDecision> = {
  id: 'greedy',
  title: 'Greedy',
  decide(s, seat, ctx) {
    const candidates: BotCandidate<FzDecision>[] = ctx.legal.map((decision) => ({
      decision,
      score: greedyScore(s, seat, decision),
    }))
    let best = candidates[0] as BotCandidate<FzDecision>
    for (const c of candidates) if (c.score > best.score) best = c
    return {
      decision: best.decision,
      candidates: [...candidates].sort((a, b) => b.score - a.score).slice(0, 5),
    }
  },
}
