/**
 * Hover text for fingers: a long-press (the browser's context-menu gesture) on anything whose
 * title names a rule ("GF-ATK-ELEVATED: …") shows that text in a small card until the next tap.
 */
import { useEffect, useState } from 'react'

const RULE_TITLE = /^[A-Z][A-Z0-9]*-[A-Z0-9-]+: /m

export function TouchTips() {
  const [tip, setTip] = useState<{ text: string; x: number; y: number } | null>(null)
  useEffect(() => {
    const onMenu = (e: MouseEvent) => {
      const el = (e.target as Element | null)?.closest?.('[title]')
      const text = el?.getAttribute('title') ?? ''
      if (!RULE_TITLE.test(text)) return
      e.preventDefault()
      // A synthetic or keyboard-opened menu may carry no pointer position: use the element's.
      const r = el!.getBoundingClientRect()
      const x = Number.isFinite(e.clientX) ? e.clientX : r.left + r.width / 2
      const y = Number.isFinite(e.clientY) ? e.clientY : r.top
      setTip({ text, x, y })
    }
    const close = () => setTip(null)
    window.addEventListener('contextmenu', onMenu)
    window.addEventListener('pointerdown', close)
    return () => {
      window.removeEventListener('contextmenu', onMenu)
      window.removeEventListener('pointerdown', close)
    }
  }, [])
  if (!tip) return null
  const left = Math.max(8, Math.min(tip.x - 140, window.innerWidth - 288))
  const top = Math.max(8, tip.y - 16 - 24 * tip.text.split('\n').length - 40)
  return (
    <div className="touch-tip" role="tooltip" data-testid="touch-tip" style={{ left, top }}>
      {tip.text.split('\n').map((l) => (
        <div key={l}>{l}</div>
      ))}
    </div>
  )
}
