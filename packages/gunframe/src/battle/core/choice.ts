/**
 * Questions asked by upgrades, power attacks and optional rules (Ablative Armour, Guardian,
 * Lucky, Parry, panic, …) share one frame, prompt and decision: a `choice` frame names its
 * handler and options; the answer pops the frame and runs the handler, which carries on whatever
 * was interrupted. The modules own the handlers (`choices`, looked up by the frame id).
 */
import type { RuleError, Vec } from '@sortie/engine'
import type { DataFor } from './choice-data.ts'
import type { BattleCtx, ChoiceHandler } from './context.ts'
import type { BattleState, ChoiceFrame } from './types.ts'

export type { ChoiceHandler }

export function ask<K extends string>(
  s: BattleState,
  c: Pick<BattleCtx, 'emit'>,
  q: Omit<ChoiceFrame, 't' | 'id' | 'data'> & { id: K } & DataFor<K>,
): void {
  s.stack.push({ t: 'choice', ...q })
  c.emit({ type: 'ChoiceOffered', id: q.id, unit: q.unit, options: q.options })
}

export function answerChoice(
  s: BattleState,
  c: BattleCtx,
  option: unknown,
  to: unknown,
  dice?: unknown,
): RuleError | undefined {
  const f = s.stack[s.stack.length - 1]
  if (f?.t !== 'choice') return { code: 'gunframe/no_choice', message: 'Nothing to choose now.' }
  if (typeof option !== 'string' || !f.options.includes(option))
    return {
      code: 'gunframe/bad_option',
      message: 'Choose one of the offered options.',
      detail: { options: f.options },
    }
  const picked = pickedDice(f, option, dice)
  if (picked && !Array.isArray(picked)) return picked
  let where: Vec | undefined
  if (to !== undefined && to !== null) {
    if (typeof to !== 'object' || !Number.isFinite((to as Vec).x) || !Number.isFinite((to as Vec).y))
      return { code: 'gunframe/bad_point', message: 'A point needs finite x and y.' }
    where = { x: (to as Vec).x, y: (to as Vec).y }
  }
  const h = handlerOf(c, f.id)
  if (!h)
    return { code: 'gunframe/unknown_choice', message: 'No rule answers this choice.', detail: { id: f.id } }
  s.stack.pop()
  c.emit({ type: 'ChoiceMade', id: f.id, unit: f.unit, option, ...(picked ? { dice: picked } : {}) })
  return h(s, c, f, option, where, picked)
}

function handlerOf(c: Pick<BattleCtx, 'modules'>, id: string): ChoiceHandler | undefined {
  for (const m of c.modules) if (m.choices && Object.hasOwn(m.choices, id)) return m.choices[id]
  return undefined
}

/**
 * A die-pick answer (`pick` plus `dice`, GF-UPG-LUCKY): indices into the frame's rolled faces,
 * at least one, each once. Any other option takes no dice. Checked before the frame is touched.
 */
function pickedDice(f: ChoiceFrame, option: string, dice: unknown): number[] | RuleError | undefined {
  const bad = (message: string): RuleError => ({
    code: 'gunframe/bad_dice',
    message,
    detail: { dice, count: f.dice?.length ?? 0 },
  })
  if (option !== 'pick')
    return dice === undefined || dice === null ? undefined : bad('Only a pick names dice.')
  if (!f.dice) return bad('This question picks no dice.')
  if (!Array.isArray(dice) || dice.length === 0) return bad('Pick at least one die by its index.')
  const n = f.dice.length
  if (!dice.every((i) => Number.isInteger(i) && i >= 0 && i < n))
    return bad(`Each die is an index from 0 to ${n - 1}.`)
  if (new Set(dice).size !== dice.length) return bad('Pick each die at most once.')
  return [...(dice as number[])].sort((a, b) => a - b)
}

/** Removes a frame wherever it sits (flows that may have had frames pushed above them). */
export function removeFrame(s: BattleState, f: object): void {
  const i = s.stack.lastIndexOf(f as never)
  if (i >= 0) s.stack.splice(i, 1)
}
