/** Frame Zero's web module: company builder, setup, live table, replay board, log lines and dice for the shell. */
import type { WebRulesetModule } from '../../shell/module.ts'
import { Board } from './Board.tsx'
import { Builder } from './Builder.tsx'
import type { FzDecision, FzEvent, FzPrompt, FzSetup, FzState } from './engine.ts'
import { describe, rollOf, seatName } from './format.ts'
import { label } from './PromptPanel.tsx'
import { Setup } from './Setup.tsx'
import { Header, Table } from './Table.tsx'

const framezeroWeb: WebRulesetModule<FzSetup, FzState, FzDecision, FzPrompt, FzEvent> = {
  id: 'framezero',
  Builder,
  Setup,
  Table,
  Board: ({ state }) => <Board state={state} />,
  Header: ({ state, prompt, names }) => <Header state={state} prompt={prompt} names={names} />,
  describe: (state, e, names) => describe(state, e, names),
  decisionLabel: (state, d) => label(state, d),
  roll: (state, e) => rollOf(state, e),
  seatName: (seat, names) => seatName(seat, names),
  outcomeText: (_s, o) => o.reason,
}
export default framezeroWeb
