/** Mecha types of the starter catalogue: Armor, Energy, Speed and arms (§2; project defaults). */

export type Speed = 'slow' | 'moderate' | 'fast'
export const SPEED_UNITS: Record<Speed, number> = { slow: 1, moderate: 2, fast: 3 }

export interface MechaType {
  id: string
  name: string
  armor: number
  energy: number
  speed: Speed
  arms: number
  /** Can move over the ground by thrusters (so a broken hip joint does not ground it). */
  flies: boolean
  note: string
}
export const MECHA_TYPES: readonly MechaType[] = [
  {
    id: 'striker',
    name: 'Striker',
    armor: 40,
    energy: 50,
    speed: 'moderate',
    arms: 2,
    flies: false,
    note: 'balanced front-line frame',
  },
  {
    id: 'scavenger',
    name: 'Scavenger',
    armor: 35,
    energy: 60,
    speed: 'moderate',
    arms: 2,
    flies: false,
    note: 'support and field repair',
  },
  {
    id: 'converting-fighter',
    name: 'Converting fighter',
    armor: 30,
    energy: 50,
    speed: 'fast',
    arms: 2,
    flies: true,
    note: 'changes into a jet',
  },
  {
    id: 'bio-armor',
    name: 'Bio Armor',
    armor: 50,
    energy: 40,
    speed: 'moderate',
    arms: 2,
    flies: false,
    note: 'living armour, hard to stop',
  },
  {
    id: 'grunt',
    name: 'Grunt suit',
    armor: 25,
    energy: 40,
    speed: 'moderate',
    arms: 2,
    flies: false,
    note: 'mass-produced opposition',
  },
]

export const mechaTypeById = (id: string): MechaType | undefined => MECHA_TYPES.find((t) => t.id === id)
