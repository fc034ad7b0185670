/**
 * PostgREST's error bodies and its SQLSTATE -> HTTP mapping (Error.hs `mapSQLtoHTTP`), so that
 * supabase-js callers see the same `error.code`, `error.message` and status as against hosted
 * Supabase.
 */
export interface ErrorBody {
  code: string
  /** A string, or PostgREST's array of relationship objects (PGRST201). */
  details: string | Record<string, string>[] | null
  hint: string | null
  message: string
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message)
  }
}

export function apiError(
  status: number,
  code: string,
  message: string,
  details: ErrorBody['details'] = null,
  hint: string | null = null,
): ApiError {
  return new ApiError(status, { code, details, hint, message })
}

/** PGRST100: the query string could not be parsed. */
export function parseError(what: string, details: string | null = null): ApiError {
  return apiError(400, 'PGRST100', `"failed to parse ${what}" (line 1, column 1)`, details)
}

export function unknownColumn(relation: string, column: string): ApiError {
  return apiError(400, '42703', `column ${relation}.${column} does not exist`)
}

interface PgErrorLike {
  code?: string
  message?: string
  detail?: string
  hint?: string
}

export function isPgError(error: unknown): error is PgErrorLike & Error {
  return (
    error instanceof Error &&
    !(error instanceof ApiError) &&
    // A SQLSTATE (or PostgREST's 'PGRST' raise), not a Node error code such as ECONNREFUSED.
    /^([0-9A-Z]{5}|PGRST)$/.test(String((error as PgErrorLike).code))
  )
}

export function statusForSqlState(code: string, message: string, role: string): number {
  if (code === '23503' || code === '23505') return 409
  if (code === '25006') return 405
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500
  if (code === '22023') return /^role .* does not exist$/.test(message) ? 401 : 400
  if (code === '42883') return 404
  if (code === '42P01') return 404
  if (code === '42P17') return 500
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === 'P0001') return 400
  if (code === '53400') return 500
  if (code === '57P01') return 503
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  const prefix2 = code.slice(0, 2)
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    XX: 500,
    P0: 500,
  }
  return byClass[prefix2] ?? 400
}

/** A Postgres error as PostgREST answers it (including `raise sqlstate 'PGRST'` with JSON). */
export function fromPgError(error: PgErrorLike, role: string): ApiError {
  const code = error.code ?? 'XX000'
  const message = error.message ?? ''
  if (code === 'PGRST') {
    try {
      const body = JSON.parse(message) as Partial<ErrorBody>
      const extra = JSON.parse(error.detail ?? '{}') as {
        status?: number
        headers?: Record<string, string>
      }
      return new ApiError(
        extra.status ?? 400,
        {
          code: body.code ?? 'PGRST',
          message: body.message ?? '',
          details: body.details ?? null,
          hint: body.hint ?? null,
        },
        extra.headers ?? {},
      )
    } catch {
      return apiError(
        500,
        'PGRST121',
        'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error',
        'Invalid JSON value for MESSAGE or DETAIL',
      )
    }
  }
  return new ApiError(statusForSqlState(code, message, role), {
    code,
    details: error.detail ?? null,
    hint: error.hint ?? null,
    message,
  })
}

export function errorResponse(error: ApiError): Response {
  return new Response(JSON.stringify(error.body), {
    status: error.status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'proxy-status': `PostgREST; error=${error.body.code}`,
      ...error.headers,
    },
  })
}
