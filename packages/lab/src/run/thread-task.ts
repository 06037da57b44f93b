/** What a worker thread (or a queue worker) does with a chunk: load the ruleset once, play the games. */
import type { GameRow, LabTask } from '../types.ts'
import { labRuleset } from './load.ts'
import { playChunk } from './play-game.ts'

export async function runTask(task: LabTask): Promise<GameRow[]> {
  return playChunk(await labRuleset(task.config.ruleset), task)
}
