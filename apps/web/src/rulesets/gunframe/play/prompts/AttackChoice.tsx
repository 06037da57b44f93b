/** An attack (or a reaction attack) with its exact odds from the odds module. */
import type { AttackPlan } from '@sortie/gunframe/battle'
import { useMemo } from 'react'
import { attackOdds, type BattleDecision, type BattleState, splitOdds } from '../../engine.ts'
import { BAND_COLOURS, unitName } from '../format.ts'
import { OddsView, SplitOddsView } from '../Odds.tsx'
import { actionTip, chipTip } from '../ruleTips.ts'
import { Choice, type D } from './Choice.tsx'
import { splitWords } from './labels.ts'

/**
 * One key per offer: the same target may be offered plain, with rapid fire, turning to face or
 * not, and as each way of sharing a Split Fire weapon's dice (GF-UPG-SPLIT-FIRE).
 */
export function attackKey(d: D<'attack'>): string {
  const split = d.split ? d.split.map((x) => `${x.target}:${x.dice}`).join(',') : 'whole'
  return `${d.target}-${d.rapidFire ? 'rapid' : 'plain'}-${d.face ?? 'either'}-${split}`
}

type ShownPlan = Pick<AttackPlan, 'modifiers' | 'obscured' | 'cover'>

/** A plan's modifiers, sight and cover as chips; a split's name their share's target. */
function planChips(plan: ShownPlan, on?: string) {
  const whose = on ? ` (${on})` : ''
  const chips = plan.modifiers.map((m) => ({ rule: m, text: `+${m}` }))
  if (plan.obscured) chips.push({ rule: 'obscured', text: 'obscured' })
  if (plan.cover !== 'none') chips.push({ rule: 'cover', text: `${plan.cover} cover` })
  return chips.map((c) => (
    <span key={`${on ?? ''}-${c.rule}`} className="tag" title={chipTip(c.rule)} data-rule-chip={c.rule}>
      {c.text}
      {whose}
    </span>
  ))
}

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
  // GF-UPG-SPLIT-FIRE: the weapon's dice shared out; each share is its own attack.
  const split = d.kind === 'attack' ? d.split : undefined
  const r = useMemo(
    () => (split ? null : attackOdds(state, attacker, target, 'keep', face)),
    [state, attacker, target, face, split],
  )
  const so = useMemo(() => (split ? splitOdds(state, attacker, split) : null), [state, attacker, split])
  const plan = r && 'plan' in r ? r.plan : so && 'shares' in so ? so.shares[0]?.plan : undefined
  const band = plan?.band ?? null
  const failure = r && 'error' in r ? r.error : so && 'error' in so ? so.error : undefined
  return (
    <div className={`attack-choice${aim === target ? ' aimed' : ''}`} data-split={split ? 'yes' : undefined}>
      <Choice
        onClick={() => decide(d)}
        hint={hint}
        kind="attack"
        title={actionTip('attack')}
        target={target}
        onHover={(on) => setAim(on ? target : null)}
      >
        <span className="band-dot" style={{ background: band ? BAND_COLOURS[band] : '#666' }} />
        {split ? splitWords(state, split) : 'Attack '}
        {!split && <b>{unitName(state, target)}</b>}
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
        {so && 'shares' in so
          ? so.shares.flatMap((sh) => planChips(sh.plan, unitName(state, sh.target)))
          : plan && planChips(plan)}
      </Choice>
      {so && 'shares' in so ? (
        <SplitOddsView split={so} names={(id) => unitName(state, id)} compact={aim !== target} />
      ) : r && 'odds' in r ? (
        <OddsView odds={r.odds} compact={aim !== target} />
      ) : (
        <div className="muted small">{failure?.message}</div>
      )}
    </div>
  )
}
