/** The live Frame Zero table: header (scores, clock), board, prompt, odds of the declared attack. */
import type { TableProps } from '../../shell/module.ts'
import { OddsPanel, pct } from '../../shell/OddsPanel.tsx'
import { Board } from './Board.tsx'
import {
  type FzDecision,
  type FzEvent,
  type FzPrompt,
  type FzState,
  moveTo,
  scores,
  turnOdds,
} from './engine.ts'
import { seatColour, seatName } from './format.ts'
import { PromptPanel } from './PromptPanel.tsx'

/** Header chips carry their own background: the shell's bar is dark, the replay page light. */
const PILL = { background: '#f3f5f7', color: '#222', borderRadius: 4, padding: '2px 8px', fontSize: 14 }

// Before the first round there is no round number to show: name the step instead.
const PHASE_LABEL: Record<FzState['phase'], string> = {
  tie: 'Starting tie',
  deploy: 'Deployment',
  battle: 'Battle',
  over: 'Over',
}

export function Header({ state, names }: { state: FzState; names?: Record<string, string> | undefined }) {
  const sc = scores(state)
  return (
    <div data-testid="fz-header" style={{ display: 'flex', gap: 6, flexWrap: 'wrap', alignItems: 'center' }}>
      <span data-testid="fz-clock" style={{ ...PILL, fontWeight: 700 }} title="Doomsday clock">
        Doomsday clock: {state.clock}
      </span>
      <span style={PILL} data-testid="fz-round">
        {state.phase === 'battle' || state.phase === 'over'
          ? `Round ${state.round}`
          : PHASE_LABEL[state.phase]}
      </span>
      {state.seats.map((x) => (
        <span key={x} style={{ ...PILL, color: seatColour(x) }} data-testid="fz-score">
          {seatName(x, names)} <b>{sc[x]}</b> ({state.ppa[x]}/asset)
          {state.roles?.defender === x ? ' · defender' : state.roles?.point === x ? ' · point' : ''}
        </span>
      ))}
    </div>
  )
}

export function Table({
  state,
  prompt,
  legal,
  human,
  decide,
  flash,
  names,
  Frame,
}: TableProps<FzState, FzDecision, FzPrompt, FzEvent>) {
  const play = (d: FzDecision) => {
    const e = decide(d)
    if (e) flash('error', e.message)
  }
  const active = prompt && 'frame' in prompt ? prompt.frame : state.turns[state.turns.length - 1]?.frame
  const onPick =
    human && prompt?.kind === 'place'
      ? (at: { x: number; y: number }) => {
          const first = legal.find((d) => d.kind === 'place')
          if (first && first.kind === 'place') play({ ...first, at })
        }
      : human && prompt?.kind === 'act' && !prompt.moved
        ? (to: { x: number; y: number }) =>
            play({ seat: prompt.seat, kind: 'move', frame: prompt.frame, ...moveTo(state, prompt.frame, to) })
        : undefined
  const odds = state.phase === 'battle' ? turnOdds(state) : null
  return (
    <Frame
      header={<Header state={state} names={names} />}
      table={<Board state={state} active={active} onPick={onPick} />}
      prompt={
        human ? (
          <PromptPanel s={state} p={prompt} legal={legal} decide={play} />
        ) : (
          <div>Waiting for {prompt ? seatName(prompt.seat, names) : '—'}…</div>
        )
      }
      odds={
        odds ? (
          <OddsPanel
            odds={{
              pools: 'declared attack',
              stats: [
                { label: 'destroy', value: pct(odds.destroyed) },
                { label: 'exp. systems lost', value: odds.expectedLost.toFixed(2) },
              ],
              histogram: odds.systemsLost,
              histogramLabel: 'systems lost',
            }}
          />
        ) : undefined
      }
    />
  )
}
