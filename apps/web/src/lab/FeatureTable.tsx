/** Units and upgrades with their printed points, fair cost and effect, as the lab estimated them. */
import type { FeatureEstimate } from '@sortie/lab/specs'

const range = (lo: number | null, hi: number | null) => (lo === null || hi === null ? '' : `${lo} … ${hi}`)

export function FeatureTable({ rows, empty }: { rows: FeatureEstimate[]; empty: string }) {
  if (rows.length === 0) return <p className="muted">{empty}</p>
  return (
    <table className="lab-table">
      <thead>
        <tr>
          <th>entry</th>
          <th>kind</th>
          <th>printed</th>
          <th>fair cost</th>
          <th>95%</th>
          <th>effect</th>
          <th>95%</th>
          <th>z</th>
          <th>seat-games</th>
          <th>won</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((f) => (
          <tr key={f.key} className={f.flag ?? ''}>
            <td>{f.name}</td>
            <td>{f.kind}</td>
            <td>{f.kind === 'bot' ? '' : f.points}</td>
            <td>{f.fairCost ?? ''}</td>
            <td>{range(f.fairLo, f.fairHi)}</td>
            <td>{f.beta}</td>
            <td>{range(f.lo, f.hi)}</td>
            <td>{f.z ?? ''}</td>
            <td>{f.fielded}</td>
            <td>{(f.winRate * 100).toFixed(1)}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
