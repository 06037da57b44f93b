/**
 * Declaring a target and rolling (seed, "Target Designation", "Roll Dicepool"): a hostile frame or
 * a structure that is cover, with the band of the weapon used; never a station or a friendly
 * frame. The target may be out of range now. A frame activated by an attack declares too, before
 * it rolls, as the turn sequence puts it (MF-RULING-COMBAT-TARGET).
 */
import type { ReduceContext, RuleError } from '@sortie/engine'
import { hasWeapon } from '../../units/index.ts'
import { hazardStrikes, isCover } from '../geo.ts'
import type { FzDecision, FzEvent, FzState } from '../types.ts'
import { fail, frameById, isError, turnAt } from './context.ts'
import { rollPool } from './pool.ts'

type Declare = Extract<FzDecision, { kind: 'declare' }>

export function declareError(s: FzState, d: Declare): RuleError | undefined {
  const me = frameById(s, d.frame)
  if (!me) return fail('no_frame', `No frame ${d.frame}.`)
  if (!d.target)
    return d.band ? fail('band_without_target', 'A band is declared only with a target.') : undefined
  if (!d.band) return fail('no_band', 'Declare the range band of the weapon used.')
  if (d.band !== 'h' && !hasWeapon(me.systems, d.band) && !(d.band === 'd' && me.ssr > 0))
    return fail('no_weapon', `${me.name} has no weapon for that range.`)
  if (d.target.kind === 'frame') {
    const t = frameById(s, d.target.id)
    if (!t || t.destroyed || !t.pos) return fail('no_target', `${d.target.id} is not on the table.`)
    if (t.seat === me.seat) return fail('friendly_target', 'Your own frames cannot be targeted.')
    return undefined
  }
  const id = d.target.id
  const c = s.cover.find((x) => x.id === id)
  if (!c || !isCover(c)) return fail('not_cover', `${id} is not a structure that counts as cover.`)
  return undefined
}

export function reduceDeclare(s: FzState, d: Declare, ctx: ReduceContext<FzEvent>): RuleError | undefined {
  const t = turnAt(s, d.frame, 'declare')
  if (isError(t)) return t
  const e = declareError(s, d)
  if (e) return e
  const me = frameById(s, d.frame)!
  t.target = d.target ? { ...d.target } : null
  t.band = d.target ? d.band : null
  ctx.emit({ type: 'Declared', frame: d.frame, target: t.target, band: t.band })
  const hazard = hazardStrikes(s, me)
  t.pool = rollPool(me, ctx.dice, hazard)
  ctx.emit({
    type: 'PoolRolled',
    frame: d.frame,
    dice: t.pool.map((x) => ({ ...x })),
    ...(hazard ? { hazard: true } : {}),
  })
  t.step = 'assign'
  return undefined
}
