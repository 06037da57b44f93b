/**
 * On a phone the controls strip (save, undo, bots, rules) is fixed above the prompt sheet and the
 * table takes the height left over (`--controls-h` in shell.css). The strip wraps onto a second
 * line when its buttons do not fit (GUNFRAME's, with bot speed and pause, is ~500 px wide), so its
 * height is measured and handed to the game's layout rather than fixed at one line — a fixed
 * height either cut the buttons off or hid the table's foot under the second line.
 */
import { type RefObject, useLayoutEffect } from 'react'

export function useControlsHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = ref.current
    const game = el?.closest<HTMLElement>('.game')
    if (!el || !game) return
    const read = () => {
      // Only the fixed strip (phone layout) takes height from the table; elsewhere it flows.
      if (getComputedStyle(el).position === 'fixed')
        game.style.setProperty('--controls-h', `${Math.ceil(el.getBoundingClientRect().height)}px`)
      else game.style.removeProperty('--controls-h')
    }
    read()
    const ro = new ResizeObserver(read)
    ro.observe(el)
    // The layout switches with the window's width, not the strip's size alone.
    window.addEventListener('resize', read)
    return () => {
      ro.disconnect()
      window.removeEventListener('resize', read)
      game.style.removeProperty('--controls-h')
    }
  }, [ref])
}
