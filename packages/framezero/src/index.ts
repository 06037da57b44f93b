/**
 * Mobile Frame Zero: Rapid Attack. Company builder (`units`), battle (`battle`), odds, bots.
 *
 * @example
 * import { framezeroRuleset, quickBattle } from '@sortie/framezero'
 * const r = framezeroRuleset(); const s = r.start(unwrap(quickBattle(2)), 'seed')
 */
export * from './battle/index.ts'
export * from './bots/index.ts'
export * from './odds/index.ts'
export * from './quick.ts'
export * from './units/index.ts'
