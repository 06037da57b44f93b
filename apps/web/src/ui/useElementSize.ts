/**
 * The rendered size of an element in CSS pixels, kept current by a ResizeObserver. The tables use it
 * to know how many pixels an inch takes, so their labels can keep a readable size on screen.
 */
import { type RefObject, useEffect, useState } from 'react'

export function useElementSize(ref: RefObject<Element | null>): { w: number; h: number } {
  const [size, setSize] = useState({ w: 0, h: 0 })
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const read = () => {
      const r = el.getBoundingClientRect()
      // Whole pixels: sub-pixel jitter must not re-lay the labels out.
      const next = { w: Math.round(r.width), h: Math.round(r.height) }
      setSize((s) => (s.w === next.w && s.h === next.h ? s : next))
    }
    read()
    const ro = new ResizeObserver(read)
    ro.observe(el)
    return () => ro.disconnect()
  }, [ref])
  return size
}

/** Screen pixels per world unit of a view box drawn with `preserveAspectRatio="… meet"`. */
export function pixelsPerUnit(size: { w: number; h: number }, view: { w: number; h: number }): number {
  if (!size.w || !size.h || !view.w || !view.h) return 0
  return Math.min(size.w / view.w, size.h / view.h)
}
