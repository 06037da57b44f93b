/**
 * The bar over a table: the game's clock-like facts (turn, phase, a doomsday clock) as small
 * labelled values, then one card per side in its colour, outlined while that side is to act. Every
 * ruleset's header is drawn with it, so the four tables read alike; it carries its own background,
 * so it looks the same over the dark game screen and the replay page.
 */
import type { ReactNode } from 'react'
import './status-bar.css'

export interface StatusItem {
  label: string
  value: ReactNode
  testId?: string
  title?: string | undefined
  /** A ruleset's own look for the item (GUNFRAME's mission name is cut to fit). */
  className?: string
}

export interface StatusSide {
  key: string
  name: string
  colour: string
  /** The side's role in this game (defender, narrator…), shown small beside its name. */
  role?: string | undefined
  /** Outlined: this side decides now. */
  active?: boolean
  testId?: string
  children?: ReactNode
}

export function StatusBar({
  items,
  sides,
  testId,
}: {
  items: readonly StatusItem[]
  sides: readonly StatusSide[]
  testId: string
}) {
  return (
    <div className="game-header" data-testid={testId}>
      {items.map((it) => (
        <div key={it.label} className={`hdr-item${it.className ? ` ${it.className}` : ''}`} title={it.title}>
          <span className="hdr-label">{it.label}</span>
          <span className="hdr-value" data-testid={it.testId}>
            {it.value}
          </span>
        </div>
      ))}
      {sides.length > 0 && (
        <div className="hdr-sides">
          {sides.map((s) => (
            <div
              key={s.key}
              className={`hdr-side${s.active ? ' to-act' : ''}`}
              style={{ borderLeftColor: s.colour }}
              data-testid={s.testId}
              // The outline says "to act" to the eye; this says it to a screen reader.
              aria-current={s.active ? 'step' : undefined}
              title={s.active ? `${s.name}: to act` : undefined}
            >
              <span className="hdr-seat" style={{ color: s.colour }}>
                {s.name}
                {s.role && <span className="hdr-role">{s.role}</span>}
              </span>
              {s.children}
            </div>
          ))}
        </div>
      )}
    </div>
  )
}
