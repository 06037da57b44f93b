/** An attack (or a reaction attack) with its exact odds from the odds module. */
import { useMemo } from 'react'
import { attackOdds, type BattleDecision, type BattleState } from '../../engine.ts'
import { BAND_COLOURS, unitName } from '../format.ts'
import { OddsView } from '../Odds.tsx'
import { actionTip, chipTip } from '../ruleTips.ts'
import { Choice, type D } from './Choice.tsx'

export function AttackChoice({
  state,
  attacker,
  d,
  decide,
  aim,
  setAim,
  hint,
}: {
  state: BattleState
  attacker: string
  d: D<'attack'> | D<'react'>
  decide: (d: BattleDecision) => void
  aim: string | null
  setAim: (id: string | null) => void
  hint: string | undefined
}) {
  const target =
    d.kind === 'attack'
      ? d.target
      : String((state.stack.at(-1) as { trigger?: { by?: string } })?.trigger?.by ?? '')
  // GF-ATK-CLOSE-LOS: a close attack may be offered twice, turning to face the target or not.
  const face = d.kind === 'attack' ? d.face : undefined
  const r = useMemo(() => attackOdds(state, attacker, target, 'keep', face), [state, attacker, target, face])
  const band = 'plan' in r ? r.plan.band : null
  return (
    <div className={`attack-choice${aim === target ? ' aimed' : ''}`}>
      <Choice
        onClick={() => decide(d)}
        hint={hint}
        kind="attack"
        title={actionTip('attack')}
        target={target}
        onHover={(on) => setAim(on ? target : null)}
      >
        <span className="band-dot" style={{ background: band ? BAND_COLOURS[band] : '#666' }} />
        Attack <b>{unitName(state, target)}</b>
        {band && <span className="muted"> · {band} range</span>}
        {face !== undefined && (
          <span className="tag" title={chipTip('turn to face')} data-rule-chip="turn to face">
            {face ? 'turns to face' : 'keeps its facing'}
          </span>
        )}
        {d.kind === 'attack' && d.rapidFire && (
          <span className="tag" title={chipTip('rapid fire')} data-rule-chip="rapid fire">
            rapid fire (focus)
          </span>
        )}
        {'plan' in r &&
          r.plan.modifiers.map((m) => (
            <span key={m} className="tag" title={chipTip(m)} data-rule-chip={m}>
              +{m}
            </span>
          ))}
        {'plan' in r && r.plan.obscured && (
          <span className="tag" title={chipTip('obscured')} data-rule-chip="obscured">
            obscured
          </span>
        )}
        {'plan' in r && r.plan.cover !== 'none' && (
          <span className="tag" title={chipTip('cover')} data-rule-chip="cover">
            {r.plan.cover} cover
          </span>
        )}
      </Choice>
      {'odds' in r ? (
        <OddsView odds={r.odds} compact={aim !== target} />
      ) : (
        <div className="muted small">{r.error.message}</div>
      )}
    </div>
  )
}
