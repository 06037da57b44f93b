/**
 * Who sits in each seat of a new game: a person at this screen or one of the ruleset's bots.
 * Every ruleset's setup page uses it, so the choice looks and reads the same everywhere.
 * A bot is offered by its label ("Bot · Normal") with its one-line description under the choice.
 */
import type { BotEntry } from './module.ts'

export interface SeatChoicesProps {
  seats: readonly string[]
  seatName(seat: string): string
  bots: readonly BotEntry[]
  /** Seat → bot id, or null for a person. */
  who: Readonly<Record<string, string | null>>
  onChange(who: Record<string, string | null>): void
  /** Test ids read `<testPrefix>-seat-<seat>`. */
  testPrefix: string
}

/** "Bot · Normal" for a labelled bot, its title otherwise. */
export const botLabel = (b: BotEntry): string => (b.label ? `Bot · ${b.label}` : b.title)

export function SeatChoices({ seats, seatName, bots, who, onChange, testPrefix }: SeatChoicesProps) {
  return (
    <>
      {seats.map((x) => {
        const bot = bots.find((b) => b.id === who[x])
        return (
          <div key={x}>
            {seatName(x)}:{' '}
            <select
              data-testid={`${testPrefix}-seat-${x}`}
              value={who[x] ?? ''}
              onChange={(e) => onChange({ ...who, [x]: e.target.value || null })}
            >
              <option value="">person</option>
              {bots.map((b) => (
                <option key={b.id} value={b.id} title={b.description}>
                  {botLabel(b)}
                </option>
              ))}
            </select>
            {bot?.description && (
              <div className="muted bot-description" data-testid={`${testPrefix}-bot-${x}`}>
                {bot.description}
              </div>
            )}
          </div>
        )
      })}
    </>
  )
}
