/**
 * Gunwave's bots in the pickers' order: the first is the default opponent (the search bot at
 * normal), then the other search levels, then the simple bots.
 */
import { botLineUp } from '@sortie/engine'
import { greedyBot, randomBot } from './greedy.ts'
import { searchBot } from './search.ts'

export { evaluate, fightLeft, PRESS, pressed, sideOfSeat } from './evaluate.ts'
export { focusedGreedy, focusOf, pilotChoices } from './focus.ts'
export { greedyBot, randomBot } from './greedy.ts'
export { knownState } from './known.ts'
export { LEVELS, searchBot } from './search.ts'

export const BOTS = botLineUp({
  search: searchBot('search'),
  hard: searchBot('search-hard'),
  easy: searchBot('search-easy'),
  greedy: greedyBot,
  greedyDescription: 'Takes the order with the most expected damage now.',
  random: randomBot,
})
