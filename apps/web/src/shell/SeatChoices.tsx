/**
 * Who sits in each seat of a new game: a person at this screen or one of the ruleset's bots.
 * Every ruleset's setup page uses it, so the choice looks and reads the same everywhere.
 */
export interface SeatChoicesProps {
  seats: readonly string[]
  seatName(seat: string): string
  bots: readonly { id: string; title: string }[]
  /** Seat → bot id, or null for a person. */
  who: Readonly<Record<string, string | null>>
  onChange(who: Record<string, string | null>): void
  /** Test ids read `<testPrefix>-seat-<seat>`. */
  testPrefix: string
}

export function SeatChoices({ seats, seatName, bots, who, onChange, testPrefix }: SeatChoicesProps) {
  return (
    <>
      {seats.map((x) => (
        <div key={x}>
          {seatName(x)}:{' '}
          <select
            data-testid={`${testPrefix}-seat-${x}`}
            value={who[x] ?? ''}
            onChange={(e) => onChange({ ...who, [x]: e.target.value || null })}
          >
            <option value="">person</option>
            {bots.map((b) => (
              <option key={b.id} value={b.id}>
                {b.title}
              </option>
            ))}
          </select>
        </div>
      ))}
    </>
  )
}
