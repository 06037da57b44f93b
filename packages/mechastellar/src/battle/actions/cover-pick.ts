/**
 * Which piece of Cover rolls to survive an attack (MS-TER-DESTROY, MS-TER-CHOOSE): when several
 * destructible pieces lie in the way the defender picks one (an AOE shot: two); with one piece
 * there is nothing to ask.
 */
import type { Vec } from '@sortie/engine'
import { pointPolygonDistance } from '@sortie/engine'
import type { AttackFlow, MsState, Pending, Terrain } from '../core/types.ts'
import { crosses, unitOf } from './geometry.ts'

/** Destructible pieces of Cover on the line of an attack, nearest the attacker first. */
export function coverInWay(s: MsState, from: Vec, to: Vec): Terrain[] {
  return s.terrain
    .filter((x) => !x.destroyed && x.destructible && (x.cover || x.blocksLos) && crosses(from, to, x))
    .sort((p, q) => pointPolygonDistance(from, p.poly) - pointPolygonDistance(from, q.poly))
}

/**
 * Before an attack's totals: when its target had Cover and two or more breakable pieces lie in
 * the way, queues the question to the defending seat. True while that question is open.
 */
export function askCoverPick(s: MsState, f: AttackFlow): boolean {
  if (!f.cover || f.aoe || f.coverPiece !== undefined) return false
  const a = unitOf(s, f.attacker)
  const t = unitOf(s, f.targets[0] as string)
  if (!a?.pos || !t?.pos) return false
  const pieces = coverInWay(s, a.pos, t.pos)
  if (pieces.length < 2) return false
  s.pending.push({
    kind: 'choose-terrain',
    side: t.side,
    attacker: a.id,
    pieces: pieces.map((p) => p.id),
    pick: 1,
    attack: f.id,
  })
  return true
}

/** Why a pick does not answer the question, or null when it does. */
export function pickProblem(q: Extract<Pending, { kind: 'choose-terrain' }>, chosen: unknown): string | null {
  const want = Math.min(q.pick, q.pieces.length)
  if (!Array.isArray(chosen) || chosen.some((c) => typeof c !== 'string'))
    return 'List the terrain pieces that roll.'
  if (new Set(chosen).size !== chosen.length) return 'Name each piece once.'
  if (chosen.length !== want) return `Pick ${want} of: ${q.pieces.join(', ')}.`
  const bad = (chosen as string[]).find((c) => !q.pieces.includes(c))
  if (bad) return `${bad} is not in the way; pick from ${q.pieces.join(', ')}.`
  return null
}

/** Every answer to the question (for `legal`): each single piece, or each pair for an AOE. */
export function pickChoices(q: Extract<Pending, { kind: 'choose-terrain' }>): string[][] {
  const n = Math.min(q.pick, q.pieces.length)
  if (n <= 1) return q.pieces.map((p) => [p])
  const out: string[][] = []
  for (let i = 0; i < q.pieces.length; i++)
    for (let j = i + 1; j < q.pieces.length; j++) out.push([q.pieces[i] as string, q.pieces[j] as string])
  return out
}
