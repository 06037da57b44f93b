/** The live Frame Zero table: header (scores, clock), board, prompt, odds of the declared attack. */
import type { TableProps } from '../../shell/module.ts'
import { OddsPanel, pct } from '../../shell/OddsPanel.tsx'
import { StatusBar } from '../../ui/StatusBar.tsx'
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

// Before the first round there is no round number to show: name the step instead.
const PHASE_LABEL: Record<FzState['phase'], string> = {
  tie: 'Starting tie',
  deploy: 'Deployment',
  battle: 'Battle',
  over: 'Over',
}

export function Header({
  state,
  prompt,
  names,
}: {
  state: FzState
  prompt?: FzPrompt | null
  names?: Record<string, string> | undefined
}) {
  const sc = scores(state)
  const role = (x: string) =>
    state.roles?.defender === x ? 'defender' : state.roles?.point === x ? 'point' : undefined
  return (
    <StatusBar
      testId="fz-header"
      items={[
        {
          label: 'Doomsday clock',
          value: state.clock,
          testId: 'fz-clock',
          title: 'The game ends when it reaches 0',
          className: 'hdr-clock',
        },
        {
          label: state.phase === 'battle' || state.phase === 'over' ? 'Round' : 'Step',
          value: state.phase === 'battle' || state.phase === 'over' ? state.round : PHASE_LABEL[state.phase],
          testId: 'fz-round',
        },
      ]}
      sides={state.seats.map((x) => ({
        key: x,
        name: seatName(x, names),
        colour: seatColour(x),
        role: role(x),
        active: prompt?.seat === x,
        testId: 'fz-score',
        children: (
          <>
            <span title="Score" className="hdr-vp">
              <b>{sc[x]}</b>
            </span>
            <span title="Points per asset" className="muted">
              {state.ppa[x]}/asset
            </span>
          </>
        ),
      }))}
    />
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
      header={<Header state={state} prompt={prompt} names={names} />}
      table={<Board state={state} active={active} onPick={onPick} />}
      prompt={
        human ? (
          <PromptPanel s={state} p={prompt} legal={legal} decide={play} />
        ) : prompt ? (
          <div>Waiting for {seatName(prompt.seat, names)}…</div>
        ) : null
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
