/**
 * The unit card shown when a unit is tapped or hovered: profile, upgrades with their one-line
 * paraphrase, armour left, counters and conditions, and what it can still do now. Everything is
 * read from the state and the engine's legal decisions; nothing here decides a rule.
 */
import type { BattlePrompt } from '@sortie/gunframe/battle'
import { upgradeById, upgradeLabel } from '@sortie/gunframe/units'
import { memo } from 'react'
import { type BattleDecision, type BattleState, moveSpeed } from '../engine.ts'
import { seatName, unitById, unitName } from './format.ts'

const FLAGS: {
  key: 'lock' | 'evade' | 'knockedDown' | 'shutDown' | 'distracted' | 'crippled'
  text: string
}[] = [
  { key: 'lock', text: 'target lock on it' },
  { key: 'evade', text: 'Evade counter' },
  { key: 'knockedDown', text: 'knocked down' },
  { key: 'shutDown', text: 'shut down' },
  { key: 'distracted', text: 'distracted' },
  { key: 'crippled', text: 'crippled' },
]

const ACTION_WORDS: Record<string, string> = {
  move: 'move',
  attack: 'attack',
  lock: 'lock on',
  evade: 'evade',
  special: 'special action',
  'end-activation': 'end its activation',
  'mission-action': 'mission action',
}

/** What the unit may still do, from the legal decisions when it is the one deciding now. */
function nowLine(
  state: BattleState,
  prompt: BattlePrompt | null,
  legal: readonly BattleDecision[],
  id: string,
): string {
  const u = unitById(state, id)
  if (!u) return ''
  if (u.status === 'destroyed') return 'Destroyed.'
  if (u.status !== 'table') return 'Not on the table yet.'
  if (prompt?.kind === 'action' && prompt.unit === id) {
    const kinds = [...new Set(legal.map((d) => ACTION_WORDS[d.kind] ?? d.kind.replaceAll('-', ' ')))]
    return kinds.length ? `Activating: may ${kinds.join(', ')}.` : 'Activating.'
  }
  if (prompt?.kind === 'activate' && legal.some((d) => d.kind === 'activate' && d.unit === id))
    return 'Ready to activate.'
  if (u.activated) return `Activated this turn${u.reacted ? ', and reacted' : ''}.`
  return u.reacted ? 'Not activated yet; has reacted this turn.' : 'Not activated yet this turn.'
}

export const UnitInfo = memo(function UnitInfo(props: {
  state: BattleState
  id: string
  prompt: BattlePrompt | null
  legal: readonly BattleDecision[]
  names?: Record<string, string> | undefined
  onClose: () => void
}) {
  const { state, id } = props
  const u = unitById(state, id)
  if (!u) return null
  const speed = moveSpeed(state, u)
  const flags = FLAGS.filter((f) => u[f.key] === true).map((f) => f.text)
  if (u.focusSpent) flags.push('focus spent this turn')
  const placed = Object.entries(u.weapons ?? {}).flatMap(([band, ids]) =>
    (ids ?? []).map((x) => ({ id: x, band })),
  )
  const onBand = new Map(placed.map((p) => [p.id, p.band]))
  return (
    <section className={`unit-info seat-${u.side}`} data-testid="unit-card" aria-label={`${u.name} card`}>
      <div className="unit-info-head">
        <b>{unitName(state, id)}</b>
        <span className="muted">
          {seatName(u.side, props.names)} · {u.piece ? 'mission piece' : u.frame} · Pilot {u.skill}+
        </span>
        <button
          type="button"
          className="ghost small-choice"
          onClick={props.onClose}
          aria-label="Close the card"
        >
          ×
        </button>
      </div>
      <dl className="unit-info-stats">
        <div>
          <dt>Armour</dt>
          <dd data-testid="card-armour">
            {u.armour}/{u.maxArmour}
          </dd>
        </div>
        <div>
          <dt>Speed</dt>
          <dd title={speed !== u.speed ? `printed ${u.speed}"` : undefined}>{speed}"</dd>
        </div>
        <div>
          <dt>Defense</dt>
          <dd>{u.defense}D</dd>
        </div>
        <div>
          <dt>C / S / M / L</dt>
          <dd>
            {u.loadout.close}/{u.loadout.short}/{u.loadout.medium}/{u.loadout.long}
          </dd>
        </div>
      </dl>
      <div className="unit-info-now" data-testid="card-now">
        {nowLine(state, props.prompt, props.legal, id)}
      </div>
      {flags.length > 0 && <div className="unit-info-flags">Markers: {flags.join(', ')}.</div>}
      {u.upgrades.length > 0 && (
        <ul className="unit-info-upgrades">
          {u.upgrades.map((x) => {
            const d = upgradeById(x)
            const band = onBand.get(x)
            return (
              <li key={x}>
                <b>{upgradeLabel({ id: x, ...(band ? { on: band } : {}), n: u.upgradeN?.[x] ?? 1 })}</b>
                {d?.summary ? ` — ${d.summary}` : ''}
                {u.used?.includes(x) ? <span className="muted"> (used)</span> : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
})
