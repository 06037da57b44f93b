/**
 * Archetypes: ready pilot-and-mecha sheets for a quick start (supplement §2, "archetypes").
 * All names and numbers are the project's own. They are new pilots, so every one starts at
 * piloting rank 1 (supplement §2–§3: the rank starts at 1 and rises only as the narrator levels
 * the pilot up, §3.2; it is not bought). NPC sheets may hold any rank.
 */
import { mechaTypeById } from '../data/starter.ts'
import type { MechaSheet, Sheet, WeaponSlot } from './schema.ts'

function mecha(name: string, type: string, weapons: WeaponSlot[], traits: string[] = []): MechaSheet {
  const t = mechaTypeById(type)
  if (!t) throw new Error(`archetype uses unknown type ${type}`)
  return { name, type, armor: t.armor, energy: t.energy, speed: t.speed, weapons, traits }
}

export const ARCHETYPES: Record<string, Sheet> = {
  ace: {
    kind: 'gunwave-sheet',
    version: 1,
    pilot: {
      name: 'Rei Kasuga',
      gender: 'female',
      race: 'human',
      specialty: 'brawler',
      body: 1,
      brains: 1,
      charisma: 2,
      piloting: 1,
      skills: { 'dual-mecha-weapons': 2, acrobatics: 2, perception: 2, 'martial-arts': 1 },
      traits: ['mark-target', 'intimidate'],
      background: 'parents-killed',
      handheld: ['pistol'],
      experience: { Valkyr: 3 },
    },
    mecha: mecha(
      'Valkyr',
      'striker',
      [{ weapon: 'beam-rifle' }, { weapon: 'beam-sword' }, { weapon: 'machine-gun', ammo: 'standard' }],
      ['missile-barrage'],
    ),
  },
  scavenger: {
    kind: 'gunwave-sheet',
    version: 1,
    pilot: {
      name: 'Tomas Vell',
      gender: 'male',
      race: 'mutant',
      specialty: 'scavenger',
      body: 2,
      brains: 2,
      charisma: 0,
      piloting: 1,
      skills: { 'massive-machinery-operation': 3, 'ship-schematics': 2, toughness: 1 },
      traits: ['field-repair', 'pin-down'],
      background: 'lost-squadmate',
      handheld: ['combat-knife'],
      experience: { Magpie: 3 },
    },
    mecha: mecha(
      'Magpie',
      'scavenger',
      [
        { weapon: 'machine-gun', ammo: 'standard' },
        { weapon: 'grenade-launcher', grenades: ['frag', 'frag', 'flash', 'emp'] },
        { weapon: 'heavy-axe' },
      ],
      ['shock-lance'],
    ),
  },
  psychic: {
    kind: 'gunwave-sheet',
    version: 1,
    pilot: {
      name: 'Ilya Sorn',
      gender: 'nonbinary',
      race: 'augmented',
      specialty: 'infiltrator',
      body: 0,
      brains: 3,
      charisma: 1,
      piloting: 1,
      skills: { insight: 3, stealth: 2, hacking: 1 },
      traits: ['psychic-blast', 'ambush'],
      background: 'was-super-soldier',
      handheld: ['pistol'],
      experience: { Wisp: 3 },
    },
    mecha: mecha(
      'Wisp',
      'converting-fighter',
      [{ weapon: 'sniper-rifle', ammo: 'standard' }, { weapon: 'beam-rifle' }],
      ['flight', 'overload-spike'],
    ),
  },
  brute: {
    kind: 'gunwave-sheet',
    version: 1,
    pilot: {
      name: 'Dana Okoro',
      gender: 'female',
      race: 'super-human',
      specialty: 'munitions-expert',
      body: 3,
      brains: 0,
      charisma: 1,
      piloting: 1,
      skills: { toughness: 3, 'martial-arts': 3 },
      traits: ['pin-down'],
      background: 'was-super-soldier',
      handheld: ['hand-grenade', 'pistol'],
      experience: { Behemoth: 3 },
    },
    mecha: mecha(
      'Behemoth',
      'bio-armor',
      [
        { weapon: 'heavy-axe' },
        { weapon: 'bazooka', ammo: 'heavy' },
        { weapon: 'grenades', grenades: ['frag', 'frag', 'frag', 'frag', 'flash', 'flash', 'emp', 'emp'] },
      ],
      ['flash-burst'],
    ),
  },
}

/** Opposition used by the built-in encounter (narrator's NPCs). */
export const NPC_SHEETS: Record<string, Sheet> = {
  grunt: {
    kind: 'gunwave-sheet',
    version: 1,
    pilot: {
      name: 'Asgard trooper',
      gender: '',
      race: 'human',
      specialty: 'brawler',
      body: 1,
      brains: 0,
      charisma: 0,
      piloting: 1,
      skills: {},
      traits: [],
      background: 'was-super-soldier',
      handheld: ['pistol'],
      experience: { 'Grunt suit': 9 },
    },
    mecha: mecha('Grunt suit', 'grunt', [
      { weapon: 'machine-gun', ammo: 'standard' },
      { weapon: 'beam-sword' },
    ]),
  },
  captain: {
    kind: 'gunwave-sheet',
    version: 1,
    pilot: {
      name: 'Captain Hrafn',
      gender: 'male',
      race: 'augmented',
      specialty: 'brawler',
      body: 1,
      brains: 2,
      charisma: 1,
      piloting: 3,
      skills: { 'dual-mecha-weapons': 3 },
      traits: ['psychic-blast'],
      background: 'parents-killed',
      handheld: ['pistol'],
      experience: { Ragnarok: 9 },
    },
    mecha: mecha('Ragnarok', 'striker', [{ weapon: 'beam-cannon' }, { weapon: 'heavy-axe' }], ['emp-pulse']),
  },
}
