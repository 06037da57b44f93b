/** An activating unit's actions: move (drawn on the table), attacks with odds, lock, evade, special, end. */
import { useMemo } from 'react'
import { type BattleDecision, moveSpeed } from '../../engine.ts'
import { unitById, unitName } from '../format.ts'
import { actionTip } from '../ruleTips.ts'
import { whyNot } from '../whyNot.ts'
import { AttackChoice, attackKey } from './AttackChoice.tsx'
import { Choice, of, type PromptViewProps } from './Choice.tsx'

/** The decisions this view draws; anything else the engine offers is listed under it. */
export const actionHandles = (d: BattleDecision): boolean =>
  (d.kind === 'move' && !d.special) ||
  d.kind === 'attack' ||
  d.kind === 'lock' ||
  d.kind === 'evade' ||
  (d.kind === 'special' && !d.use) ||
  d.kind === 'end-activation'

export function ActionView(p: PromptViewProps<'action'>) {
  const { state, legal, decide } = p
  const unit = p.prompt.unit
  const u = unitById(state, unit)
  const canMove = legal.some((d) => d.kind === 'move' && !d.special)
  const locks = of(legal, 'lock')
  const evade = of(legal, 'evade')[0]
  const special = of(legal, 'special').find((d) => !d.use)
  const end = of(legal, 'end-activation')[0]
  const missing = useMemo(() => whyNot(state, unit, legal), [state, unit, legal])
  return (
    <>
      {canMove && (
        <Choice
          onClick={() => p.startMove(unit, false)}
          hint="M"
          kind={p.moving ? 'active' : ''}
          title={actionTip('move')}
        >
          {p.moving
            ? 'Moving — drag on the table, Enter to confirm'
            : `Move (Speed ${u ? moveSpeed(state, u) : '?'}")`}
        </Choice>
      )}
      {of(legal, 'attack').map((d) => (
        <AttackChoice
          key={attackKey(d)}
          state={state}
          attacker={unit}
          d={d}
          decide={decide}
          aim={p.aim}
          setAim={p.setAim}
          hint={p.nextKey()}
        />
      ))}
      {locks.length > 0 && (
        <div className="inline-choices">
          <span className="muted">Target lock:</span>
          {locks.map((d) => (
            <button
              key={d.target}
              type="button"
              className="small-choice"
              onClick={() => decide(d)}
              title={actionTip('lock')}
              data-target={d.target}
              onMouseEnter={() => p.setAim(d.target)}
              onMouseLeave={() => p.setAim(null)}
              onFocus={() => p.setAim(d.target)}
              onBlur={() => p.setAim(null)}
            >
              {unitName(state, d.target)}
            </button>
          ))}
        </div>
      )}
      <div className="grid-2">
        {evade && (
          <Choice onClick={() => decide(evade)} hint="V" title={actionTip('evade')}>
            Evade
          </Choice>
        )}
        {special && (
          <Choice onClick={() => decide(special)} hint="X" title={actionTip('special')}>
            Special action
          </Choice>
        )}
      </div>
      {end && (
        <Choice onClick={() => decide(end)} hint="E" kind="end" title={actionTip('end')}>
          End activation
        </Choice>
      )}
      {missing.length > 0 && (
        <ul className="why-not" data-testid="why-not" aria-label="Not available now">
          {missing.map((m) => (
            <li key={m.action}>
              <b>{m.action}</b> not available: {m.reason}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
