// biome-ignore-all lint/suspicious/noArrayIndexKey: dice, problems, log lines and list rows are positional and never reorder
/** One unit of the squadron: frame, pilot, values, loadout, upgrades and transformations, each with its problems. */
import {
  type FormDesign,
  FRAME_TYPES,
  FRAMES,
  MAX_FORMS,
  priceUnit,
  type SquadronUnit,
} from '@sortie/gunframe/units'
import { Field, ProblemList, type ShownProblem } from '../../../ui/Field.tsx'
import { FormEditor, type FormValues } from './FormEditor.tsx'
import { ProblemRouter } from './problems.ts'

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** A fresh design on a frame's base values (the loadout spread as evenly as it goes). */
export function blankUnit(frame: SquadronUnit['frame'] = 'medium', name = 'New unit'): SquadronUnit {
  const f = FRAMES[frame]
  const per = Math.floor(f.loadout / 4)
  const extra = f.loadout - per * 4
  return {
    name,
    frame,
    pilot: { skill: 4 },
    speed: f.speed,
    defense: f.defense,
    armour: f.armour,
    loadout: {
      close: per + (extra > 0 ? 1 : 0),
      short: per + (extra > 1 ? 1 : 0),
      medium: per + (extra > 2 ? 1 : 0),
      long: per,
    },
    upgrades: [],
  }
}

export function UnitEditor(props: {
  unit: SquadronUnit
  index: number
  problems: readonly ShownProblem[]
  onChange: (u: SquadronUnit) => void
}) {
  const { unit, index } = props
  const base = `units[${index}]`
  const router = new ProblemRouter(props.problems)
  const set = (patch: Partial<SquadronUnit>) => props.onChange({ ...unit, ...patch })
  const price = priceUnit(unit)
  const nameP = router.at(`${base}.name`)
  const frameP = router.at(`${base}.frame`)
  const pilotP = router.under(`${base}.pilot`)
  const first = (
    <FormEditor
      form={unit}
      path={base}
      router={router}
      allowPilot
      onChange={(f: FormValues) => props.onChange({ ...unit, ...f })}
    />
  )
  const forms = (unit.transforms ?? []).map((form, k) => {
    const path = `${base}.transforms[${k}]`
    const nameProblems = router.at(`${path}.name`, `${path}.frame`)
    const setForm = (f: FormDesign) =>
      set({ transforms: (unit.transforms ?? []).map((x, j) => (j === k ? f : x)) })
    return (
      <section className="form-block" key={k}>
        <header>
          <Field label={`Form ${k + 2} name`} problems={nameProblems}>
            <input
              value={form.name ?? ''}
              onChange={(e) => setForm({ ...form, name: e.target.value || undefined })}
            />
          </Field>
          <button
            type="button"
            className="ghost danger"
            onClick={() => set({ transforms: (unit.transforms ?? []).filter((_, j) => j !== k) })}
          >
            Remove form
          </button>
        </header>
        <FormEditor
          form={form}
          path={path}
          router={router}
          allowPilot={false}
          onChange={(f) => setForm({ ...form, ...f })}
        />
      </section>
    )
  })
  // The form editors render later; claim what they will show so `rest` holds only the leftovers.
  for (const p of [base, ...(unit.transforms ?? []).map((_, k) => `${base}.transforms[${k}]`)])
    for (const k of ['speed', 'defense', 'armour', 'loadout', 'upgrades']) router.under(`${p}.${k}`)
  const rest = router.rest(base)
  const frameDef = FRAMES[unit.frame]
  return (
    <div className="unit-editor" data-unit-index={index}>
      <div className="editor-head">
        <Field label="Unit name" problems={nameP} wide>
          <input name={`${base}.name`} value={unit.name} onChange={(e) => set({ name: e.target.value })} />
        </Field>
        <div
          className="points-badge"
          title={price.ok ? price.value.breakdown.map((l) => `${l.label}: ${l.points}`).join('\n') : ''}
        >
          <span className="points-value" data-testid="unit-points">
            {price.ok ? price.value.points : '—'}
          </span>
          <span className="points-label">pts</span>
        </div>
      </div>
      <ProblemList problems={rest} />
      <div className="values-row">
        <Field label="Frame" problems={frameP}>
          <select
            name={`${base}.frame`}
            value={unit.frame}
            onChange={(e) => {
              const frame = e.target.value as SquadronUnit['frame']
              props.onChange({ ...blankUnit(frame, unit.name), id: unit.id, pilot: unit.pilot })
            }}
          >
            {FRAME_TYPES.map((f) => (
              <option key={f} value={f}>
                {FRAMES[f].name} ({FRAMES[f].cost} pts)
              </option>
            ))}
          </select>
        </Field>
        <Field label="Pilot" problems={pilotP}>
          <input
            value={unit.pilot.name ?? ''}
            placeholder="name"
            onChange={(e) => set({ pilot: { ...unit.pilot, name: e.target.value || undefined } })}
          />
        </Field>
        <Field label="Skill">
          <select
            value={unit.pilot.skill}
            onChange={(e) => set({ pilot: { ...unit.pilot, skill: Number(e.target.value) as 3 | 4 } })}
          >
            <option value={4}>4+</option>
            <option value={3}>3+</option>
          </select>
        </Field>
        <label className="check reserve">
          <input
            type="checkbox"
            checked={unit.reserve === true}
            onChange={(e) => set({ reserve: e.target.checked || undefined })}
          />
          Reserve
        </label>
      </div>
      <p className="hint">
        {frameDef.name} frame base: Speed {frameDef.speed}, Defense {frameDef.defense}, Armour{' '}
        {frameDef.armour}, Loadout {frameDef.loadout} to share.
      </p>
      {unit.transforms?.length ? (
        <h4 className="form-title">Form 1{unit.formName ? ` — ${unit.formName}` : ''}</h4>
      ) : null}
      {unit.transforms?.length ? (
        <Field label="Form 1 name">
          <input
            value={unit.formName ?? ''}
            onChange={(e) => set({ formName: e.target.value || undefined })}
          />
        </Field>
      ) : null}
      {first}
      {forms}
      {(unit.transforms?.length ?? 0) + 1 < MAX_FORMS && !frameDef.conventional && (
        <button
          type="button"
          className="ghost"
          onClick={() => {
            const b = blankUnit(unit.frame)
            set({
              transforms: [
                ...(unit.transforms ?? []),
                {
                  name: `Form ${(unit.transforms?.length ?? 0) + 2}`,
                  speed: b.speed,
                  defense: b.defense,
                  armour: b.armour,
                  loadout: b.loadout,
                  upgrades: [],
                },
              ],
            })
          }}
        >
          + Add a transformation
        </button>
      )}
      {price.ok && (
        <details className="breakdown">
          <summary>Points breakdown</summary>
          <ul>
            {price.value.breakdown.map((l, i) => (
              <li key={`${l.label}-${i}`}>
                <span>{l.label}</span>
                <span>{l.points}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  )
}

export { cap }
