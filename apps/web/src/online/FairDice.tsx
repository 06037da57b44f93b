/**
 * The end-of-game reveal: the server's secret seed, its commitment (published before the game),
 * the seats' nonces and the game's seed. The browser checks the commitment itself (SHA-256); the
 * record can be downloaded and re-run with `sortie replay`.
 */
import type { Reveal } from '@sortie/server/protocol'
import { useEffect, useState } from 'react'

async function sha256(text: string): Promise<string | null> {
  if (!crypto.subtle) return null // not a secure context (plain http on a LAN address)
  const d = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(d), (b) => b.toString(16).padStart(2, '0')).join('')
}

export function FairDice({ reveal }: { reveal: Reveal }) {
  const [ok, setOk] = useState<boolean | null>(null)
  useEffect(() => {
    void sha256(reveal.serverSeed).then((h) => setOk(h === null ? null : h === reveal.seedCommit))
  }, [reveal])
  return (
    <details className="online-fair" data-testid="online-reveal">
      <summary>
        Fair dice:{' '}
        {ok === null
          ? 'seed revealed'
          : ok
            ? 'the revealed seed matches its commitment ✓'
            : 'COMMITMENT MISMATCH ✗'}
      </summary>
      <dl>
        <dt>Commitment (before the game)</dt>
        <dd>
          <code>{reveal.seedCommit}</code>
        </dd>
        <dt>Server seed</dt>
        <dd>
          <code>{reveal.serverSeed}</code>
        </dd>
        <dt>Nonces</dt>
        <dd>
          {Object.entries(reveal.nonces).map(([s, n]) => (
            <div key={s}>
              {s}: <code>{n}</code>
            </div>
          ))}
        </dd>
        <dt>Game seed</dt>
        <dd>
          <code>{reveal.seed}</code>
        </dd>
      </dl>
    </details>
  )
}
