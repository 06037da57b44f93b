/**
 * Mending a subsystem (§6.5.10): one repair operation returns a broken part to full working
 * order, whether it is spent as the action or as a scavenger's minor action. Both paths share
 * these two functions so they cannot drift apart.
 */
import type { MechaState, Part } from './types.ts'

/** Whether the part is out of action now (an arm counts while a weapon is lost with it, §6.5.5). */
export function partBroken(m: MechaState, part: Part): boolean {
  return part === 'arm' ? m.weapons.some((w) => w.lost) : m.brokenParts.includes(part)
}

/**
 * Undo the part's breaking: its effect is reversed and its hits forgotten, so it again takes its
 * full hits to disable (a mended cockpit needs three new hits, not one). A mended reactor leaves
 * Energy where it is (project reading, unchanged here).
 */
export function restorePart(m: MechaState, part: Part): void {
  if (part === 'arm') {
    const w = m.weapons.find((x) => x.lost)
    if (w) w.lost = false
    m.arms++
  } else m.brokenParts = m.brokenParts.filter((x) => x !== part)
  delete m.partHits[part]
  if (part === 'coolant') delete m.overheatIn
  if (part === 'leg') m.speed = Math.min(m.speedBase, m.speed + 2)
}
