export * from './lookahead.ts'
