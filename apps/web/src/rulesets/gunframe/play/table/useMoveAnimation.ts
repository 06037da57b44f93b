/**
 * Moves and dodges slide along their path after they happen, so a bot's (or the other player's)
 * move can be followed. Only the moving unit's drawn position changes; the state is already final.
 */
import type { Vec } from '@sortie/engine'
import type { BattleEvent, BattleEventOf } from '@sortie/gunframe/battle'
import { useEffect, useMemo, useState } from 'react'
import type { Logged } from '../../../../shell/module.ts'
import type { BattleDecision } from '../../engine.ts'
import { dist } from './tools.ts'

type LoggedEvent = Logged<BattleEvent>

interface Anim {
  unit: string
  path: Vec[]
  facing: number
  t0: number
  dur: number
}

/** Where a unit is drawn at fraction `k` of its path, facing along the leg it is on. */
function along(anim: Anim, k: number): { pos: Vec; facing: number } {
  const segs = anim.path.slice(1).map((p, i) => dist(anim.path[i]!, p))
  const total = segs.reduce((a, b) => a + b, 0)
  let left = k * total
  let pos = anim.path[0]!
  let facing = anim.facing
  for (let i = 0; i < segs.length; i++) {
    const a = anim.path[i]!
    const b = anim.path[i + 1]!
    if (left <= segs[i]! || i === segs.length - 1) {
      const f = segs[i]! ? Math.min(1, left / segs[i]!) : 1
      pos = { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f }
      if (k < 1 && segs[i]!) facing = Math.atan2(b.y - a.y, b.x - a.x)
      break
    }
    left -= segs[i]!
  }
  return { pos, facing }
}

/**
 * @param pace 0 turns animation off; 1 is normal, below 1 faster, above slower.
 * @returns drawn positions overriding the state's while a slide plays, and whether one plays.
 */
export function useMoveAnimation(
  last: readonly LoggedEvent[],
  lastDecision: BattleDecision | undefined,
  pace: number,
) {
  const [anim, setAnim] = useState<Anim | null>(null)
  const [now, setNow] = useState(0)

  useEffect(() => {
    const moved = last.find(
      (e): e is Logged<BattleEventOf<'UnitMoved' | 'Dodged'>> =>
        e.type === 'UnitMoved' || e.type === 'Dodged',
    )
    if (!moved || pace === 0) return
    const d = lastDecision as { path?: Vec[] } | undefined
    const { from, to } = moved
    const path = d?.path && d.path.length > 1 ? [...d.path.slice(0, -1), to] : [from, to]
    let len = 0
    for (let i = 1; i < path.length; i++) len += dist(path[i - 1]!, path[i]!)
    const dur = Math.min(900, Math.max(250, len * 90)) * pace
    setAnim({
      unit: moved.unit,
      path,
      facing: 'facing' in moved ? moved.facing : 0,
      t0: performance.now(),
      dur,
    })
  }, [last, lastDecision, pace])

  useEffect(() => {
    if (!anim) return
    let raf = 0
    const tick = () => {
      const t = performance.now()
      setNow(t)
      if (t - anim.t0 >= anim.dur) setAnim(null)
      else raf = requestAnimationFrame(tick)
    }
    raf = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(raf)
  }, [anim])

  const positions = useMemo(() => {
    if (!anim) return undefined
    const k = Math.min(1, Math.max(0, (now - anim.t0) / anim.dur))
    return { [anim.unit]: along(anim, k) }
  }, [anim, now])

  return { positions, animating: !!anim }
}
