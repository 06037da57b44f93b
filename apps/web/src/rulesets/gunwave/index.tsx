/** Gunwave's web module: pilot sheets (the builder page), setup (narrator and pilots, person or bot), zone-board table, replay board, log lines, dice. */
import type { WebRulesetModule } from '../../shell/module.ts'
import { Board } from './Board.tsx'
import type { GwDecision, GwEvent, GwPrompt, GwSetup, GwState } from './engine.ts'
import { describe, label, rollOf, seatName } from './format.ts'
import { Setup } from './Setup.tsx'
import { SheetsPage } from './SheetsPage.tsx'
import { Header, Table } from './Table.tsx'
import './gunwave.css'

const gunwaveWeb: WebRulesetModule<GwSetup, GwState, GwDecision, GwPrompt, GwEvent> = {
  id: 'gunwave',
  Builder: SheetsPage,
  Setup,
  Table,
  Board: ({ state }) => <Board state={state} />,
  Header: ({ state, prompt, names }) => <Header state={state} prompt={prompt} names={names} />,
  describe: (state, e) => describe(state, e),
  decisionLabel: (state, d) => label(state, d),
  roll: (state, e) => rollOf(state, e),
  seatName: (seat, names) => seatName(seat, names),
  outcomeText: (_s, o) => o.reason,
}
export default gunwaveWeb
