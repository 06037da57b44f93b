/**
 * The Gunwave descriptor for the registry: narrated mecha RPG battles with one narrator seat and
 * 1–6 player seats, sealed simultaneous orders, starter sheets and exact odds.
 */
import { err, ok, type RulesetPackage } from '@sortie/engine'
import { z } from 'zod'
import { gunwaveRuleset } from './battle/ruleset.ts'
import {
  type GwDecision,
  type GwEvent,
  type GwPrompt,
  type GwSetup,
  type GwState,
  NARRATOR,
} from './battle/types.ts'
import { BOTS } from './bots/index.ts'
import { CATALOGUE_LABEL, HANDHELD, MECHA_TYPES, PLAYER_SEATS, TRAITS, WEAPONS } from './data/starter.ts'
import { ENCOUNTERS, isOpposition, OPPOSITIONS } from './encounters/index.ts'
import { computeOdds, formatOdds } from './odds/index.ts'
import { ARCHETYPES, NPC_SHEETS } from './sheets/archetypes.ts'
import { printSheet } from './sheets/print.ts'
import { sheetSchema } from './sheets/schema.ts'
import { isSheet, validateSheet } from './sheets/validate.ts'

const pos = z.object({ x: z.number().int(), y: z.number().int() })
const setupSchema = z.object({
  players: z
    .array(z.object({ seat: z.string(), sheet: sheetSchema, at: pos }))
    .min(1)
    .max(6),
  npcs: z
    .array(z.object({ id: z.string().min(1), sheet: sheetSchema, at: pos, hidden: z.boolean().optional() }))
    .min(1),
  scene: z
    .object({
      width: z.number().int(),
      height: z.number().int(),
      environment: z.enum(['ground', 'space']),
      terrain: z.array(z.object({ at: pos, rating: z.number().int() })),
      grid: z.boolean(),
      note: z.string(),
    })
    .partial()
    .optional(),
  options: z
    .object({ operationalDisabled: z.boolean(), maxTurns: z.number().int().min(1) })
    .partial()
    .optional(),
  dailyUsed: z.record(z.string(), z.array(z.string())).optional(),
})

let cached: ReturnType<typeof gunwaveRuleset> | undefined

