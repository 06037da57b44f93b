/**
 * One error shape for the whole API: `{ error: { code, message, path?, issues? } }` with a stable
 * code. Unexpected failures are logged and answered with a generic code, never a stack trace.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import type { ZodError } from 'zod'

export interface ApiErrorBody {
  error: {
    code: string
    message: string
    path?: string
    issues?: { path: string; message: string }[]
    /** Where a game stands when an append is refused as out of order or stale. */
    length?: number
    hash?: string
    /** The engine's own refusal behind `server/illegal_decision` or `engine/replay_diverged`. */
    cause?: { code: string; message: string }
    /** The first stored decision today's rules refuse (`engine/replay_diverged`). */
    index?: number
  }
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Partial<ApiErrorBody['error']> = {},
  ) {
    super(message)
  }
}

const pathOf = (p: readonly PropertyKey[]): string =>
  p.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i ? '.' : ''}${String(k)}`)).join('')

export function zodError(what: string, e: ZodError): ApiError {
  const issues = e.issues.map((i) => ({ path: pathOf(i.path), message: i.message }))
  const first = issues[0]
  return new ApiError(
    400,
    'server/invalid_body',
    `Invalid ${what}${first ? ` at ${first.path || '(root)'}: ${first.message}` : ''}`,
    {
      issues,
    },
  )
}

/**
 * The router's own refusals (an address it cannot decode, an id past the length limit) in the
 * API's error shape; Fastify answers them before any route or error handler runs.
 */
export function frameworkErrors(e: FastifyError, _req: unknown, reply: FastifyReply): void {
  const long = e.code === 'FST_ERR_MAX_PARAM_LENGTH'
  void reply.status(long ? 414 : 400).send({
    error: {
      code: long ? 'server/address_too_long' : 'server/bad_address',
      message: long ? 'That address is too long.' : 'That address cannot be read.',
    },
  })
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((e: FastifyError | ApiError | Error, req, reply) => {
    if (e instanceof ApiError)
      return reply.status(e.status).send({ error: { code: e.code, message: e.message, ...e.extra } })
    const fe = e as FastifyError
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply
        .status(415)
        .send({ error: { code: 'server/unsupported_media_type', message: 'Send JSON.' } })
    if (fe.statusCode && fe.statusCode < 500)
      return reply
        .status(fe.statusCode)
        .send({ error: { code: 'server/bad_request', message: fe.message.replace(/^FST_\w+: /, '') } })
    req.log.error(e)
    return reply
      .status(500)
      .send({ error: { code: 'server/internal', message: 'The server failed on this request.' } })
  })
  app.setNotFoundHandler((req, reply) =>
    reply
      .status(404)
      .send({ error: { code: 'server/not_found', message: `Nothing at ${req.method} ${req.url}.` } }),
  )
}
