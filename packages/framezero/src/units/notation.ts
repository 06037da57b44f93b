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
import { frameDice } from './dice.ts'
import { BANDS, type Band, type DieSpec, type FrameSpec, type SplitSystem, type SystemCode } from './types.ts'

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
  const halves: Band[] = []
  for (const b of BANDS) {
    const d6 = n(`R${b}`)
    const d8 = n(`R8${b}`)
    if (d6 === 2 && d8 === 0) systems.push(`R${b}` as SystemCode)
    else if (d6 === 2 && d8 === 1) systems.push(`R${b}` as SystemCode, `R${b}` as SystemCode)
    else if (d6 === 1 && d8 === 0) halves.push(b)
    else if (d6 !== 0 || d8 !== 0)
      return err(
        'framezero/bad_notation',
        `Red ${b} dice must come as 2 d6 (one weapon), 2 d6 + 1 d8 (two), or 1 d6 (a split weapon); "${s}" has ${d6} d6 and ${d8} d8.`,
      )
  }
  if (halves.length === 2) {
    const [x, y] = [...halves].sort() as [Band, Band]
    const key = `S${x}${y}`
    systems.push(key as SplitSystem)
  } else if (halves.length !== 0)
    return err(
      'framezero/bad_notation',
      `A lone red d6 must pair with one at another band (a split weapon) in "${s}".`,
    )
  const ssr = n('R8r')
  const built = formatNotation({ systems, ssr })
  const canon = [...tokens].sort().join('')
  if ([...tokenize(built)].sort().join('') !== canon)
    return err(
      'framezero/bad_notation',
      `"${s}" is not the dice of a legal frame (a G8 sprint die comes exactly when there is no direct-fire or artillery weapon); that loadout rolls ${built}.`,
    )
  return ok({ systems, ssr })
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
