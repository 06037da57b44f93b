/**
 * Two fixed ~100-point squadrons of the book's example units (stats are facts from its unit
 * tables), used by `sortie sim`, the bench and the fuzz tests until the units module supplies
 * its own example squadrons. Upgrades are listed but have no effect in the core battle rules.
 */
import type { BattleUnitProfile } from './setup.ts'

type Row = [
  string,
  BattleUnitProfile['frame'],
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  string[],
]

const conventional = new Set(['infantry', 'tank', 'flyer'])

function profile([
  name,
  frame,
  skill,
  speed,
  defense,
  armour,
  close,
  short,
  medium,
  long,
  points,
  ups,
]: Row): BattleUnitProfile {
  return {
    name,
    frame,
    conventional: conventional.has(frame),
    pilot: { name: `${name} pilot`, skill },
    speed,
    defense,
    armour,
    loadout: { close, short, medium, long },
    upgrades: ups.map((id) => ({ id })),
    points,
  }
}

/** 99 points: Owl Bear, Hannibal, Carrus, Legionnaire, Jackhammer, Skorpion, Firefly. */
export const SQUADRON_A: readonly BattleUnitProfile[] = (
  [
    ['Owl Bear', 'heavy', 4, 5, 3, 10, 6, 5, 3, 0, 17, ['hands', 'fast', 'parry']],
    ['Hannibal', 'heavy', 4, 5, 3, 10, 3, 3, 3, 5, 17, ['co-pilot', 'heavy', 'blast']],
    ['Carrus', 'medium', 4, 6, 2, 10, 3, 4, 3, 0, 16, ['co-pilot', 'fast', 'stabilised', 'turreted']],
    ['Legionnaire', 'medium', 4, 5, 3, 8, 4, 4, 4, 0, 13, ['deflect']],
    ['Jackhammer', 'medium', 4, 4, 4, 8, 0, 2, 4, 6, 13, ['indirect-fire']],
    ['Skorpion', 'light', 4, 5, 3, 5, 0, 2, 4, 5, 12, ['stabilised', 'extreme-range']],
    ['Firefly', 'light', 4, 6, 2, 6, 0, 5, 5, 0, 11, ['jump']],
  ] as Row[]
).map(profile)

/** 97 points: Goro, War-Bot, Military Droid, Labour Frame, Michiko, Sasha, Lynx. */
export const SQUADRON_B: readonly BattleUnitProfile[] = (
  [
    ['Goro', 'medium', 3, 5, 3, 10, 4, 4, 2, 0, 16, ['veteran', 'well-oiled', 'parry']],
    ['War-Bot', 'medium', 4, 5, 3, 8, 4, 4, 4, 0, 14, ['fearless', 'all-terrain']],
    ['Military Droid', 'heavy', 4, 5, 3, 12, 0, 3, 4, 5, 14, ['fearless', 'blast']],
    ['Labour Frame', 'medium', 4, 5, 3, 10, 5, 5, 0, 0, 13, ['heavy']],
    ['Michiko', 'light', 4, 6, 2, 8, 2, 3, 3, 0, 13, ['rivals', 'reckless', 'agile']],
    ['Sasha', 'light', 4, 6, 2, 6, 3, 3, 4, 0, 13, ['tactician', 'rivals', 'parry']],
    ['Lynx', 'scout', 4, 7, 2, 4, 2, 4, 2, 0, 9, ['stealth']],
  ] as Row[]
).map(profile)
