/**
 * The unit card shown when a unit is tapped or hovered: profile, upgrades with their one-line
 * paraphrase, armour left, counters and conditions, and what it can still do now. Everything is
 * read from the state and the engine's legal decisions; nothing here decides a rule.
 */
import type { BattlePrompt } from '@sortie/gunframe/battle'
import { upgradeById, upgradeLabel } from '@sortie/gunframe/units'
import { memo } from 'react'
import { attackLoadout, type BattleDecision, type BattleState, moveSpeed } from '../engine.ts'
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
  if (u.turn.activated) return `Activated this turn${u.turn.reacted ? ', and reacted' : ''}.`
  return u.turn.reacted ? 'Not activated yet; has reacted this turn.' : 'Not activated yet this turn.'
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
  // The dice the engine attacks with now (crippled halving, Anger Issues), the print in the tooltip.
  const load = attackLoadout(state, u)
  const shown = (l: typeof load) => `${l.close}/${l.short}/${l.medium}/${l.long}`
  const printed = shown(u.profile.loadout)
  const flags = FLAGS.filter((f) => u.counters[f.key] === true).map((f) => f.text)
  if (u.turn.focusSpent) flags.push('focus spent this turn')
  const placed = Object.entries(u.profile.weapons ?? {}).flatMap(([band, ids]) =>
    (ids ?? []).map((x) => ({ id: x, band })),
  )
  const onBand = new Map(placed.map((p) => [p.id, p.band]))
  return (
    <section
      className={`unit-info seat-${u.side}`}
      data-testid="unit-card"
      aria-label={`${u.profile.name} card`}
    >
      <div className="unit-info-head">
        <b>{unitName(state, id)}</b>
        <span className="muted">
          {seatName(u.side, props.names)} · {u.piece ? 'mission piece' : u.profile.frame} · Pilot{' '}
          {u.profile.skill}+
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
            {u.armour}/{u.profile.maxArmour}
          </dd>
        </div>
        <div>
          <dt>Speed</dt>
          <dd title={speed !== u.profile.speed ? `printed ${u.profile.speed}"` : undefined}>{speed}"</dd>
        </div>
        <div>
          <dt>Defense</dt>
          <dd>{u.profile.defense}D</dd>
        </div>
        <div>
          <dt>C / S / M / L</dt>
          <dd data-testid="card-loadout" title={shown(load) !== printed ? `printed ${printed}` : undefined}>
            {shown(load)}
          </dd>
        </div>
      </dl>
      <div className="unit-info-now" data-testid="card-now">
        {nowLine(state, props.prompt, props.legal, id)}
      </div>
      {flags.length > 0 && <div className="unit-info-flags">Markers: {flags.join(', ')}.</div>}
      {u.profile.upgrades.length > 0 && (
        <ul className="unit-info-upgrades">
          {u.profile.upgrades.map((x) => {
            const d = upgradeById(x)
            const band = onBand.get(x)
            return (
              <li key={x}>
                <b>
                  {upgradeLabel({
                    id: x,
                    ...(band ? { on: band } : {}),
                    n: u.upgradeState.upgradeN?.[x] ?? 1,
                  })}
                </b>
                {d?.summary ? ` — ${d.summary}` : ''}
                {u.upgradeState.used?.includes(x) ? <span className="muted"> (used)</span> : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
})
