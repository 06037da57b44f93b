/** The example-unit catalogue with builder-computed points (`sortie units mechastellar --json`). */
import { UNITS } from './data.ts'
import { unitPoints } from './roster.ts'

export function catalogue() {
  return UNITS.map((u) => ({
    id: u.id,
    name: u.name,
    type: u.type,
    level: u.level,
    frame: u.frame,
    performance: u.performance,
    size: u.size,
    hp: u.hp,
    move: u.move,
    points: unitPoints(u),
    critical: unitPoints(u) >= 300,
    weapons: u.weapons.map(
      (w) =>
        `${w.name} ${w.atk}d10+${w.hits} DMG ${w.dmg}${w.pen ? ` PEN ${w.pen}${w.penKind && w.penKind !== 'normal' ? w.penKind : ''}` : ''}`,
    ),
    projectDefaults: u.projectDefaults,
    source: u.source,
  }))
}
