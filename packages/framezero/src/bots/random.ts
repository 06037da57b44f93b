/** Picks uniformly among the legal decisions (the fuzzer and the baseline opponent). */
import type { BotPlayer } from '@sortie/engine'
import type { FzDecision, FzState } from '../battle/types.ts'

export const randomBot: BotPlayer<FzState, FzDecision> = {
  id: 'random',
  title: 'Random',
  decide(_s, _seat, ctx) {
    return { decision: ctx.legal[ctx.rand(ctx.legal.length)] as FzDecision }
  },
}
