/**
 * `npx tsx scripts/codemods/battle-unit-split.ts [--dry]`: rewrites code written against the
 * flat GUNFRAME `BattleUnit` (every field side by side) for the unit split by meaning
 * (`profile`, `counters`, `turn`, `upgradeState`; core/unit/shape.ts lists which field went
 * where). It needs the grouped type already in place: it finds values by their type, so
 * `u.name` becomes `u.profile.name` only where `u` is a BattleUnit (also Readonly, `| undefined`).
 *
 * Rewritten: property accesses (`u.lock`, `u?.speed`, `delete u.crippled`); object destructuring
 * of a unit (`const { id, name } = u` → `const { id, profile: { name } } = u`); object literals
 * built from a unit (`{ ...u, evade: true }` and `Object.assign(u, { activated: true })` →
 * the field moves into `counters: { ...u.counters, evade: true }`). What it cannot rewrite
 * safely is listed as `manual:` lines to fix by hand. Idempotent: grouped code has nothing left
 * to rewrite, so a second run changes nothing.
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { UNIT_FIELDS } from '../../packages/gunframe/src/battle/core/unit/shape.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const dry = process.argv.includes('--dry')
const GROUP = new Map<string, string>(UNIT_FIELDS.filter(([, g]) => g !== '').map(([k, g]) => [k, g]))

interface Edit {
  pos: number
  end: number
  text: string
}

function program(): ts.Program {
  const file = resolve(root, 'tsconfig.json')
  const cfg = ts.readConfigFile(file, ts.sys.readFile)
  const parsed = ts.parseJsonConfigFileContent(cfg.config, ts.sys, root)
  // Browser tests sit beside src/, outside the root project, and read units too.
  const e2e = ts.sys.readDirectory(
    resolve(root, 'apps'),
    ['.ts', '.tsx'],
    ['**/node_modules'],
    ['*/e2e/**/*'],
  )
  return ts.createProgram([...parsed.fileNames, ...e2e], parsed.options)
}

/** The grouped BattleUnit (or a mapped copy of it, like Readonly): its `upgradeState` comes from there. */
function isUnitObject(checker: ts.TypeChecker, t: ts.Type): boolean {
  const p = checker.getPropertyOfType(t, 'upgradeState')
  const d = p?.declarations?.[0]
  return (
    !!d &&
    ts.isInterfaceDeclaration(d.parent) &&
    d.parent.name.text === 'BattleUnit' &&
    d.getSourceFile().fileName.endsWith('battle/core/types.ts')
  )
}

/** A unit, possibly with null/undefined: every other member must be a unit too. */
function isUnit(checker: ts.TypeChecker, t: ts.Type): boolean {
  const parts = t.isUnion() ? t.types : [t]
  let seen = false
  for (const p of parts) {
    if (p.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void)) continue
    if (!isUnitObject(checker, p)) return false
    seen = true
  }
  return seen
}

const simple = (e: ts.Expression): boolean =>
  ts.isIdentifier(e) ||
  e.kind === ts.SyntaxKind.ThisKeyword ||
  (ts.isPropertyAccessExpression(e) && simple(e.expression)) ||
  (ts.isParenthesizedExpression(e) && simple(e.expression)) ||
  (ts.isNonNullExpression(e) && simple(e.expression))

const propName = (n: ts.PropertyName | undefined): string | undefined =>
  n && (ts.isIdentifier(n) || ts.isStringLiteral(n)) ? n.text : undefined

