// biome-ignore-all lint/suspicious/noArrayIndexKey: dice, problems, log lines and list rows are positional and never reorder
/** Exact attack odds from '@sortie/gunframe/odds', drawn as a few numbers and a damage histogram. */
import type { AttackPreview } from '@sortie/gunframe/odds'

const pct = (p: number | undefined) =>
  p === undefined
    ? '—'
    : p >= 0.995 && p < 1
      ? '>99%'
      : p > 0 && p < 0.005
        ? '<1%'
        : `${Math.round(p * 100)}%`

export function OddsView({ odds, compact }: { odds: AttackPreview; compact?: boolean }) {
  const anyDamage = 1 - (odds.damage[0] ?? 0)
  const max = Math.max(...odds.damage, 0.0001)
  return (
    <div className="odds" data-testid="odds">
      <div className="odds-pools">
        <span title="Firepower dice">{odds.attackPool}D</span>
        <span className="vs">vs</span>
        <span title={`Defense dice (${odds.defendWith})`}>
          {odds.defensePool}D {odds.defendWith === 'close' ? 'Close' : 'Def'}
        </span>
      </div>
      <dl className="odds-stats">
        <div>
          <dt>Avg dmg</dt>
          <dd>{odds.expectedDamage.toFixed(2)}</dd>
        </div>
        <div>
          <dt>Any dmg</dt>
          <dd>{pct(anyDamage)}</dd>
        </div>
        <div>
          <dt>Destroy</dt>
          <dd>{pct(odds.destroyed)}</dd>
        </div>
        <div>
          <dt>Cripple</dt>
          <dd>{pct(odds.crippled)}</dd>
        </div>
        {!compact && (
          <div>
            <dt>Power</dt>
            <dd>{pct(odds.powerUsable)}</dd>
          </div>
        )}
      </dl>
      {!compact && (
        <div className="histogram" role="img" aria-label="Damage distribution">
          {odds.damage.map((p, k) => (
            <div key={k} className="bar-col" title={`${k} damage: ${(p * 100).toFixed(1)}%`}>
              <div className="bar" style={{ height: `${(p / max) * 100}%` }} />
              <span>{k}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  )
}
