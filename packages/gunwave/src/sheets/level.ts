/** Levelling up (§3.2): when the narrator says so, piloting rises by 1 (to 5 at most). */
import { err, ok, type Result } from '@sortie/engine'
import type { PilotSheet } from './schema.ts'

export function levelUp(p: PilotSheet): Result<PilotSheet> {
  if (p.piloting >= 5) return err('gunwave/max_rank', `${p.name} is already a super ace (piloting 5).`)
  return ok({ ...p, piloting: p.piloting + 1 })
}
