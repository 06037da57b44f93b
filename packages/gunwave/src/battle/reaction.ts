/**
 * The reaction phase (§6.2). Shots at squares land first, all together (GW-RULING-RANGED-TIMING).
 * Then each NPC in turn — highest pilot rank first, ties to the one with more attackers — resolves
 * together with every player attacking it. Then everything else (players not attacking an NPC,
 * locks, repairs, self traits, self-destruct). A mecha knocked out in an earlier group loses its
 * attack (GW-RULING-LATE-GROUP).
 */
import { DEFAULTS } from '../data/starter.ts'
import {
  type Deferred,
  explosionAttacks,
  fireAttack,
  noAttack,
  personalAttack,
  speedAttack,
  traitAttack,
} from './attack.ts'
import { type Ctx, endGrab, explode, killPilot } from './damage.ts'
import { activeWeapons, isRanged, operational, present } from './queries.ts'
import { restorePart } from './repair.ts'
import type { Action, GwState, PilotState } from './types.ts'
import { gap } from './zones.ts'

const shootsSquare = (s: GwState, p: PilotState, a: Action): boolean => {
  if (a.type !== 'move-fire' || !a.fire || typeof a.fire.weapon !== 'number') return false
  const m = p.in ? s.mecha[p.in] : undefined
  const w = m && activeWeapons(m).find((x) => x.slot === (a.fire?.weapon as number))
  return !!m && !!w && isRanged(w) && !m.lock
}

/** The mecha an order attacks, if it names one. */
function targetOf(a: Action): string | null {
  if (a.type === 'move-fire') return a.fire?.target ?? null
  if (a.type === 'trait' || a.type === 'grab') return a.target ?? null
  return null
}

/** Whether this pilot can still carry out its order now. */
function canAct(s: GwState, p: PilotState): boolean {
  if (p.dead || p.unconscious) return false
  const m = p.in ? s.mecha[p.in] : undefined
  return !m || operational(s, m)
}

function resolveOne(s: GwState, p: PilotState, a: Action, ctx: Ctx): Deferred[] {
  const m = p.in ? s.mecha[p.in] : undefined
  if (!m) {
    if (a.type === 'move-fire' && a.fire) return personalAttack(s, p, a.fire, ctx)
    // A pilot's own traits work on foot; only equipment needs mounting (§4).
    if (a.type === 'trait') return traitAttack(s, p, null, a, ctx)
    return []
  }
  switch (a.type) {
    case 'move-fire': {
      if (!a.fire) return []
      return fireAttack(s, p, m, a.fire, ctx)
    }
    case 'trait':
      return traitAttack(s, p, m, a, ctx)
    case 'grab': {
      const t = s.mecha[a.target]
      // Contact is judged after everyone has moved: a target that stepped away is not caught
      // (GW-RULING-REACH); a failed try is logged, never dropped silently.
      const why =
        !t || !present(t) || gap(t.pos, m.pos) > 0
          ? 'target out of reach'
          : t.grabbedBy
            ? 'target already held'
            : m.grabbing || m.grabbedBy
              ? 'already in a grab'
              : undefined
      if (why || !t) {
        noAttack(ctx, 'grab', m.id, a.target, why ?? 'target out of reach')
        return []
      }
      const ok = speedAttack(s, p, m, t, ctx)
      return ok
        ? [
            () => {
              m.grabbing = t.id
              m.grabTurn = s.turn
              t.grabbedBy = m.id
              ctx.emit({ type: 'Grabbed', by: m.id, mecha: t.id })
            },
          ]
        : []
    }
    case 'break-free': {
      const g = m.grabbedBy ? s.mecha[m.grabbedBy] : undefined
      if (!g) return []
      // A holder no longer touching (the pair was pulled apart) holds nothing: free without a roll.
      if (!present(g) || gap(g.pos, m.pos) > 0) return [() => endGrab(s, g, ctx)]
      return speedAttack(s, p, m, g, ctx) ? [() => endGrab(s, g, ctx)] : []
    }
    default:
      return []
  }
}

