/**
 * The shell: a top bar (brand → first screen, the ruleset being played, its tabs) and the page the
 * route names. Pages other than the first screen come from the ruleset's web module, loaded when
 * the ruleset is picked.
 */
import type { ReactNode } from 'react'
import { LabPage } from '../lab/LabPage.tsx'
import { OnlineApp } from '../online/OnlineApp.tsx'
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx'
import { Home } from './Home.tsx'
import { LoadGame, PlayHome } from './PlayPage.tsx'
import { Replays } from './Replays.tsx'
import { href, type Route, type Tab, useRoute } from './route.ts'
import { DEFAULT_RULESET, type LoadedRuleset, rulesetEntries, useRuleset } from './useRuleset.ts'

const TABS: readonly { tab: Tab; label: string }[] = [
  { tab: 'builder', label: 'Builder' },
  { tab: 'play', label: 'Play' },
  { tab: 'replays', label: 'Replays' },
  { tab: 'lab', label: 'Lab' },
]

export function App() {
  const route = useRoute()
  if (window.location.hash.startsWith('#/online'))
    return (
      <ErrorBoundary resetKey={window.location.hash}>
        <OnlineApp />
      </ErrorBoundary>
    )
  if (route.tab === 'home')
    return (
      <Chrome route={route} title={null}>
        <Home />
      </Chrome>
    )
  return <RulesetPages route={route} />
}

function RulesetPages({ route }: { route: Exclude<Route, { tab: 'home' }> }) {
  const id = route.ruleset ?? DEFAULT_RULESET
  const rs = useRuleset(id)
  const title = rulesetEntries().find((e) => e.id === id)?.title ?? id
  return (
    <Chrome route={{ ...route, ruleset: id }} title={title} rs={rs && !('error' in rs) ? rs : null}>
      {!rs ? (
        <div className="empty">Loading {title}…</div>
      ) : 'error' in rs ? (
        <div className="empty error">{rs.error}</div>
      ) : (
        <Page rs={rs} route={route} />
      )}
    </Chrome>
  )
}

function Page({ rs, route }: { rs: LoadedRuleset; route: Exclude<Route, { tab: 'home' }> }) {
  if (route.tab === 'play')
    return route.gameId ? <LoadGame key={route.gameId} id={route.gameId} /> : <PlayHome rs={rs} />
  if (route.tab === 'lab') return <LabPage />
  if (route.tab === 'replays')
    return <Replays ruleset={rs.id} {...(route.gameId ? { gameId: route.gameId } : {})} />
  const Builder = rs.mod?.Builder
  return Builder ? <Builder /> : <div className="empty">{rs.title} has no builder in the browser yet.</div>
}

function Chrome({
  route,
  title,
  rs,
  children,
}: {
  route: Route
  title: string | null
  rs?: LoadedRuleset | null
  children: ReactNode
}) {
  const ruleset = route.tab === 'home' ? undefined : route.ruleset
  const tabs = TABS.filter((t) => t.tab !== 'builder' || !rs || rs.mod?.Builder)
  return (
    <div className="app">
      <header className="topbar">
        <a className="brand" href={href({ tab: 'home' })} title="Choose a game">
          <span className="brand-mark" aria-hidden>
            ▲
          </span>
          SORTIE {title && <span className="brand-sub">{title}</span>}
        </a>
        {ruleset && (
          <nav className="tabs" aria-label="Sections">
            {tabs.map((t) => (
              <a
                key={t.tab}
                href={href({ tab: t.tab, ruleset })}
                className={route.tab === t.tab ? 'tab active' : 'tab'}
                aria-current={route.tab === t.tab ? 'page' : undefined}
              >
                {t.label}
              </a>
            ))}
          </nav>
        )}
      </header>
      <main className="content">
        <ErrorBoundary resetKey={href(route)}>{children}</ErrorBoundary>
      </main>
    </div>
  )
}
