/**
 * The power-attack purchase: the points to spend (and what is left as the basket fills), each power
 * attack the engine offers for this attack with its cost and a line from the power module's
 * catalogue on what it does, and one button that buys the basket. The basket can only ever match a
 * declaration in the engine's legal list: an option that would leave the list is greyed out.
 */
import { POWER_ATTACKS } from '@sortie/gunframe/battle'
import { spendCost } from '@sortie/gunframe/power'
import { useMemo, useState } from 'react'
import type { BattleDecision, BattleState } from '../../engine.ts'
import { titleCase, unitName } from '../format.ts'
import { Choice, type D, of, type PromptViewProps } from './Choice.tsx'
import { swingWords } from './labels.ts'

type Spend = D<'power'>['spend'][number]

/** Every field that tells two purchases apart (a swing's facing too), so none collapse into one. */
export const keyOf = (p: Spend) =>
  `${p.id}|${p.x ?? ''}|${(p.targets ?? []).join(',')}|${typeof p.facing === 'number' ? p.facing.toFixed(3) : ''}`
const basketKey = (list: readonly Spend[]) => list.map(keyOf).sort().join('&')
const defOf = (id: string) => POWER_ATTACKS.find((x) => x.id === id)
const costOf = (p: Spend): number => {
  const def = defOf(p.id)
  return (def ? spendCost(def, p.x) : p.x) ?? 0
}

export const powerHandles = (d: BattleDecision): boolean => d.kind === 'power'

/** Called as a plain function by the panel: the shop itself is a component (it keeps the basket). */
export function PowerView(p: PromptViewProps<'power'>) {
  const hint = p.nextKey()
  return (
    <PowerShop
      // A new attack (new prompt) starts an empty basket.
      key={`${p.prompt.attacker}>${p.prompt.target}:${p.prompt.points}`}
      state={p.state}
      attacker={p.prompt.attacker}
      points={p.prompt.points}
      combos={of(p.legal, 'power')}
      decide={p.decide}
      hint={hint}
    />
  )
}

interface Item {
  spend: Spend
  key: string
  label: string
}

function PowerShop({
  state,
  attacker,
  points,
  combos,
  decide,
  hint,
}: {
  state: BattleState
  attacker: unknown
  points: number
  combos: D<'power'>[]
  decide: (d: BattleDecision) => void
  hint: string | undefined
}) {
  const [basket, setBasket] = useState<Spend[]>([])
  const byBasket = useMemo(() => new Map(combos.map((d) => [basketKey(d.spend), d])), [combos])
  // Every purchase that appears in some legal declaration, grouped by power attack (catalogue order).
  const groups = useMemo(() => {
    const seen = new Map<string, Item[]>()
    for (const d of combos)
      for (const sp of d.spend) {
        const list = seen.get(sp.id) ?? []
        if (!list.some((i) => i.key === keyOf(sp))) {
          const on = sp.targets?.length ? ` → ${sp.targets.map((t) => unitName(state, t)).join(' → ')}` : ''
          const turn = swingWords(state, attacker, sp)
          list.push({
            spend: sp,
            key: keyOf(sp),
            label: `${sp.x !== undefined ? `X = ${sp.x}` : ''}${on}${turn ? titleCase(turn) : ''}`,
          })
        }
        seen.set(sp.id, list)
      }
    const order = POWER_ATTACKS.map((x) => x.id as string)
    return [...seen].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
  }, [combos, state, attacker])

  const toggled = (it: Item): Spend[] =>
    basket.some((b) => keyOf(b) === it.key)
      ? basket.filter((b) => keyOf(b) !== it.key)
      : [...basket.filter((b) => b.id !== it.spend.id), it.spend]
  const offered = (it: Item) => byBasket.has(basketKey(toggled(it)))
  const spent = basket.reduce((a, b) => a + costOf(b), 0)
  const left = points - spent
  const chosen = byBasket.get(basketKey(basket))
  const inBasket = (it: Item) => basket.some((b) => keyOf(b) === it.key)
  /** Why an option is greyed out: the points (the engine's list simply holds no such basket). */
  const why = (it: Item) => {
    const freed = basket.filter((b) => b.id === it.spend.id).reduce((a, b) => a + costOf(b), 0)
    return costOf(it.spend) > left + freed
      ? `needs ${costOf(it.spend)}, ${left} left`
      : 'not with this basket'
  }

  return (
    <div className="power-shop" data-testid="power-shop">
      <div className="power-head">
        <div className="power-budget" data-testid="power-budget">
          <span>
            Points <b>{points}</b>
          </span>
          <span>spent {spent}</span>
          <span>
            left <b data-testid="power-left">{left}</b>
          </span>
          <span className="power-pips" aria-hidden="true">
            {Array.from({ length: points }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: pips are positional
              <span key={i} className={`power-pip${i < left ? ' full' : ''}`} />
            ))}
          </span>
        </div>
        <div className="power-actions">
          {chosen && (
            <Choice onClick={() => decide(chosen)} hint={hint} kind={basket.length ? 'active' : 'pass'}>
              {basket.length
                ? `Buy ${basket.map((b) => `${defOf(b.id)?.name ?? titleCase(b.id)}${swingWords(state, attacker, b) ? ` (${swingWords(state, attacker, b)})` : ''}`).join(' + ')} — ${left} left unspent`
                : 'Spend nothing'}
            </Choice>
          )}
          {basket.length > 0 && (
            <button type="button" className="secondary" onClick={() => setBasket([])}>
              Clear
            </button>
          )}
        </div>
      </div>
      {groups.map(([id, items]) => {
        const def = defOf(id)
        const single =
          items.length === 1 &&
          items[0]!.spend.x === undefined &&
          !items[0]!.spend.targets &&
          items[0]!.spend.facing === undefined
        const on = items.some(inBasket)
        const cost = def
          ? def.cost === 'X'
            ? 'X pts (1 per X)'
            : `${def.cost} pt${def.cost === 1 ? '' : 's'}`
          : '?'
        const body = (
          <>
            <span className="power-card-name">{def?.name ?? titleCase(id)}</span>
            <span className="power-card-cost">{cost}</span>
            {def?.summary && <span className="power-card-note">{def.summary}</span>}
          </>
        )
        const off = items.every((it) => !offered(it) && !inBasket(it))
        if (single) {
          const it = items[0]!
          return (
            <button
              key={id}
              type="button"
              className={`power-card${on ? ' on' : ''}`}
              aria-pressed={on}
              disabled={!offered(it)}
              onClick={() => setBasket(toggled(it))}
              data-power={id}
            >
              {body}
              {off && <span className="power-card-why">{why(it)}</span>}
            </button>
          )
        }
        return (
          <div key={id} className={`power-card${on ? ' on' : ''}${off ? ' off' : ''}`} data-power={id}>
            {body}
            <div className="power-x">
              {items.map((it) => (
                <button
                  key={it.key}
                  type="button"
                  className={inBasket(it) ? 'on' : ''}
                  aria-pressed={inBasket(it)}
                  disabled={!offered(it)}
                  onClick={() => setBasket(toggled(it))}
                >
                  {it.label} ({costOf(it.spend)} pt)
                </button>
              ))}
            </div>
          </div>
        )
      })}
    </div>
  )
}
