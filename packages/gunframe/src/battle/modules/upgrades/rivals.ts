/**
 * GF-UPG-RIVALS at deployment: the two rivals of a squadron are never set down within 8" of each
 * other (edge to edge, as every distance). Asked wherever a unit comes onto the table by a
 * player's placement: deployment, reserves touching an edge, a HALO drop's chosen spot, an
 * ambush. The attack a rival's kill grants is destroyed.ts's.
 */
import type { Vec } from '@sortie/engine'
import type { TableRules } from '../../../table/contract.ts'
import { figureOf, findUnit } from '../../core/geo.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { areRivals } from './capabilities.ts'

export const RIVALS_APART = 8

/**
 * For one unit, a check of its spots (gathered once): true when a spot lies within 8" of its
 * rival already on the table. Always false for a unit with no rival standing.
 */
export function rivalCheck(s: BattleState, table: TableRules, u: BattleUnit): (pos: Vec) => boolean {
  const id = u.upgradeState.partners?.rivals
  const rival = id !== undefined ? findUnit(s, id) : undefined
  if (!rival || rival.id === u.id || rival.status !== 'table' || !areRivals(u, rival)) return () => false
  const them = figureOf(rival)
  const me = figureOf(u)
  return (pos) => table.edgeDistance({ ...me, pos }, them) <= RIVALS_APART + 1e-9
}

export const rivalTooClose = (s: BattleState, table: TableRules, u: BattleUnit, pos: Vec): boolean =>
  rivalCheck(s, table, u)(pos)

export const RIVALS_ERROR = {
  code: 'gunframe/rivals_too_close',
  message: 'Rivals may not be placed within 8" of each other.',
} as const
