/**
 * A finite, small list of decisions for the seats the prompt names (bots, fuzzers, the table's
 * quick buttons). Movement is offered as a few useful squares (toward each enemy, next to it, away
 * from the nearest); `apply` accepts any valid square. The narrator's tools are listed as a bounded,
 * representative set (narrator-legal.ts) whenever the narrator is asked. Ejecting is listed for
 * each pilot aboard that the prompt waits on (§6.5.8: any time; the table offers only what is
 * listed), after that pilot's orders; the bots leave it alone (GW-BOT-EJECT). Declaring an
 * unconscious pilot dead (§6.6.1) is listed for every seat the prompt names, after its other
 * decisions; a seat named only for that gets `pass` first (GW-RULING-DEATH-WINDOW), and the bots
 * always pass (GW-BOT-DEATH). Self-destruct, aimed
 * subsystems and messages are accepted by `apply` but not listed, so random bots do not wander
 * into them.
 */
import { handheldById, weaponById } from '../data/starter.ts'
import { checkEject } from './eject.ts'
import { narratorActs } from './narrator-legal.ts'
import { checkOrder } from './orders.ts'
import { declarable, pendingActors, promptOf } from './prompt.ts'
import { activeWeapons, enemiesOf, isRanged, moveAllowance, present } from './queries.ts'
import { traitsOf } from './traits.ts'
import {
  type Action,
  type GwDecision,
  type GwState,
  type MechaState,
  type Minor,
  NARRATOR,
  type PilotState,
} from './types.ts'
import { gap, type Pos, samePos, steps } from './zones.ts'

function clampTo(s: GwState, p: Pos): Pos {
  return {
    x: Math.max(0, Math.min(s.scene.width - 1, p.x)),
    y: Math.max(0, Math.min(s.scene.height - 1, p.y)),
  }
}

/** The square `n` steps from `from` toward `to` (king moves). */
export function toward(from: Pos, to: Pos, n: number): Pos {
  const dx = Math.sign(to.x - from.x) * Math.min(n, Math.abs(to.x - from.x))
  const dy = Math.sign(to.y - from.y) * Math.min(n, Math.abs(to.y - from.y))
  return { x: from.x + dx, y: from.y + dy }
}

function moveOptions(s: GwState, m: MechaState): Pos[] {
  const n = moveAllowance(s, m)
  const out: Pos[] = [m.pos]
  if (n <= 0) return out
  const foes = enemiesOf(s, m).sort((a, b) => gap(a.pos, m.pos) - gap(b.pos, m.pos))
  for (const f of foes.slice(0, 3)) {
    const d = steps(m.pos, f.pos)
    out.push(toward(m.pos, f.pos, Math.min(n, Math.max(0, d - 1))))
    out.push(toward(m.pos, f.pos, Math.min(n, Math.max(0, d - 3))))
  }
  const near = foes[0]
  if (near)
    out.push(
      clampTo(s, {
        x: m.pos.x + Math.sign(m.pos.x - near.pos.x) * n,
        y: m.pos.y + Math.sign(m.pos.y - near.pos.y) * n,
      }),
    )
  const uniq: Pos[] = []
  for (const p of out) if (!uniq.some((q) => samePos(p, q))) uniq.push(p)
  return uniq
}

function mechaActions(s: GwState, p: PilotState, m: MechaState): Action[] {
  const out: Action[] = [{ type: 'skip' }]
  const foes = enemiesOf(s, m)
  for (const to of moveOptions(s, m)) {
    const move = samePos(to, m.pos) ? undefined : to
    if (move) out.push({ type: 'move-fire', move })
    for (const w of activeWeapons(m)) {
      const def = weaponById(w.weapon)
      if (!def || def.kind === 'heat-shield') continue
      const dual =
        (p.sheet.skills['dual-mecha-weapons'] ?? 0) > 0
          ? activeWeapons(m).find((x) => x.slot !== w.slot && isRanged(x) === isRanged(w))
          : undefined
      for (const f of foes) {
        const fire = isRanged(w)
          ? m.lock
            ? { weapon: w.slot, target: m.lock.target }
            : { weapon: w.slot, at: f.pos }
          : { weapon: w.slot, target: f.id }
        out.push({ type: 'move-fire', ...(move ? { move } : {}), fire })
        if (dual && dual.slot > w.slot)
          out.push({ type: 'move-fire', ...(move ? { move } : {}), fire: { ...fire, second: dual.slot } })
      }
    }
  }
  for (const t of traitsOf(p, m)) {
    if (t.target === 'self') out.push({ type: 'trait', trait: t.id })
    else if (t.target === 'enemy')
      for (const f of foes) out.push({ type: 'trait', trait: t.id, target: f.id })
  }
  if (m.armor <= m.armorMax - 3) out.push({ type: 'repair', what: 'armor' })
  for (const part of m.brokenParts) out.push({ type: 'repair', what: part })
  if (!m.lock) for (const f of foes) out.push({ type: 'lock', target: f.id })
  for (const f of foes) out.push({ type: 'grab', target: f.id })
  out.push({ type: 'break-free' })
  return out
}

