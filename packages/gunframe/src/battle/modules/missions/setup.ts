/**
 * Mission setup in the battle (GF-MIS-SETUP): reading the game's settings (mission, variant,
 * environment, optional rules), starting the missions module once the defender has picked a half,
 * building the mission pieces as units, and the setup questions (where a marker, counter or
 * piece goes; which units are targets; which bunkers are guns) as prompts.
 */
import { err, ok, type Result, type RuleError, type Seat, type Vec } from '@sortie/engine'
import { MISSIONS, type MissionSettings } from '../../../missions/catalogue.ts'
import { type EnvironmentSettings, startEnvironment } from '../../../missions/environment.ts'
import { answerStep, placementCandidates, targetCandidates } from '../../../missions/placement.ts'
import { setupMission, validateSettings } from '../../../missions/setup.ts'
import type { SetupAnswer } from '../../../missions/state.ts'
import { HALVES as ALL_HALVES, EDGE_HALVES } from '../../../missions/zones.ts'
import type { BattleCtx } from '../../core/context.ts'
import { OPPOSITE } from '../../core/deploy.ts'
import { findUnit } from '../../core/geo.ts'
import type { MissionExtras } from '../../core/mission-state.ts'
import type { BattlePromptOf } from '../../core/prompt-types.ts'
import { reprofile } from '../../core/reprofile.ts'
import { OPTIONAL_RULES, type OptionalRule, rulesOn } from '../../core/rules-on.ts'
import type { BattleSetup } from '../../core/setup-types.ts'
import type { BattleDecision, BattleState, Half } from '../../core/types.ts'
import { ownedUnits } from '../../core/unit/own.ts'
import { environmentSpeedChange } from '../upgrades/environment.ts'
import { makeGunEmplacement, missionUnits, pieceUnit } from './units.ts'

/** Optional rules a game may switch on (crippled and panic belong to the power-attack rules). */
export { OPTIONAL_RULES, type OptionalRule } from '../../core/rules-on.ts'

/** Is optional rule `id` on? (`rulesOn` answers for every rule.) */
export const hasOptional = (s: BattleState, id: OptionalRule): boolean => rulesOn(s).has(id)

/** Free-for-all missions: the ones whose markers need no attacker or defender. */
export const FFA_MISSIONS = ['carnage', 'domination', 'take-and-hold'] as const

export function missionExtras(
  setup: BattleSetup,
  ffa: boolean,
  teams: Record<Seat, Seat[]> | null,
): Result<{ id: MissionSettings['id']; extras: MissionExtras }> {
  const m = setup.mission ?? 'carnage'
  const settings: MissionSettings = typeof m === 'string' ? { id: m } : m
  const v = validateSettings(settings)
  if (!v.ok) return v
  if (ffa && !(FFA_MISSIONS as readonly string[]).includes(settings.id))
    return err('gunframe/ffa_mission', 'A free-for-all plays Carnage, Domination or Take and Hold.', {
      mission: settings.id,
    })
  const e = setup.environment ?? 'none'
  const envSettings: EnvironmentSettings = typeof e === 'string' ? { id: e } : e
  const env = startEnvironment(envSettings)
  if (!env.ok) return env
  const optional = [...(setup.optional ?? [])]
  for (const o of optional)
    if (!(OPTIONAL_RULES as readonly string[]).includes(o))
      return err('gunframe/unknown_optional_rule', 'No such optional rule.', { rule: o })
  return ok({
    id: settings.id,
    extras: {
      variant: settings.variant ?? null,
      base: settings.id === 'remember-love' ? (settings.base ?? 'carnage') : null,
      state: null,
      environment: env.value,
      optional,
      reserves: {},
      areas: {},
      contactStart: [],
      endStage: null,
      ffa,
      ffaOrder: [],
      teams,
      ambushed: {},
      ambushHeld: [],
      groups: {},
    },
  })
}

/** Environment changes fixed for the whole battle (snow and underwater Speed). */
export function applyStandingEnvironment(s: BattleState): void {
  const env = s.mission.environment
  if (!env) return
  for (const u of ownedUnits(s))
    if (!u.piece)
      reprofile(u, { speed: Math.max(0, u.profile.speed + environmentSpeedChange(env, u.profile)) })
}

/** The halves the defender may pick: the four edges, and the diagonals where the mission allows. */
export function halvesFor(s: BattleState): Half[] {
  const def = MISSIONS[s.mission.id]
  return (def?.diagonal ? ALL_HALVES : EDGE_HALVES) as Half[]
}

/** The objective list the rest of the battle (bots, UI) reads, kept in step with the markers. */
export function syncObjectives(s: BattleState): void {
  const ms = s.mission.state
  if (!ms) return
  s.mission.objectives = ms.markers.map((m) => ({ id: m.id, pos: { x: m.pos.x, y: m.pos.y } }))
}

