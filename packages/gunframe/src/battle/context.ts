/** What every rule step receives: the injected table rules, the dice and the event log. */
import type { Dice, GameEvent } from '@sortie/engine'
import type { TableRules } from '../table/contract.ts'

export interface BattleCtx {
  table: TableRules
  dice: Dice
  emit(event: GameEvent): void
}
