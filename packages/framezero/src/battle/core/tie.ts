/** The starting-tie winner's choice (F§7, MF-RULING-BID-TIE). */
import { err, type ReduceContext, type RuleError } from '@sortie/engine'
import type { FzDecision, FzEvent, FzState } from '../types.ts'
import { settleBidding } from './bidding.ts'
import { frameState } from './setup.ts'

type TieDecision = Extract<FzDecision, { kind: 'tieBreak' }>

export function tieOptions(s: FzState): TieDecision[] {
  const t = s.tie
  if (!t) return []
  const seat = t.winner
  const out: TieDecision[] = [{ seat, kind: 'tieBreak', option: 'defend' }]
  const mine = s.frames.filter((f) => f.seat === seat)
  if (mine.length > 1)
    for (const f of mine) out.push({ seat, kind: 'tieBreak', option: 'remove', frame: f.id })
  ;(s.spares[seat] ?? []).forEach((_, i) => {
    out.push({ seat, kind: 'tieBreak', option: 'add', spare: i })
  })
  return out
}

export function reduceTie(s: FzState, d: TieDecision, ctx: ReduceContext<FzEvent>): RuleError | undefined {
  const t = s.tie
  if (!t) return err('framezero/no_tie', 'There is no starting tie to break.').error
  if (d.option === 'defend') {
    ctx.emit({ type: 'TieBroken', seat: d.seat, option: 'defend' })
    settleBidding(s, ctx.dice, ctx.emit, d.seat)
    return undefined
  }
  if (d.option === 'remove') {
    const i = s.frames.findIndex((f) => f.id === d.frame && f.seat === d.seat)
    if (i < 0) return err('framezero/not_your_frame', `${d.frame} is not one of ${d.seat}'s frames.`).error
    if (s.frames.filter((f) => f.seat === d.seat).length <= 1)
      return err('framezero/last_frame', 'A company keeps at least one frame.').error
    s.frames.splice(i, 1)
  } else {
    const spares = s.spares[d.seat] ?? []
    const f = spares[d.spare]
    if (!f) return err('framezero/no_spare', `There is no spare frame #${d.spare}.`).error
    spares.splice(d.spare, 1)
    const n = s.frames.filter((x) => x.seat === d.seat).length + 100
    s.frames.push(frameState(d.seat, { ...f, ssr: 0 }, n))
  }
  ctx.emit({ type: 'TieBroken', seat: d.seat, option: d.option })
  settleBidding(s, ctx.dice, ctx.emit, null)
  return undefined
}
