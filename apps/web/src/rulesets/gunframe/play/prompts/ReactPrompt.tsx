/** A reaction window: pass, or one unit reacts (attack with odds, move on the table, evade). */
import type { BattleDecision } from '../../engine.ts'
import { unitName } from '../format.ts'
import { AttackChoice } from './AttackChoice.tsx'
import { Choice, type D, of, type PromptViewProps } from './Choice.tsx'

export const reactHandles = (d: BattleDecision): boolean =>
  d.kind === 'pass' || (d.kind === 'react' && !(d.action === 'move' && d.special))

export function reactWhy(p: PromptViewProps<'react'>['prompt'], state: PromptViewProps['state']): string {
  const tr = p.trigger
  switch (tr.type) {
    case 'moved':
      return `${unitName(state, tr.by)} moved in sight`
    case 'attacked':
      return `${unitName(state, tr.unit)} was attacked by ${unitName(state, tr.by)}`
    case 'locked':
      return `${unitName(state, tr.unit)} was locked by ${unitName(state, tr.by)}`
  }
}

export function ReactView(p: PromptViewProps<'react'>) {
  const { state, legal, decide } = p
  const byUnit = new Map<string, D<'react'>[]>()
  for (const d of of(legal, 'react')) byUnit.set(d.unit, [...(byUnit.get(d.unit) ?? []), d])
  const pass = of(legal, 'pass')[0]
  return (
    <>
      {pass && (
        <Choice onClick={() => decide(pass)} hint="P" kind="pass">
          Pass
        </Choice>
      )}
      {[...byUnit.entries()].map(([unit, ds]) => {
        const attack = ds.find((d) => d.action === 'attack')
        return (
          <div key={unit} className="react-unit">
            <div className="react-name">{unitName(state, unit)}</div>
            {attack && (
              <AttackChoice
                state={state}
                attacker={unit}
                d={attack}
                decide={decide}
                aim={p.aim}
                setAim={p.setAim}
                hint={p.nextKey()}
              />
            )}
            <div className="inline-choices">
              {ds.some((d) => d.action === 'move' && !d.special) && (
                <button type="button" className="small-choice" onClick={() => p.startMove(unit, true)}>
                  Move
                </button>
              )}
              {ds
                .filter((d) => d.action === 'evade')
                .map((d) => (
                  <button key="evade" type="button" className="small-choice" onClick={() => decide(d)}>
                    Evade
                  </button>
                ))}
            </div>
          </div>
        )
      })}
    </>
  )
}
