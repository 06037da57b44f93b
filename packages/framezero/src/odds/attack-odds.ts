/**
 * Exact odds of one attack (seed, "Resolving Attacks"): damage dice = spot + attack − defence
 * (attack and defence may be fixed values or distributions), then every split of those dice into
 * 1–3 / 4 / 5 / 6 read on the damage table — points on the target (systems lost), hits on the
 * cover, points on a covering frame, and the chance the target is destroyed.
 *
 * Retreats from a station are the owners' choice and are not counted: the figures are those of
 * a hit taken in full, by the covering frame first and then the target (MF-DMG-FRAME-COVER).
 */
import {
  type CategoryDie,
  dieFromFaces,
  type Pmf,
  pmfExpectation,
  pmfPoint,
  pmfTail,
  pmfTrim,
  poolCounts,
  unwrap,
} from '@sortie/engine'
import { applyDamageTable, type CoverCase } from '../battle/actions/damage-table.ts'

const FACES: CategoryDie = unwrap(
  dieFromFaces(6, (f) => (f <= 3 ? 'low' : f === 4 ? 'four' : f === 5 ? 'five' : 'six')),
)

export interface AttackOddsInput {
  attack: Pmf | number
  defence: Pmf | number
  spot?: number
  case: CoverCase
  coverHitsToRaze?: number
  coverFrameHp?: number
  coverFrameSafe?: boolean
  /** Systems + whites the target has left (points that destroy it). */
  targetHp: number
}

export interface AttackOdds {
  damageDice: Pmf
  systemsLost: Pmf
  coverHits: Pmf
  coverFrameLost: Pmf
  destroyed: number
  expectedLost: number
}

const asPmf = (x: Pmf | number): Pmf => (typeof x === 'number' ? pmfPoint(x) : x)

/** P(max(0, spot + A − D) = n). */
export function damageDicePmf(attack: Pmf | number, defence: Pmf | number, spot = 0): Pmf {
  const a = asPmf(attack)
  const d = asPmf(defence)
  const out: Pmf = [0]
  a.forEach((pa, i) => {
    if (pa === 0) return
    d.forEach((pd, j) => {
      if (pd === 0) return
      const n = Math.max(0, spot + i - j)
      while (out.length <= n) out.push(0)
      out[n]! += pa * pd
    })
  })
  return out
}

const add = (p: Pmf, k: number, w: number) => {
  while (p.length <= k) p.push(0)
  p[k]! += w
}

export function attackOdds(x: AttackOddsInput): AttackOdds {
  const dd = damageDicePmf(x.attack, x.defence, x.spot ?? 0)
  const lost: Pmf = [0]
  const cover: Pmf = [0]
  const coverFrame: Pmf = [0]
  dd.forEach((pn, n) => {
    if (pn === 0) return
    for (const c of poolCounts(FACES, n)) {
      const [, fours, fives, sixes] = c.counts as [number, number, number, number]
      const rolls = [...Array(fours).fill(4), ...Array(fives).fill(5), ...Array(sixes).fill(6)]
      const r = applyDamageTable(rolls, {
        case: x.case,
        coverHitsToRaze: x.coverHitsToRaze ?? 0,
        coverFrameHp: x.coverFrameHp ?? 0,
        coverFrameSafe: x.coverFrameSafe ?? false,
      })
      add(lost, Math.min(r.target, x.targetHp), pn * c.p)
      add(cover, r.coverHits, pn * c.p)
      add(coverFrame, r.coverFrame, pn * c.p)
    }
  })
  return {
    damageDice: pmfTrim(dd),
    systemsLost: pmfTrim(lost),
    coverHits: pmfTrim(cover),
    coverFrameLost: pmfTrim(coverFrame),
    destroyed: pmfTail(lost, x.targetHp),
    expectedLost: pmfExpectation(lost),
  }
}
