// biome-ignore-all lint/suspicious/noArrayIndexKey: dice, problems, log lines and list rows are positional and never reorder
/**
 * A clear choice for every prompt the engine asks. The buttons are the engine's legal decisions;
 * kinds this panel does not know still get one button per legal decision, so nothing is unanswerable.
 */
import type { Prompt } from '@sortie/engine'
import { POWER_ATTACKS } from '@sortie/gunframe/battle'
import { memo, type ReactNode, useMemo } from 'react'
import { attackOdds, type BattleDecision, type BattleState } from '../engine.ts'
import { BAND_COLOURS, seatName, titleCase, unitById, unitName } from './format.ts'
import { OddsView } from './Odds.tsx'

type D<K extends BattleDecision['kind']> = Extract<BattleDecision, { kind: K }>

export interface PanelProps {
  state: BattleState
  prompt: Prompt
  legal: BattleDecision[]
  human: boolean
  botName?: string
  names?: Record<string, string>
  decide: (d: BattleDecision) => void
  aim: string | null
  setAim: (id: string | null) => void
  startMove: (unit: string, react: boolean) => void
  startDeploy: (unit: string) => void
  autoDeploy: () => void
  moving: boolean
}

function Choice(props: {
  onClick: () => void
  children: ReactNode
  hint?: string
  kind?: string
  disabled?: boolean
  onHover?: (on: boolean) => void
}) {
  return (
    <button
      type="button"
      className={`choice ${props.kind ?? ''}`}
      onClick={props.onClick}
      disabled={props.disabled}
      onMouseEnter={() => props.onHover?.(true)}
      onMouseLeave={() => props.onHover?.(false)}
      onFocus={() => props.onHover?.(true)}
      onBlur={() => props.onHover?.(false)}
    >
      <span className="choice-body">{props.children}</span>
      {props.hint && <kbd>{props.hint}</kbd>}
    </button>
  )
}

const of = <K extends BattleDecision['kind']>(legal: BattleDecision[], kind: K) =>
  legal.filter((d): d is D<K> => d.kind === kind)

