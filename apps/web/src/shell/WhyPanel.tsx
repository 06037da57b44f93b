/**
 * The bot's "why?" for any ruleset: a toggle that lists the candidates the last explaining bot
 * weighed, best first, with each one's value and note, the one it took marked. Tables that draw
 * the candidates themselves (GUNFRAME's overlay) leave it out.
 */
import type { DecisionShape } from '@sortie/engine'
import { useState } from 'react'
import type { BotChoiceProp } from './module.ts'
import './why.css'

export interface WhyPanelProps {
  choice: BotChoiceProp<DecisionShape>
  /** A decision in words ("Fire at Raptor-2"); the decision's kind when the ruleset has none. */
  label(d: DecisionShape): string
  seatName: string
}

const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)}`

export function WhyPanel({ choice, label, seatName }: WhyPanelProps) {
  const [open, setOpen] = useState(false)
  return (
    <div className="why-panel" data-testid="why-panel">
      <button
        type="button"
        className={open ? 'why-toggle active' : 'why-toggle'}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="why-toggle"
        title="What the bot weighed before its last choice"
      >
        Why? ({choice.candidates.length} weighed)
      </button>
      {open && (
        <div className="why-list" data-testid="why-list">
          <div className="why-title">
            What the {choice.bot} bot ({seatName}) weighed, best first
          </div>
          <ol>
            {choice.candidates.map((c, i) => (
              <li
                // Candidates are distinct decisions, so the decision itself is a stable key.
                key={JSON.stringify(c.decision)}
                className={i === choice.chosen ? 'chosen' : ''}
                data-testid="why-row"
              >
                <b>{label(c.decision)}</b> {i === choice.chosen ? '(taken) ' : ''}— value {signed(c.score)}
                {c.note ? ` · ${c.note}` : ''}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  )
}
