/**
 * The prompt and its choices: every button is one decision from `ruleset.legal(state)`, grouped
 * by kind. Attack buttons carry the package's exact preview (chance to destroy, expected
 * damage); hovering one shows its full odds in the shell's odds panel.
 */
import { pct } from '../../shell/OddsPanel.tsx'
import {
  attackPreview,
  CATAPULT_REACH,
  type MsDecision,
  type MsPrompt,
  type MsState,
  TURRET_REACH,
} from './engine.ts'
import { decisionLabel, seatName, unitName } from './format.ts'

const GROUPS: { title: string; kinds: MsDecision['kind'][] }[] = [
  { title: 'Attacks', kinds: ['attack', 'throw-enemy', 'throw-terrain', 'crash', 'attack-terrain'] },
  { title: 'Movement', kinds: ['move', 'rotate', 'accelerate', 'deploy', 'reserve', 'face', 'face-done'] },
  { title: 'Control points', kinds: ['place-cps'] },
  {
    title: 'Abilities',
    kinds: ['target-lock', 'zeal', 'power', 'havoc', 'transform', 'reload', 'board', 'captain-order'],
  },
]

export function promptText(s: MsState, p: MsPrompt | null, names?: Record<string, string>): string {
  if (!p) return s.phase === 'over' ? 'The battle is over.' : '—'
  const who = seatName(p.seat, names)
  switch (p.kind) {
    case 'commander':
      return `${p.seats.map((x) => seatName(x, names)).join(' and ')}: name your Mission Commander (each pick stays sealed until both have picked)`
    case 'deploy':
      return `${who}: deploy ${unitName(s, p.units[0])} (click a marker or pick a spot)`
    case 'face':
      return `${who}: re-face your units before the battle, then press Done`
    case 'place-cps':
      return `${who}: place a pair of control points the same distance from the centre point`
    case 'order':
      return `${who}: go first or second this round?`
    case 'activate':
      return `${who}: activate a unit${p.forcedBy ? ` (forced by ${unitName(s, p.forcedBy)})` : ''}`
    case 'act':
      return `${who}: ${unitName(s, p.unit)} · ${p.actions} action(s), ${p.moves} move(s) left`
    case 'defend':
      return `${who}: ${unitName(s, p.target)} is attacked by ${unitName(s, p.attacker)} — choose a defence`
    case 'skills':
      return `${who}: ${p.stage === 'attack' ? 'attacker' : 'defender'} skills`
    case 'sacrifice':
      return `${who}: sacrifice a weapon of ${unitName(s, p.unit)}?`
    case 'push':
      return `${who}: push ${unitName(s, p.target)} ${p.inches}" — pick the direction`
    case 'transform':
      return `${who}: ${unitName(s, p.unit)} was attacked in melee — change mode?`
    case 'overwatch':
      return `${who}: overwatch — fire ${unitName(s, p.ship)}'s [AA] guns at ${unitName(s, p.target)}?`
    case 'stun':
      return `${who}: ${unitName(s, p.unit)} is stunned — pay ${p.left === 1 ? 'the penalty' : `each of ${p.left} penalties`} with an Action, Power or Havoc`
    case 'knock':
      return `${who}: ${unitName(s, p.unit)} is knocked about — lose 1 Momentum or take ${p.dmg} DMG?`
    case 'revenge':
      return `${who}: avenge the loss to ${unitName(s, p.killer)}?`
    case 'daunt':
      return `${who}: Daunt after ${unitName(s, p.victim)} fell?`
    case 'choose-terrain':
      return `${who}: several pieces shield you from ${unitName(s, p.attacker)} — pick ${p.pick === 1 ? 'the one that rolls' : `the ${p.pick} that roll`} to survive`
    case 'launch':
      return p.left > 0
        ? `${who}: launch from ${unitName(s, p.ship)} within ${CATAPULT_REACH}" of its centre (${p.left} by catapult) — click the table`
        : `${who}: deploy from ${unitName(s, p.ship)} within ${TURRET_REACH}" of its centre — click the table`
  }
}

export function PromptPanel({
  s,
  p,
  legal,
  decide,
  onAim,
  names,
}: {
  s: MsState
  p: MsPrompt | null
  legal: readonly MsDecision[]
  decide(d: MsDecision): void
  onAim(d: MsDecision | null): void
  names?: Record<string, string> | undefined
}) {
  const attacker = p?.kind === 'act' ? p.unit : null
  // Commander picks: one short row per seat (both seats may be asked at once).
  const commanders = ['p1', 'p2'].map((seat) => ({
    title: `${seatName(seat, names)} Commander`,
    items: legal.filter((d) => d.kind === 'commander' && d.seat === seat),
  }))
  const grouped = [
    ...commanders,
    ...GROUPS.map((g) => ({ ...g, items: legal.filter((d) => g.kinds.includes(d.kind)) })),
  ]
  const rest = legal.filter((d) => d.kind !== 'commander' && !GROUPS.some((g) => g.kinds.includes(d.kind)))
  const button = (d: MsDecision, i: number) => {
    const o = attacker ? attackPreview(s, attacker, d) : null
    return (
      <button
        key={i}
        type="button"
        data-testid={`ms-decide-${d.kind}`}
        data-seat={d.seat}
        onClick={() => decide(d)}
        onMouseEnter={() => onAim(d.kind === 'attack' ? d : null)}
        onFocus={() => onAim(d.kind === 'attack' ? d : null)}
      >
        {decisionLabel(s, d)}
        {o && (
          <small data-testid="ms-attack-odds">
            {' '}
            · destroy {pct(o.destroy)} · exp. {Math.round(o.expectedDamage)} dmg
          </small>
        )}
      </button>
    )
  }
  return (
    // flexShrink 0: the shell's side column is a flex column; the buttons must not be squeezed under the odds
    <div className="prompt-panel" data-testid="ms-prompt" style={{ flexShrink: 0 }}>
      <div style={{ fontWeight: 600, marginBottom: 4 }}>{promptText(s, p, names)}</div>
      {grouped
        .filter((g) => g.items.length > 0)
        .map((g) => (
          <div key={g.title} style={{ marginBottom: 6 }}>
            <div style={{ fontSize: 12, opacity: 0.7 }}>{g.title}</div>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>{g.items.map(button)}</div>
          </div>
        ))}
      {rest.length > 0 && <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>{rest.map(button)}</div>}
    </div>
  )
}
