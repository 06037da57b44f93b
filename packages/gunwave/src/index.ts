/** Gunwave: the narrated mecha RPG ruleset. */
export * from './battle/index.ts'
export * from './bots/index.ts'
export * from './data/starter.ts'
export * from './encounters/index.ts'
export * from './odds/index.ts'
export { default as gunwavePackage } from './package.ts'
export * from './sheets/index.ts'