const descriptor: RulesetPackage<GwSetup, GwState, GwDecision, GwPrompt, GwEvent> = {
  id: 'gunwave',
  title: 'Gunwave',
  summary:
    'Narrated mecha RPG: a narrator and 1–6 pilots, sealed simultaneous orders, range zones (Gunwave Rule System, 2009).',
  ruleset: () => {
    cached ??= gunwaveRuleset()
    return cached
  },
  setupSchema: setupSchema as unknown as RulesetPackage<GwSetup>['setupSchema'],
  quickSetup(options) {
    const id = typeof options.encounter === 'string' ? options.encounter : 'colony-breach'
    // An own entry only: "constructor" and the like are not encounters.
    const e = Object.hasOwn(ENCOUNTERS, id) ? ENCOUNTERS[id] : undefined
    if (!e)
      return err(
        'gunwave/unknown_encounter',
        `No encounter "${id}"; try ${Object.keys(ENCOUNTERS).join(', ')}.`,
      )
    const n = options.players === undefined ? 2 : Number(options.players)
    if (!Number.isInteger(n) || n < PLAYER_SEATS.min || n > PLAYER_SEATS.max)
      return err('gunwave/player_count', `--players is ${PLAYER_SEATS.min} to ${PLAYER_SEATS.max}.`)
    const opposition = options.opposition ?? 'standard'
    if (!isOpposition(opposition))
      return err(
        'gunwave/bad_option',
        `--opposition must be ${OPPOSITIONS.join(', ')} (got "${String(opposition)}").`,
      )
    const setup = e.build(n, opposition)
    // The command line hands `--operational-disabled` over as `operationalDisabled`; a caller
    // naming the flag itself is read too.
    if (options.operationalDisabled === true || options['operational-disabled'] === true)
      setup.options = { ...setup.options, operationalDisabled: true }
    return ok(setup)
  },
  seats: (setup) => [NARRATOR, ...setup.players.map((p) => p.seat)],
  units: {
    catalogue: () => ({
      label: CATALOGUE_LABEL,
      mechaTypes: MECHA_TYPES,
      weapons: WEAPONS,
      handheld: HANDHELD,
      traits: TRAITS,
      archetypes: Object.fromEntries(
        Object.entries(ARCHETYPES).map(([k, v]) => [k, { ...v, points: v.pilot.piloting }]),
      ),
      npcs: NPC_SHEETS,
      encounters: Object.values(ENCOUNTERS).map(({ id, title, summary }) => ({ id, title, summary })),
    }),
    validateRoster: (file) => {
      const { sheet: _sheet, ...check } = validateSheet(file)
      return check
    },
    isRoster: isSheet,
    card(file) {
      const r = validateSheet(file)
      return { text: r.sheet ? printSheet(r.sheet) : '', problems: r.problems }
    },
    examples: Object.fromEntries(
      Object.entries(ARCHETYPES).map(([k, v]) => [k, () => `${JSON.stringify(v, null, 2)}\n`]),
    ),
    format(c) {
      const cat = c as { label: string }
      const lines = [cat.label, '', 'Mecha types:']
      for (const t of MECHA_TYPES)
        lines.push(`  ${t.name.padEnd(20)} Armor ${t.armor}  Energy ${t.energy}  ${t.speed}`)
      lines.push('Weapons:')
      for (const w of WEAPONS)
        lines.push(`  ${w.name.padEnd(20)} ${w.kind.padEnd(10)} ${w.dice}D  Power ${w.power}  ${w.range}`)
      lines.push('Traits:')
      for (const t of TRAITS) lines.push(`  ${t.name.padEnd(20)} ${t.owner.padEnd(10)} ${t.frequency}`)
      lines.push('Archetypes:')
      for (const [k, v] of Object.entries(ARCHETYPES))
        lines.push(`  ${k.padEnd(12)} ${v.pilot.name} in ${v.mecha.name} (${v.mecha.type})`)
      return lines.join('\n')
    },
  },
  bots: BOTS,
  sim: {
    options: [
      { flags: '--players <n>', description: 'player seats, 1–6 (default 2)', default: '2' },
      {
        flags: '--encounter <id>',
        description: 'built-in encounter: colony-breach (default), orbital-ambush or relay-defence',
        default: 'colony-breach',
      },
      {
        flags: '--opposition <level>',
        description: 'raiders against the squad: light (one grunt fewer), standard or heavy (one more)',
        default: 'standard',
      },
      {
        flags: '--operational-disabled',
        description: 'optional rule: mecha at 0 Armor keep going at half Speed',
      },
    ],
  },
  odds: {
    options: [
      { flags: '--dice <n>', description: 'attack dice (default 5)', default: '5' },
      { flags: '--defense <n>', description: "melee: the defender's pilot score" },
      { flags: '--armor <n>', description: 'chance to take this much Armor' },
      {
        flags: '--part <part>',
        description: 'aimed subsystem: arm, leg, cockpit, reactor, coolant, thrusters, hip, comm',
      },
      { flags: '--jittery', description: 'attacker is Jittery (damage halved)' },
    ],
    compute: computeOdds,
    format: formatOdds,
  },
  summarize(state) {
    const scores: Record<string, number> = {}
    // Score: Armor the other side has lost.
    for (const m of Object.values(state.mecha)) {
      const lost = m.armorMax - Math.max(0, m.armor)
      const to = m.side === 'npcs' ? state.seats.filter((x) => x !== NARRATOR) : [NARRATOR]
      for (const seat of to)
        scores[seat] = (scores[seat] ?? 0) + (m.side === 'npcs' ? lost / to.length : lost)
    }
    return { turns: state.turn, scores }
  },
}

export default descriptor
