/**
 * The community notation for a frame (F§3): `WW`, then one letter per die — B, Y, G, R — red dice
 * with their range letter (h, d, a; r for a rocket), d8 dice with an `8` after the colour.
 * `WWBYGRdRdR8rR8r` is a soldier carrying two rockets.
 *
 * @example
 * formatNotation({ name: 'x', systems: ['Rd'], ssr: 0 })   // 'WWRdRd'
 * parseNotation('WWBYGRdRd')                                // systems B, Y, G, Rd
 */
import { err, ok, type Result, type RuleError } from '@sortie/engine'
import { frameDice, redDiceForHalves, weaponHalves } from './dice.ts'
import { BANDS, type Band, type DieSpec, type FrameSpec, SPLIT_SYSTEMS, type SystemCode } from './types.ts'

export function dieToken(d: DieSpec): string {
  const size = d.sides === 8 ? '8' : ''
  return d.colour === 'R' ? `R${size}${d.band ?? ''}` : `${d.colour}${size}`
}

/** Environment protection rolls no die: it is written as a trailing `E` (MF-RULING-HAZARD-NOTATION). */
export function formatNotation(f: Pick<FrameSpec, 'systems' | 'ssr' | 'whites'>): string {
  return frameDice(f).map(dieToken).join('') + 'E'.repeat(f.systems.filter((x) => x === 'E').length)
}

const TOKEN = /W|B|Y|G8|G|R8[hdar]|R[hda]|E/y

/** Reads a notation back into systems and rockets; the dice must be those of a legal build. */
export function parseNotation(text: string): Result<{ systems: SystemCode[]; ssr: number }, RuleError> {
  const s = text.replace(/\s+/g, '')
  const tokens: string[] = []
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < s.length) {
    const at = TOKEN.lastIndex
    const m = TOKEN.exec(s)
    if (!m)
      return err(
        'framezero/bad_notation',
        `Unreadable die "${s.slice(at)}" at position ${at + 1} of "${s}".`,
        {
          at,
        },
      )
    tokens.push(m[0])
  }
  const n = (t: string) => tokens.filter((x) => x === t).length
  if (n('W') !== 2)
    return err(
      'framezero/bad_notation',
      `A frame starts with exactly two white dice (WW); "${s}" has ${n('W')}.`,
    )
  const systems: SystemCode[] = []
  for (const c of ['B', 'Y', 'G', 'E'] as const) for (let i = 0; i < n(c); i++) systems.push(c)
  const want: Partial<Record<Band, readonly number[]>> = {}
  for (const b of BANDS) {
    const d6 = n(`R${b}`)
    const d8 = n(`R8${b}`)
    const fits = HALVES_FOR.filter((h) => {
      const r = redDiceForHalves(h)
      return r.d6 === d6 && r.d8 === d8
    })
    if (fits.length === 0)
      return err(
        'framezero/bad_notation',
        `Red ${b} dice come as 1 d6, 2 d6 or 2 d6 + 1 d8; "${s}" has ${d6} d6 and ${d8} d8.`,
      )
    want[b] = fits
  }
  const weapons = weaponsFor(want)
  if (!weapons)
    return err(
      'framezero/bad_notation',
      `The red dice of "${s}" match no set of weapons (a lone red d6 is half of a split weapon and needs its other half at another band).`,
    )
  systems.push(...weapons)
  const ssr = n('R8r')
  const built = formatNotation({ systems, ssr })
  const canon = [...tokens].sort().join('')
  if ([...tokenize(built)].sort().join('') !== canon)
    return err(
      'framezero/bad_notation',
      `"${s}" is not the dice of a legal frame (a G8 sprint die comes exactly when the frame has systems but no direct-fire or artillery weapon); that loadout rolls ${built}.`,
    )
  return ok({ systems, ssr })
}

/** Half-system counts a band may hold (a full weapon is 2 halves; at most 2 weapons of a band). */
const HALVES_FOR = [0, 1, 2, 3, 4] as const

/**
 * The weapons whose dice are the wanted ones at every band. The dice do not always tell the build
 * apart (two Sdh splits roll like Rh + Rd; three roll the same too), so the reading is fixed:
 * fewest systems, then fewest split weapons, then the first in catalogue order — a build written
 * in notation reads back with the same dice, though not always the same split weapons
 * (MF-BUILD-NOTATION).
 */
function weaponsFor(want: Partial<Record<Band, readonly number[]>>): SystemCode[] | undefined {
  let best: SystemCode[] | undefined
  const full = ['Rh', 'Rd', 'Ra'] as const
  const rank = (x: SystemCode[]) => x.length * 10 + x.filter((y) => y.startsWith('S')).length
  // Up to 2 full weapons of a band and 4 splits of a kind keep every band within 4 halves.
  const counts = (k: number, max: number): number[][] =>
    k === 0 ? [[]] : counts(k - 1, max).flatMap((c) => Array.from({ length: max + 1 }, (_, i) => [...c, i]))
  for (const f of counts(3, 2))
    for (const sp of counts(3, 4)) {
      const x: SystemCode[] = []
      full.forEach((w, i) => {
        for (let j = 0; j < (f[i] ?? 0); j++) x.push(w)
      })
      SPLIT_SYSTEMS.forEach((w, i) => {
        for (let j = 0; j < (sp[i] ?? 0); j++) x.push(w)
      })
      const h = weaponHalves(x)
      if (!BANDS.every((b) => (want[b] ?? [0]).includes(h[b]))) continue
      if (!best || rank(x) < rank(best)) best = x
    }
  return best
}

function tokenize(s: string): string[] {
  const out: string[] = []
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < s.length) {
    const m = TOKEN.exec(s)
    if (!m) break
    out.push(m[0])
  }
  return out
}