function AttackChoice({
  state,
  attacker,
  d,
  decide,
  aim,
  setAim,
  index,
}: {
  state: BattleState
  attacker: string
  d: D<'attack'> | D<'react'>
  decide: (d: BattleDecision) => void
  aim: string | null
  setAim: (id: string | null) => void
  index: number
}) {
  const target =
    d.kind === 'attack'
      ? d.target
      : String((state.stack.at(-1) as { trigger?: { by?: string } })?.trigger?.by ?? '')
  const r = useMemo(() => attackOdds(state, attacker, target), [state, attacker, target])
  const band = 'plan' in r ? r.plan.band : null
  return (
    <div className={`attack-choice${aim === target ? ' aimed' : ''}`}>
      <Choice
        onClick={() => decide(d)}
        hint={String(index + 1)}
        kind="attack"
        onHover={(on) => setAim(on ? target : null)}
      >
        <span className="band-dot" style={{ background: band ? BAND_COLOURS[band] : '#666' }} />
        Attack <b>{unitName(state, target)}</b>
        {band && <span className="muted"> · {band}</span>}
        {d.kind === 'attack' && d.rapidFire && <span className="tag">rapid fire (focus)</span>}
        {'plan' in r && r.plan.modifiers.length > 0 && (
          <span className="tag">+{r.plan.modifiers.join(' +')}</span>
        )}
        {'plan' in r && (r.plan.obscured || r.plan.cover !== 'none') && (
          <span className="tag">
            {[r.plan.obscured ? 'obscured' : '', r.plan.cover !== 'none' ? `${r.plan.cover} cover` : '']
              .filter(Boolean)
              .join(', ')}
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

export const PromptPanel = memo(function PromptPanel(p: PanelProps) {
  const { state, prompt, legal, decide } = p
  const who = seatName(prompt.seat, p.names)
  const head = (title: string, sub?: string) => (
    <div className={`prompt-head seat-${prompt.seat}`}>
      <div className="prompt-seat">{who}</div>
      <div className="prompt-title">{title}</div>
      {sub && <div className="prompt-sub">{sub}</div>}
    </div>
  )
  if (!p.human)
    return (
      <div className="prompt-panel" data-prompt={prompt.kind}>
        {head(`${p.botName ?? 'Bot'} is deciding…`, titleCase(prompt.kind))}
        <div className="thinking" aria-live="polite">
          <span />
          <span />
          <span />
        </div>
      </div>
    )
  let n = 0
  const key = () => String(++n)
  let body: ReactNode
  switch (prompt.kind) {
    case 'choose-role':
      body = (
        <>
          {head('You won the roll-off: attack or defend?')}
          {of(legal, 'choose-role').map((d) => (
            <Choice key={d.role} onClick={() => decide(d)} hint={key()}>
              {d.role === 'attacker'
                ? 'Attacker (+1 to first initiative)'
                : 'Defender (chooses the table half)'}
            </Choice>
          ))}
        </>
      )
      break
    case 'choose-half':
      body = (
        <>
          {head('Choose your table half')}
          <div className="grid-2">
            {of(legal, 'choose-half').map((d) => (
              <Choice key={d.half} onClick={() => decide(d)} hint={key()}>
                {titleCase(d.half)} edge
              </Choice>
            ))}
          </div>
        </>
      )
      break
    case 'deploy': {
      const units = (prompt.units as string[]) ?? []
      body = (
        <>
          {head('Deploy your units', 'Pick a unit, then click inside your zone.')}
          <div className="unit-buttons">
            {units.map((id) => (
              <Choice key={id} onClick={() => p.startDeploy(id)} hint={n < 9 ? key() : undefined}>
                {unitName(state, id)}
              </Choice>
            ))}
          </div>
          <button type="button" className="secondary" onClick={p.autoDeploy} data-testid="auto-deploy">
            Auto-deploy the rest
          </button>
        </>
      )
      break
    }
    case 'initiative':
      body = (
        <>
          {head('You have the initiative')}
          {of(legal, 'initiative').map((d) => (
            <Choice key={String(d.first)} onClick={() => decide(d)} hint={key()}>
              {d.first ? 'Activate first' : 'Let the other side go first'}
            </Choice>
          ))}
        </>
      )
      break
    case 'activate':
      body = (
        <>
          {head('Activate a unit', 'Click a highlighted unit or pick one here.')}
          <div className="unit-buttons">
            {of(legal, 'activate').map((d) => (
              <Choice key={d.unit} onClick={() => decide(d)} hint={n < 9 ? key() : undefined}>
                {unitName(state, d.unit)}
              </Choice>
            ))}
          </div>
        </>
      )
      break
    case 'action': {
      const u = unitById(state, prompt.unit)
      const moves = of(legal, 'move')
      const attacks = of(legal, 'attack')
      const locks = of(legal, 'lock')
      const evade = of(legal, 'evade')[0]
      const special = of(legal, 'special')[0]
      const end = of(legal, 'end-activation')[0]
      body = (
        <>
          {head(`${u?.name ?? ''}: choose an action`, `${String(prompt.actionsLeft)} action(s) left`)}
          {moves.length > 0 && (
            <Choice
              onClick={() => p.startMove(String(prompt.unit), false)}
              hint="M"
              kind={p.moving ? 'active' : ''}
            >
              {p.moving ? 'Moving — drag on the table, Enter to confirm' : `Move (Speed ${u?.speed ?? '?'}")`}
            </Choice>
          )}
          {attacks.map((d, i) => (
            <AttackChoice
              key={`${d.target}-${i}`}
              state={state}
              attacker={String(prompt.unit)}
              d={d}
              decide={decide}
              aim={p.aim}
              setAim={p.setAim}
              index={n++}
            />
          ))}
          {locks.length > 0 && (
            <div className="inline-choices">
              <span className="muted">Target lock:</span>
              {locks.map((d) => (
                <button key={d.target} type="button" className="small-choice" onClick={() => decide(d)}>
                  {unitName(state, d.target)}
                </button>
              ))}
            </div>
          )}
          <div className="grid-2">
            {evade && (
              <Choice onClick={() => decide(evade)} hint="V">
                Evade
              </Choice>
            )}
            {special && (
              <Choice onClick={() => decide(special)} hint="X">
                Special action
              </Choice>
            )}
          </div>
          {end && (
            <Choice onClick={() => decide(end)} hint="E" kind="end">
              End activation
            </Choice>
          )}
        </>
      )
      break
    }
    case 'disengage':
      body = (
        <>
          {head(
            'Disengage failed',
            `Pilot roll ${String(prompt.roll)}: stay put, or take ${String(prompt.roll)} damage and go.`,
          )}
          {of(legal, 'disengage').map((d) => (
            <Choice key={d.choice} onClick={() => decide(d)} hint={key()}>
              {d.choice === 'stop'
                ? 'Stop where you are'
                : `Take ${String(prompt.roll)} damage and finish the move`}
            </Choice>
          ))}
        </>
      )
      break
    case 'use-lock': {
      const att = String(prompt.attacker)
      const tgt = String(prompt.target)
      const look = { 'focus-fire': 'focus', 'precise-strike': 'precise', keep: 'none' } as const
      body = (
        <>
          {head(`Use the target lock on ${unitName(state, tgt)}?`)}
          {of(legal, 'use-lock').map((d) => {
            const r = attackOdds(state, att, tgt, look[d.effect])
            return (
              <div key={d.effect} className="attack-choice">
                <Choice onClick={() => decide(d)} hint={key()}>
                  {d.effect === 'keep'
                    ? 'Keep the lock'
                    : d.effect === 'focus-fire'
                      ? 'Focus fire (+2D)'
                      : 'Precise strike (re-roll misses)'}
                </Choice>
                {'odds' in r && <OddsView odds={r.odds} compact />}
              </div>
            )
          })}
        </>
      )
      break
    }
    case 'defend':
      body = (
        <>
          {head(
            `${unitName(state, prompt.target)} is hit ${String(prompt.hits)} time(s)`,
            'How do you defend?',
          )}
          {of(legal, 'defend').map((d) => (
            <Choice key={`${d.pool}-${d.evade}`} onClick={() => decide(d)} hint={key()}>
              Defend with {d.pool === 'close' ? 'Close' : 'Defense'}
              {d.evade ? ' + spend Evade (re-roll fails)' : ''}
            </Choice>
          ))}
        </>
      )
      break
    case 'dodge': {
      const spots = of(legal, 'dodge')
      body = (
        <>
          {head(`Dodge up to ${String(prompt.inches)}"`, 'Click a marked spot on the table, or stay.')}
          {spots
            .filter((d) => d.to === null)
            .map((d) => (
              <Choice key="stay" onClick={() => decide(d)} hint="0">
                Stay in place
              </Choice>
            ))}
        </>
      )
      break
    }
    case 'power':
      body = (
        <>
          {head(
            `${String(prompt.points)} power point(s) to spend`,
            `Against ${unitName(state, prompt.target)}`,
          )}
          {of(legal, 'power').map((d, i) => {
            const label = d.spend.length
              ? d.spend
                  .map((s) => {
                    const def = POWER_ATTACKS.find((x) => x.id === s.id)
                    return `${titleCase(s.id)}${s.x ? ` ×${s.x}` : ''} (${def?.cost ?? s.x ?? '?'})`
                  })
                  .join(' + ')
              : 'Spend nothing'
            return (
              <Choice key={i} onClick={() => decide(d)} hint={i < 9 ? key() : undefined}>
                {label}
              </Choice>
            )
          })}
        </>
      )
      break
    case 'react': {
      const tr = prompt.trigger as { type: string; by: string; unit?: string }
      const reacts = of(legal, 'react')
      const byUnit = new Map<string, D<'react'>[]>()
      for (const d of reacts) byUnit.set(d.unit, [...(byUnit.get(d.unit) ?? []), d])
      const why =
        tr.type === 'moved'
          ? `${unitName(state, tr.by)} moved in sight`
          : tr.type === 'attacked'
            ? `${unitName(state, tr.unit)} was attacked by ${unitName(state, tr.by)}`
            : `${unitName(state, tr.unit)} was locked by ${unitName(state, tr.by)}`
      const pass = of(legal, 'pass')[0]
      body = (
        <>
          {head('React? (costs a focus point)', why)}
          {pass && (
            <Choice onClick={() => decide(pass)} hint="P" kind="pass">
              Pass
            </Choice>
          )}
          {[...byUnit.entries()].map(([unit, ds]) => (
            <div key={unit} className="react-unit">
              <div className="react-name">{unitName(state, unit)}</div>
              {ds.some((d) => d.action === 'attack') && (
                <AttackChoice
                  state={state}
                  attacker={unit}
                  d={ds.find((d) => d.action === 'attack')!}
                  decide={decide}
                  aim={p.aim}
                  setAim={p.setAim}
                  index={n++}
                />
              )}
              <div className="inline-choices">
                {ds.some((d) => d.action === 'move') && (
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
          ))}
        </>
      )
      break
    }
    default:
      body = (
        <>
          {head(titleCase(prompt.kind))}
          {legal.map((d, i) => (
            <Choice key={i} onClick={() => decide(d)} hint={i < 9 ? key() : undefined}>
              {titleCase(d.kind)}{' '}
              {JSON.stringify(
                Object.fromEntries(Object.entries(d).filter(([k]) => k !== 'seat' && k !== 'kind')),
              )}
            </Choice>
          ))}
        </>
      )
  }
  return (
    <div className="prompt-panel" data-prompt={prompt.kind}>
      {body}
    </div>
  )
})
