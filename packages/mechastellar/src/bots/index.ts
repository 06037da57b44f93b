export * from './greedy.ts'
export * from './random.ts'
