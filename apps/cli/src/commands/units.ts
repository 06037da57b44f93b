/**
 * `sortie units <ruleset> [--json]`: the example-unit catalogue with points computed by the
 * builder beside the printed figure (DESIGN §7).
 */
import { CATALOGUE, type CatalogueEntry, FRAMES, priceUnit, upgradeLabel } from '@sortie/gunframe/units'
import type { Command } from 'commander'

const row = (e: CatalogueEntry) => {
  const d = e.design
  const price = priceUnit(d)
  const points = price.ok ? price.value.points : null
  return {
    name: e.name,
    setting: e.setting,
    faction: e.faction,
    frame: d.frame,
    conventional: FRAMES[d.frame].conventional,
    pilotSkill: `${d.pilot.skill}+`,
    ...(d.pilot.name ? { pilot: d.pilot.name } : {}),
    speed: d.speed,
    defense: d.defense,
    armour: d.armour,
    loadout: d.loadout,
    upgrades: d.upgrades.map((u) => upgradeLabel(u)),
    ...(d.transforms ? { forms: d.transforms.length + 1 } : {}),
    ...(d.combined ? { combinedFrom: d.combined.team } : {}),
    points,
    printedPoints: e.printedPoints,
    ...(e.discrepancy ? { discrepancy: { kind: e.discrepancy.kind, note: e.discrepancy.note } } : {}),
  }
}

export function registerUnits(program: Command): void {
  program
    .command('units')
    .description('list the example units of a ruleset, priced by the builder')
    .argument('<ruleset>', 'ruleset id (gunframe)')
    .option('--json', 'machine-readable output on stdout')
    .option('--faction <name>', 'only units of this faction')
    .action((ruleset: string, opts: { json?: boolean; faction?: string }) => {
      if (ruleset !== 'gunframe') {
        process.stderr.write(`sortie units: unknown ruleset '${ruleset}' (available: gunframe)\n`)
        process.exitCode = 2
        return
      }
      const want = opts.faction?.toLowerCase()
      const units = CATALOGUE.filter((e) => !want || e.faction.toLowerCase() === want).map(row)
      if (opts.json) {
        process.stdout.write(`${JSON.stringify({ units })}\n`)
        return
      }
      let faction = ''
      for (const u of units) {
        if (u.faction !== faction) {
          faction = u.faction
          process.stdout.write(`\n${u.setting} — ${faction}\n`)
        }
        const mark = u.points !== u.printedPoints ? ` (book: ${u.printedPoints})` : ''
        const flag = u.discrepancy ? ' !' : ''
        process.stdout.write(
          `  ${u.name.padEnd(32)} ${u.frame.padEnd(10)} ${String(u.points).padStart(3)} pts${mark}${flag}\n`,
        )
      }
      process.stdout.write(
        '\n! the printed unit contradicts the construction rules; see --json for the reason\n',
      )
    })
}
