export * from './head-to-head.ts'
export * from './line-up.ts'
export * from './lookahead.ts'
