/**
 * Which saved roster a builder's open draft belongs to. A save answers after a round trip; if the
 * player opened another draft meanwhile (New, Load, Import), the answer's id must not stick to
 * that draft — its next save would overwrite the roster just saved. Each opened draft gets a new
 * generation, and a save binds its id only while its generation is still the open one.
 */
import { useRef, useState } from 'react'

export class RosterBinding {
  private generation = 0

  constructor(
    private current: string | undefined,
    private readonly changed: (id: string | undefined) => void,
  ) {}

  get id(): string | undefined {
    return this.current
  }

  /** Another draft is open now: a blank or imported one (no id) or a loaded roster (its id). */
  open(id?: string): void {
    this.generation++
    this.set(id)
  }

  /** Saves the open draft under its id; the answer's id binds only to the draft that was saved. */
  async save<T extends { id: string }>(send: (id: string | undefined) => Promise<T>): Promise<T> {
    const generation = this.generation
    const answer = await send(this.current)
    if (generation === this.generation) this.set(answer.id)
    return answer
  }

  private set(id: string | undefined): void {
    this.current = id
    this.changed(id)
  }
}

/** A builder's binding, kept across renders; `id` re-renders the page when it changes. */
export function useRosterBinding(initial: string | undefined): [string | undefined, RosterBinding] {
  const [id, setId] = useState(initial)
  const binding = useRef<RosterBinding | null>(null)
  binding.current ??= new RosterBinding(initial, setId)
  return [id, binding.current]
}
