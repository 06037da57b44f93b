#!/usr/bin/env node
// Architecture checks that lint cannot express: the engine imports no ruleset, no module
// imports itself through a cycle, and GUNFRAME's battle core and actions import no feature
// module (they call the hooks of the module list they are handed instead). Relative `.ts` imports and `@sortie/<pkg>[/<area>]` imports
// are resolved through the workspace's export maps.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const root = resolve(dirname(new URL(import.meta.url).pathname), '..')
const files = []
function walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue
    const p = join(dir, name)
    if (statSync(p).isDirectory()) walk(p)
    else if (/\.(ts|tsx)$/.test(name)) files.push(p)
  }
}
for (const top of ['packages', 'apps']) if (existsSync(join(root, top))) walk(join(root, top))

const pkgs = new Map()
for (const top of ['packages', 'apps']) {
  for (const d of readdirSync(join(root, top))) {
    const pj = join(root, top, d, 'package.json')
    if (!existsSync(pj)) continue
    const json = JSON.parse(readFileSync(pj, 'utf8'))
    pkgs.set(json.name, { dir: join(root, top, d), exports: json.exports ?? {} })
  }
}

function resolveSpec(from, spec) {
  if (spec.startsWith('.')) return resolve(dirname(from), spec)
  const m = spec.match(/^(@sortie\/[^/]+)(\/.*)?$/)
  if (!m) return null
  const pkg = pkgs.get(m[1])
  if (!pkg) return null
  const target = typeof pkg.exports === 'string' ? pkg.exports : pkg.exports[`.${m[2] ?? ''}`]
  return target ? resolve(pkg.dir, target) : null
}

// GUNFRAME's battle: core/ and actions/ know no feature (DESIGN §2); features join through the
// BattleModule hooks (battle/core/context.ts) of the list in battle/modules/index.ts. The imports
// below still reach into battle/modules/ and are allowed one by one (importing file -> target);
// the list may only shrink: a new import fails, and an entry no longer used fails too.
const BATTLE = 'packages/gunframe/src/battle/'
const BATTLE_CORE = /^packages\/gunframe\/src\/battle\/(core|actions)\//
const BATTLE_MODULES = `${BATTLE}modules/`
const MODULE_IMPORTS_ALLOWED = new Set([
  // The composition root: the ruleset builds the one module list and hands it down the context.
  'core/ruleset.ts -> modules/index.ts',
])
const moduleImportsSeen = new Set()

// An upgrade's name is tested in one home: the battle's upgrades module, or the units area (the
// catalogue and units/capabilities.ts, which maps each upgrade to what it lets a unit do for
// the pure rules libraries). Elsewhere `upgrades.includes('stabilised')`, `has(u, 'hero')`,
// `hasUpgrade(u, 'halo')` or `(x) => x === 'reinforced'` on a literal upgrade id fails: ask a
// capability, a module hook or modules/upgrades/capabilities.ts instead. Tests may name
// upgrades freely. (A literal compared any other way is not caught: the check is a lint.)
const GUNFRAME = 'packages/gunframe/src/'
const UPGRADE_HOMES = [`${BATTLE_MODULES}upgrades/`, `${GUNFRAME}units/`]
const UPGRADE_IDS = new Set(
  [
    ...readFileSync(join(root, GUNFRAME, 'units/upgrade-ids.ts'), 'utf8')
      .match(/UPGRADE_IDS = \[([\s\S]*?)\]/)[1]
      .matchAll(/'([a-z-]+)'/g),
  ].map((m) => m[1]),
)
const upgradeTestRe =
  /\b(?:includes|has|hasUpgrade|weaponHas|upgradeN|usedUp|useOnce)\(\s*(?:[\w.?[\]]+\s*,\s*)?'([a-z-]+)'\s*[,)]/g
// …and a list searched entry by entry: `upgrades.some((x) => x === 'reinforced')`.
const upgradeMatchRe = /\(?\s*(\w+)\s*\)?\s*=>\s*\1\s*[!=]==\s*'([a-z-]+)'/g

const importRe = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
const graph = new Map()
const problems = []
for (const f of files) {
  // Comments may hold examples that import the module itself: scan code only.
  const src = readFileSync(f, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
  const deps = []
  for (const m of src.matchAll(importRe)) {
    const spec = m[1] ?? m[2]
    const rel = relative(root, f)
    if (rel.startsWith('packages/engine/') && /^@sortie\/(?!engine)/.test(spec))
      problems.push(`${rel}: the engine must not import a ruleset or app (${spec})`)
    const target = resolveSpec(f, spec)
    if (target && !/\.test\.tsx?$/.test(f)) deps.push(target)
    // Tests may build their scenarios with a module's helpers; the rules themselves may not.
    if (target && BATTLE_CORE.test(rel) && !/\.test\.tsx?$/.test(f)) {
      const to = relative(root, target)
      if (to.startsWith(BATTLE_MODULES)) {
        const key = `${rel.slice(BATTLE.length)} -> ${to.slice(BATTLE.length)}`
        if (MODULE_IMPORTS_ALLOWED.has(key)) moduleImportsSeen.add(key)
        else problems.push(`battle core/actions import a feature module (add a hook): ${key}`)
      }
    }
  }
  graph.set(f, deps)
  const rel = relative(root, f)
  if (rel.startsWith(GUNFRAME) && !/\.test\.tsx?$/.test(f) && !UPGRADE_HOMES.some((h) => rel.startsWith(h)))
    for (const m of [...src.matchAll(upgradeTestRe), ...src.matchAll(upgradeMatchRe)])
      if (UPGRADE_IDS.has(m.at(-1)))
        problems.push(
          `${rel}: tests the upgrade '${m.at(-1)}' by name outside its home (ask a capability or a hook)`,
        )
}

for (const key of MODULE_IMPORTS_ALLOWED)
  if (!moduleImportsSeen.has(key))
    problems.push(`scripts/check-imports.mjs: '${key}' is no longer imported; drop it`)

const state = new Map()
const stack = []
function visit(n) {
  state.set(n, 1)
  stack.push(n)
  for (const d of graph.get(n) ?? []) {
    if (!graph.has(d)) continue
    if (state.get(d) === 1) {
      const cycle = stack
        .slice(stack.indexOf(d))
        .concat(d)
        .map((p) => relative(root, p))
      problems.push(`import cycle: ${cycle.join(' -> ')}`)
    } else if (!state.has(d)) visit(d)
  }
  stack.pop()
  state.set(n, 2)
}
for (const f of graph.keys()) if (!state.has(f)) visit(f)

if (problems.length) {
  for (const p of problems) console.error(p)
  process.exit(1)
}
console.log(
  `imports ok: ${files.length} files, no cycles, engine imports no ruleset, ` +
    `battle core/actions -> modules: ${moduleImportsSeen.size} allowed imports left`,
)
