/**
 * Shown instead of the table when a stored game no longer replays under today's rules (a rules
 * fix made one of its recorded decisions illegal). The player sees which decision and why, and can
 * go on from just before it: the server keeps the decisions that replay and files the rest in the
 * game's record (nothing is deleted), or watch the part that replays first.
 */
import { useState } from 'react'
import { api, type GameRecord } from './api.ts'
import { go } from './route.ts'

export interface SalvageProps {
  record: GameRecord & { ruleset?: string }
  /** Index of the first decision today's rules refuse. */
  at: number
  /** The engine's refusal, in words. */
  message: string
  onSalvaged: (rec: GameRecord) => void
}

export function SalvagePanel({ record, at, message, onSalvaged }: SalvageProps) {
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState<string | null>(null)
  const total = record.decisions.length
  const later = total - at
  const salvage = async () => {
    setBusy(true)
    setFailed(null)
    try {
      onSalvaged(await api.salvageGame(record.id))
    } catch (e) {
      setFailed((e as Error).message)
      setBusy(false)
    }
  }
  return (
    <section className="panel salvage" aria-labelledby="salvage-title">
      <div className="panel-title" id="salvage-title">
        Saved under earlier rules
      </div>
      <p>
        <strong>{record.title}</strong> was recorded before a rules fix. Move {at + 1} of {total} is not
        allowed by today’s rules:
      </p>
      <blockquote className="salvage-reason">{message}</blockquote>
      <p>
        The game can go on from just before that move, with the first {at} {at === 1 ? 'move' : 'moves'} as
        they were played. The {later} later {later === 1 ? 'move is' : 'moves are'} not deleted:{' '}
        {later === 1 ? 'it is' : 'they are'} filed in the game’s record.
      </p>
      {failed && <div className="toast error">The server could not salvage the game: {failed}</div>}
      <div className="salvage-actions">
        <button type="button" className="primary" disabled={busy} onClick={salvage}>
          {busy ? 'Salvaging…' : `Go on from move ${at}`}
        </button>
        <button
          type="button"
          className="ghost"
          onClick={() => go({ tab: 'replays', ruleset: record.ruleset ?? '', gameId: record.id })}
        >
          Watch the moves that replay
        </button>
        <button
          type="button"
          className="ghost"
          onClick={() => go({ tab: 'play', ruleset: record.ruleset ?? '' })}
        >
          Back to games
        </button>
      </div>
    </section>
  )
}