/** Starts the mission once roles and the defender's half are known. */
export function beginMission(s: BattleState, half: Half): RuleError | undefined {
  const def = s.defender as Seat
  const atk = s.attacker as Seat
  const settings: MissionSettings = {
    id: s.mission.id,
    ...(s.mission.variant ? { variant: s.mission.variant } : {}),
    ...(s.mission.base ? { base: s.mission.base } : {}),
  }
  const r = setupMission(settings, s.field, { attacker: atk, defender: def }, half)
  if (!r.ok) return r.error
  const ms = r.value
  s.halves = { [def]: half, [atk]: OPPOSITE[half] }
  // Convoy vehicles are deployed like the defender's units, so their placement steps go.
  ms.steps = ms.steps.filter((st) => st.when !== 'deployment')
  for (const p of ms.pieces) s.units.push(pieceUnit(p.id, p.kind, p.side, p.pos))
  s.mission.state = ms
  syncObjectives(s)
  applyStandingEnvironment(s)
  s.phase = ms.steps.some((st) => st.when === 'before-deployment') ? 'setup' : 'deploy'
  return undefined
}

export function chooseHalf(s: BattleState, seat: Seat, half: unknown): RuleError | undefined {
  if (!halvesFor(s).includes(half as Half))
    return { code: 'gunframe/bad_half', message: 'Choose a table half.', detail: { half } }
  if (seat !== s.defender) return { code: 'gunframe/not_defender', message: 'The defender picks the half.' }
  return beginMission(s, half as Half)
}

/** The pending setup question, if the game is in a setup phase. */
export function setupStep(s: BattleState) {
  const ms = s.mission.state
  if (!ms || s.phase !== 'setup') return null
  return ms.steps[0] ?? null
}

export function setupPrompt(s: BattleState): BattlePromptOf<'mission-setup'> | null {
  const st = setupStep(s)
  if (!st) return null
  const base = { seat: st.seat, kind: 'mission-setup' as const, step: st.id, what: st.kind }
  return st.kind === 'place' ? { ...base, item: st.item } : base
}

const PIECE_ITEMS = ['beacon', 'raid-target']

function spread<T>(list: T[], n: number): T[] {
  if (list.length <= n) return list
  const out: T[] = []
  for (let i = 0; i < n; i++) out.push(list[Math.floor((i * list.length) / n)] as T)
  return out
}

export function setupLegal(s: BattleState): BattleDecision[] {
  const st = setupStep(s)
  const ms = s.mission.state
  if (!st || !ms) return []
  const seat = st.seat
  switch (st.kind) {
    case 'place': {
      const r = PIECE_ITEMS.includes(st.item) ? 1 : 0
      return spread(placementCandidates(ms, st, 3, r), 16).map((pos) => ({
        seat,
        kind: 'mission-setup' as const,
        step: st.id,
        pos,
      }))
    }
    case 'choose-target':
      return targetCandidates(ms, st, missionUnits(s)).map((unit) => ({
        seat,
        kind: 'mission-setup' as const,
        step: st.id,
        unit,
      }))
    case 'choose-gun-emplacements': {
      const out: BattleDecision[] = []
      for (let mask = 0; mask < 1 << st.bunkers.length; mask++)
        out.push({
          seat,
          kind: 'mission-setup',
          step: st.id,
          emplacements: st.bunkers.filter((_, i) => mask & (1 << i)),
        })
      return out
    }
  }
}

export function answerSetup(
  s: BattleState,
  c: BattleCtx,
  d: Extract<BattleDecision, { kind: 'mission-setup' }>,
): RuleError | undefined {
  const st = setupStep(s)
  const ms = s.mission.state
  if (!st || !ms) return { code: 'gunframe/no_setup', message: 'There is no setup question now.' }
  let answer: SetupAnswer
  if (st.kind === 'place') {
    const pos = d.pos as Vec
    if (!pos || !Number.isFinite(pos.x) || !Number.isFinite(pos.y))
      return { code: 'gunframe/bad_answer', message: 'A placement needs a position.' }
    answer = { pos, radius: PIECE_ITEMS.includes(st.item) ? 1 : 0 }
  } else if (st.kind === 'choose-target') answer = { unit: String(d.unit) }
  else {
    if (!Array.isArray(d.emplacements) || new Set(d.emplacements).size !== d.emplacements.length)
      return { code: 'gunframe/bad_answer', message: 'List the bunkers that are gun emplacements.' }
    answer = { emplacements: d.emplacements.map(String) }
  }
  const r = answerStep(ms, String(d.step), answer, missionUnits(s))
  if (!r.ok) return r.error
  s.mission.state = r.value
  if (st.kind === 'place') {
    const piece = r.value.pieces.find((p) => p.id === st.id)
    const u = findUnit(s, st.id)
    if (piece?.pos && u) {
      u.pos = { ...piece.pos }
      u.status = 'table'
    }
  }
  if (st.kind === 'choose-gun-emplacements')
    for (const id of answer && 'emplacements' in answer ? answer.emplacements : []) {
      const u = findUnit(s, id)
      if (u) makeGunEmplacement(u)
    }
  syncObjectives(s)
  c.emit({ type: 'MissionSetup', step: st.id, seat: d.seat, answer })
  const next = r.value.steps[0]
  if (next?.when !== 'before-deployment')
    s.phase = s.units.some((u) => u.status === 'table' && !u.piece) ? 'play' : 'deploy'
  return undefined
}

/** After the last unit is placed: the after-deployment questions, else the game. */
export function phaseAfterDeployment(s: BattleState): 'setup' | 'play' {
  return s.mission.state?.steps.some((st) => st.when === 'after-deployment') ? 'setup' : 'play'
}
