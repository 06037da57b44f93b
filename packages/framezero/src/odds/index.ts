export * from './attack-odds.ts'
export * from './cli.ts'
export * from './pool-odds.ts'
export * from './turn-odds.ts'
