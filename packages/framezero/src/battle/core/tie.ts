/**
 * The starting-tie winner's choice (F§7, MF-RULING-BID-TIE), kept within the company rules:
 *
 * - The company stays inside its size row (F§6): a frame is added only below the row's largest
 *   company and removed only above its smallest (MF-RULING-TIE-SIZE). Taking the Defender role is
 *   always open, so the winner always has a choice.
 * - Rockets belong to the company, not to one frame: every company carries its agreed count (F§3,
 *   F§6). Removing a frame that carries rockets moves them to another frame of the company, the
 *   owner's pick (`rocketsTo`; the first frame left when not given), and an added spare brings
 *   none (MF-RULING-TIE-ROCKETS).
 */
import { err, type ReduceContext, type RuleError } from '@sortie/engine'
import { sizeRow } from '../../units/index.ts'
import type { FzDecision, FzEvent, FzState } from '../types.ts'
import { settleBidding } from './bidding.ts'
import { frameState } from './setup.ts'

type TieDecision = Extract<FzDecision, { kind: 'tieBreak' }>

/** The smallest and largest company of this battle's size row (F§6). */
function sizeBounds(s: FzState): [number, number] {
  const row = sizeRow(s.seats.length)
  return row ? row[s.size] : [1, Number.POSITIVE_INFINITY]
}

export function tieOptions(s: FzState): TieDecision[] {
  const t = s.tie
  if (!t) return []
  const seat = t.winner
  const [lo, hi] = sizeBounds(s)
  const out: TieDecision[] = [{ seat, kind: 'tieBreak', option: 'defend' }]
  const mine = s.frames.filter((f) => f.seat === seat)
  if (mine.length > Math.max(1, lo))
    for (const f of mine) {
      if (f.ssr === 0) out.push({ seat, kind: 'tieBreak', option: 'remove', frame: f.id })
      else
        for (const to of mine)
          if (to.id !== f.id)
            out.push({ seat, kind: 'tieBreak', option: 'remove', frame: f.id, rocketsTo: to.id })
    }
  if (mine.length < hi)
    (s.spares[seat] ?? []).forEach((_, i) => {
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
  const [lo, hi] = sizeBounds(s)
  const mine = s.frames.filter((f) => f.seat === d.seat)
  if (d.option === 'remove') {
    const i = s.frames.findIndex((f) => f.id === d.frame && f.seat === d.seat)
    if (i < 0) return err('framezero/not_your_frame', `${d.frame} is not one of ${d.seat}'s frames.`).error
    if (mine.length <= Math.max(1, lo))
      return err(
        'framezero/company_size',
        `The company already fields the fewest frames its size allows (${lo}): it cannot remove one.`,
      ).error
    const gone = s.frames[i]!
    if (gone.ssr > 0) {
      const to = d.rocketsTo
        ? mine.find((f) => f.id === d.rocketsTo && f.id !== gone.id)
        : mine.find((f) => f.id !== gone.id)
      if (!to)
        return err(
          'framezero/rockets_to',
          `${d.rocketsTo} is not another frame of the company to carry ${gone.name}'s rockets.`,
        ).error
      to.ssr += gone.ssr
    }
    s.frames.splice(i, 1)
  } else {
    const spares = s.spares[d.seat] ?? []
    const f = spares[d.spare]
    if (!f) return err('framezero/no_spare', `There is no spare frame #${d.spare}.`).error
    if (mine.length >= hi)
      return err(
        'framezero/company_size',
        `The company already fields the most frames its size allows (${hi}): it cannot add one.`,
      ).error
    spares.splice(d.spare, 1)
    const n = mine.length + 100
    s.frames.push(frameState(d.seat, { ...f, ssr: 0 }, n))
  }
  ctx.emit({ type: 'TieBroken', seat: d.seat, option: d.option })
  settleBidding(s, ctx.dice, ctx.emit, null)
  return undefined
}