function fileEdits(sf: ts.SourceFile, checker: ts.TypeChecker, manual: string[]): Edit[] {
  const edits: Edit[] = []
  const where = (n: ts.Node) => {
    const { line } = sf.getLineAndCharacterOfPosition(n.getStart(sf))
    return `${relative(root, sf.fileName)}:${line + 1}`
  }
  const typeOf = (n: ts.Node) => checker.getTypeAtLocation(n)

  /** An object literal whose fields land on the unit `base` (a spread of it, or Object.assign's target). */
  function regroupLiteral(lit: ts.ObjectLiteralExpression, base: ts.Expression): void {
    const moved = new Map<string, string[]>()
    const keep: string[] = []
    let touched = false
    for (const p of lit.properties) {
      const name =
        ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p) ? propName(p.name) : undefined
      const group = name === undefined ? undefined : GROUP.get(name)
      if (!group) {
        keep.push(p.getText(sf))
        continue
      }
      touched = true
      moved.set(group, [...(moved.get(group) ?? []), p.getText(sf)])
    }
    if (!touched) return
    if (!simple(base)) {
      manual.push(`manual: ${where(lit)}: literal over a unit from a complex expression`)
      return
    }
    const b = base.getText(sf)
    const parts = [...keep]
    for (const [group, props] of moved) parts.push(`${group}: { ...${b}.${group}, ${props.join(', ')} }`)
    const multi = lit.getText(sf).includes('\n')
    edits.push({
      pos: lit.getStart(sf),
      end: lit.getEnd(),
      text: multi ? `{\n${parts.map((x) => `${x},`).join('\n')}\n}` : `{ ${parts.join(', ')} }`,
    })
  }

  /** A partial picture of a unit (a test's `toMatchObject`): its fields go into their records as they are. */
  function regroupPattern(lit: ts.ObjectLiteralExpression): void {
    const moved = new Map<string, string[]>()
    const keep: string[] = []
    for (const p of lit.properties) {
      const name =
        ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p) ? propName(p.name) : undefined
      const group = name === undefined ? undefined : GROUP.get(name)
      if (group) moved.set(group, [...(moved.get(group) ?? []), p.getText(sf)])
      else keep.push(p.getText(sf))
    }
    if (moved.size === 0) return
    const parts = [...keep, ...[...moved].map(([g, props]) => `${g}: { ${props.join(', ')} }`)]
    edits.push({ pos: lit.getStart(sf), end: lit.getEnd(), text: `{ ${parts.join(', ')} }` })
  }

  /** `expect(unit).toMatchObject({ … })` (or a list of units against a list of pictures). */
  function matchedAgainstUnit(lit: ts.ObjectLiteralExpression): boolean {
    const inList = ts.isArrayLiteralExpression(lit.parent)
    const call = inList ? lit.parent.parent : lit.parent
    if (!ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression)) return false
    if (call.expression.name.text !== 'toMatchObject') return false
    let e: ts.Expression = call.expression.expression
    while (ts.isPropertyAccessExpression(e)) e = e.expression
    if (!ts.isCallExpression(e) || e.expression.getText(sf) !== 'expect' || !e.arguments[0]) return false
    const t = typeOf(e.arguments[0])
    if (!inList) return isUnit(checker, t)
    const el = checker.getIndexTypeOfType(t, ts.IndexKind.Number)
    return !!el && isUnit(checker, el)
  }

  /**
   * A unit handed to a parameter typed by shape (`{ upgrades }`, `WithUpgrades`) that now only
   * one of its records satisfies: hand that record instead.
   */
  function recordArgument(arg: ts.Expression): void {
    const t = typeOf(arg)
    if (!isUnit(checker, t) || t.isUnion()) return
    const want = checker.getContextualType(arg)
    if (!want || isUnit(checker, want) || checker.isTypeAssignableTo(t, want)) return
    for (const group of ['profile', 'counters', 'turn', 'upgradeState']) {
      const g = checker.getTypeOfPropertyOfType(t, group)
      // Every field the parameter names must be in that record (an optional one left out would read undefined).
      const whole = g && checker.getPropertiesOfType(want).every((p) => checker.getPropertyOfType(g, p.name))
      if (g && whole && checker.isTypeAssignableTo(g, want)) {
        edits.push({ pos: arg.getEnd(), end: arg.getEnd(), text: `.${group}` })
        return
      }
    }
    manual.push(`manual: ${where(arg)}: a unit passed where only part of it fits`)
  }

  /** The record every key `k` may name, when they all live in the same one. */
  function keysGroup(k: ts.Expression): string | undefined {
    const t = typeOf(k)
    const parts = t.isUnion() ? t.types : [t]
    const groups = new Set(parts.map((p) => (p.isStringLiteral() ? GROUP.get(p.value) : undefined)))
    const [only] = groups
    return groups.size === 1 ? only : undefined
  }

  function visit(n: ts.Node): void {
    if (ts.isCallExpression(n) || ts.isNewExpression(n)) for (const a of n.arguments ?? []) recordArgument(a)
    if (ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.name)) {
      const group = GROUP.get(n.name.text)
      if (group && isUnit(checker, typeOf(n.expression))) {
        const at = n.name.getStart(sf)
        edits.push({ pos: at, end: at, text: `${group}.` })
      }
    } else if (ts.isElementAccessExpression(n) && isUnit(checker, typeOf(n.expression))) {
      const group = keysGroup(n.argumentExpression)
      if (group && !n.questionDotToken) {
        const at = n.expression.getEnd()
        edits.push({ pos: at, end: at, text: `.${group}` })
      } else if (!(ts.isStringLiteral(n.argumentExpression) && !GROUP.has(n.argumentExpression.text)))
        manual.push(`manual: ${where(n)}: element access on a unit`)
    } else if (
      ts.isBinaryExpression(n) &&
      n.operatorToken.kind === ts.SyntaxKind.InKeyword &&
      ts.isStringLiteral(n.left) &&
      GROUP.has(n.left.text) &&
      isUnit(checker, typeOf(n.right))
    ) {
      manual.push(`manual: ${where(n)}: '${n.left.text}' in unit`)
    } else if (ts.isObjectBindingPattern(n) && isUnit(checker, typeOf(n))) {
      const top: string[] = []
      const moved = new Map<string, string[]>()
      let touched = false
      for (const e of n.elements) {
        const name = e.propertyName
          ? propName(e.propertyName)
          : ts.isIdentifier(e.name)
            ? e.name.text
            : undefined
        const group = name === undefined || e.dotDotDotToken ? undefined : GROUP.get(name)
        if (e.dotDotDotToken) manual.push(`manual: ${where(e)}: rest of a unit destructuring`)
        if (!group) top.push(e.getText(sf))
        else {
          touched = true
          moved.set(group, [...(moved.get(group) ?? []), e.getText(sf)])
        }
      }
      if (touched) {
        const rest = top.findIndex((x) => x.startsWith('...'))
        const groups = [...moved].map(([g, els]) => `${g}: { ${els.join(', ')} }`)
        const all = rest < 0 ? [...top, ...groups] : [...top.slice(0, rest), ...groups, ...top.slice(rest)]
        edits.push({ pos: n.getStart(sf), end: n.getEnd(), text: `{ ${all.join(', ')} }` })
      }
    } else if (ts.isObjectLiteralExpression(n)) {
      const spread = n.properties.find(
        (p): p is ts.SpreadAssignment => ts.isSpreadAssignment(p) && isUnit(checker, typeOf(p.expression)),
      )
      const call = n.parent
      if (spread) regroupLiteral(n, spread.expression)
      else if (matchedAgainstUnit(n)) regroupPattern(n)
      else if (
        ts.isCallExpression(call) &&
        call.expression.getText(sf) === 'Object.assign' &&
        call.arguments[0] !== n &&
        call.arguments[0] &&
        isUnit(checker, typeOf(call.arguments[0]))
      )
        regroupLiteral(n, call.arguments[0])
      else {
        const ctx = checker.getContextualType(n)
        if (
          ctx &&
          isUnit(checker, ctx) &&
          n.properties.some((p) => {
            const name =
              ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p) ? propName(p.name) : ''
            return !!name && GROUP.has(name)
          })
        )
          manual.push(`manual: ${where(n)}: a unit built field by field`)
      }
    } else if (ts.isTypeReferenceNode(n) && n.typeArguments && n.typeArguments.length >= 2) {
      const [first, second] = n.typeArguments as unknown as [ts.TypeNode, ts.TypeNode]
      if (isUnit(checker, checker.getTypeFromTypeNode(first))) {
        const keys: string[] = []
        const walk = (t: ts.TypeNode) => {
          if (ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal)) keys.push(t.literal.text)
          else if (ts.isUnionTypeNode(t)) t.types.forEach(walk)
        }
        walk(second)
        if (keys.some((k) => GROUP.has(k))) manual.push(`manual: ${where(n)}: field names as types`)
      }
    } else if (
      ts.isIndexedAccessTypeNode(n) &&
      ts.isLiteralTypeNode(n.indexType) &&
      ts.isStringLiteral(n.indexType.literal) &&
      GROUP.has(n.indexType.literal.text) &&
      isUnit(checker, checker.getTypeFromTypeNode(n.objectType))
    ) {
      const k = n.indexType.literal.text
      edits.push({
        pos: n.getStart(sf),
        end: n.getEnd(),
        text: `${n.objectType.getText(sf)}['${GROUP.get(k)}']['${k}']`,
      })
    }
    ts.forEachChild(n, visit)
  }
  visit(sf)
  return edits
}

