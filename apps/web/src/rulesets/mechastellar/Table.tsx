/**
 * The live MechaStellar table: header (round, VP, Momentum), board, prompt buttons from
 * `legal`, and the exact odds of the attack being aimed at (hovered) or the first one offered.
 */
import type { Vec } from '@sortie/engine'
import { useState } from 'react'
import type { TableProps } from '../../shell/module.ts'
import { OddsPanel, pct } from '../../shell/OddsPanel.tsx'
import { StatusBar } from '../../ui/StatusBar.tsx'
import { Board } from './Board.tsx'
import {
  attackArea,
  attackPreview,
  type MsDecision,
  type MsEvent,
  type MsPrompt,
  type MsState,
  moverOf,
  moveVerdict,
} from './engine.ts'
import { decisionLabel, seatColour, seatName, unitName } from './format.ts'
import { PromptPanel } from './PromptPanel.tsx'

const PHASE_LABEL: Record<MsState['phase'], string> = {
  cps: 'Control points',
  command: 'Commanders',
  deploy: 'Deployment',
  facing: 'Facing',
  order: 'Turn order',
  battle: 'Battle',
  over: 'Over',
}

export function Header({ state, names }: { state: MsState; names?: Record<string, string> | undefined }) {
  return (
    <StatusBar
      testId="ms-header"
      items={[
        { label: 'Round', value: `${state.round || '—'} / ${state.setup.rounds}`, testId: 'ms-round' },
        { label: 'Phase', value: PHASE_LABEL[state.phase] ?? state.phase, testId: 'ms-phase' },
      ]}
      sides={(['p1', 'p2'] as const).map((x) => ({
        key: x,
        name: seatName(x, names),
        colour: seatColour(x),
        active: state.phase === 'battle' && state.turn === x,
        testId: 'ms-score',
        children: (
          <>
            <span title="Victory points" className="hdr-vp">
              <b>{state.versus.vp[x]}</b> VP
            </span>
            <span title="Momentum">
              Momentum <b>{state.momentum[x]}</b>
            </span>
          </>
        ),
      }))}
    />
  )
}

function UnitCard({ s, id }: { s: MsState; id: string }) {
  const u = s.units.find((x) => x.id === id)
  if (!u) return null
  return (
    <div data-testid="ms-unit-card" style={{ fontSize: 13, flexShrink: 0 }}>
      <b style={{ color: seatColour(u.side) }}>{u.name}</b> ({u.profile.name})
      {s.commander[u.side] === u.id ? ' · Mission Commander' : ''}
      <div>
        HP {u.hp}/{u.profile.hp} · Size {u.profile.size} · Move {u.profile.move}" · Sensors{' '}
        {u.profile.sensors}"
      </div>
      <div>
        Evade {u.profile.evade.dice}D+{u.profile.evade.def} · Melee DEF {u.profile.meleeDef.dice}D+
        {u.profile.meleeDef.def}
        {u.stun ? ` · stun ${u.stun}` : ''}
        {u.activated ? ' · activated' : ''}
      </div>
      <ul style={{ margin: '4px 0', paddingLeft: 18 }}>
        {u.profile.weapons.map((w) => (
          <li key={w.id}>
            {w.name}: {w.atk}D+{w.hits}, {w.kind === 'melee' ? 'melee' : `${w.range}"`}, DMG {w.dmg}
            {w.pen !== undefined ? `, PEN ${w.pen}` : ''}
          </li>
        ))}
      </ul>
    </div>
  )
}

export function Table({
  state,
  prompt,
  legal,
  human,
  decide,
  flash,
  names,
  Frame,
}: TableProps<MsState, MsDecision, MsPrompt, MsEvent>) {
  const [picked, setPicked] = useState<string | null>(null)
  const [aim, setAim] = useState<MsDecision | null>(null)
  const [hover, setHover] = useState<Vec | null>(null)
  const play = (d: MsDecision) => {
    setAim(null)
    const e = decide(d)
    if (e) flash('error', e.message)
  }
  const active =
    prompt?.kind === 'act'
      ? prompt.unit
      : prompt?.kind === 'defend'
        ? prompt.target
        : (state.activation?.unit ?? null)
  const selected = picked ?? active
  const spots = human ? legal.filter((d) => d.kind === 'deploy' || d.kind === 'move') : []
  const attacker = prompt?.kind === 'act' ? prompt.unit : null
  const shown = aim ?? (human ? legal.find((d) => d.kind === 'attack') : undefined) ?? null
  const odds = attacker && shown ? attackPreview(state, attacker, shown) : null
  const area = attacker && shown ? attackArea(state, attacker, shown) : null
  // Free placement: any point of the table, judged by the engine (the suggested spots stay as hints).
  const mover = human ? moverOf(state, prompt, picked) : null
  const verdict = mover && hover ? moveVerdict(state, mover, hover) : null
  const place = (p: Vec) => {
    if (!mover) return
    const v = moveVerdict(state, mover, p)
    if (v.ok && v.decision) play(v.decision)
    else flash('error', v.reason ?? 'not there')
  }
  return (
    <Frame
      header={<Header state={state} names={names} />}
      table={
        <Board
          state={state}
          selected={selected}
          onSelect={(id) => setPicked(id === picked ? null : id)}
          spots={spots}
          onSpot={play}
          mover={mover}
          ghost={verdict && hover ? { at: hover, verdict } : null}
          onHover={setHover}
          onPlace={place}
          area={area}
          fill
          footer={
            mover ? (
              <div data-testid="ms-verdict" className="ms-verdict">
                {verdict && hover
                  ? verdict.ok
                    ? `${unitName(state, mover)} → (${hover.x.toFixed(1)}, ${hover.y.toFixed(1)})${verdict.distance ? ` · ${verdict.distance.toFixed(1)}"` : ''}${verdict.momentum ? ` · Momentum ${verdict.momentum > 0 ? '+' : ''}${verdict.momentum}` : ''} · click to place`
                    : `Not there: ${verdict.reason}`
                  : `Click or drag anywhere to place ${unitName(state, mover)}; the rules judge the spot`}
              </div>
            ) : null
          }
        />
      }
      prompt={
        human ? (
          <PromptPanel s={state} p={prompt} legal={legal} decide={play} onAim={setAim} names={names} />
        ) : prompt ? (
          <div className="prompt-panel" data-testid="ms-waiting">
            Waiting for {seatName(prompt.seat, names)}…
          </div>
        ) : null
      }
      odds={
        odds && shown ? (
          <OddsPanel
            odds={{
              pools: `${decisionLabel(state, shown)}: ${odds.input.attackDice}D+${odds.input.bonusHits} vs ${odds.input.defenceDice}D+${odds.input.bonusDef}`,
              stats: [
                { label: 'destroy', value: pct(odds.destroy) },
                { label: 'exp. unblocked', value: odds.expectedUnblocked.toFixed(2) },
                { label: 'exp. damage', value: String(Math.round(odds.expectedDamage)) },
                { label: 'finishing blow', value: pct(odds.finishingBlow) },
              ],
              histogram: odds.unblocked,
              histogramLabel: 'unblocked hits',
            }}
          />
        ) : undefined
      }
      aside={selected ? <UnitCard s={state} id={selected} /> : undefined}
    />
  )
}
