/** Routing the units module's problems (each with a JSON path) to the field that shows them. */
import type { ShownProblem } from '../../../ui/Field.tsx'

export class ProblemRouter {
  private readonly claimed = new Set<ShownProblem>()
  constructor(private readonly all: readonly ShownProblem[]) {}

  /** Problems whose path is exactly one of `paths`. */
  at(...paths: string[]): ShownProblem[] {
    const out = this.all.filter((p) => paths.includes(p.path))
    for (const p of out) this.claimed.add(p)
    return out
  }

  /** Problems at `prefix` or below it (`units[1].upgrades[0]` takes `.on`, `.n`, …). */
  under(prefix: string): ShownProblem[] {
    const out = this.all.filter(
      (p) => p.path === prefix || p.path.startsWith(`${prefix}.`) || p.path.startsWith(`${prefix}[`),
    )
    for (const p of out) this.claimed.add(p)
    return out
  }

  /** What no field has shown yet, under `prefix` (so nothing is ever hidden). */
  rest(prefix: string): ShownProblem[] {
    return this.all.filter(
      (p) =>
        !this.claimed.has(p) &&
        (prefix === '' ||
          p.path === prefix ||
          p.path.startsWith(`${prefix}.`) ||
          p.path.startsWith(`${prefix}[`)),
    )
  }
}
