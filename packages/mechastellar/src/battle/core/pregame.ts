/**
 * Before the first round: naming the Mission Commanders (MS-CMD-DESIGNATE) and re-facing after
 * deployment (MS-DEPLOY-FACING).
 *
 * Commanders are named once both forces are known, so a side whose force file names none picks at
 * the table; both sides pick at once (a prompt naming both seats), each pick sealed in the state
 * until the other side has picked too (`view` hides it). A force file that names a commander keeps
 * it with no question, so setups and saved games from before this step play as they did.
 *
 * Re-facing: once the last unit is placed, each side in turn — the side that deployed first, then
 * the other — may turn any of its units to any facing, then says it is done; the roll-off follows.
 */
import { dist, type ReduceContext, type RuleError, type Seat, type Vec } from '@sortie/engine'
import { live, unitOf } from '../actions/geometry.ts'
import type { Decision, MsEvent, Prompt } from './messages.ts'
import { rollOff } from './turn.ts'
import type { MsSetup, MsState, Side, UnitState } from './types.ts'
import { aheadFacing, other, SIDES } from './types.ts'

const e = (code: string, message: string): RuleError => ({ code: `mechastellar/${code}`, message })

/** What `view` shows of the other side's pick before both are revealed. */
export const SEALED = 'sealed'

/** The side names its commander at the table when its force file names none. */
export const namesAtTable = (setup: MsSetup, side: Side): boolean =>
  setup.reface === true && setup.forces[side].commander === undefined

export function commanderPrompt(s: MsState): Prompt | null {
  const open = SIDES.filter((x) => s.naming?.[x] === null)
  const first = open[0]
  return first ? { seat: first, seats: open, kind: 'commander' } : null
}

export function commanderLegal(s: MsState, seats: readonly Side[]): Decision[] {
  const out: Decision[] = []
  for (const seat of seats)
    for (const u of s.units) if (u.side === seat) out.push({ seat, kind: 'commander', unit: u.id })
  return out
}

/** One side's sealed pick; the second pick reveals both and deployment begins. */
export function nameCommander(s: MsState, d: Decision, ctx: ReduceContext<MsEvent>): RuleError | undefined {
  if (d.kind !== 'commander') return e('wrong_decision', `A ${d.kind} decision does not answer this prompt.`)
  const side = d.seat as Side
  const naming = s.naming
  if (!naming || naming[side] !== null) return e('not_naming', 'This side has no commander to name now.')
  const u = unitOf(s, d.unit)
  if (!u || u.side !== side) return e('bad_commander', 'Name one of your own units as Mission Commander.')
  naming[side] = u.id
  if (SIDES.some((x) => naming[x] === null)) return undefined
  for (const x of SIDES)
    if (namesAtTable(s.setup, x)) {
      s.commander[x] = naming[x] as string
      ctx.emit({ type: 'CommanderNamed', side: x, unit: naming[x] as string })
    }
  delete s.naming
  s.phase = 'deploy'
  return undefined
}

/** After the last unit is placed: the re-facing step when the setup has it, else the roll-off. */
export function afterDeployment(s: MsState, ctx: ReduceContext<MsEvent>): void {
  if (s.setup.reface) {
    s.phase = 'facing'
    s.refacing = [s.deployer, other(s.deployer)]
    return
  }
  rollOff(s, ctx)
}

const onTable = (s: MsState, side: Side): UnitState[] => live(s).filter((u) => u.side === side)

export function facePrompt(s: MsState): Prompt | null {
  const side = s.refacing?.[0]
  return side ? { seat: side, kind: 'face', units: onTable(s, side).map((u) => u.id) } : null
}

const heading = (from: Vec, to: Vec): number =>
  Math.round(((Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI + 360) % 360) % 360

/** The facing that points the unit at the nearest enemy on the table (null when none). */
export function towardNearestEnemy(s: MsState, u: UnitState): number | null {
  if (!u.pos) return null
  const from = u.pos
  const foes = live(s).filter((x) => x.side !== u.side && x.pos)
  foes.sort((a, b) => dist(from, a.pos as Vec) - dist(from, b.pos as Vec))
  const near = foes[0]
  return near?.pos ? heading(from, near.pos) : null
}

const sameFacing = (a: number, b: number): boolean => Math.abs(((a - b + 540) % 360) - 180) < 1

/** A few useful facings for bots and buttons: at the nearest enemy, at the table centre, straight ahead. */
export function faceOptions(s: MsState, u: UnitState): number[] {
  if (!u.pos) return []
  const centre = { x: s.setup.table.width / 2, y: s.setup.table.depth / 2 }
  const ahead = aheadFacing(s.setup, u.side)
  const out: number[] = []
  for (const f of [
    towardNearestEnemy(s, u),
    dist(u.pos, centre) > 0.5 ? heading(u.pos, centre) : null,
    ahead,
  ])
    if (f !== null && !sameFacing(f, u.facing) && !out.some((o) => sameFacing(o, f))) out.push(f)
  return out
}

export function faceLegal(s: MsState, seat: Seat, units: readonly string[]): Decision[] {
  const out: Decision[] = [{ seat, kind: 'face-done' }]
  for (const id of units) {
    const u = unitOf(s, id)
    if (u) for (const facing of faceOptions(s, u)) out.push({ seat, kind: 'face', unit: id, facing })
  }
  return out
}

/** Re-faces one unit (any facing: the step has no 90° limit), or ends the side's re-facing. */
export function reface(s: MsState, d: Decision, ctx: ReduceContext<MsEvent>): RuleError | undefined {
  const side = d.seat as Side
  if (s.refacing?.[0] !== side) return e('not_your_turn', 'The other side is re-facing its units.')
  if (d.kind === 'face-done') {
    s.refacing.shift()
    if (s.refacing.length === 0) {
      delete s.refacing
      rollOff(s, ctx)
    }
    return undefined
  }
  if (d.kind !== 'face') return e('wrong_decision', `A ${d.kind} decision does not answer this prompt.`)
  const u = unitOf(s, d.unit)
  if (!u || u.side !== side || u.destroyed || !u.pos)
    return e('bad_unit', 'Re-face one of your units on the table.')
  if (typeof d.facing !== 'number' || !Number.isFinite(d.facing))
    return e('bad_facing', 'Give the facing in degrees.')
  u.facing = ((Math.round(d.facing) % 360) + 360) % 360
  ctx.emit({ type: 'Faced', unit: u.id, facing: u.facing })
  return undefined
}

/** What one seat may see: the other side's commander pick stays sealed until both have picked. */
export function viewOf(s: MsState, seat: Seat): MsState {
  const naming = s.naming
  if (!naming) return s
  const shown = { ...naming }
  for (const x of SIDES) if (x !== seat && shown[x] !== null) shown[x] = SEALED
  return { ...s, naming: shown }
}
