/**
 * Exact probability algebra for dice games (DESIGN §4): PMFs, per-die outcome categories,
 * pools as count distributions, joint tables over two counters, and combinations of
 * independent pools. Nothing here samples; Monte Carlo belongs in tests as an oracle.
 */
export * from './die.ts'
export * from './joint.ts'
export * from './pmf.ts'
export * from './pool.ts'
