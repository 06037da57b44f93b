/**
 * GF-UPG-LUCKY's question: the rolled dice as toggles (a marked die will roll again), a button
 * that re-rolls the marked ones (a `pick` decision with their indices), and the engine's quick
 * answers (keep, every failed die, every non-six, every die) as plain buttons.
 */
import type { BattlePromptOf } from '@sortie/gunframe/battle'
import { useState } from 'react'
import { Die } from '../../../../shell/DiceTray.tsx'
import type { BattleDecision } from '../../engine.ts'
import { unitName } from '../format.ts'
import { poolTones } from '../rolls.ts'
import { Choice, of, type PromptKind, type PromptViewProps } from './Choice.tsx'
import { optionLabel } from './labels.ts'

const QUICK_WORDS: Record<string, string> = {
  keep: 'Keep the roll (save Lucky)',
  reroll: 'Re-roll every failed die',
  'reroll-non-six': 'Re-roll every die but the sixes',
  'reroll-all': 'Re-roll every die',
}

type ChoosePrompt = BattlePromptOf<'choose'>

const isLucky = (p: ChoosePrompt) => p.id === 'lucky-attack' || p.id === 'lucky-defense'

const diceOf = (p: ChoosePrompt): readonly number[] => p.dice ?? []

/** What to re-roll, as the decision the engine takes: one index per marked die. */
export function pickDecision(seat: string, marked: readonly number[]): BattleDecision {
  return { seat, kind: 'choose', option: 'pick', dice: [...marked].sort((a, b) => a - b) }
}

function DiceToggles(p: PromptViewProps<'choose'> & { pickKey: string | undefined }) {
  const dice = diceOf(p.prompt)
  const [marked, setMarked] = useState<number[]>([])
  // Attack or defense dice (a Pilot Skill roll never asks): coloured as the engine reads them.
  const tones = poolTones(dice)
  const flip = (i: number) => setMarked((m) => (m.includes(i) ? m.filter((x) => x !== i) : [...m, i]))
  return (
    <div className="lucky-dice">
      <div className="muted small">Tap the dice to roll again:</div>
      <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap', margin: '6px 0' }}>
        {dice.map((v, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: a die is its position in the roll
            key={i}
            type="button"
            className={`choice${marked.includes(i) ? ' active' : ''}`}
            aria-pressed={marked.includes(i)}
            aria-label={`Die ${i + 1}: ${v}${marked.includes(i) ? ', will roll again' : ''}`}
            onClick={() => flip(i)}
            style={{ width: 'auto', padding: 4 }}
          >
            <Die value={v} tone={tones[i] ?? 'plain'} rerolled={marked.includes(i)} />
          </button>
        ))}
      </div>
      <Choice
        onClick={() => p.decide(pickDecision(p.prompt.seat, marked))}
        hint={p.pickKey}
        disabled={marked.length === 0}
      >
        {marked.length === 0
          ? 'Re-roll the marked dice'
          : `Re-roll ${marked.length} marked ${marked.length === 1 ? 'die' : 'dice'}`}
      </Choice>
    </div>
  )
}

export function LuckyView(p: PromptViewProps<'choose'>) {
  const pickKey = p.nextKey()
  return (
    <>
      {/* Keyed by the question, so marks never carry over to the next Lucky roll. */}
      <DiceToggles
        key={`${p.prompt.id}:${p.prompt.unit}:${diceOf(p.prompt).join()}`}
        {...p}
        pickKey={pickKey}
      />
      <div className="choice-list more">
        {of(p.legal, 'choose').map((d) => (
          <Choice key={d.option} onClick={() => p.decide(d)} hint={p.nextKey()}>
            {QUICK_WORDS[d.option] ??
              optionLabel(p.state, d.option, d.to, p.prompt.unit, p.prompt.id, d.dice)}
          </Choice>
        ))}
      </div>
    </>
  )
}

const LUCKY_KIND: PromptKind<'choose'> = {
  title: (s, p) => ({
    title: `${unitName(s, p.unit)} — Lucky: re-roll any of these ${p.id === 'lucky-defense' ? 'defense' : 'attack'} dice?`,
    sub: 'Once a battle. Mark dice and re-roll them, or use a quick option.',
  }),
  View: LuckyView,
  handles: (d) => d.kind === 'choose',
}

/** The Lucky view for a Lucky question; undefined for every other choice. */
export const luckyKind = (p: ChoosePrompt): PromptKind<'choose'> | undefined =>
  isLucky(p) ? LUCKY_KIND : undefined
