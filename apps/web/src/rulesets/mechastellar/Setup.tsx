/**
 * New MechaStellar game: Versus quick setup from the descriptor; each seat a person or a bot, with
 * the example force or one saved from the builder (checked by the package; problems stop the start).
 */
import { useEffect, useMemo, useState } from 'react'
import { api } from '../../shell/api.ts'
import type { SetupProps } from '../../shell/module.ts'
import { clearHandOver, handedOver } from '../../shell/rosters/handOver.ts'
import { useRosters } from '../../shell/rosters/useRosters.ts'
import { SeatChoices } from '../../shell/SeatChoices.tsx'
import {
  DEFAULT_LAYOUT,
  type MsSetup,
  type MsSide,
  mechastellar,
  TERRAIN_LAYOUTS,
  type Terrain,
  withAgreedTerrain,
} from './engine.ts'
import { isForceFile, validateForce } from './forces.ts'
import { seatName } from './format.ts'
import { TerrainAgreement } from './TerrainAgreement.tsx'

/** A layout's pieces as the starting point of the agreement. */
const piecesOf = (id: string): Terrain[] => TERRAIN_LAYOUTS.find((l) => l.id === id)?.terrain ?? []

export function Setup({ bots, start }: SetupProps<MsSetup>) {
  const [deployment, setDeployment] = useState<'standard' | 'alternate'>('standard')
  const [rounds, setRounds] = useState(5)
  const [cps, setCps] = useState<'standard' | 'placed'>('standard')
  const [south, setSouth] = useState<'dice' | MsSide>('dice')
  const [who, setWho] = useState<Record<string, string | null>>({ p1: null, p2: bots[0]?.id ?? null })
  const [layout, setLayout] = useState(DEFAULT_LAYOUT)
  const [terrain, setTerrain] = useState<Terrain[]>(() => piecesOf(DEFAULT_LAYOUT))
  const [error, setError] = useState<string | null>(null)
  // A force handed over by the builder's "Play with it" is Blue's to start with.
  const [force, setForce] = useState<Record<string, string>>(() => handedOver('mechastellar'))
  useEffect(() => clearHandOver('mechastellar'), [])
  const [rosters] = useRosters('mechastellar')
  const seats = ['p1', 'p2']
  // The table the package would set up with these choices: its size and deployment bands.
  const preview = useMemo(() => {
    const r = mechastellar.quickSetup({ deployment, terrain: layout }, 'preview')
    return r.ok ? r.value : null
  }, [deployment, layout])
  /** The setup's force for a side from a saved roster, or the reason it cannot play. */
  const savedForce = async (side: MsSide): Promise<MsSetup['forces'][MsSide] | string> => {
    const file = (await api.getRoster(force[side] as string)).squadron
    if (!isForceFile(file)) return `${seatName(side)}'s force is not a MechaStellar force file.`
    const check = validateForce(file)
    if (check.problems.length)
      return `${seatName(side)}'s force cannot play: ${check.problems.map((p) => p.message).join(' ')}`
    return {
      name: file.name,
      units: file.units,
      ...(file.commander !== undefined ? { commander: file.commander } : {}),
    }
  }
  return (
    <div data-testid="ms-setup" className="panel" style={{ display: 'grid', gap: 10 }}>
      <div className="panel-title">New MechaStellar battle</div>
      <p style={{ margin: 0 }}>Versus: five control points, {rounds} rounds.</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 14px', alignItems: 'center' }}>
        <label>
          Deployment{' '}
          <select
            data-testid="ms-deployment"
            value={deployment}
            onChange={(e) => setDeployment(e.target.value as 'standard' | 'alternate')}
          >
            <option value="standard">standard</option>
            <option value="alternate">alternate</option>
          </select>
        </label>
        <label>
          Rounds{' '}
          <select data-testid="ms-rounds" value={rounds} onChange={(e) => setRounds(Number(e.target.value))}>
            {[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        {/* nowrap: on a phone the label and its choice move to the next line together */}
        <label style={{ whiteSpace: 'nowrap', display: 'inline-block' }}>
          Control points{' '}
          <select
            data-testid="ms-cps"
            value={cps}
            onChange={(e) => setCps(e.target.value as 'standard' | 'placed')}
          >
            <option value="standard">plus sign</option>
            <option value="placed">placed by the sides</option>
          </select>
        </label>
        {/* MS-RULING-HALVES: the layouts are not symmetric, so who takes which half matters. */}
        <label style={{ whiteSpace: 'nowrap', display: 'inline-block' }}>
          Top (south) half{' '}
          <select
            data-testid="ms-south"
            value={south}
            onChange={(e) => setSouth(e.target.value as 'dice' | MsSide)}
          >
            <option value="dice">dice for it</option>
            <option value="p1">{seatName('p1')}</option>
            <option value="p2">{seatName('p2')}</option>
          </select>
        </label>
      </div>
      {preview && (
        <TerrainAgreement
          setup={preview}
          layouts={TERRAIN_LAYOUTS}
          layout={layout}
          terrain={terrain}
          onLayout={(id) => {
            setLayout(id)
            setTerrain(piecesOf(id))
          }}
          onChange={setTerrain}
          south={south === 'dice' ? null : south}
        />
      )}
      <SeatChoices
        seats={seats}
        seatName={seatName}
        bots={bots}
        who={who}
        onChange={setWho}
        testPrefix="ms"
      />
      <div style={{ display: 'grid', gap: 6, justifyItems: 'start' }}>
        {seats.map((x) => (
          <label key={x}>
            {seatName(x)}'s force{' '}
            <select
              data-testid={`ms-force-${x}`}
              value={force[x] ?? ''}
              onChange={(e) => setForce({ ...force, [x]: e.target.value })}
            >
              <option value="">Example force</option>
              {rosters.map((r) => (
                <option key={r.id} value={r.id} disabled={!r.valid}>
                  {r.name} ({r.points ?? '—'} pts){r.valid ? '' : ' — has problems'}
                </option>
              ))}
            </select>
          </label>
        ))}
        <a className="button-link" href="#/mechastellar/builder" data-testid="ms-to-builder">
          Build a force
        </a>
      </div>
      <button
        type="button"
        className="primary"
        style={{ justifySelf: 'start' }}
        data-testid="ms-start"
        onClick={async () => {
          // The dice for the halves are the table's, not the engine's: the setup records the result.
          const r = mechastellar.quickSetup(
            { deployment, rounds: String(rounds), cps, terrain: layout, south },
            `web:${Math.random()}`,
          )
          if (!r.ok) return setError(r.error.message)
          const setup = withAgreedTerrain(r.value, terrain)
          if (typeof setup === 'string') return setError(setup)
          for (const side of ['p1', 'p2'] as const) {
            if (!force[side]) continue
            const f = await savedForce(side).catch((e: Error) => e.message)
            if (typeof f === 'string') return setError(f)
            setup.forces[side] = f
          }
          const e = await start({
            title: `MechaStellar · Versus`,
            setup,
            seats: { p1: who.p1 ?? null, p2: who.p2 ?? null },
          })
          setError(e)
        }}
      >
        Start
      </button>
      {error && <div role="alert">{error}</div>}
    </div>
  )
}
