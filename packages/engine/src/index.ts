export * from './geometry/index.ts'
export * from './odds/index.ts'
export * from './protocol/index.ts'
export * from './rng/index.ts'
