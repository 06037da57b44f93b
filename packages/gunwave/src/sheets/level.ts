/** Levelling up (§3.2): when the narrator says so, piloting rises by 1 (to 5 at most). */
import { err, ok, type Result } from '@sortie/engine'
import { PILOTING } from '../data/starter.ts'
import type { PilotSheet } from './schema.ts'

export function levelUp(p: PilotSheet): Result<PilotSheet> {
  if (p.piloting >= PILOTING.max)
    return err('gunwave/max_rank', `${p.name} is already a super ace (piloting ${PILOTING.max}).`)
  return ok({ ...p, piloting: p.piloting + 1 })
}
