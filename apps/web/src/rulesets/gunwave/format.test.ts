import { playBots, unwrap } from '@sortie/engine'
import { type GwDecision, type GwEvent, type GwState, MECHA_TYPES, TRAITS, WEAPONS } from '@sortie/gunwave'
import gunwave from '@sortie/gunwave/package'
import { expect, describe as suite, test } from 'vitest'
import { describe, label } from './format.ts'

/** Ids a player would not recognise: every weapon, trait and mecha type id that is not its name. */
const IDS = [...WEAPONS, ...TRAITS, ...MECHA_TYPES]
  .filter((x) => x.id !== x.name.toLowerCase())
  .map((x) => new RegExp(`(^|[^\\w-])${x.id}($|[^\\w-])`))

suite('Gunwave log lines and decision labels', () => {
  test('GW-WEB-LOG: whole bot games are told and offered in names — weapons, traits, mecha types, repairs, empty squares — never ids', () => {
    const ruleset = gunwave.ruleset()
    const lines: string[] = []
    const labels = new Set<string>()
    for (const seed of ['gw-log-1', 'gw-log-2']) {
      const setup = unwrap(gunwave.quickSetup({ players: '2' }, seed))
      const game = playBots({
        ruleset,
        setup,
        seed,
        bots: Object.fromEntries(gunwave.seats(setup).map((seat) => [seat, gunwave.bots.greedy!])),
        record: true,
      })
      expect(game.error).toBeUndefined()
      let s = unwrap(ruleset.start(setup, seed)) as GwState
      for (const d of game.decisions as GwDecision[]) {
        for (const l of ruleset.legal(s) as GwDecision[]) labels.add(label(s, l))
        const r = unwrap(ruleset.apply(s, d))
        s = r.state as GwState
        for (const e of r.events as GwEvent[]) {
          const line = describe(s, e)
          if (line) lines.push(line)
        }
      }
    }
    expect(lines.length).toBeGreaterThan(50)
    const all = [...lines, ...labels]
    const bad = all.filter((l) => /undefined|NaN|\[object|→ —/.test(l) || IDS.some((re) => re.test(l)))
    expect(bad).toEqual([])
    // Events the log used to drop are told.
    expect(lines.some((l) => /Energy/.test(l))).toBe(true)
  })

  test('GW-WEB-LOG GW-RULING-REACH: an attack that came to nothing says why and that no dice were rolled', () => {
    const setup = unwrap(gunwave.quickSetup({ players: '1' }, 'reach'))
    const s = unwrap(gunwave.ruleset().start(setup, 'reach')) as GwState
    const [a, b] = Object.keys(s.mecha)
    const e: GwEvent = {
      type: 'Attack',
      kind: 'grab',
      log: { attacker: a as string, target: b as string, dice: [], successes: 0, damage: 0 },
      pool: { dice: 0, mods: [] },
      noRoll: 'target out of reach',
    }
    expect(describe(s, e)).toMatch(/ → .*\(grab\): target out of reach, no roll$/)
    expect(describe(s, e)).not.toMatch(/mecha:|success/)
  })

  test('GW-WEB-LOG GW-RULING-DISABLED-REPAIR GW-RULING-HANG: an order lost to a disabled mecha and a hanger letting go are told by name', () => {
    const setup = unwrap(gunwave.quickSetup({ players: '1' }, 'lost'))
    const s = unwrap(gunwave.ruleset().start(setup, 'lost')) as GwState
    const m = Object.values(s.mecha)[0]!
    const lost: GwEvent = {
      type: 'OrderLost',
      actor: m.pilot!,
      what: 'repair armor',
      why: 'the mecha is disabled',
    }
    expect(describe(s, lost)).toBe(
      `${s.pilots[m.pilot!]!.name}: repair armor not carried out (the mecha is disabled)`,
    )
    const letGo: GwEvent = { type: 'LetGo', pilot: m.pilot!, mecha: m.id }
    expect(describe(s, letGo)).toBe(`${s.pilots[m.pilot!]!.name} lets go of ${m.name}`)
  })
})
