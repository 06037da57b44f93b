/**
 * Refuses request bodies nested deeper than any roster, setup or decision could be: storing one
 * thousands of levels deep overflowed the stack in JSON.stringify and answered 500. Walked without
 * recursion, so the check itself cannot overflow.
 */
import type { FastifyInstance } from 'fastify'
import { ApiError } from './errors.ts'

const MAX_DEPTH = 64

export function tooDeep(body: unknown, max = MAX_DEPTH): boolean {
  const stack: [unknown, number][] = [[body, 0]]
  while (stack.length) {
    const [v, depth] = stack.pop() as [unknown, number]
    if (typeof v !== 'object' || v === null) continue
    if (depth >= max) return true
    for (const x of Array.isArray(v) ? v : Object.values(v)) stack.push([x, depth + 1])
  }
  return false
}

export function refuseDeepBodies(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (tooDeep(req.body))
      throw new ApiError(
        400,
        'server/too_deep',
        `A request body may be nested at most ${MAX_DEPTH} levels deep.`,
      )
  })
}
