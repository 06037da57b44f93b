/** One unit of a force in the builder: its nickname, and its catalogue profile as the package prices it. */
import { Field, ProblemList, type ShownProblem } from '../../ui/Field.tsx'
import { type ForceFile, msCatalogue, TYPE_NAMES } from './forces.ts'
import './builder.css'

const PILOT = ['Basic', 'Skilled', 'Ace']
const KAIJU = ['Basic', 'Dreadful', 'Unstoppable']

export function ForceUnit({
  entry,
  commander,
  problems,
  onRename,
}: {
  entry: ForceFile['units'][number]
  commander: boolean
  problems: readonly ShownProblem[]
  onRename: (name: string) => void
}) {
  const c = msCatalogue.get(entry.unit)
  return (
    <div className="ms-force-unit" data-testid="ms-b-unit">
      <Field label="Nickname" wide>
        <input
          data-testid="ms-b-nickname"
          value={entry.name ?? ''}
          placeholder={c?.name ?? entry.unit}
          onChange={(e) => onRename(e.target.value)}
        />
      </Field>
      <ProblemList problems={problems} />
      {c && (
        <>
          <h3>
            {c.name}
            <span className="tag">{TYPE_NAMES[c.type].one}</span>
            {c.critical && (
              <span className="tag warn" title="Losing a critical machine costs the side VP at the end">
                critical
              </span>
            )}
            {commander && <span className="tag">★ Mission Commander</span>}
          </h3>
          <dl className="ms-stats">
            <div>
              <dt>Points</dt>
              <dd>{c.points}</dd>
            </div>
            <div>
              <dt>{c.type === 'kaiju' ? 'Kaiju' : c.type === 'warship' ? 'Captain' : 'Pilot'}</dt>
              <dd>{(c.type === 'kaiju' ? KAIJU : PILOT)[c.level] ?? c.level}</dd>
            </div>
            <div>
              <dt>Frame</dt>
              <dd>{c.frame}</dd>
            </div>
            <div>
              <dt>Performance</dt>
              <dd>{c.performance}</dd>
            </div>
            <div>
              <dt>Size</dt>
              <dd>{c.size}</dd>
            </div>
            <div>
              <dt>HP</dt>
              <dd>{c.hp}</dd>
            </div>
            <div>
              <dt>Move</dt>
              <dd>{c.move}"</dd>
            </div>
          </dl>
          <h4>Weapons</h4>
          <ul className="ms-weapons">
            {c.weapons.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
