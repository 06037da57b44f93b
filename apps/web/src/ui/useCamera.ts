/**
 * A table's camera (MechaStellar, Frame Zero): a view box in inches with wheel zoom about the cursor, one-pointer
 * drag to pan, two-finger pinch, and buttons (+ − fit). Gestures are pointer events, so mouse, pen
 * and touch behave alike; a press that barely moves is a tap, reported with its table point.
 */
import type { Vec } from '@sortie/engine'
import { type PointerEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { type View, zoomView } from './zoomView.ts'

export type { View }

/** A press that moves less than this many pixels is still a tap; fingers wobble more than mice. */
const SLOP: Record<string, number> = { mouse: 5, pen: 8, touch: 12 }
const MIN_W = 8

export interface CameraHandlers {
  /** A tap (press and release in place) at a table point; `unit` is the base under it, if any. */
  onTap(p: Vec, unit: string | null): void
  /** The pointer hovers / drags over a table point (null: it left the table). */
  onHover(p: Vec | null): void
  /** A press on this unit starts a drag of it (placement) instead of a pan. */
  dragsUnit(unit: string | null): boolean
  /** A drag of a unit was released at a table point. */
  onDrop(p: Vec): void
}

type Press = {
  id: number
  sx: number
  sy: number
  type: string
  unit: string | null
  moved: boolean
  drag: boolean
}

export function useCamera(
  width: number,
  depth: number,
  svg: RefObject<SVGSVGElement | null>,
  h: CameraHandlers,
  /** The border shown round the table when it is fitted, in table units. */
  margin = 1,
) {
  const fit = useCallback(
    (): View => ({ x: -margin, y: -margin, w: width + 2 * margin, h: depth + 2 * margin }),
    [width, depth, margin],
  )
  const [view, setView] = useState<View>(fit)
  useEffect(() => setView(fit()), [fit])
  const handlers = useRef(h)
  handlers.current = h
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const press = useRef<Press | null>(null)
  const pinch = useRef<{ d0: number; v0: View; c0: Vec } | null>(null)
  const maxW = (width + 2 * margin) * 1.5

  const toWorld = useCallback(
    (cx: number, cy: number): Vec => {
      const m = svg.current?.getScreenCTM()
      if (!m) return { x: 0, y: 0 }
      const p = new DOMPoint(cx, cy).matrixTransform(m.inverse())
      return { x: p.x, y: p.y }
    },
    [svg],
  )
  /** Inches per screen pixel. */
  const perPixel = (): number => {
    const m = svg.current?.getScreenCTM()
    return m ? 1 / Math.hypot(m.a, m.b) : 0.1
  }

  const zoom = useCallback(
    (factor: number, at?: Vec) => setView((v) => zoomView(v, factor, MIN_W, maxW, at)),
    [maxW],
  )

  // Wheel zoom about the cursor (non-passive, so the page does not scroll instead).
  useEffect(() => {
    const el = svg.current
    if (!el) return
    const onWheel = (e: WheelEvent) => {
      e.preventDefault()
      zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, toWorld(e.clientX, e.clientY))
    }
    el.addEventListener('wheel', onWheel, { passive: false })
    return () => el.removeEventListener('wheel', onWheel)
  }, [svg, zoom, toWorld])

  const unitAt = (target: EventTarget | null): string | null =>
    (target as Element | null)?.closest?.('[data-unit]')?.getAttribute('data-unit') ?? null

  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY })
    e.currentTarget.setPointerCapture?.(e.pointerId)
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [Vec, Vec]
      press.current = null
      pinch.current = {
        d0: Math.hypot(a.x - b.x, a.y - b.y) || 1,
        v0: view,
        c0: toWorld((a.x + b.x) / 2, (a.y + b.y) / 2),
      }
      return
    }
    const unit = unitAt(e.target)
    press.current = {
      id: e.pointerId,
      sx: e.clientX,
      sy: e.clientY,
      type: e.pointerType,
      unit,
      moved: false,
      drag: handlers.current.dragsUnit(unit),
    }
  }

  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const prev = pointers.current.get(e.pointerId)
    if (prev) pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY })
    const pz = pinch.current
    if (pz && pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [Vec, Vec]
      const k = pz.d0 / (Math.hypot(a.x - b.x, a.y - b.y) || 1)
      // keep the table point first under the fingers' centre there
      setView(zoomView(pz.v0, k, MIN_W, maxW, pz.c0))
      return
    }
    const pr = press.current
    if (!pr || pr.id !== e.pointerId) {
      if (e.pointerType === 'mouse') handlers.current.onHover(toWorld(e.clientX, e.clientY))
      return
    }
    const far = Math.hypot(e.clientX - pr.sx, e.clientY - pr.sy) > (SLOP[pr.type] ?? 5)
    if (far) pr.moved = true
    if (pr.drag) {
      handlers.current.onHover(toWorld(e.clientX, e.clientY))
      return
    }
    if (pr.moved && prev) {
      const k = perPixel()
      const dx = (e.clientX - prev.x) * k
      const dy = (e.clientY - prev.y) * k
      setView((v) => ({ ...v, x: v.x - dx, y: v.y - dy }))
    }
  }

  const end = (e: PointerEvent<SVGSVGElement>, cancelled: boolean) => {
    pointers.current.delete(e.pointerId)
    if (pointers.current.size < 2) pinch.current = null
    const pr = press.current
    if (!pr || pr.id !== e.pointerId) return
    press.current = null
    if (cancelled) return
    const p = toWorld(e.clientX, e.clientY)
    if (pr.drag && pr.moved) handlers.current.onDrop(p)
    else if (!pr.moved) handlers.current.onTap(p, pr.unit)
  }

  return {
    view,
    zoomIn: () => zoom(1 / 1.25),
    zoomOut: () => zoom(1.25),
    fit: () => setView(fit()),
    bind: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (e: PointerEvent<SVGSVGElement>) => end(e, false),
      onPointerCancel: (e: PointerEvent<SVGSVGElement>) => end(e, true),
      onPointerLeave: (e: PointerEvent<SVGSVGElement>) => {
        if (e.pointerType === 'mouse' && !press.current) handlers.current.onHover(null)
      },
    },
  }
}
