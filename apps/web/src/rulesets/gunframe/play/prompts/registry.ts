/**
 * Per prompt kind: its heading, and (for the few that need more than a list) the view that draws
 * some of its decisions. Every legal decision a view does not draw is still offered, as one
 * labelled button each (labels.ts), so a kind added to the battle later is never unanswerable.
 */
import type { BattlePromptKind, BattlePromptOf } from '@sortie/gunframe/battle'
import { titleCase, unitById, unitName } from '../format.ts'
import { itemWords, withArticle } from '../missionEvents.ts'
import { ActionView, actionHandles } from './ActionPrompt.tsx'
import type { PromptKind } from './Choice.tsx'
import { DodgeView, UseLockView } from './CombatPrompts.tsx'
import { luckyKind } from './LuckyPrompt.tsx'
import { choiceSub, choiceTitle } from './labels.ts'
import { PowerView, powerHandles } from './PowerPrompt.tsx'
import { ReactView, reactHandles, reactWhy } from './ReactPrompt.tsx'
import { ActivateView, DeployView } from './SetupPrompts.tsx'

const plural = (k: number, word: string) => `${k} ${word}${k === 1 ? '' : 's'}`

/** One entry per kind the battle asks: the compiler refuses a kind left out. */
export const PROMPT_KINDS: { [K in BattlePromptKind]: PromptKind<K> } = {
  'choose-role': { title: () => ({ title: 'You won the roll-off: attack or defend?' }) },
  'choose-half': { title: () => ({ title: 'Choose your table half' }) },
  deploy: {
    title: () => ({ title: 'Deploy your units', sub: 'Pick a unit, then tap or click inside your zone.' }),
    View: DeployView,
    handles: (d) => d.kind === 'deploy',
  },
  initiative: { title: () => ({ title: 'You have the initiative' }) },
  activate: {
    title: (_s, p) => ({
      title: 'Activate a unit',
      sub: p.ambush
        ? 'Tap a highlighted unit, pick one here, or spring an ambush (a marked spot).'
        : 'Tap a highlighted unit or pick one here.',
    }),
    View: ActivateView,
    handles: (d) => d.kind === 'activate',
  },
  action: {
    title: (s, p) => ({
      title: `${unitById(s, p.unit)?.profile.name ?? ''}: choose an action`,
      sub: `${plural(p.actionsLeft, 'action')} left`,
    }),
    View: ActionView,
    handles: actionHandles,
  },
  disengage: {
    title: (_s, p) => ({
      title: 'Disengage failed',
      sub: `Pilot roll ${p.roll}: stay put, or take ${p.roll} damage and go.`,
    }),
  },
  'use-lock': {
    title: (s, p) => ({ title: `Use the target lock on ${unitName(s, p.target)}?` }),
    View: UseLockView,
    handles: (d) => d.kind === 'use-lock',
  },
  defend: {
    title: (s, p) => ({
      title: `${unitName(s, p.target)} is hit ${plural(p.hits, 'time')}`,
      sub: `How do you defend against ${unitName(s, p.attacker)}?`,
    }),
  },
  dodge: {
    title: (s, p) => ({
      title: `${unitName(s, p.target)} may dodge up to ${p.inches}"`,
      sub: 'Tap a marked spot on the table, or stay.',
    }),
    View: DodgeView,
    handles: (d) => d.kind === 'dodge',
  },
  power: {
    title: (s, p) => ({
      title: `${plural(p.points, 'power point')} to spend`,
      sub: `${unitName(s, p.attacker)} against ${unitName(s, p.target)}: pick what to buy, then confirm.`,
    }),
    View: PowerView,
    handles: powerHandles,
  },
  react: {
    title: (s, p) => ({ title: 'React? (costs a focus point)', sub: reactWhy(p, s) }),
    View: ReactView,
    handles: reactHandles,
  },
  choose: { title: (s, p) => ({ title: choiceTitle(s, p), sub: choiceSub(p) }), variant: luckyKind },
  'mission-setup': {
    title: (_s, p) => ({
      sub: p.what === 'place' ? 'Hover a choice to see it on the table, or click a marked spot.' : undefined,
      title:
        p.what === 'place'
          ? `Place ${withArticle(itemWords(p.item))}`
          : p.what === 'choose-target'
            ? 'Choose the mission target'
            : p.what === 'choose-gun-emplacements'
              ? 'Choose which bunkers hold gun emplacements'
              : `Mission setup: ${titleCase(p.step)}`,
    }),
  },
  'call-reserves': { title: () => ({ title: 'Call in reserves?', sub: 'Units held back can arrive now.' }) },
  arrive: {
    title: (s, p) => ({
      title: `${unitName(s, p.unit)} arrives`,
      sub: p.halo ? 'Pick the drop point.' : 'Pick where it enters the table.',
    }),
  },
  scatter: {
    title: (s, p) => ({
      title: `Scatter ${unitName(s, p.unit)}'s drop`,
      sub: `Pick the direction it drifts (${p.inches}"): a button, or a marked spot on the table.`,
    }),
  },
}

/** A kind no entry knows (a state saved by a newer build): its name in words, every decision listed. */
const unknownKind = <K extends BattlePromptKind>(kind: string): PromptKind<K> => ({
  title: () => ({ title: titleCase(kind) }),
})

/** How to show prompt `p`: its kind's entry, or the entry's special case when `p` is one. */
export function kindFor<K extends BattlePromptKind>(p: BattlePromptOf<K>): PromptKind<K> {
  const entry: PromptKind<K> | undefined = PROMPT_KINDS[p.kind]
  if (!entry) return unknownKind(p.kind)
  return entry.variant?.(p) ?? entry
}