/** Applies the edits that no other edit contains (inner first); the outer ones wait for the next pass. */
function apply(src: string, edits: Edit[]): { out: string; done: number } {
  const contains = (o: Edit, e: Edit) =>
    o !== e && o.pos <= e.pos && e.end <= o.end && o.end - o.pos > e.end - e.pos
  const inner = edits.filter((e) => !edits.some((o) => contains(e, o)))
  const sorted = [...inner].sort((a, b) => b.pos - a.pos || b.end - a.end)
  let out = src
  for (const e of sorted) out = out.slice(0, e.pos) + e.text + out.slice(e.end)
  return { out, done: sorted.length }
}

const inScope = (f: string) => {
  const r = relative(root, f)
  return /^(packages|apps)\/[^/]+\/|^bench\//.test(r) && !r.includes('node_modules') && !r.endsWith('.d.ts')
}

const touched = new Set<string>()
let manual: string[] = []
for (let pass = 0; pass < 8; pass++) {
  const prog = program()
  const checker = prog.getTypeChecker()
  manual = []
  let changed = 0
  for (const sf of prog.getSourceFiles()) {
    if (!inScope(sf.fileName)) continue
    const edits = fileEdits(sf, checker, manual)
    if (edits.length === 0) continue
    const { out, done } = apply(sf.text, edits)
    if (done === 0 || out === sf.text) continue
    changed += done
    touched.add(relative(root, sf.fileName))
    if (!dry) writeFileSync(sf.fileName, out)
  }
  console.log(`pass ${pass + 1}: ${changed} edits`)
  if (changed === 0 || dry) break
}
for (const m of [...new Set(manual)]) console.log(m)
// Laid out as the repo's formatter lays it out, so the output needs no hand formatting.
if (!dry && touched.size > 0)
  execFileSync('npx', ['biome', 'format', '--write', ...touched], { cwd: root, stdio: 'inherit' })
console.log(`${touched.size} files ${dry ? 'would change' : 'changed'}`)
