/** Attack steps that need more than a list: the target lock (with odds per use) and the dodge. */
import { attackOdds } from '../../engine.ts'
import { OddsView } from '../Odds.tsx'
import { Choice, of, type PromptViewProps } from './Choice.tsx'
import { decisionLabel } from './labels.ts'

export function UseLockView(p: PromptViewProps<'use-lock'>) {
  const att = p.prompt.attacker
  const tgt = p.prompt.target
  return (
    <>
      {of(p.legal, 'use-lock').map((d) => {
        const r = attackOdds(p.state, att, tgt, d.effect)
        return (
          <div key={d.effect} className="attack-choice">
            <Choice onClick={() => p.decide(d)} hint={p.nextKey()}>
              {decisionLabel(p.state, d, p.prompt)}
            </Choice>
            {'odds' in r && <OddsView odds={r.odds} compact />}
          </div>
        )
      })}
    </>
  )
}

/** Dodge spots are tapped on the table; staying is a button. */
export function DodgeView(p: PromptViewProps<'dodge'>) {
  return (
    <>
      {of(p.legal, 'dodge')
        .filter((d) => d.to === null)
        .map((d) => (
          <Choice key="stay" onClick={() => p.decide(d)} hint="0">
            Stay in place
          </Choice>
        ))}
    </>
  )
}
