/**
 * One pilot's sealed order, built from the legal decisions only: pick a move, then a shot among
 * those legal with that move (its odds shown before committing), or one of the other actions.
 */
import { useMemo, useState } from 'react'
import { OddsPanel } from '../../shell/OddsPanel.tsx'
import type { GwDecision, GwState } from './engine.ts'
import { label } from './format.ts'
import { fireOdds } from './odds.ts'

type Order = Extract<GwDecision, { kind: 'order' }>
const key = (v: unknown) => JSON.stringify(v ?? null)
const hasFire = (d: Order) => (d.action.type === 'move-fire' && d.action.fire ? 1 : 0)

export function OrderForm({
  state,
  actor,
  legal,
  play,
}: {
  state: GwState
  actor: string
  legal: readonly GwDecision[]
  play: (d: GwDecision) => void
}) {
  const orders = legal.filter((d): d is Order => d.kind === 'order' && d.actor === actor)
  const moveFire = orders.filter((d) => d.action.type === 'move-fire')
  const others = orders.filter((d) => d.action.type !== 'move-fire')
  const moves = [...new Set(moveFire.map((d) => key(d.action.type === 'move-fire' ? d.action.move : null)))]
  const firing = moveFire.find((d) => d.action.type === 'move-fire' && d.action.fire)
  const [move, setMove] = useState(
    firing?.action.type === 'move-fire' ? key(firing.action.move) : (moves[0] ?? 'null'),
  )
  // Shots first, so the odds of the first one show straight away.
  const withMove = moveFire
    .filter((d) => d.action.type === 'move-fire' && key(d.action.move) === move)
    .sort((a, b) => hasFire(b) - hasFire(a))
  const [fireIx, setFireIx] = useState(0)
  const chosen = withMove[Math.min(fireIx, withMove.length - 1)]
  const odds = useMemo(() => {
    if (chosen?.action.type !== 'move-fire' || !chosen.action.fire) return null
    // The shot is judged from where the order's move leaves the mecha (§6.1: moves come first).
    return fireOdds(state, actor, chosen.action.fire, chosen.action.move)
  }, [state, actor, chosen])
  const name = state.pilots[actor]?.name ?? actor
  return (
    <div data-testid="gw-orders" style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <strong>{name}: sealed order</strong>
      {moveFire.length > 0 && (
        <>
          <label>
            Move{' '}
            <select
              data-testid="gw-move"
              value={move}
              onChange={(e) => {
                setMove(e.target.value)
                setFireIx(0)
              }}
            >
              {moves.map((m) => {
                const p = JSON.parse(m) as { x: number; y: number } | null
                return (
                  <option key={m} value={m}>
                    {p ? `to ${p.x},${p.y}` : 'stay'}
                  </option>
                )
              })}
            </select>
          </label>
          <label>
            Fire{' '}
            <select data-testid="gw-fire" value={fireIx} onChange={(e) => setFireIx(Number(e.target.value))}>
              {withMove.map((d, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: legal decisions have no id
                <option key={i} value={i}>
                  {d.action.type === 'move-fire' && d.action.fire
                    ? label(state, d).split(': ').pop()
                    : 'hold fire'}
                </option>
              ))}
            </select>
          </label>
          {odds ? (
            <div data-testid="gw-odds">
              <OddsPanel odds={odds} compact />
            </div>
          ) : null}
          {chosen && (
            <button type="button" data-testid="gw-order" onClick={() => play(chosen)}>
              Commit: {label(state, chosen)}
            </button>
          )}
        </>
      )}
      {others.map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: legal decisions have no id
        <button key={i} type="button" data-testid="gw-action" onClick={() => play(d)}>
          {label(state, d)}
        </button>
      ))}
    </div>
  )
}
