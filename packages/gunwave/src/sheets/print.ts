/** A printable plain-text sheet (pilot beside mecha), the same facts the table shows. */
import { BACKGROUNDS, RACES, SPECIALTIES, traitById, weaponById } from '../data/starter.ts'
import type { Sheet } from './schema.ts'

export function printSheet(s: Sheet): string {
  const p = s.pilot
  const m = s.mecha
  const lines = [
    `PILOT  ${p.name} (${p.gender || '—'}, ${RACES[p.race].name}, ${SPECIALTIES[p.specialty].name})`,
    `  Body ${p.body}  Brains ${p.brains}  Charisma ${p.charisma}  Piloting ${p.piloting}`,
    `  Skills: ${
      Object.entries(p.skills)
        .map(([k, v]) => `${k} ${v}D`)
        .join(', ') || '—'
    }`,
    `  Traits: ${p.traits.map((t) => `${traitById(t)?.name ?? t} [${traitById(t)?.frequency ?? '?'}]`).join(', ') || '—'}`,
    `  Background: ${BACKGROUNDS[p.background].name} (${traitById(BACKGROUNDS[p.background].trait)?.name})`,
    `MECHA  ${m.name} (${m.type})  Armor ${m.armor}  Energy ${m.energy}  Speed ${m.speed}`,
    ...m.weapons.map((w, i) => {
      const d = weaponById(w.weapon)
      const extra = w.ammo ? ` ammo ${w.ammo}` : w.grenades ? ` [${w.grenades.join(', ')}]` : ''
      return `  W${i + 1} ${d?.name ?? w.weapon}: ${d?.dice}D, Power ${d?.power}, range ${d?.range}${extra}`
    }),
    `  Traits: ${m.traits.map((t) => traitById(t)?.name ?? t).join(', ') || '—'}`,
  ]
  return lines.join('\n')
}
