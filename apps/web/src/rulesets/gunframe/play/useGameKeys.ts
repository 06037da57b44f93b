/**
 * Keyboard play: the numbered / lettered hints on the prompt panel's buttons, plus the table tools
 * (tape, and while moving: confirm, undo a waypoint, turn the end facing). Zoom keys live
 * with the table view.
 */
import { useEffect, useRef } from 'react'
import type { Tool } from './table/tools.ts'

export interface GameKeys {
  tool: Tool
  cancel: () => void
  toggleHelp: () => void
  toggleTape: () => void
  confirmMove: () => void
  undoWaypoint: () => void
  turnBy: (steps: number) => void
}

export function useGameKeys(keys: GameKeys) {
  // The latest handlers without re-subscribing on every render (a drag renders every frame).
  const ref = useRef(keys)
  ref.current = keys
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement)?.closest?.('input,select,textarea') || e.ctrlKey || e.metaKey || e.altKey)
        return
      const k = e.key
      const h = ref.current
      if (k === 'Escape') return h.cancel()
      if (k === '?') return h.toggleHelp()
      if (k === 't' || k === 'T') return h.toggleTape()
      if (h.tool.t === 'move') {
        if (k === 'Enter') return h.confirmMove()
        if (k === 'Backspace') return h.undoWaypoint()
        if (k === 'q' || k === 'Q') return h.turnBy(1)
        if (k === 'r' || k === 'R') return h.turnBy(-1)
      }
      const hint = [...document.querySelectorAll<HTMLButtonElement>('.prompt-panel button.choice')].find(
        (b) => b.querySelector('kbd')?.textContent?.toLowerCase() === k.toLowerCase(),
      )
      if (hint && !hint.disabled) {
        e.preventDefault()
        hint.click()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
