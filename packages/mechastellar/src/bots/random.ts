/** The random bot: any legal decision, uniformly, from the bot's own stream. */
import type { BotPlayer } from '@sortie/engine'
import type { Decision } from '../battle/core/messages.ts'
import type { MsState } from '../battle/core/types.ts'

export const randomBot: BotPlayer<MsState, Decision> = {
  id: 'random',
  title: 'Random',
  decide(_s, _seat, ctx) {
    const d = ctx.legal[ctx.rand(ctx.legal.length)] as Decision
    return { decision: d }
  },
}
