export { evaluate } from './evaluate.ts'
export { greedyBot } from './greedy.ts'
export { randomBot } from './random.ts'
export { SEARCH_LEVELS, searchBot, searchEasyBot, searchHardBot, searchWith } from './search.ts'
