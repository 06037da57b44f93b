/**
 * Upgrades that change an attack's dice (GF-UPG-…): each maps to the odds module's situation
 * flag, so the battle rolls exactly what the odds show.
 */
import { figureOf } from '../../../core/geo.ts'
import { CONTACT } from '../../../core/open-ground.ts'
import { type UpgradeEffect, weaponHas } from './registry.ts'

export const diceEffects: Record<string, UpgradeEffect> = {
  // Attacker, pilot.
  warrior: {
    attack: (sit) => {
      sit.warrior = true
    },
  },
  'eagle-eyes': {
    attack: (sit) => {
      sit.eagleEyes = true
    },
  },
  // Attacker, the weapon fired.
  'anti-aircraft': {
    attack: (sit, x) => {
      if (x.t.flying) sit.antiAircraft = true
    },
  },
  'extra-ammo': {
    attack: (sit) => {
      sit.extraAmmo = true
    },
  },
  piercing: {
    attack: (sit) => {
      sit.piercing = true
    },
  },
  powerful: {
    attack: (sit) => {
      sit.powerful = true
    },
  },
  'indirect-fire': {
    attack: (sit, x) => {
      if (!x.seen) sit.indirectFire = true
    },
  },
  // Defender.
  cautious: {
    defend: (sit) => {
      sit.cautious = true
    },
  },
  stealth: {
    defend: (sit) => {
      sit.stealth = true
    },
  },
  deflect: {
    defend: (sit) => {
      sit.deflect = true
    },
  },
  agile: {
    defend: (sit) => {
      sit.agile = true
    },
  },
  dogfighter: {
    defend: (sit, x) => {
      if (x.t.flying && x.a.flying) sit.dogfighter = true
    },
  },
  chaff: {
    defend: (sit, x) => {
      if (x.t.flying) sit.chaff = true
    },
  },
  'shield-wall': {
    defend: (sit, x) => {
      const me = figureOf(x.t)
      sit.shieldWall = x.s.units.some(
        (o) =>
          o.id !== x.t.id &&
          o.side === x.t.side &&
          o.status === 'table' &&
          o.profile.upgrades.includes('shield-wall') &&
          x.table.edgeDistance(me, figureOf(o)) <= CONTACT,
      )
    },
  },
  parry: {
    defend: (sit, x) => {
      if (weaponHas(x.t, 'close', 'parry')) sit.parry = true
    },
  },
}
