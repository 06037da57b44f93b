/**
 * Two fixed clash-size squadrons of example units (Termination Shock: Terran Unity against the
 * Martian Republic), for demos and `sortie sim`. Both are legal at 100 points.
 */
import { catalogueDesign } from './catalogue.ts'
import type { Squadron, SquadronUnit } from './types.ts'

export type ExampleSquadronName = 'terran-100' | 'martian-100'
export const EXAMPLE_SQUADRONS: readonly ExampleSquadronName[] = ['terran-100', 'martian-100']

const pick = (id: string, name: string): SquadronUnit => ({ id, ...catalogueDesign(name)! })

const BUILD: Record<ExampleSquadronName, () => Squadron> = {
  'terran-100': () => ({
    name: 'Terran Unity strike group',
    faction: 'Terran Unity',
    size: 'clash',
    points: 100,
    units: [
      pick('kenzi', 'Kenzi Kuro + Mustang Fury'),
      pick('eagle', 'Eagle VF'),
      pick('mustang', 'Mustang Mk 3'),
      pick('hound', 'Blood Hound'),
      pick('firefly', 'Firefly'),
      pick('lynx-1', 'Lynx'),
      pick('lynx-2', 'Lynx'),
      pick('wombat', 'Wombat'),
      pick('special-forces', 'Special Forces'),
    ],
  }),
  'martian-100': () => ({
    name: 'Martian Republic legion',
    faction: 'Martian Republic',
    size: 'clash',
    points: 100,
    units: [
      pick('juno', 'Juno Deveraux + The Centurion'),
      pick('praetorian', 'Praetorian'),
      pick('hannibal', 'Hannibal'),
      pick('carrus', 'Carrus'),
      pick('legionnaire', 'Legionnaire'),
      pick('skorpion', 'Skorpion'),
      pick('infantry', 'Martian Infantry'),
    ],
  }),
}

/** A fresh copy of one of the example squadrons. */
export const exampleSquadron = (name: ExampleSquadronName): Squadron => BUILD[name]()
