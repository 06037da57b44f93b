/** What every rule step receives: the injected table rules, the dice and the event log. */
import type { Dice } from '@sortie/engine'
import type { TableRules } from '../../table/contract.ts'
import type { BattleEvent } from './events/index.ts'

export interface BattleCtx {
  table: TableRules
  dice: Dice
  /** Only GUNFRAME's own events, with their exact fields (events.ts). */
  emit(event: BattleEvent): void
}
