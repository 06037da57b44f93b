/**
 * "Next encounter, same day" (GW-SHEET-SAME-DAY): the game that follows this one on the same day
 * is this game's own setup — the same scene, raiders and options, so nothing here builds a setup
 * anew — with each living pilot's sheet as the battle left it (learned.ts) and the daily traits
 * spent so far carried in `dailyUsed` (the package's `sheetsAfterBattle` hands them back beside the
 * sheet). A pilot who died sits the next encounter out, and their seat with them. Pure: no React.
 */
import { type GwSetup, gunwave } from './engine.ts'
import type { LearnedOffer } from './learned.ts'

export interface SameDayGame {
  title: string
  setup: GwSetup
  /** Bot id per seat (null: a person), the seats of the pilots who go on and the narrator. */
  seats: Record<string, string | null>
  names?: Record<string, string>
  /** The pilots who died and are left out. */
  left: string[]
}

/** "… · encounter 3" after "… · encounter 2"; "… · encounter 2" after a first game. */
export function nextTitle(title: string): string {
  const m = /^(.*) · encounter (\d+)$/.exec(title)
  return m ? `${m[1]} · encounter ${Number(m[2]) + 1}` : `${title} · encounter 2`
}

/**
 * The next same-day game from this one's stored `setup`, title and seats (bot per seat, as the
 * game record keeps them) and the offers of the game-over panel; or why there is none.
 */
export function sameDayGame(
  game: {
    title: string
    setup: unknown
    seats: Record<string, string | null>
    names?: Record<string, string>
  },
  offers: readonly LearnedOffer[],
): SameDayGame | string {
  const setup = game.setup as GwSetup
  if (!Array.isArray(setup?.players)) return 'The game’s setup holds no pilot sheets.'
  const alive = new Map(offers.filter((o) => !o.dead).map((o) => [o.seat, o]))
  if (alive.size === 0) return 'No pilot survived this encounter to fight another today.'
  const players = setup.players.flatMap((p) => {
    const o = alive.get(p.seat)
    return o ? [{ ...p, sheet: o.sheet }] : []
  })
  // Keyed by seat, so two pilots of one name keep their own. Each living pilot's list already holds
  // what it began this game with (empty ones too: the list is read by seat once any key is one);
  // a dead pilot's seat is gone with them.
  const used: Record<string, string[]> = {}
  for (const o of alive.values()) used[o.seat] = [...o.dailySpent]
  const { dailyUsed: _old, ...rest } = setup
  const spent = Object.values(used).some((l) => l.length > 0)
  const next: GwSetup = { ...rest, players, ...(spent ? { dailyUsed: used } : {}) }
  const check = gunwave.ruleset().start(next, 'same-day')
  if (!check.ok) return check.error.message
  const keep = (seat: string) => seat === 'narrator' || alive.has(seat)
  const seats = Object.fromEntries(Object.entries(game.seats).filter(([s]) => keep(s)))
  const names = game.names && Object.fromEntries(Object.entries(game.names).filter(([s]) => keep(s)))
  return {
    title: nextTitle(game.title),
    setup: next,
    seats,
    ...(names ? { names } : {}),
    left: offers.filter((o) => o.dead).map((o) => o.pilot),
  }
}
