/** What a pilot sheet chooses from: rank, skills, race, specialty, background (§3; project defaults). */

/** Piloting ranks: 1 (new recruit) to 5 (super ace) (§3.1, §3.2). */
export const PILOTING = { min: 1, max: 5 } as const

export const SKILLS = [
  'acrobatics',
  'diplomacy',
  'dual-mecha-weapons',
  'dual-personal-weapons',
  'hacking',
  'insight',
  'martial-arts',
  'massive-machinery-operation',
  'mecha-intuition',
  'perception',
  'ship-schematics',
  'stealth',
  'toughness',
] as const
export type Skill = (typeof SKILLS)[number]

/** Races and specialties with one small project-invented bonus each (supplement §6). */
export const RACES = {
  human: { name: 'Human', bonus: 'one extra skill die at creation', skillBudget: 1 },
  augmented: { name: 'Augmented', bonus: 'knows Psychic blast', trait: 'psychic-blast' },
  'super-human': { name: 'Super Human', bonus: '+1 Brains', brains: 1 },
  mutant: { name: 'Mutant', bonus: '+1 Body', body: 1 },
} as const
export type Race = keyof typeof RACES

export const SPECIALTIES = {
  brawler: { name: 'Brawler', bonus: '+1 die with melee weapons', melee: 1 },
  infiltrator: { name: 'Infiltrator', bonus: '+1 die with Stealth', stealth: 1 },
  cyborg: { name: 'Cyborg', bonus: '+2 Health', health: 2 },
  'munitions-expert': { name: 'Munitions Expert', bonus: '+1 die with grenades and launchers', grenade: 1 },
  scavenger: { name: 'Scavenger', bonus: 'repairs a subsystem as a minor action (§6.5.10)', scavenger: true },
} as const
export type Specialty = keyof typeof SPECIALTIES

export const BACKGROUNDS = {
  'parents-killed': { name: 'Parents Killed', trait: 'cold-fury' },
  'was-super-soldier': { name: 'Was Super-Soldier', trait: 'combat-stims' },
  'lost-squadmate': { name: 'Lost a Squadmate', trait: 'never-again' },
} as const
export type Background = keyof typeof BACKGROUNDS
