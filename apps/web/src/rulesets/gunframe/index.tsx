/**
 * GUNFRAME's web module: the builder, the battle setup, the table with its prompts, the log lines
 * and dice, drawn by the shell around them (see `../../shell/module.ts`).
 */
import type { BattleEvent, BattlePrompt } from '@sortie/gunframe/battle'
import type { WebRulesetModule } from '../../shell/module.ts'
import { Builder } from './builder/Builder.tsx'
import { type BattleDecision, type BattleSetup, type BattleState, ruleset } from './engine.ts'
import { describeEvent, seatName, unitName } from './play/format.ts'
import { GameView } from './play/GameView.tsx'
import { GameHeader } from './play/Header.tsx'
import { rollOf } from './play/rolls.ts'
import { Setup } from './play/Setup.tsx'
import { Table } from './play/table/Table.tsx'
import './mission.css'

/** Events the log leaves out: deployment shows on the table; turns and activations head groups. */
const QUIET = new Set(['UnitDeployed', 'UnitActivated', 'TurnStarted'])

const gunframe: WebRulesetModule<BattleSetup, BattleState, BattleDecision, BattlePrompt, BattleEvent> = {
  id: ruleset.id,
  Builder,
  // A newcomer's first battle is on a city table, not open ground.
  quickOptions: { battlefield: 'city' },
  Setup,
  Table: GameView,
  // The table draws the bot's candidates (arrows, ghosts) and lists them itself.
  drawsWhy: true,
  Board: ({ state, names }) => <Table state={state} toolActive={false} {...(names ? { names } : {})} />,
  Header: ({ state, prompt, names }) => <GameHeader state={state} prompt={prompt} names={names} />,
  describe: (state, e, names) => (QUIET.has(e.type) ? null : describeEvent(state, e, names)),
  groupOf: (state, e, names) => {
    if (e.type === 'TurnStarted') return `Turn ${String(e.turn)}`
    if (e.type === 'UnitActivated') {
      const u = state.units.find((x) => x.id === e.unit)
      return `${seatName(u?.side, names)} · ${unitName(state, e.unit)} activates`
    }
    return null
  },
  roll: rollOf,
  seatName: (seat, names) => seatName(seat, names),
}
export default gunframe
