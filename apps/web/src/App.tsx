import { useState } from 'react'
import { Builder } from './builder/Builder.tsx'
import { Play } from './play/Play.tsx'
import { Replays } from './replays/Replays.tsx'
import { href, useRoute } from './route.ts'

const TABS = [
  { tab: 'builder', label: 'Builder', key: 'B' },
  { tab: 'play', label: 'Play', key: 'P' },
  { tab: 'replays', label: 'Replays', key: 'R' },
] as const

export function App() {
  const route = useRoute()
  // The builder's squadron survives tab switches (it is also kept in localStorage).
  const [builderKey] = useState(0)
  return (
    <div className="app">
      <header className="topbar">
        <div className="brand">
          <span className="brand-mark" aria-hidden>
            ▲
          </span>
          SORTIE <span className="brand-sub">GUNFRAME</span>
        </div>
        <nav className="tabs" aria-label="Sections">
          {TABS.map((t) => (
            <a
              key={t.tab}
              href={href({ tab: t.tab })}
              className={route.tab === t.tab ? 'tab active' : 'tab'}
              aria-current={route.tab === t.tab ? 'page' : undefined}
            >
              {t.label}
            </a>
          ))}
        </nav>
      </header>
      <main className="content">
        {route.tab === 'builder' && <Builder key={builderKey} />}
        {route.tab === 'play' && <Play gameId={route.gameId} />}
        {route.tab === 'replays' && <Replays gameId={route.gameId} />}
      </main>
    </div>
  )
}