/** Orders that change the actor's own state; applied after the attacks. */
function resolveOwn(s: GwState, p: PilotState, a: Action, ctx: Ctx): Deferred[] {
  const m = p.in ? s.mecha[p.in] : undefined
  switch (a.type) {
    case 'lock':
      return m
        ? [
            () => {
              m.lock = { target: a.target, since: s.turn }
              ctx.emit({ type: 'Locked', by: m.id, target: a.target })
            },
          ]
        : []
    case 'repair':
      return m
        ? [
            () => {
              // Disabled earlier in this reaction phase (possible only under the optional rule,
              // which keeps it acting): no repair operation now, and none spent
              // (GW-RULING-DISABLED-REPAIR).
              if (m.disabled) {
                ctx.emit({
                  type: 'OrderLost',
                  actor: p.id,
                  what: `repair ${a.what}`,
                  why: 'the mecha is disabled',
                })
                return
              }
              m.repairOps--
              if (a.what === 'armor') m.armor = Math.min(m.armorMax, m.armor + DEFAULTS.repairArmor)
              else restorePart(m, a.what)
              ctx.emit({ type: 'Repaired', mecha: m.id, what: a.what, armor: m.armor })
            },
          ]
        : []
    case 'self-destruct':
      return m
        ? [
            () => {
              m.selfDestruct = { engaged: s.turn, at: s.turn + a.delay }
              p.selfDestructEngaged = s.turn
              ctx.emit({ type: 'SelfDestructEngaged', mecha: m.id, at: s.turn + a.delay })
            },
          ]
        : []
    case 'disarm': {
      const t = s.mecha[a.target]
      const sd = t?.selfDestruct
      if (!t || !sd || t.destroyed) return []
      return [
        () => {
          // One turn of work counts a turn, however many hands are on it.
          if (sd.workTurn === s.turn || !t.selfDestruct) return
          sd.workTurn = s.turn
          sd.work = (sd.work ?? 0) + 1
          const need = sd.need ?? DEFAULTS.disarmTurns
          ctx.emit({ type: 'DisarmWork', mecha: t.id, by: p.id, work: sd.work, need })
          if (sd.work >= need) {
            delete t.selfDestruct
            ctx.emit({ type: 'SelfDestructDisarmed', mecha: t.id, by: p.id })
          }
        },
      ]
    }
    case 'escape-gravity':
      return m
        ? [
            () => {
              m.left = true
            },
          ]
        : []
    case 'hang-on': {
      const t = s.mecha[a.target]
      return t
        ? [
            () => {
              const was = p.hanging ? s.mecha[p.hanging] : undefined
              if (was) was.hangers = was.hangers.filter((x) => x !== p.id)
              p.hanging = t.id
              t.hangers.push(p.id)
              p.pos = { ...t.pos }
              ctx.emit({ type: 'Boarded', pilot: p.id, mecha: t.id, as: 'hanger' })
            },
          ]
        : []
    }
    case 'board': {
      const t = s.mecha[a.target]
      if (!t) return []
      return [
        () => {
          if (p.hanging) {
            const h = s.mecha[p.hanging]
            if (h) h.hangers = h.hangers.filter((x) => x !== p.id)
            p.hanging = null
          }
          if (!t.pilot) {
            t.pilot = p.id
            p.in = t.id
            // Experience is kept by mecha name on the sheet (a model such as "Grunt suit"), so a
            // pilot who has flown one of these is familiar with this one too (§7.9).
            p.familiar[t.id] ??= Object.hasOwn(p.sheet.experience, t.name)
              ? (p.sheet.experience[t.name] ?? 0)
              : 0
            ctx.emit({ type: 'Boarded', pilot: p.id, mecha: t.id, as: 'pilot' })
          } else if (!t.passenger) {
            t.passenger = p.id
            p.passengerIn = t.id
            p.in = t.id
            ctx.emit({ type: 'Boarded', pilot: p.id, mecha: t.id, as: 'passenger' })
          }
        },
      ]
    }
    default:
      return []
  }
}

/** Self-destruct going off now: blast, then the mecha and anyone still aboard (§6.5.9). */
export function detonate(s: GwState, id: string, ctx: Ctx): void {
  const m = s.mecha[id]
  if (!m || m.destroyed) return
  const blast = explosionAttacks(s, m, ctx)
  for (const d of blast) d()
  for (const pid of [m.pilot, m.passenger]) {
    const p = pid ? s.pilots[pid] : undefined
    if (p) killPilot(s, p, 'inside a self-destructing mecha', ctx)
  }
  explode(s, m, ctx)
}

export function resolveReaction(s: GwState, ctx: Ctx, preloaded: Deferred[]): void {
  ctx.emit({ type: 'PhaseStarted', phase: 'reaction', turn: s.turn })
  const orders = Object.keys(s.orders)
    .sort()
    .map((id) => ({ p: s.pilots[id] as PilotState, a: s.orders[id] as Action }))
  const done = new Set<string>()
  const run = (group: { p: PilotState; a: Action }[], before: Deferred[] = []) => {
    const deferred = [...before]
    for (const { p, a } of group) {
      done.add(p.id)
      if (canAct(s, p)) deferred.push(...resolveOne(s, p, a, ctx))
    }
    for (const d of deferred) d()
  }
  // 1. Shots at squares, all at once.
  run(
    orders.filter(({ p, a }) => shootsSquare(s, p, a)),
    preloaded,
  )
  // 2. NPC by NPC.
  const npcs = orders.filter(({ p }) => p.side === 'npcs' && p.in)
  const attackersOf = (mid: string) =>
    orders.filter(({ p, a }) => p.side === 'players' && !done.has(p.id) && targetOf(a) === mid).length
  const ranked = npcs
    .map(({ p }) => ({ p, rank: p.sheet.piloting, n: attackersOf(p.in as string) }))
    .sort((x, y) => y.rank - x.rank || y.n - x.n || (x.p.id < y.p.id ? -1 : 1))
  for (const { p } of ranked) {
    const mid = p.in as string
    const group = orders.filter(
      ({ p: q, a }) => !done.has(q.id) && (q.id === p.id || (q.side === 'players' && targetOf(a) === mid)),
    )
    run(group)
  }
  // 3. Everyone else's attacks, then every order that changes its own side of the board.
  run(orders.filter(({ p }) => !done.has(p.id)))
  const own: Deferred[] = []
  for (const { p, a } of orders)
    if (canAct(s, p) || a.type === 'self-destruct' || (a.type === 'disarm' && !p.dead && !p.unconscious))
      own.push(...resolveOwn(s, p, a, ctx))
  for (const d of own) d()
  // An immediate self-destruct goes off now, with the pilot aboard (§6.5.9).
  for (const m of Object.values(s.mecha))
    if (m.selfDestruct && m.selfDestruct.at === s.turn && !m.destroyed) detonate(s, m.id, ctx)
}
