export * from './attack.ts'
export * from './cli.ts'
