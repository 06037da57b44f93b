/**
 * The table's camera and gestures, for mouse, pen and touch alike (pointer events):
 * - one pointer on empty table pans, a tap clicks (a unit, or the table for tools like dodge);
 * - with a tool on, the primary pointer drags the tool instead (move, deploy, tape);
 * - two touches pinch-zoom and pan together; the wheel and + − F zoom too.
 *
 * Why it is built this way: a drag must cost one small overlay paint per frame, not a re-render of
 * the table. So tool moves are coalesced to one per animation frame and rendered synchronously in
 * that frame, the screen→world matrix is read once per gesture (no layout read per event), and a pan
 * or pinch moves the already-painted layers with a CSS transform, committing the view box at the end.
 */
import type { Vec } from '@sortie/engine'
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { zoomView } from '../../../../ui/zoomView.ts'

export type PointerKind = 'down' | 'move' | 'up' | 'click' | 'cancel'
export type Box = { x: number; y: number; w: number; h: number }

export interface GestureTargets {
  /** The element that receives the pointers and sizes the view. */
  wrap: RefObject<HTMLDivElement | null>
  /** The stack of layers a pan or pinch transforms while the gesture lasts. */
  layers: RefObject<HTMLDivElement | null>
  /** A world-space group (any layer's): its screen matrix maps pointers to inches. */
  world: RefObject<SVGGElement | null>
}

export interface GestureHandlers {
  toolActive: boolean
  /** Hover moves are reported with no tool on too (a hovered spot lights its button). */
  hoverTrack?: boolean
  /** A tap here means the point, not the unit under it (an offered spot on top of a base). */
  claimsClick?: (p: Vec) => boolean
  onPointer?: (kind: PointerKind, p: Vec) => void
  onUnitClick?: (id: string) => void
  onUnitHover?: (id: string | null) => void
  /** Nearest unit within `reach` inches of a world point (touch taps are bigger than a base). */
  unitNear?: (p: Vec, reach: number) => string | null
}

/** Below this many pixels a press that moves is still a tap; fingers wobble more than mice. */
const TAP_SLOP = { mouse: 5, pen: 8, touch: 12 } as Record<string, number>
/** A finger tap reaches a unit this many pixels away (≈ a 44 px target). */
const TOUCH_REACH_PX = 22
const MIN_W = 6

type Gesture =
  | { t: 'none' }
  | { t: 'tool'; id: number }
  | { t: 'press'; id: number; sx: number; sy: number; type: string; unit: string | null; panning: boolean }
  | { t: 'pinch'; a: number; b: number; d0: number; c0: { x: number; y: number } }

