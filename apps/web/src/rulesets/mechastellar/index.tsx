/** MechaStellar's web module: force builder, Versus setup, live table, replay board, log lines and dice. */
import type { WebRulesetModule } from '../../shell/module.ts'
import { Board } from './Board.tsx'
import { Builder } from './Builder.tsx'
import type { MsDecision, MsEvent, MsPrompt, MsSetup, MsState } from './engine.ts'
import { decisionLabel, describe, groupOf, rollOf, seatName } from './format.ts'
import { Setup } from './Setup.tsx'
import { Header, Table } from './Table.tsx'

const mechastellarWeb: WebRulesetModule<MsSetup, MsState, MsDecision, MsPrompt, MsEvent> = {
  id: 'mechastellar',
  Builder,
  Setup,
  Table,
  Board: ({ state }) => <Board state={state} />,
  Header: ({ state, names }) => <Header state={state} names={names} />,
  describe: (state, e, names) => describe(state, e, names),
  decisionLabel: (state, d) => decisionLabel(state, d),
  groupOf: (state, e, names) => groupOf(state, e, names),
  roll: (state, e) => rollOf(state, e),
  seatName: (seat, names) => seatName(seat, names),
  outcomeText: (_s, o) => o.reason,
}
export default mechastellarWeb
