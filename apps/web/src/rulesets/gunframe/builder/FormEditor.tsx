// biome-ignore-all lint/suspicious/noArrayIndexKey: dice, problems, log lines and list rows are positional and never reorder
/** Values, loadout and upgrades of one form (the unit's first form or one of its transformations). */
import {
  type FormDesign,
  FRAME_VALUES,
  MAX_SYSTEM,
  UPGRADES,
  type UpgradeChoice,
  WEAPON_SYSTEMS,
} from '@sortie/gunframe/units'
import { Field, NumberInput, ProblemList } from '../../../ui/Field.tsx'
import type { ProblemRouter } from './problems.ts'

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

export type FormValues = Pick<FormDesign, 'speed' | 'defense' | 'armour' | 'loadout' | 'upgrades'>

export function FormEditor(props: {
  form: FormValues
  path: string
  router: ProblemRouter
  /** Pilot upgrades belong to the unit, so only the first form offers them. */
  allowPilot: boolean
  onChange: (f: FormValues) => void
}) {
  const { form, path, router } = props
  const at = (k: string) => (path ? `${path}.${k}` : k)
  const set = (patch: Partial<FormValues>) => props.onChange({ ...form, ...patch })
  const valueProblems = Object.fromEntries(FRAME_VALUES.map((v) => [v, router.at(at(v))]))
  const loadoutProblems = router.at(at('loadout'))
  const systemProblems = Object.fromEntries(
    WEAPON_SYSTEMS.map((w) => [w, router.at(`${at('loadout')}.${w}`)]),
  )
  const upgradeProblems = form.upgrades.map((_, i) => router.under(`${at('upgrades')}[${i}]`))
  const listProblems = router.at(at('upgrades'))
  const choices = UPGRADES.filter((u) => props.allowPilot || u.category !== 'pilot')

  const setUpgrade = (i: number, u: UpgradeChoice) =>
    set({ upgrades: form.upgrades.map((x, j) => (j === i ? u : x)) })
  return (
    <div className="form-editor">
      <div className="values-row">
        {FRAME_VALUES.map((v) => (
          <Field key={v} label={cap(v)} problems={valueProblems[v]}>
            <NumberInput
              name={at(v)}
              value={form[v]}
              min={0}
              onChange={(n) => set({ [v]: n } as Partial<FormValues>)}
            />
          </Field>
        ))}
      </div>
      <fieldset className="loadout">
        <legend>Loadout</legend>
        <div className="values-row">
          {WEAPON_SYSTEMS.map((w) => (
            <Field key={w} label={cap(w)} problems={systemProblems[w]}>
              <NumberInput
                name={`${at('loadout')}.${w}`}
                value={form.loadout[w]}
                min={0}
                max={MAX_SYSTEM}
                onChange={(n) => set({ loadout: { ...form.loadout, [w]: n } })}
              />
            </Field>
          ))}
        </div>
        <ProblemList problems={loadoutProblems} />
      </fieldset>
      <fieldset className="upgrades">
        <legend>Upgrades</legend>
        {form.upgrades.map((u, i) => {
          const def = UPGRADES.find((d) => d.id === u.id)
          return (
            <div
              className={`upgrade-row${upgradeProblems[i]?.length ? ' invalid' : ''}`}
              key={`${i}-${u.id}`}
            >
              <select
                aria-label="Upgrade"
                value={u.id}
                onChange={(e) => setUpgrade(i, { id: e.target.value })}
                title={def?.summary}
              >
                {!def && <option value={u.id}>{u.id}</option>}
                {choices.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name} · {d.category}
                    {d.unique ? ' *' : ''}
                  </option>
                ))}
              </select>
              {def && def.attachTo.length > 0 && (
                <select
                  aria-label="Attached to"
                  value={u.on ?? ''}
                  onChange={(e) =>
                    setUpgrade(i, { ...u, on: (e.target.value || undefined) as UpgradeChoice['on'] })
                  }
                >
                  <option value="">— on —</option>
                  {def.attachTo.map((a) => (
                    <option key={a} value={a}>
                      {cap(a)}
                    </option>
                  ))}
                </select>
              )}
              {def?.takesN && (
                <input
                  aria-label="Times bought"
                  className="num small"
                  type="number"
                  min={1}
                  value={u.n ?? 1}
                  onChange={(e) => setUpgrade(i, { ...u, n: Number(e.target.value) || 1 })}
                />
              )}
              <label className="check" title="The free upgrade a tank or flyer comes with">
                <input
                  type="checkbox"
                  checked={u.free === true}
                  onChange={(e) => setUpgrade(i, { ...u, free: e.target.checked || undefined })}
                />
                free
              </label>
              <button
                type="button"
                className="icon"
                aria-label="Remove upgrade"
                onClick={() => set({ upgrades: form.upgrades.filter((_, j) => j !== i) })}
              >
                ✕
              </button>
              {def && <div className="upgrade-summary">{def.summary}</div>}
              <ProblemList problems={upgradeProblems[i] ?? []} />
            </div>
          )
        })}
        <ProblemList problems={listProblems} />
        <button
          type="button"
          className="ghost"
          onClick={() => set({ upgrades: [...form.upgrades, { id: choices[0]?.id ?? 'ace' }] })}
        >
          + Add upgrade
        </button>
      </fieldset>
    </div>
  )
}
