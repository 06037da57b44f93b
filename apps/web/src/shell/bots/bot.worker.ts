/**
 * Bot turns off the main thread: a search bot may think for a second or more, and the table must
 * keep drawing meanwhile. The page posts the game (ruleset id, state, seat, seeds) and gets back
 * the bot's choice, exactly what `botChoose` would give on the page.
 */
import type { AnyRulesetPackage } from '@sortie/engine'
import { loadRuleset } from '@sortie/registry'
import type { AnyRuleset } from '../useGame.ts'
import { type BotChoiceShown, botChoose } from './botChoose.ts'

export interface BotRequest {
  id: number
  ruleset: string
  bot: string
  state: unknown
  seat: string
  seed: string
  step: number
}

export interface BotAnswer {
  id: number
  choice: BotChoiceShown | null
  error?: string
}

const loaded = new Map<string, Promise<{ pkg: AnyRulesetPackage; rs: AnyRuleset }>>()

function load(id: string): Promise<{ pkg: AnyRulesetPackage; rs: AnyRuleset }> {
  let p = loaded.get(id)
  if (!p) {
    p = loadRuleset(id).then((r) => {
      if (!r.ok) throw new Error(r.error.message)
      return { pkg: r.value, rs: r.value.ruleset() as AnyRuleset }
    })
    loaded.set(id, p)
  }
  return p
}

const scope = globalThis as unknown as {
  addEventListener(type: 'message', f: (e: MessageEvent<BotRequest>) => void): void
  postMessage(m: BotAnswer): void
}

scope.addEventListener('message', (e) => {
  const m = e.data
  load(m.ruleset).then(
    ({ pkg, rs }) => {
      try {
        scope.postMessage({ id: m.id, choice: botChoose(pkg, rs, m.bot, m.state, m.seat, m.seed, m.step) })
      } catch (err) {
        scope.postMessage({ id: m.id, choice: null, error: (err as Error).message })
      }
    },
    (err: Error) => scope.postMessage({ id: m.id, choice: null, error: err.message }),
  )
})
