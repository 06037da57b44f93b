/**
 * Fills in what the battle needs of each unit's upgrades beyond their ids: the weapon system a
 * loadout upgrade sits on, N of (N) upgrades, the partner of a linked upgrade and the forms of a
 * transforming mecha; and copies the game settings. Runs once, right after the state is built,
 * so the setup code stays unaware of upgrades.
 */
import type { Seat } from '@sortie/engine'
import type { BattleUnitProfile } from '../../core/setup.ts'
import type { Band, BattleSettings, BattleState, BattleUnit, UnitForm } from '../../core/types.ts'
import { BANDS } from '../../core/types.ts'
import { setUpgradeState } from '../../core/unit/write.ts'

type Up = BattleUnitProfile['upgrades'][number]

export const LINKED: ReadonlySet<string> = new Set(['buddies', 'lovers', 'rivals', 'well-oiled', 'wingman'])

/** Loadout upgrades by weapon system; one with no system named goes on every non-zero system. */
export function weaponsOf(
  ups: readonly Up[],
  loadout: Record<Band, number>,
): Partial<Record<Band, string[]>> {
  const out: Partial<Record<Band, string[]>> = {}
  for (const u of ups) {
    if (!u || typeof u.id !== 'string') continue
    const on = u.on
    if (on !== undefined && !(BANDS as readonly string[]).includes(on)) continue
    if (on === undefined && !WEAPON_ONLY.has(u.id)) continue
    const bands = on !== undefined ? [on as Band] : BANDS.filter((b) => loadout[b] > 0)
    for (const b of bands) out[b] = [...(out[b] ?? []), u.id]
  }
  return out
}

/** Loadout upgrade ids (so one listed without a system can still be placed). */
const WEAPON_ONLY = new Set([
  'anti-aircraft',
  'blast',
  'burn',
  'chain-attack',
  'extra-ammo',
  'extreme-range',
  'indirect-fire',
  'parry',
  'piercing',
  'powerful',
  'rapid-reload',
  'reach',
  'split-fire',
  'target-painting',
  'turreted',
])

interface FormLike {
  name?: string
  speed: number
  defense: number
  armour: number
  loadout: Record<Band, number>
  upgrades: Up[]
}

function formsOf(p: BattleUnitProfile): UnitForm[] | undefined {
  const raw = p.forms
  if (!Array.isArray(raw) || raw.length < 2) return undefined
  const out: UnitForm[] = []
  for (const [i, f] of (raw as FormLike[]).entries()) {
    if (typeof f !== 'object' || f === null || !f.loadout || !Array.isArray(f.upgrades)) return undefined
    out.push({
      name: typeof f.name === 'string' ? f.name : `Form ${i + 1}`,
      speed: f.speed,
      defense: f.defense,
      armour: f.armour,
      loadout: {
        close: f.loadout.close,
        short: f.loadout.short,
        medium: f.loadout.medium,
        long: f.loadout.long,
      },
      upgrades: f.upgrades.map((u) => u.id),
      weapons: weaponsOf(f.upgrades, f.loadout),
    })
  }
  return out
}

/** Decorates the units of a freshly built state from the setup's profiles (ids `unit:<seat>:<i>`). */
export function prepareUnits(
  s: BattleState,
  squadrons: Record<Seat, readonly BattleUnitProfile[]>,
  settings?: BattleSettings,
): void {
  if (settings && typeof settings === 'object')
    s.settings = { crippled: settings.crippled === true, panic: settings.panic === true }
  for (const [seat, list] of Object.entries(squadrons)) {
    if (!Array.isArray(list)) continue
    const idOf = new Map<string, string>()
    list.forEach((p, i) => {
      const sid = (p as { id?: unknown }).id
      if (typeof sid === 'string') idOf.set(sid, `unit:${seat}:${i}`)
    })
    list.forEach((p, i) => {
      const u = s.units.find((x) => x.id === `unit:${seat}:${i}`)
      if (u) decorate(u, p, idOf)
    })
    pairLinked(s.units.filter((u) => u.side === seat))
  }
}

export function decorate(u: BattleUnit, p: BattleUnitProfile, idOf = new Map<string, string>()): void {
  const ups = Array.isArray(p.upgrades) ? p.upgrades : []
  const weapons = weaponsOf(ups, p.loadout)
  if (Object.keys(weapons).length > 0) u.profile.weapons = weapons
  for (const x of ups) {
    if (typeof x?.n === 'number')
      setUpgradeState(u, { upgradeN: { ...u.upgradeState.upgradeN, [x.id]: x.n } })
    const partner = typeof x?.partner === 'string' ? idOf.get(x.partner) : undefined
    if (partner) setUpgradeState(u, { partners: { ...u.upgradeState.partners, [x.id]: partner } })
  }
  const forms = formsOf(p)
  if (forms) {
    u.profile.forms = forms
    u.profile.form = 0
  }
}

/** Linked upgrades with no partner named pair up with the other holder in the squadron. */
export function pairLinked(units: BattleUnit[]): void {
  for (const id of LINKED) {
    const holders = units.filter((u) => u.profile.upgrades.includes(id))
    if (holders.length !== 2) continue
    const [a, b] = holders as [BattleUnit, BattleUnit]
    if (!a.upgradeState.partners?.[id])
      setUpgradeState(a, { partners: { ...a.upgradeState.partners, [id]: b.id } })
    if (!b.upgradeState.partners?.[id])
      setUpgradeState(b, { partners: { ...b.upgradeState.partners, [id]: a.id } })
  }
}
