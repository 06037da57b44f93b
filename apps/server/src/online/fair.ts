/**
 * Fair dice and seat tokens (DESIGN §8). The server draws a secret seed and publishes its SHA-256
 * (`seedCommit`) before play; each seat adds a nonce when it joins; the game's seed hashes them
 * together, so neither the server (committed before the nonces) nor a player (who cannot see the
 * secret) can choose the dice. At the end the secret is revealed and anyone can check
 * `sha256(serverSeed) === seedCommit`, recompute the seed and run `sortie replay`.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

export const sha256 = (s: string): string => createHash('sha256').update(s, 'utf8').digest('hex')

/** 256 random bits, URL-safe: a seat token or a server seed. */
export const randomSecret = (): string => randomBytes(32).toString('base64url')

export const seedCommit = (serverSeed: string): string => sha256(serverSeed)

/** The game's seed: the secret and every seat's nonce, seats in sorted order so order of joining does not matter. */
export function gameSeed(serverSeed: string, nonces: Readonly<Record<string, string>>): string {
  const parts = Object.keys(nonces)
    .sort()
    .map((seat) => `${seat}=${nonces[seat]}`)
  return sha256([serverSeed, ...parts].join('\n'))
}

/** Only token hashes are stored: a leaked database does not let anyone act for a seat. */
export const tokenHash = (token: string): string => sha256(`sortie-seat:${token}`)

export function tokenMatches(token: string, hash: string): boolean {
  const a = Buffer.from(tokenHash(token), 'hex')
  const b = Buffer.from(hash, 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}
