export * from './dice.ts'
export * from './state.ts'
