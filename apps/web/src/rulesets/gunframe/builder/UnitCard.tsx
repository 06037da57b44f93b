// biome-ignore-all lint/suspicious/noArrayIndexKey: dice, problems, log lines and list rows are positional and never reorder
/** A printable unit card: the profile the battle will play with, laid out as a tabletop card. */
import {
  FRAMES,
  priceUnit,
  type SquadronUnit,
  toProfile,
  upgradeById,
  upgradeLabel,
} from '@sortie/gunframe/units'

export function UnitCard({ unit }: { unit: SquadronUnit }) {
  const profile = toProfile(unit)
  const price = priceUnit(unit)
  const forms = profile.forms ?? [profile]
  return (
    <article className="unit-card">
      <header>
        <div>
          <h3>{unit.name}</h3>
          <div className="card-sub">
            {FRAMES[unit.frame].name}
            {profile.conventional ? ' (conventional)' : ''} · Pilot {profile.pilot.name || '—'}{' '}
            {profile.pilot.skill}+
          </div>
        </div>
        <div className="card-points">{price.ok ? price.value.points : '—'}</div>
      </header>
      {forms.map((f) => (
        <section key={f.name} className="card-form">
          {forms.length > 1 && <h4>{f.name}</h4>}
          <table className="card-stats">
            <thead>
              <tr>
                <th>Spd</th>
                <th>Def</th>
                <th>Arm</th>
                <th>Close</th>
                <th>Short</th>
                <th>Med</th>
                <th>Long</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{f.speed}"</td>
                <td>{f.defense}</td>
                <td>{f.armour}</td>
                <td>{f.loadout.close}</td>
                <td>{f.loadout.short}</td>
                <td>{f.loadout.medium}</td>
                <td>{f.loadout.long}</td>
              </tr>
            </tbody>
          </table>
          <ul className="card-upgrades">
            {f.upgrades.map((u, i) => (
              <li key={`${u.id}-${i}`}>
                <b>{upgradeLabel(u)}</b> — {upgradeById(u.id)?.summary ?? ''}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div className="armour-track" title="Armour track">
        {Array.from({ length: profile.armour }, (_, i) => (
          <span key={i} className="armour-box" />
        ))}
      </div>
    </article>
  )
}
