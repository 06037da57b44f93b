/**
 * Redis connections for BullMQ. BullMQ 6 leaves the Redis client to the application; we use
 * ioredis (its reference adapter), loaded only when a queue is used so the rest of the lab runs
 * without it.
 */
export const QUEUE_NAME = 'sortie-lab'

// biome-ignore lint/suspicious/noExplicitAny: ioredis is an optional dependency, typed loosely here
type Redis = any

export interface RedisFactory {
  (): Redis
  /** BullMQ leaves connections it was handed open: close every one made here. */
  closeAll(): Promise<void>
}

export async function redisFactory(url: string): Promise<RedisFactory> {
  if (!/^rediss?:\/\//.test(url)) throw new Error(`--queue takes a redis:// URL, not "${url}"`)
  const name = 'ioredis'
  let IORedis: new (url: string, o: object) => Redis
  try {
    const mod = (await import(name)) as { default?: typeof IORedis; Redis?: typeof IORedis }
    IORedis = (mod.Redis ?? mod.default) as typeof IORedis
  } catch {
    throw new Error("the lab's queue needs the 'ioredis' package (npm install -w packages/lab ioredis)")
  }
  const made: Redis[] = []
  // BullMQ's blocking calls need maxRetriesPerRequest null.
  const make = (() => {
    const c = new IORedis(url, { maxRetriesPerRequest: null })
    made.push(c)
    return c
  }) as RedisFactory
  make.closeAll = async () => {
    await Promise.all(made.map((c) => c.quit().catch(() => c.disconnect())))
  }
  return make
}