export function useTableView(width: number, depth: number, refs: GestureTargets, h: GestureHandlers) {
  const fit = useCallback((): Box => ({ x: -1.5, y: -1.5, w: width + 3, h: depth + 3 }), [width, depth])
  const [view, setView] = useState<Box>(fit)
  useEffect(() => setView(fit()), [fit])
  const viewRef = useRef(view)
  viewRef.current = view
  const handlers = useRef(h)
  handlers.current = h
  const maxW = (width + 3) * 2.5

  const pointers = useRef(new Map<number, { x: number; y: number; type: string }>())
  const gesture = useRef<Gesture>({ t: 'none' })
  // Pan/pinch in screen pixels, applied as a transform until the gesture ends.
  const live = useRef({ tx: 0, ty: 0, s: 1, cx: 0, cy: 0 })
  const inverse = useRef<DOMMatrix | null>(null)
  const pending = useRef<{ x: number; y: number } | null>(null)
  const raf = useRef(0)

  const matrix = (): DOMMatrix | null => {
    if (!inverse.current) inverse.current = refs.world.current?.getScreenCTM()?.inverse() ?? null
    return inverse.current
  }
  // The cached matrix is stale once the view box or the page layout changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: invalidate on every view change
  useEffect(() => {
    inverse.current = null
  }, [view])
  useEffect(() => {
    const drop = () => {
      inverse.current = null
    }
    window.addEventListener('resize', drop)
    window.addEventListener('scroll', drop, true)
    return () => {
      window.removeEventListener('resize', drop)
      window.removeEventListener('scroll', drop, true)
    }
  }, [])
  const toWorld = (x: number, y: number): Vec => {
    const m = matrix()
    if (!m) return { x: 0, y: 0 }
    const p = new DOMPoint(x, y).matrixTransform(m)
    return { x: p.x, y: p.y }
  }
  /** Inches per screen pixel at the current view. */
  const perPixel = (): number => {
    const m = matrix()
    return m ? Math.hypot(m.a, m.b) : 0.1
  }

  const zoom = useCallback(
    (factor: number, at?: Vec) => setView((v) => zoomView(v, factor, MIN_W, maxW, at)),
    [maxW],
  )

  // Wheel zoom about the cursor (non-passive, so the page does not scroll instead).
  useEffect(() => {
    const el = refs.wrap.current
    if (!el) return
    const onWheel = (e: WheelEvent) => {
      e.preventDefault()
      const svg = refs.world.current?.ownerSVGElement
      const m = svg?.getScreenCTM()
      const p = m ? new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse()) : undefined
      zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, p ? { x: p.x, y: p.y } : undefined)
    }
    el.addEventListener('wheel', onWheel, { passive: false })
    return () => el.removeEventListener('wheel', onWheel)
  }, [refs, zoom])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement)?.closest?.('input,select,textarea')) return
      if (e.key === '+' || e.key === '=') zoom(1 / 1.25)
      else if (e.key === '-') zoom(1.25)
      else if (e.key === 'f' || e.key === 'F') setView(fit())
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [zoom, fit])

  useEffect(() => () => cancelAnimationFrame(raf.current), [])

  // --- tool moves: latest pointer wins, delivered once per frame and drawn in that same frame
  const flushMove = () => {
    raf.current = 0
    const p = pending.current
    pending.current = null
    if (p) flushSync(() => handlers.current.onPointer?.('move', toWorld(p.x, p.y)))
  }
  const queueMove = (x: number, y: number) => {
    pending.current = { x, y }
    if (!raf.current) raf.current = requestAnimationFrame(flushMove)
  }
  const dropMove = () => {
    pending.current = null
    if (raf.current) cancelAnimationFrame(raf.current)
    raf.current = 0
  }

  // --- pan / pinch: transform the painted layers, commit the view box at the end
  const showLive = () => {
    const el = refs.layers.current
    const l = live.current
    if (el)
      el.style.transform = `translate(${l.tx + l.cx}px, ${l.ty + l.cy}px) scale(${l.s}) translate(${-l.cx}px, ${-l.cy}px)`
  }
  const commitLive = () => {
    const el = refs.layers.current
    const wrap = refs.wrap.current
    const l = live.current
    live.current = { tx: 0, ty: 0, s: 1, cx: 0, cy: 0 }
    if (!el || !wrap) return
    if (l.tx === 0 && l.ty === 0 && l.s === 1) return
    // Screen point q showed what p = (q − (1−s)c − t)/s showed before; solve for the new view box
    // (same box size, so the meet letterbox offset is unchanged).
    const r = wrap.getBoundingClientRect()
    const v = viewRef.current
    const k = Math.max(v.w / r.width, v.h / r.height)
    const offX = (r.width - v.w / k) / 2
    const offY = (r.height - v.h / k) / 2
    const next: Box = {
      x: v.x + ((1 - l.s) * (offX - l.cx) - l.tx) * (k / l.s),
      y: v.y + ((1 - l.s) * (offY - l.cy) - l.ty) * (k / l.s),
      w: v.w / l.s,
      h: v.h / l.s,
    }
    flushSync(() => setView(next))
    el.style.transform = ''
  }
  const wrapXY = (x: number, y: number) => {
    const r = refs.wrap.current?.getBoundingClientRect()
    return r ? { x: x - r.left, y: y - r.top } : { x, y }
  }
  const startPinch = () => {
    const [a, b] = [...pointers.current.entries()]
    if (!a || !b) return
    const c = wrapXY((a[1].x + b[1].x) / 2, (a[1].y + b[1].y) / 2)
    gesture.current = {
      t: 'pinch',
      a: a[0],
      b: b[0],
      d0: Math.max(1, Math.hypot(a[1].x - b[1].x, a[1].y - b[1].y)),
      c0: c,
    }
    live.current = { tx: 0, ty: 0, s: 1, cx: c.x, cy: c.y }
  }

  const hoverUnit = useRef<string | null>(null)
  const unitAt = (t: EventTarget | null): string | null =>
    (t as Element | null)?.closest?.('[data-unit]')?.getAttribute('data-unit') ?? null

  const onPointerDown = (e: React.PointerEvent) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY, type: e.pointerType })
    try {
      ;(e.currentTarget as Element).setPointerCapture?.(e.pointerId)
    } catch {
      // Synthetic pointers (tests, benches) cannot be captured; the drag still works without it.
    }
    const g = gesture.current
    if (pointers.current.size === 2 && e.pointerType === 'touch') {
      // A second finger turns whatever the first began into a pinch; a half-drawn tool drag is dropped.
      if (g.t === 'tool') {
        dropMove()
        handlers.current.onPointer?.('cancel', toWorld(e.clientX, e.clientY))
      }
      // A pan already under way is kept, then the pinch carries on from there.
      if (g.t === 'press' && g.panning) commitLive()
      startPinch()
      return
    }
    if (g.t !== 'none') return
    inverse.current = null
    if (handlers.current.toolActive && e.button === 0) {
      gesture.current = { t: 'tool', id: e.pointerId }
      dropMove()
      handlers.current.onPointer?.('down', toWorld(e.clientX, e.clientY))
    } else
      gesture.current = {
        t: 'press',
        id: e.pointerId,
        sx: e.clientX,
        sy: e.clientY,
        type: e.pointerType,
        unit: unitAt(e.target),
        panning: false,
      }
  }

  const onPointerMove = (e: React.PointerEvent) => {
    const me = pointers.current.get(e.pointerId)
    if (me) {
      me.x = e.clientX
      me.y = e.clientY
    }
    const g = gesture.current
    if (g.t === 'none') {
      if (e.pointerType === 'mouse') {
        const u = unitAt(e.target)
        if (u !== hoverUnit.current) {
          hoverUnit.current = u
          handlers.current.onUnitHover?.(u)
        }
      }
      // Hover (mouse, pen): tools like move and deploy follow the cursor.
      if ((handlers.current.toolActive || handlers.current.hoverTrack) && e.pointerType !== 'touch')
        queueMove(e.clientX, e.clientY)
      return
    }
    if (g.t === 'tool') {
      if (e.pointerId === g.id) queueMove(e.clientX, e.clientY)
      return
    }
    if (g.t === 'press') {
      if (e.pointerId !== g.id) return
      const dx = e.clientX - g.sx
      const dy = e.clientY - g.sy
      if (!g.panning && Math.hypot(dx, dy) > (TAP_SLOP[g.type] ?? 5)) g.panning = true
      if (g.panning) {
        live.current = { tx: dx, ty: dy, s: 1, cx: 0, cy: 0 }
        showLive()
      }
      return
    }
    const a = pointers.current.get(g.a)
    const b = pointers.current.get(g.b)
    if (!a || !b) return
    const v = viewRef.current
    const raw = Math.hypot(a.x - b.x, a.y - b.y) / g.d0
    const s = Math.min(Math.max(raw, v.w / maxW), v.w / MIN_W)
    const c = wrapXY((a.x + b.x) / 2, (a.y + b.y) / 2)
    live.current = { tx: c.x - g.c0.x, ty: c.y - g.c0.y, s, cx: g.c0.x, cy: g.c0.y }
    showLive()
  }

  const finish = (e: React.PointerEvent, cancelled: boolean) => {
    pointers.current.delete(e.pointerId)
    const g = gesture.current
    if (g.t === 'pinch') {
      if (e.pointerId === g.a || e.pointerId === g.b) commitLive()
      // A finger left on the glass does nothing until it lifts: no accidental tap or pan.
      gesture.current = pointers.current.size ? { ...g, a: -1, b: -1 } : { t: 'none' }
      return
    }
    if (g.t === 'tool') {
      if (e.pointerId !== g.id) return
      gesture.current = { t: 'none' }
      dropMove()
      handlers.current.onPointer?.(cancelled ? 'cancel' : 'up', toWorld(e.clientX, e.clientY))
      return
    }
    if (g.t === 'press') {
      if (e.pointerId !== g.id) return
      gesture.current = { t: 'none' }
      if (g.panning) return commitLive()
      if (cancelled) return
      const h = handlers.current
      const p = toWorld(e.clientX, e.clientY)
      const unit =
        g.unit ?? (g.type === 'touch' ? (h.unitNear?.(p, TOUCH_REACH_PX * perPixel()) ?? null) : null)
      if (unit && !h.claimsClick?.(p)) h.onUnitClick?.(unit)
      else h.onPointer?.('click', p)
      return
    }
  }

  return {
    view,
    fit: () => setView(fit()),
    zoom,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (e: React.PointerEvent) => finish(e, false),
      onPointerCancel: (e: React.PointerEvent) => finish(e, true),
      onPointerLeave: (e: React.PointerEvent) => {
        if (hoverUnit.current !== null) {
          hoverUnit.current = null
          handlers.current.onUnitHover?.(null)
        }
        // A hover that leaves the table lets go of the spot it lit (tools keep their own cursor).
        if (gesture.current.t !== 'none' || handlers.current.toolActive || !handlers.current.hoverTrack)
          return
        dropMove()
        handlers.current.onPointer?.('cancel', toWorld(e.clientX, e.clientY))
      },
    },
  }
}
