/**
 * A page that fails to draw (a bug, or a file the page could not read) shows what went wrong and
 * the way back, instead of blanking the whole app; the header stays, so the person can go
 * elsewhere. Going to another page (`resetKey` changes) tries again. Saved games and rosters are
 * on the server and in this browser's storage, so nothing is lost by leaving the page.
 */
import { Component, type ReactNode } from 'react'

interface Props {
  resetKey: string
  children: ReactNode
}

interface State {
  error: Error | null
  key: string
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, key: this.props.resetKey }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null
  }

  componentDidCatch(error: Error): void {
    console.warn(`This page failed to draw: ${error.message}`)
  }

  render(): ReactNode {
    const e = this.state.error
    if (!e) return this.props.children
    return (
      <div className="empty error" role="alert" data-testid="page-error">
        <p>This page could not be shown: {e.message}</p>
        <p>
          Your saved games and rosters are safe. <a href="#/">Back to the first screen</a> or{' '}
          <button type="button" onClick={() => window.location.reload()}>
            reload
          </button>
          .
        </p>
      </div>
    )
  }
}
