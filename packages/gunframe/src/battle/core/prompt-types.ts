/**
 * GUNFRAME's prompt vocabulary: one tagged member per prompt kind the battle asks, with its exact
 * fields (prompt.ts and the mission layer build them). The runtime list names every kind once;
 * the checks below keep list and map in step.
 *
 * @example
 * if (p.kind === 'defend' && p.close) offerClose(p.target)
 */
import type { Seat, Vec } from '@sortie/engine'
import type { SetupStep } from '../../missions/state.ts'
import type { ChoiceData } from './choice-data.ts'
import type { Band, Half, Trigger } from './types.ts'

/** The fields of every attack-step prompt. */
interface AttackBase {
  attacker: string
  target: string
  band: Band
}

/** The fields of each prompt kind, besides `seat` and `kind`. */
export interface BattlePromptFields {
  'choose-role': object
  /** `free` lists the edges still free in a free-for-all. */
  'choose-half': { free?: Half[] }
  'mission-setup': {
    step: string
    what: SetupStep['kind']
    item?: Extract<SetupStep, { kind: 'place' }>['item']
  }
  deploy: { units: string[]; half: Half | undefined }
  initiative: object
  /** `ambush` lists ambushers that may arrive instead of an activation. */
  activate: { units: string[]; turn: number; ambush?: string[] }
  action: { unit: string; actionsLeft: number }
  disengage: { unit: string; roll: number }
  'use-lock': AttackBase
  defend: AttackBase & { hits: number; close: boolean; evade: boolean }
  dodge: AttackBase & { inches: number }
  power: AttackBase & { points: number }
  react: { trigger: Trigger; units: string[] }
  /** A ChoiceFrame's question; `inches` bounds a move answer, `dice` are the faces a pick names. */
  /** `data`: what the question carries besides its options (choice-data.ts), e.g. whose damage a Guardian may take. */
  choose: { id: string; unit: string; options: string[]; inches?: number; dice?: number[]; data?: ChoiceData }
  'call-reserves': { units: string[] }
  arrive: { unit: string; halo: boolean }
  scatter: { unit: string; pos: Vec; inches: number }
}

/** Every prompt kind the battle asks. */
export const BATTLE_PROMPT_KINDS = [
  'choose-role',
  'choose-half',
  'mission-setup',
  'deploy',
  'initiative',
  'activate',
  'action',
  'disengage',
  'use-lock',
  'defend',
  'dodge',
  'power',
  'react',
  'choose',
  'call-reserves',
  'arrive',
  'scatter',
] as const satisfies readonly (keyof BattlePromptFields)[]

export type BattlePromptKind = (typeof BATTLE_PROMPT_KINDS)[number]

const everyKindListed: [Exclude<keyof BattlePromptFields, BattlePromptKind>] extends [never] ? true : never =
  true
void everyKindListed

type Flat<X> = { [K in keyof X]: X[K] }

export type BattlePrompt = {
  [K in BattlePromptKind]: Flat<{ seat: Seat; kind: K } & BattlePromptFields[K]>
}[BattlePromptKind]

/** The prompt of one kind. */
export type BattlePromptOf<K extends BattlePromptKind> = Extract<BattlePrompt, { kind: K }>
