/**
 * The move action's flow (the path itself is judged by the table rules): standing up when
 * knocked down, the disengage Pilot Skill roll and its failure choice, dangerous terrain rolls,
 * charge bookkeeping and the "completed a move in sight" reaction trigger.
 */
import type { RuleError, Vec } from '@sortie/engine'
import type { MoveCheck } from '../table/contract.ts'
import type { BattleCtx } from './context.ts'
import { applyDamage, pilotSkillRoll } from './damage.ts'
import { engagedWith, figures, other } from './geo.ts'
import type { ActivationFrame, BattleState, BattleUnit } from './types.ts'

export interface MoveOpts {
  reaction: boolean
  /** This move is the activation's first action. */
  first: boolean
}

const isVec = (v: unknown): v is Vec =>
  typeof v === 'object' && v !== null && Number.isFinite((v as Vec).x) && Number.isFinite((v as Vec).y)

export function checkMove(
  s: BattleState,
  c: Pick<BattleCtx, 'table'>,
  u: BattleUnit,
  path: unknown,
  facing: unknown,
): { ok: true; check: MoveCheck; path: Vec[]; facing: number } | { ok: false; error: RuleError } {
  if (!Array.isArray(path) || path.length === 0 || path.length > 32 || !path.every(isVec))
    return { ok: false, error: { code: 'gunframe/bad_path', message: 'A move needs a list of waypoints.' } }
  if (typeof facing !== 'number' || !Number.isFinite(facing))
    return { ok: false, error: { code: 'gunframe/bad_facing', message: 'A move ends with a facing angle.' } }
  if (u.shutDown)
    return { ok: false, error: { code: 'gunframe/shut_down', message: 'A shut-down unit cannot move.' } }
  const pts = path.map((p) => ({ x: p.x, y: p.y }))
  // Standing up is a move on the spot.
  const allowance = u.knockedDown ? 0 : u.speed
  if (u.knockedDown && pts.length > 1)
    return {
      ok: false,
      error: { code: 'gunframe/knocked_down', message: 'A knocked-down unit only stands up.' },
    }
  const r = c.table.measureMove(s.field, figures(s), {
    unitId: u.id,
    path: pts,
    facing,
    mode: u.flying ? 'fly' : 'ground',
    allowance,
  })
  if (!r.ok) return r
  return { ok: true, check: r.value, path: pts, facing }
}

export function declareMove(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  path: unknown,
  facing: unknown,
  opts: MoveOpts,
): RuleError | undefined {
  const m = checkMove(s, c, u, path, facing)
  if (!m.ok) return m.error
  const startEngaged = engagedWith(s, c.table, u)
  const leaving = startEngaged.filter((id) => !m.check.engagedWith.includes(id))
  if (leaving.length > 0) {
    if (m.check.engagedWith.length > 0)
      return {
        code: 'gunframe/out_and_into_contact',
        message: 'A move cannot leave contact and make contact.',
      }
    const { roll, success } = pilotSkillRoll(c, u, 'disengage')
    if (!success) {
      s.stack.push({
        t: 'disengage',
        unit: u.id,
        path: m.path,
        facing: m.facing,
        roll,
        reaction: opts.reaction,
        first: opts.first,
        startEngaged,
      })
      return undefined
    }
  }
  finishMove(s, c, u, m.check, m.facing, opts, startEngaged)
  return undefined
}

/** The failed disengage: stop where it is, or take damage equal to the roll and go. */
export function resolveDisengage(s: BattleState, c: BattleCtx, choice: unknown): RuleError | undefined {
  const f = s.stack[s.stack.length - 1]
  if (f?.t !== 'disengage') return { code: 'gunframe/no_disengage', message: 'Nothing to decide.' }
  if (choice !== 'stop' && choice !== 'take-damage')
    return { code: 'gunframe/bad_choice', message: 'Choose stop or take-damage.' }
  s.stack.pop()
  const u = s.units.find((x) => x.id === f.unit) as BattleUnit
  const opts = { reaction: f.reaction, first: f.first }
  if (choice === 'stop') {
    c.emit({ type: 'MoveStopped', unit: u.id })
    completed(s, u, opts, f.startEngaged, [])
    return undefined
  }
  if (applyDamage(s, c, u, f.roll, 'disengage')) return undefined
  const m = checkMove(s, c, u, f.path, f.facing)
  if (!m.ok) return m.error
  finishMove(s, c, u, m.check, m.facing, opts, f.startEngaged)
  return undefined
}

function finishMove(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  check: MoveCheck,
  facing: number,
  opts: MoveOpts,
  startEngaged: string[],
): void {
  const from = u.pos
  const stood = u.knockedDown
  u.pos = { x: check.end.x, y: check.end.y }
  u.facing = facing
  u.elevation = check.endElevation
  u.knockedDown = false
  c.emit({ type: 'UnitMoved', unit: u.id, from, to: u.pos, facing, cost: check.cost, stood })
  for (const feature of check.dangerousEntered) {
    const { roll, success } = pilotSkillRoll(c, u, `dangerous:${feature}`)
    if (!success && applyDamage(s, c, u, roll, feature)) return
  }
  completed(s, u, opts, startEngaged, check.engagedWith)
}

function completed(
  s: BattleState,
  u: BattleUnit,
  opts: MoveOpts,
  startEngaged: string[],
  endEngaged: string[],
): void {
  if (!opts.reaction && opts.first) {
    const f = s.stack.findLast((x): x is ActivationFrame => x.t === 'activation' && x.unit === u.id)
    if (f) f.chargeTargets = endEngaged.filter((id) => !startEngaged.includes(id))
  }
  if (u.status === 'table')
    s.stack.push({ t: 'react', trigger: { type: 'moved', by: u.id }, seat: other(s, u.side) })
}
