/**
 * GoTrue's error shapes (internal/api/errors.go). auth-js reads `code` when the response carries
 * `X-Supabase-Api-Version` >= 2024-01-01 and `error_code` otherwise, and the message from
 * `msg ?? message ?? error_description ?? error`, so every body carries all of them.
 */
export const API_VERSION = '2024-01-01'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** OAuth-style `error` value, set for /token grant errors. */
    readonly oauthError?: string,
  ) {
    super(message)
  }
}

/**
 * GoTrue's OAuthError (internal/api/errors.go): always 400 and only `{error, error_description}`,
 * no `code`/`msg` and no X-Sb-Error-Code. The id_token grant answers its request errors this way.
 */
export class OAuthError extends ApiError {
  constructor(error: string, description: string) {
    super(400, '', description, {}, error)
  }
}

export const badRequest = (code: string, message: string, extra?: Record<string, unknown>) =>
  new ApiError(400, code, message, extra)
export const unprocessable = (code: string, message: string, extra?: Record<string, unknown>) =>
  new ApiError(422, code, message, extra)
export const forbidden = (code: string, message: string) => new ApiError(403, code, message)
export const notFound = (code: string, message: string) => new ApiError(404, code, message)
export const validation = (message: string) => badRequest('validation_failed', message)

export const INVALID_LOGIN = 'Invalid login credentials'

/** The grant errors auth-js has always handled as `{error, error_description}`. */
export function grantError(error: ApiError): ApiError {
  return new ApiError(error.status, error.code, error.message, error.extra, 'invalid_grant')
}

export function responseHeaders(apiVersion: string | null): Headers {
  const headers = new Headers({ 'content-type': 'application/json' })
  headers.set('x-supabase-api-version', apiVersion ?? API_VERSION)
  return headers
}

/** The request's API version when it is a date auth-js understands, else null (legacy format). */
export function requestApiVersion(request: Request): string | null {
  const value = request.headers.get('x-supabase-api-version')
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= API_VERSION ? value : null
}

export function errorResponse(error: ApiError, apiVersion: string | null): Response {
  const headers = responseHeaders(apiVersion)
  if (error instanceof OAuthError) {
    const body = { error: error.oauthError, error_description: error.message }
    return new Response(JSON.stringify(body), { status: 400, headers })
  }
  headers.set('x-sb-error-code', error.code)
  const body: Record<string, unknown> = {
    code: apiVersion ? error.code : error.status,
    error_code: error.code,
    msg: error.message,
    message: error.message,
    ...error.extra,
  }
  if (error.oauthError) {
    body.error = error.oauthError
    body.error_description = error.message
  }
  if (error.status === 429) headers.set('retry-after', '60')
  return new Response(JSON.stringify(body), { status: error.status, headers })
}
