/** Pilot-and-mecha sheets beside the board: Armor, Energy (with this turn's spend) and ammo, live from the state. */
import { type GwState, weaponById } from './engine.ts'
import { mechaTypeName } from './format.ts'

function MechaSheet({ state, id }: { state: GwState; id: string }) {
  const m = state.mecha[id]
  if (!m) return null
  const p = m.pilot ? state.pilots[m.pilot] : undefined
  const store = Object.entries(m.ammoStore ?? {}).filter(([, n]) => n > 0)
  return (
    <div
      data-testid={`gw-sheet-${m.id}`}
      className="gw-sheet"
      style={{ borderTop: '1px solid #ccc', padding: 4 }}
    >
      <strong>{m.name}</strong> ({mechaTypeName(m.type)})
      {m.disabled ? ' · DISABLED' : m.sparking ? ' · sparking' : ''}
      <div>
        Armor {m.armor}/{m.armorMax} ·{' '}
        <span data-testid={`gw-energy-${m.id}`}>
          Energy {m.energy}/{m.energyMax}
        </span>
        {m.shotPower ? ` (${m.shotPower} drawn by shots)` : ''} · Speed {m.speed}
      </div>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {m.weapons.map((w) => (
          <li key={w.slot} data-testid={`gw-weapon-${m.id}-${w.slot}`}>
            {weaponById(w.weapon)?.name ?? w.weapon}
            {w.active ? ' (active)' : ''}
            {w.lost ? ' (lost)' : ''}
            {w.loaded !== undefined ? ` · ${w.loaded} ${w.ammo ?? ''} loaded` : ''}
            {w.grenades ? ` · ${w.grenades.join(', ') || 'empty'}` : ''}
          </li>
        ))}
      </ul>
      {store.length > 0 && <div>Spare ammo: {store.map(([k, n]) => `${n} ${k}`).join(', ')}</div>}
      {p && (
        <div>
          Pilot {p.name}: piloting {p.sheet.piloting}, Health {p.health}, stuns {p.stuns}
          {p.effects.length ? ` · ${p.effects.map((e) => e.id).join(', ')}` : ''}
          {p.unconscious ? ' · unconscious' : ''}
        </div>
      )}
    </div>
  )
}

/** The selected mecha first, then the viewer's own (the narrator's: every NPC). */
export function Sheets({
  state,
  viewer,
  selected,
}: {
  state: GwState
  viewer: string | null
  selected: string | null
}) {
  const own = Object.values(state.mecha)
    .filter((m) => {
      const p = m.pilot ? state.pilots[m.pilot] : undefined
      return viewer
        ? p?.seat === viewer || (viewer === 'narrator' && m.side === 'npcs')
        : m.side === 'players'
    })
    .map((m) => m.id)
  const ids = [...new Set([...(selected && state.mecha[selected] ? [selected] : []), ...own])]
  if (!ids.length) return <div>Select a mecha on the board.</div>
  return (
    <div data-testid="gw-sheet" style={{ maxHeight: 420, overflow: 'auto' }}>
      {ids.map((id) => (
        <MechaSheet key={id} state={state} id={id} />
      ))}
    </div>
  )
}
