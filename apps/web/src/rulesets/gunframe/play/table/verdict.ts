/**
 * The engine's verdict on the move being drawn: a trial apply of the path (legal? cost? why not?)
 * and the attack plans from its end point to every enemy (band, sight, cover).
 *
 * It runs in a Web Worker so a drag never waits for the rules: the page keeps drawing the path at
 * pointer speed while the worker judges the newest path. One request is in flight at a time and
 * only the newest waiting one is sent next, so a slow judgement never queues up stale work.
 * Without workers (or if one fails to start) the same `judge` runs on the page instead.
 */
import type { Vec } from '@sortie/engine'
import {
  type AttackLook,
  attackLooks,
  type BattleDecision,
  type BattleState,
  type MovePreview,
  previewMove,
} from '../../engine.ts'

export interface VerdictRequest {
  seq: number
  stateId: number
  unit: string
  d: BattleDecision & { path: Vec[]; facing: number }
}

export interface VerdictResponse {
  seq: number
  stateId: number
  live: MovePreview
  looks: AttackLook[]
}

export type WorkerMessage =
  | { t: 'state'; id: number; state: BattleState }
  | { t: 'judge'; req: VerdictRequest }

export function judge(state: BattleState, r: VerdictRequest): VerdictResponse | null {
  const unit = state.units.find((u) => u.id === r.unit)
  if (!unit) return null
  const live = previewMove(state, r.d, unit)
  const looks = attackLooks(state, unit.id, { pos: live.end, facing: r.d.facing })
  return { seq: r.seq, stateId: r.stateId, live, looks }
}

/** Runs `f` in a task of its own, right after the current one (and its rendering) ends. */
function afterThisTask(f: () => void) {
  const ch = new MessageChannel()
  ch.port1.onmessage = () => {
    ch.port1.close()
    f()
  }
  ch.port2.postMessage(null)
}

/** Judges requests in a worker, newest first; `onVerdict` gets each answer with the state it judged. */
export class VerdictClient {
  private worker: Worker | null = null
  private busy = false
  private waiting: VerdictRequest | null = null
  private inFlight: VerdictRequest | null = null
  private sentState = -1
  private state: { id: number; state: BattleState } | null = null
  private seq = 0
  private stateSeq = 0

  constructor(private onVerdict: (v: VerdictResponse, judged: BattleState) => void) {
    try {
      if (typeof Worker !== 'undefined') {
        this.worker = new Worker(new URL('./preview.worker.ts', import.meta.url), { type: 'module' })
        this.worker.onmessage = (e: MessageEvent<VerdictResponse | null>) => this.answered(e.data)
        this.worker.onerror = () => this.fallBack()
      }
    } catch {
      this.worker = null
    }
  }

  /** The state later requests are judged against; returns its id. */
  setState(state: BattleState): number {
    if (this.state?.state === state) return this.state.id
    this.state = { id: ++this.stateSeq, state }
    return this.state.id
  }

  request(unit: string, d: VerdictRequest['d']): number {
    if (!this.state) return -1
    const req: VerdictRequest = { seq: ++this.seq, stateId: this.state.id, unit, d }
    if (this.busy) this.waiting = req
    else this.send(req)
    return req.seq
  }

  dispose() {
    this.worker?.terminate()
    this.worker = null
  }

  private send(req: VerdictRequest) {
    const st = this.state
    if (!st || st.id !== req.stateId) return
    if (!this.worker) {
      const v = judge(st.state, req)
      if (v) this.onVerdict(v, st.state)
      return
    }
    this.busy = true
    this.inFlight = req
    // Posted once the task asking has finished: a request is made while a frame is being drawn,
    // and waking the worker there lets it take the core the page needs to finish that frame
    // (about 1 ms of wall time per move on a busy two-core machine). The answer is for the next
    // frame either way.
    afterThisTask(() => {
      const w = this.worker
      if (!w || this.inFlight !== req) return
      if (this.sentState !== st.id) {
        w.postMessage({ t: 'state', id: st.id, state: st.state } satisfies WorkerMessage)
        this.sentState = st.id
      }
      w.postMessage({ t: 'judge', req } satisfies WorkerMessage)
    })
  }

  private answered(v: VerdictResponse | null) {
    this.busy = false
    this.inFlight = null
    if (v && this.state && v.stateId === this.state.id) this.onVerdict(v, this.state.state)
    const next = this.waiting
    this.waiting = null
    if (next) this.send(next)
  }

  private fallBack() {
    this.dispose()
    this.busy = false
    this.sentState = -1
    // The request the worker died on is judged here instead, unless a newer one waits.
    const next = this.waiting ?? this.inFlight
    this.waiting = null
    this.inFlight = null
    if (next) this.send(next)
  }
}
