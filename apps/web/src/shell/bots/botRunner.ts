/**
 * Asks a bot for its choice: in a Web Worker when the browser has them (a search bot thinks for
 * up to seconds and the table keeps drawing), on the page otherwise or when the worker fails.
 * Either way the answer is the same `botChoose` on the same inputs, so games replay alike.
 */
import type { AnyRulesetPackage, Seat } from '@sortie/engine'
import type { AnyRuleset } from '../useGame.ts'
import type { BotAnswer, BotRequest } from './bot.worker.ts'
import { type BotChoiceShown, botChoose } from './botChoose.ts'

export interface BotAsk {
  pkg: AnyRulesetPackage
  rs: AnyRuleset
  bot: string
  state: unknown
  seat: Seat
  seed: string
  step: number
}

let worker: Worker | null | undefined
let next = 1
const waiting = new Map<number, (a: BotAnswer) => void>()

function botWorker(): Worker | null {
  if (worker !== undefined) return worker
  worker = null
  try {
    if (typeof Worker !== 'undefined') {
      const w = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' })
      w.addEventListener('message', (e: MessageEvent<BotAnswer>) => {
        waiting.get(e.data.id)?.(e.data)
        waiting.delete(e.data.id)
      })
      w.addEventListener('error', () => {
        // A worker that cannot start: answer everyone on the page from now on.
        worker = null
        for (const [id, f] of waiting) f({ id, choice: null, error: 'worker failed' })
        waiting.clear()
      })
      worker = w
    }
  } catch {
    worker = null
  }
  return worker
}

const onPage = (a: BotAsk): BotChoiceShown | null =>
  botChoose(a.pkg, a.rs, a.bot, a.state, a.seat, a.seed, a.step)

/** The bot's choice (null: it has none). */
export function askBot(a: BotAsk): Promise<BotChoiceShown | null> {
  const w = botWorker()
  if (!w) return Promise.resolve(onPage(a))
  const id = next++
  return new Promise((resolve) => {
    waiting.set(id, (ans) => resolve(ans.error ? onPage(a) : ans.choice))
    const req: BotRequest = {
      id,
      ruleset: a.pkg.id,
      bot: a.bot,
      state: a.state,
      seat: a.seat,
      seed: a.seed,
      step: a.step,
    }
    try {
      w.postMessage(req)
    } catch {
      waiting.delete(id)
      resolve(onPage(a))
    }
  })
}
