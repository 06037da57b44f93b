export { greedyBot } from './greedy.ts'
export { randomBot } from './random.ts'