function footActions(s: GwState, p: PilotState): Action[] {
  const out: Action[] = [{ type: 'skip' }]
  const mecha = Object.values(s.mecha).filter((m) => present(m) && !m.disabled)
  const friend = mecha
    .filter((m) => m.side === p.side)
    .sort((a, b) => gap(a.pos, p.pos) - gap(b.pos, p.pos))[0]
  if (friend && steps(friend.pos, p.pos) > 1)
    out.push({ type: 'move-fire', move: toward(p.pos, friend.pos, 1) })
  for (const id of p.sheet.handheld) {
    if (!handheldById(id)) continue
    for (const q of Object.values(s.pilots))
      if (q.side !== p.side && !q.in && !q.dead)
        out.push({ type: 'move-fire', fire: { weapon: id, target: q.id } })
  }
  for (const m of Object.values(s.mecha)) {
    if (!present(m) || gap(m.pos, p.pos) > 0) continue
    if (m.side === p.side && !p.hanging) out.push({ type: 'hang-on', target: m.id })
    out.push({ type: 'board', target: m.id })
  }
  // The pilot's own traits go with them (§4); checkOrder drops what cannot be used on foot.
  const foes = Object.values(s.mecha).filter((m) => present(m) && m.side !== p.side && !m.hidden)
  for (const t of traitsOf(p, null)) {
    if (t.target === 'self') out.push({ type: 'trait', trait: t.id })
    else if (t.target === 'enemy')
      for (const f of foes) out.push({ type: 'trait', trait: t.id, target: f.id })
  }
  return out
}

export function actionsFor(s: GwState, p: PilotState): Action[] {
  const m = p.in ? s.mecha[p.in] : undefined
  const all = m ? mechaActions(s, p, m) : footActions(s, p)
  // A self-destruct counting down where this pilot can reach it may be worked on (§6.5.9).
  for (const t of Object.values(s.mecha)) if (t.selfDestruct) all.push({ type: 'disarm', target: t.id })
  return all.filter((a) => !checkOrder(s, p, a))
}

export function minorsFor(s: GwState, p: PilotState): Minor[] {
  const out: Minor[] = [{ type: 'none' }]
  const m = p.in && !p.passengerIn ? s.mecha[p.in] : undefined
  if (!m || (m.disabled && !s.options.operationalDisabled)) return out
  const active = activeWeapons(m)
  // Putting a weapon away saves its Power every turn (§6.4).
  if (active.length > 1) for (const a of active) out.push({ type: 'swap', deactivate: a.slot })
  for (const w of m.weapons) {
    if (w.active || w.lost || weaponById(w.weapon)?.kind === 'heat-shield') continue
    if (active.length < m.arms) out.push({ type: 'swap', activate: w.slot })
    for (const a of active) out.push({ type: 'swap', deactivate: a.slot, activate: w.slot })
  }
  for (const w of m.weapons) {
    const def = weaponById(w.weapon)
    if (
      def?.kind === 'ballistic' &&
      def.ammo &&
      !w.lost &&
      (w.loaded ?? 0) < def.ammo.load &&
      m.ammoStore[w.ammo ?? 'standard'] > 0
    )
      out.push({ type: 'reload', slot: w.slot })
  }
  if (m.grabbing) out.push({ type: 'sustain-grab' }, { type: 'end-grab' })
  // GW-CMB-LOCK: the lock may be let go (the only way to fire at anyone else, §6.5.4).
  if (m.lock) out.push({ type: 'break-lock' })
  for (const part of m.brokenParts)
    if (p.sheet.specialty === 'scavenger' && m.repairOps > 0) out.push({ type: 'repair-part', part })
  for (const q of Object.values(s.pilots))
    if (!q.in && !q.dead && !q.hanging && q.side === p.side && gap(q.pos, m.pos) === 0)
      out.push({ type: 'pick-up', pilot: q.id })
  return out
}

export function legalOf(s: GwState): GwDecision[] {
  const prompt = promptOf(s)
  if (!prompt) return []
  const tools = (): GwDecision[] =>
    narratorActs(s).map((act) => ({ seat: NARRATOR, kind: 'narrate' as const, act }))
  if (prompt.kind === 'paused') return tools()
  const out: GwDecision[] = []
  const pending = pendingActors(s)
  for (const id of pending) {
    const p = s.pilots[id]
    if (!p) continue
    if (prompt.kind === 'orders')
      for (const action of actionsFor(s, p)) out.push({ seat: p.seat, kind: 'order', actor: p.id, action })
    else for (const act of minorsFor(s, p)) out.push({ seat: p.seat, kind: 'minor', actor: p.id, act })
    // In either phase: the prompt's windows are the only moments a seat decides (GW-RULING-EJECT-WINDOW).
    if (!checkEject(s, p)) out.push({ seat: p.seat, kind: 'eject', actor: p.id })
  }
  if (
    prompt.kind === 'orders' &&
    prompt.seats.includes('narrator') &&
    !pending.some((id) => s.pilots[id]?.seat === 'narrator')
  )
    out.push({ seat: 'narrator', kind: 'ready' })
  for (const seat of prompt.optional ?? []) out.push({ seat, kind: 'pass' })
  for (const id of declarable(s)) {
    const seat = s.pilots[id]?.seat
    if (seat && prompt.seats.includes(seat)) out.push({ seat, kind: 'declare-death', actor: id })
  }
  // The narrator's tools come last, so a seat's first legal decision is still an order.
  if (prompt.seats.includes(NARRATOR)) out.push(...tools())
  return out
}
