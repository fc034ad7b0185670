/**
 * GoTrue-compatible `/auth/v1` for the local stack: what auth-js (supabase-js 2.x) calls, with
 * GoTrue's JSON shapes, error codes and token semantics, over the real auth schema so project
 * triggers and RLS see the same rows as on Supabase. Settings come from supabase/config.toml.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createHash, randomUUID } from 'node:crypto'
import { isIP } from 'node:net'
import bcrypt from './bcrypt.ts'
import { SignJWT, jwtVerify, type JWTPayload } from 'jose'
import { JWT_SECRET, SECRET_KEY, SERVICE_ROLE_KEY } from '../config.ts'
import type { ServiceFactory, StackContext } from '../context.ts'
import type { Queryable } from '../db/index.ts'
import { useKeySet, verifyWithKeys, type KeySet } from '../jwt-keys.ts'
import { mapApiKey } from '../request-auth.ts'
import {
  ApiError,
  INVALID_LOGIN,
  badRequest,
  errorResponse,
  forbidden,
  grantError,
  notFound,
  requestApiVersion,
  responseHeaders,
  unprocessable,
  validation,
} from './errors.ts'
import { identityFromForm, identityPage, readProviderCode, signProviderCode } from './google.ts'
import { withFactors } from './factors.ts'
import { createLimits, type Limits } from './limits.ts'
import { isMfaPath, routeMfa } from './mfa.ts'
import {
  newOtp,
  renderMail,
  sendMail,
  tokenHash,
  verifyLink,
  type MailKind,
  type MailMessage,
} from './mail.ts'
import { requireCurrentPassword, requireReauthentication, sendReauthentication } from './reauth.ts'
import { parseDuration, readAuthSettings, referrer, type AuthSettings } from './settings.ts'
import {
  asAuthAdmin,
  findUser,
  findUserByEmail,
  findUserById,
  identitiesOf,
  insertIdentity,
  insertUser,
  loadUserJson,
  mergeMetadata,
  userJson,
  type NewUser,
  type UserRow,
} from './store.ts'
import { invokeHook, issueSession, refreshSession, type ClientInfo } from './tokens.ts'
import {
  disabledRoute,
  phoneLoginRefusal,
  phoneOtpRefusal,
  phoneSignupRefusal,
  unservedGrant,
} from './unserved.ts'
import { pagination, validateEmail } from './validate.ts'

export { sendMail } from './mail.ts'

const HERE = dirname(fileURLToPath(import.meta.url))
const PREFIX = '/auth/v1'
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin'])
const FLOW_STATE_TTL_SECONDS = 300
const secret = new TextEncoder().encode(JWT_SECRET)

interface AuthEnv {
  ctx: StackContext
  settings: AuthSettings
  limits: Limits
  issuer: string
  keys: KeySet
}

interface Req {
  request: Request
  url: URL
  path: string
  apiVersion: string | null
  client: ClientInfo
  body: Record<string, unknown>
  /** Mails to emit once the request's transaction has committed. */
  mails: MailMessage[]
}

export const authService: ServiceFactory = async (ctx) => {
  await ctx.db.exec(readFileSync(join(HERE, 'schema.sql'), 'utf8'))
  const settings = readAuthSettings(ctx.config)
  const issuer = `${ctx.apiUrl}${PREFIX}`
  const env: AuthEnv = {
    ctx,
    settings,
    limits: createLimits(settings.rateLimits),
    issuer,
    keys: useKeySet(issuer, ctx.config.auth.signing_keys_path),
  }
  return [{ name: 'auth', prefix: PREFIX, handle: (request) => handle(env, request) }]
}

/**
 * The address rate limits are keyed on: the gateway's CF-Connecting-IP, else the last
 * X-Forwarded-For entry (the first ones are whatever the client sent). A server calling with
 * the service-role or secret key (our sign-in function) names its own caller in
 * Sb-Forwarded-For (GoTrue's sbff middleware, supabase/auth#2295); from anyone else the header
 * is ignored, so a browser cannot choose its own rate-limit key.
 */
function clientIp(headers: Headers): string {
  const forwarded = headers.get('sb-forwarded-for')?.split(',')[0]?.trim()
  const key = headers.get('apikey')
  if (forwarded && isIP(forwarded) && (key === SERVICE_ROLE_KEY || key === SECRET_KEY)) {
    return forwarded
  }
  const edge = headers.get('cf-connecting-ip')?.trim()
  if (edge) return edge
  return headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || '127.0.0.1'
}

async function handle(env: AuthEnv, request: Request): Promise<Response> {
  const apiVersion = requestApiVersion(request)
  try {
    const url = new URL(request.url)
    const r: Req = {
      request,
      url,
      path: url.pathname.slice(PREFIX.length) || '/',
      apiVersion,
      client: {
        ip: clientIp(request.headers),
        userAgent: request.headers.get('user-agent'),
      },
      body: await readBody(request),
      mails: [],
    }
    const response = await route(env, r)
    for (const mail of r.mails) sendMail(env.ctx, mail)
    return response
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error, apiVersion)
    if ((error as { code?: string }).code === '23505') {
      return errorResponse(
        unprocessable('email_exists', 'A user with this email address has already been registered'),
        apiVersion,
      )
    }
    console.error('[auth] unexpected error:', error)
    return errorResponse(
      new ApiError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      ),
      apiVersion,
    )
  }
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'HEAD') return {}
  const text = await request.text()
  if (!text) return {}
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text))
  }
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
  } catch (error) {
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: ${(error as Error).message}`,
    )
  }
}

function json(r: Req, data: unknown, status = 200, extraHeaders: Record<string, string> = {}) {
  const headers = responseHeaders(r.apiVersion)
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value)
  return new Response(JSON.stringify(data), { status, headers })
}

function redirect(r: Req, location: string, status = 302) {
  const headers = responseHeaders(r.apiVersion)
  headers.set('location', location)
  headers.set('content-type', 'text/html; charset=utf-8')
  return new Response(null, { status, headers })
}

async function route(env: AuthEnv, r: Req): Promise<Response> {
  const method = r.request.method
  const { path } = r
  const key = `${method} ${path}`
  switch (key) {
    case 'GET /health':
      return json(r, {
        version: 'local',
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
      })
    case 'GET /settings':
      return settingsResponse(env, r)
    case 'GET /.well-known/jwks.json':
      // jwks.go: the public part of every asymmetric key (HMAC keys are never listed).
      return json(r, { keys: env.keys.jwks })
    case 'POST /signup':
      return signup(env, r)
    case 'POST /token':
      return token(env, r)
    case 'GET /user':
      return getUser(env, r)
    case 'GET /reauthenticate':
      return reauthenticate(env, r)
    case 'PUT /user':
      return updateUser(env, r)
    case 'POST /logout':
      return logout(env, r)
    case 'POST /recover':
      return recover(env, r)
    case 'GET /verify':
    case 'POST /verify':
      return verify(env, r)
    case 'POST /resend':
      return resend(env, r)
    case 'POST /otp':
      return otp(env, r)
    case 'GET /authorize':
      return authorize(env, r)
    case 'GET /external/google/authorize':
      return googlePage(env, r)
    case 'POST /external/google/authorize':
      return googleSubmit(env, r)
    case 'GET /callback':
    case 'POST /callback':
      return callback(env, r)
    case 'POST /invite':
      return invite(env, r)
    case 'GET /admin/users':
      return adminListUsers(env, r)
    case 'POST /admin/users':
      return adminCreateUser(env, r)
    case 'POST /admin/generate_link':
      return adminGenerateLink(env, r)
  }
  const adminUser = /^\/admin\/users\/([0-9a-f-]{36})$/i.exec(path)
  if (adminUser) {
    if (method === 'GET') return adminGetUser(env, r, adminUser[1]!)
    if (method === 'PUT') return adminUpdateUser(env, r, adminUser[1]!)
    if (method === 'DELETE') return adminDeleteUser(env, r, adminUser[1]!)
  }
  if (isMfaPath(path)) return routeMfa(mfaEnv(env), mfaRequest(env, r))
  const disabled = disabledRoute(method, path)
  if (disabled) {
    if (disabled.authenticated) await requireUser(env, r)
    throw disabled.error
  }
  throw notFound('not_found', 'Not Found')
}

// MFA lives in mfa.ts; it gets the request's parts and this file's auth checks.
const mfaEnv = (env: AuthEnv) => ({
  db: env.ctx.db,
  config: env.ctx.config,
  settings: env.settings,
  issuer: env.issuer,
  limits: env.limits,
})
const mfaRequest = (env: AuthEnv, r: Req) => ({
  method: r.request.method,
  path: r.path,
  body: r.body,
  client: r.client,
  respond: (data: unknown, status?: number) => json(r, data, status),
  requireUser: (q?: Queryable) => requireUser(env, r, q),
  requireAdmin: () => requireAdmin(r),
})

// ---------------------------------------------------------------------------------------------
// Shared checks

const str = (value: unknown): string => (typeof value === 'string' ? value : '')
const obj = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/** GoTrue's checkPasswordStrength: length and required character sets, messages joined. */
function passwordProblems(settings: AuthSettings, password: string) {
  const reasons: string[] = []
  const messages: string[] = []
  if ([...password].length < settings.minPasswordLength) {
    reasons.push('length')
    messages.push(`Password should be at least ${settings.minPasswordLength} characters.`)
  }
  const missing = settings.requiredCharacterSets.some(
    (set) => ![...password].some((c) => set.includes(c)),
  )
  if (missing) {
    reasons.push('characters')
    messages.push(
      `Password should contain at least one character of each: ${settings.requiredCharacterSets.join(', ')}.`,
    )
  }
  return reasons.length ? { reasons, message: messages.join(' ') } : undefined
}

function checkPassword(settings: AuthSettings, password: string) {
  const problems = passwordProblems(settings, password)
  if (problems) {
    throw unprocessable('weak_password', problems.message, {
      weak_password: { reasons: problems.reasons },
    })
  }
}

async function bearerClaims(r: Req): Promise<JWTPayload> {
  const authorization = mapApiKey(
    r.request.headers.get('authorization'),
    r.request.headers.get('apikey'),
  )
  const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null
  if (!match)
    throw new ApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  try {
    // parseJWTClaims: a kid picks one of the signing keys, no kid with HS256 the legacy secret.
    return await verifyWithKeys(match[1]!)
  } catch (error) {
    throw forbidden(
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`,
    )
  }
}

async function requireUser(env: AuthEnv, r: Req, q: Queryable = env.ctx.db) {
  const claims = await bearerClaims(r)
  if (typeof claims.sub !== 'string' || !claims.sub) {
    throw forbidden('bad_jwt', 'invalid claim: missing sub claim')
  }
  const user = await findUserById(q, claims.sub)
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist')
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined
  if (sessionId) {
    const { rows } = await q.query('select 1 from auth.sessions where id = $1', [sessionId])
    if (!rows.length) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
    }
  }
  return { claims, user, sessionId }
}

async function requireAdmin(r: Req) {
  const claims = await bearerClaims(r)
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) {
    throw forbidden('not_admin', 'User not allowed')
  }
  return claims
}

function pkceParams(body: Record<string, unknown>) {
  const challenge = str(body.code_challenge)
  const method = str(body.code_challenge_method).toLowerCase()
  if (!challenge && !method) return undefined
  if (!challenge || !method) {
    throw validation('PKCE flow requires code_challenge_method and code_challenge')
  }
  if (method !== 's256' && method !== 'plain') {
    throw validation(`code challenge method not supported: ${method}`)
  }
  return { challenge, method }
}

async function createFlowState(
  q: Queryable,
  pkce: { challenge: string; method: string },
  provider: string,
  authenticationMethod: string,
  userId: string | null,
) {
  const id = randomUUID()
  const authCode = randomUUID()
  await q.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
        provider_type, created_at, updated_at, authentication_method, auth_code_issued_at)
     values ($1, $2, $3, $4, $5, $6, now(), now(), $7, case when $2::uuid is not null then now() end)`,
    [id, userId, authCode, pkce.method, pkce.challenge, provider, authenticationMethod],
  )
  return { id, authCode }
}

function emailIdentityData(userId: string, email: string, verified: boolean) {
  return { sub: userId, email, email_verified: verified, phone_verified: false }
}

const TOKEN_COLUMN: Record<MailKind, { token: string; sentAt: string; flowMethod: string }> = {
  signup: {
    token: 'confirmation_token',
    sentAt: 'confirmation_sent_at',
    flowMethod: 'email/signup',
  },
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', flowMethod: 'invite' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at', flowMethod: 'recovery' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at', flowMethod: 'magiclink' },
  email_change: {
    token: 'email_change_token_new',
    sentAt: 'email_change_sent_at',
    flowMethod: 'email_change',
  },
}

function actionLink(env: AuthEnv, token: string, type: string, redirectTo: string) {
  return verifyLink(env.issuer, token, type, redirectTo)
}

/**
 * Stores a fresh one-time token for `kind` (pkce_-prefixed when the flow is PKCE, as GoTrue does)
 * and queues the mail. `max_frequency` and the e-mail budget apply.
 */
async function prepareMail(
  env: AuthEnv,
  r: Req,
  q: Queryable,
  user: UserRow,
  kind: MailKind,
  redirectTo: string,
  pkce?: { challenge: string; method: string },
) {
  const column = TOKEN_COLUMN[kind]
  const sentAt = (user as unknown as Record<string, string | null>)[column.sentAt]
  if (sentAt && Date.now() - Date.parse(sentAt) < env.settings.maxFrequencyMs) {
    const wait = Math.ceil((env.settings.maxFrequencyMs - (Date.now() - Date.parse(sentAt))) / 1000)
    throw new ApiError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${wait} seconds.`,
    )
  }
  env.limits.emailSent.take('instance')
  const to = kind === 'email_change' ? user.email_change! : user.email!
  const { otp, hash } = newOtp(to)
  let stored = hash
  if (pkce) {
    await createFlowState(q, pkce, 'email', column.flowMethod, user.id)
    stored = `pkce_${hash}`
  }
  await q.query(
    `update auth.users set ${column.token} = $2, ${column.sentAt} = now(), updated_at = now() where id = $1`,
    [user.id, stored],
  )
  r.mails.push(
    renderMail(
      env.settings.emailTemplates,
      kind,
      to,
      actionLink(env, stored, kind, redirectTo),
      otp,
      {
        hash: stored,
        siteUrl: env.settings.siteUrl,
        redirectTo,
        email: user.email ?? '',
        newEmail: user.email_change ?? '',
        data: user.raw_user_meta_data ?? {},
      },
    ),
  )
}

// ---------------------------------------------------------------------------------------------
// Public endpoints

function settingsResponse(env: AuthEnv, r: Req) {
  const s = env.settings
  return json(r, {
    external: {
      anonymous_users: s.anonymousEnabled,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      facebook: false,
      figma: false,
      github: false,
      gitlab: false,
      google: s.googleEnabled,
      keycloak: false,
      linkedin: false,
      notion: false,
      slack: false,
      spotify: false,
      twitch: false,
      twitter: false,
      workos: false,
      zoom: false,
      email: s.emailSignupEnabled,
      phone: false,
    },
    disable_signup: !s.signupEnabled,
    mailer_autoconfirm: s.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  })
}

async function signup(env: AuthEnv, r: Req) {
  const { settings } = env
  const body = r.body
  if (!settings.signupEnabled) {
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
  }
  const rawEmail = str(body.email)
  const password = str(body.password)
  const data = obj(body.data)
  // api.go: neither e-mail nor phone is an anonymous sign-up, whatever else the body holds.
  if (!rawEmail && !body.phone) return anonymousSignup(env, r, data)
  env.limits.signInSignUps.take(r.client.ip)
  // signup.go validateSignupParams: the password is checked before the provider.
  if (!password) throw validation('Signup requires a valid password')
  checkPassword(settings, password)
  if (body.phone) throw phoneSignupRefusal(rawEmail)
  const pkce = pkceParams(body)
  if (!settings.emailSignupEnabled) {
    throw badRequest('email_provider_disabled', 'Email signups are disabled')
  }
  const email = validateEmail(rawEmail)
  const redirectTo = referrer(settings, r.request, r.url.searchParams.get('redirect_to'))
  const hash = await bcrypt.hash(password, 10)

  return asAuthAdmin(env.ctx.db, async (tx) => {
    const existing = await findUserByEmail(tx, email)
    if (existing) {
      if (settings.autoconfirm || existing.email_confirmed_at) {
        if (settings.autoconfirm) {
          throw unprocessable('user_already_exists', 'User already registered')
        }
        return json(r, obfuscatedUser(email, data))
      }
      await prepareMail(env, r, tx, existing, 'signup', redirectTo, pkce)
      return json(r, await loadUserJson(tx, existing.id))
    }
    const id = randomUUID()
    await insertNewUser(env, r, tx, {
      id,
      email,
      passwordHash: hash,
      confirmed: settings.autoconfirm,
      appMetadata: { provider: 'email', providers: ['email'] },
      userMetadata: { ...data, ...emailIdentityData(id, email, settings.autoconfirm) },
    })
    await insertIdentity(tx, id, 'email', id, emailIdentityData(id, email, settings.autoconfirm))
    if (settings.autoconfirm) {
      return json(r, await issueSession(tx, settings, env.issuer, id, 'password', r.client))
    }
    const user = (await findUserById(tx, id))!
    await prepareMail(env, r, tx, user, 'signup', redirectTo, pkce)
    return json(r, await loadUserJson(tx, id))
  })
}

/** What GoTrue answers for an already-confirmed e-mail when confirmations are on: no leak. */
function obfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString()
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}

async function anonymousSignup(env: AuthEnv, r: Req, data: Record<string, unknown>) {
  if (!env.settings.anonymousEnabled) {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
  }
  env.limits.anonymousUsers.take(r.client.ip)
  return asAuthAdmin(env.ctx.db, async (tx) => {
    const id = await insertNewUser(env, r, tx, {
      email: null,
      passwordHash: null,
      confirmed: false,
      appMetadata: {},
      userMetadata: data,
      isAnonymous: true,
    })
    return json(r, await issueSession(tx, env.settings, env.issuer, id, 'anonymous', r.client))
  })
}

async function token(env: AuthEnv, r: Req) {
  const grantType = r.url.searchParams.get('grant_type')
  // Answered as GoTrue's own errors, outside the invalid_grant wrapping below.
  const unserved = unservedGrant(env.settings, grantType, r.body)
  if (unserved) throw unserved
  try {
    switch (grantType) {
      case 'password':
        return await passwordGrant(env, r)
      case 'refresh_token':
        return await refreshGrant(env, r)
      case 'pkce':
        return await pkceGrant(env, r)
      default:
        throw badRequest('invalid_credentials', 'unsupported_grant_type')
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw grantError(error)
    throw error
  }
}

async function passwordGrant(env: AuthEnv, r: Req) {
  const { settings } = env
  env.limits.signInSignUps.take(r.client.ip)
  const password = str(r.body.password)
  const email = str(r.body.email).trim().toLowerCase()
  if (r.body.phone) throw phoneLoginRefusal(email)
  if (!email) throw validation('missing email or phone')
  if (!settings.emailSignupEnabled) {
    throw unprocessable('email_provider_disabled', 'Email logins are disabled')
  }
  const user = await findUserByEmail(env.ctx.db, email)
  if (!user) throw badRequest('invalid_credentials', INVALID_LOGIN)
  if (user.banned) throw badRequest('user_banned', 'User is banned')
  const valid =
    !!password &&
    !!user.encrypted_password &&
    (await bcrypt.compare(password, user.encrypted_password))

  const outcome = await asAuthAdmin(env.ctx.db, async (tx) => {
    if (settings.hooks.passwordVerificationAttempt) {
      const output = await invokeHook(tx, settings.hooks.passwordVerificationAttempt, {
        user_id: user.id,
        valid,
      })
      if (output.decision === 'reject') {
        if (output.should_logout_user === true) {
          await tx.query('delete from auth.sessions where user_id = $1', [user.id])
        }
        // Returned so the hook's own writes (attempt counters, lock state) commit.
        return badRequest(
          'invalid_credentials',
          str(output.message) || 'Further password verification attempts will be rejected.',
        )
      }
    }
    if (!valid) return badRequest('invalid_credentials', INVALID_LOGIN)
    if (!user.email_confirmed_at && !user.phone_confirmed_at) {
      return badRequest('email_not_confirmed', 'Email not confirmed')
    }
    const weak = passwordProblems(settings, password)
    await tx.query(
      'update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = $2',
      [user.id, 'email'],
    )
    return issueSession(
      tx,
      settings,
      env.issuer,
      user.id,
      'password',
      r.client,
      weak ? { weak_password: weak } : {},
    )
  })
  if (outcome instanceof ApiError) throw outcome
  return json(r, outcome)
}

async function refreshGrant(env: AuthEnv, r: Req) {
  env.limits.tokenRefresh.take(r.client.ip)
  const presented = str(r.body.refresh_token)
  if (!presented)
    throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
  const outcome = await asAuthAdmin(env.ctx.db, (tx) =>
    refreshSession(tx, env.settings, env.issuer, presented),
  )
  if (outcome instanceof ApiError) throw outcome
  return json(r, outcome)
}

async function pkceGrant(env: AuthEnv, r: Req) {
  const authCode = str(r.body.auth_code)
  const verifier = str(r.body.code_verifier)
  if (!authCode || !verifier) {
    throw validation('invalid request: both auth code and code verifier should be non-empty')
  }
  const outcome = await asAuthAdmin(env.ctx.db, async (tx) => {
    const { rows } = await tx.query<{
      id: string
      user_id: string | null
      code_challenge: string
      code_challenge_method: string
      authentication_method: string
      provider_access_token: string | null
      expired: boolean
    }>(
      `select id, user_id, code_challenge, code_challenge_method, authentication_method,
              provider_access_token,
              coalesce(auth_code_issued_at, created_at) + make_interval(secs => $2) < now() as expired
         from auth.flow_state where auth_code = $1 for update`,
      [authCode, FLOW_STATE_TTL_SECONDS],
    )
    const flow = rows[0]
    if (!flow || !flow.user_id) {
      throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found')
    }
    if (flow.expired) {
      await tx.query('delete from auth.flow_state where id = $1', [flow.id])
      return unprocessable('flow_state_expired', 'invalid flow state, flow state has expired')
    }
    const expected =
      flow.code_challenge_method === 's256'
        ? createHash('sha256').update(verifier).digest('base64url')
        : verifier
    if (expected !== flow.code_challenge) {
      throw badRequest(
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      )
    }
    await tx.query('delete from auth.flow_state where id = $1', [flow.id])
    const method = flow.authentication_method === 'oauth' ? 'oauth' : 'otp'
    const extra = flow.provider_access_token ? { provider_token: flow.provider_access_token } : {}
    return issueSession(tx, env.settings, env.issuer, flow.user_id, method, r.client, extra)
  })
  if (outcome instanceof ApiError) throw outcome
  return json(r, outcome)
}

async function getUser(env: AuthEnv, r: Req) {
  const { user } = await requireUser(env, r)
  return json(
    r,
    await withFactors(env.ctx.db, userJson(user, await identitiesOf(env.ctx.db, user.id))),
  )
}

async function reauthenticate(env: AuthEnv, r: Req) {
  return asAuthAdmin(env.ctx.db, async (tx) => {
    const { user } = await requireUser(env, r, tx)
    await sendReauthentication(env.settings, env.limits, tx, user, r.mails)
    return json(r, {})
  })
}

async function updateUser(env: AuthEnv, r: Req) {
  const { settings } = env
  const body = r.body
  const redirectTo = referrer(settings, r.request, r.url.searchParams.get('redirect_to'))
  const pkce = pkceParams(body)
  return asAuthAdmin(env.ctx.db, async (tx) => {
    const { user, sessionId } = await requireUser(env, r, tx)
    if (body.phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled')
    if (typeof body.password === 'string' && body.password) {
      const password = body.password
      // user.go: strength, then the reauthentication rule, the current password, then "same password".
      checkPassword(settings, password)
      await requireReauthentication(settings, tx, user, sessionId, str(body.nonce))
      await requireCurrentPassword(settings, tx, user, sessionId, body.current_password)
      if (user.encrypted_password && (await bcrypt.compare(password, user.encrypted_password))) {
        throw unprocessable(
          'same_password',
          'New password should be different from the old password.',
        )
      }
      await tx.query(
        'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
        [user.id, await bcrypt.hash(password, 10)],
      )
      // GoTrue's UpdatePassword ends every other session of the user.
      await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
        user.id,
        sessionId ?? null,
      ])
    }
    if (body.data && typeof body.data === 'object') {
      await tx.query(
        'update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1',
        [user.id, JSON.stringify(mergeMetadata(user.raw_user_meta_data, obj(body.data)))],
      )
    }
    if (typeof body.email === 'string' && body.email) {
      const email = validateEmail(body.email)
      if (email !== user.email) {
        const taken = await findUserByEmail(tx, email)
        if (taken && taken.id !== user.id) {
          throw unprocessable(
            'email_exists',
            'A user with this email address has already been registered',
          )
        }
        // user.go since supabase/auth #1679: only an anonymous user's new address is applied at
        // once with autoconfirm; a permanent user always confirms it (both addresses with
        // double_confirm_changes).
        if (user.is_anonymous && settings.autoconfirm) {
          await applyEmailChange(tx, user.id, email)
        } else {
          await tx.query(
            `update auth.users set email_change = $2, email_change_confirm_status = 0,
                    email_change_token_current = '', updated_at = now() where id = $1`,
            [user.id, email],
          )
          const pending = (await findUserById(tx, user.id))!
          await prepareMail(env, r, tx, pending, 'email_change', redirectTo, pkce)
          if (settings.doubleConfirmChanges && user.email) {
            const { otp, hash } = newOtp(user.email)
            await tx.query('update auth.users set email_change_token_current = $2 where id = $1', [
              user.id,
              hash,
            ])
            r.mails.push(
              renderMail(
                settings.emailTemplates,
                'email_change',
                user.email,
                actionLink(env, hash, 'email_change', redirectTo),
                otp,
                {
                  hash,
                  siteUrl: settings.siteUrl,
                  redirectTo,
                  email: user.email,
                  newEmail: email,
                  data: user.raw_user_meta_data ?? {},
                },
              ),
            )
          }
        }
      }
    }
    return json(r, await loadUserJson(tx, user.id))
  })
}

async function applyEmailChange(tx: Queryable, userId: string, email: string) {
  await tx.query(
    `update auth.users set email = $2::text, email_change = '', email_change_token_new = '',
            email_change_token_current = '', email_change_confirm_status = 0,
            raw_user_meta_data = case when raw_user_meta_data ? 'email'
              then jsonb_set(raw_user_meta_data, '{email}', to_jsonb($2::text)) else raw_user_meta_data end,
            updated_at = now()
      where id = $1`,
    [userId, email],
  )
  await tx.query(
    `update auth.identities set identity_data = jsonb_set(identity_data, '{email}', to_jsonb($2::text)),
            updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId, email],
  )
}

async function logout(env: AuthEnv, r: Req) {
  const scope = r.url.searchParams.get('scope') ?? 'global'
  if (!['global', 'local', 'others'].includes(scope)) {
    throw validation(`Unsupported logout scope "${scope}"`)
  }
  const claims = await bearerClaims(r)
  const userId = typeof claims.sub === 'string' ? claims.sub : ''
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null
  if (!userId) throw forbidden('bad_jwt', 'invalid claim: missing sub claim')
  await asAuthAdmin(env.ctx.db, async (tx) => {
    if (scope === 'global' || !sessionId) {
      await tx.query('delete from auth.sessions where user_id = $1', [userId])
    } else if (scope === 'local') {
      await tx.query('delete from auth.sessions where id = $1', [sessionId])
    } else {
      await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
        userId,
        sessionId,
      ])
    }
  })
  return new Response(null, { status: 204, headers: responseHeaders(r.apiVersion) })
}

async function recover(env: AuthEnv, r: Req) {
  const email = validateEmail(str(r.body.email))
  const pkce = pkceParams(r.body)
  const redirectTo = referrer(env.settings, r.request, r.url.searchParams.get('redirect_to'))
  await asAuthAdmin(env.ctx.db, async (tx) => {
    const user = await findUserByEmail(tx, email)
    // Unknown addresses get the same answer, so the endpoint does not reveal who has an account.
    if (user) await prepareMail(env, r, tx, user, 'recovery', redirectTo, pkce)
  })
  return json(r, {})
}

async function resend(env: AuthEnv, r: Req) {
  const type = str(r.body.type)
  if (type !== 'signup' && type !== 'email_change') {
    throw validation(`Missing one of these types: signup, email_change, sms, phone_change`)
  }
  const email = validateEmail(str(r.body.email))
  const pkce = pkceParams(r.body)
  const redirectTo = referrer(env.settings, r.request, r.url.searchParams.get('redirect_to'))
  await asAuthAdmin(env.ctx.db, async (tx) => {
    const user =
      type === 'signup'
        ? await findUserByEmail(tx, email)
        : await findUser(tx, 'lower(u.email_change) = $1 and u.deleted_at is null', [email])
    if (!user) return
    if (type === 'signup' && !user.email_confirmed_at) {
      await prepareMail(env, r, tx, user, 'signup', redirectTo, pkce)
    } else if (type === 'email_change' && user.email_change) {
      await prepareMail(env, r, tx, user, 'email_change', redirectTo, pkce)
    }
  })
  return json(r, {})
}

async function otp(env: AuthEnv, r: Req) {
  if (r.body.phone) throw await phoneOtpRefusal(env.ctx.db, r.body)
  env.limits.signInSignUps.take(r.client.ip)
  const email = validateEmail(str(r.body.email))
  const createUser = r.body.create_user !== false
  const pkce = pkceParams(r.body)
  const redirectTo = referrer(env.settings, r.request, r.url.searchParams.get('redirect_to'))
  await asAuthAdmin(env.ctx.db, async (tx) => {
    let user = await findUserByEmail(tx, email)
    if (!user) {
      if (!createUser || !env.settings.signupEnabled) {
        throw unprocessable('otp_disabled', 'Signups not allowed for otp')
      }
      const id = randomUUID()
      await insertNewUser(env, r, tx, {
        id,
        email,
        passwordHash: null,
        confirmed: false,
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: { ...obj(r.body.data), ...emailIdentityData(id, email, false) },
      })
      await insertIdentity(tx, id, 'email', id, emailIdentityData(id, email, false))
      user = (await findUserById(tx, id))!
    }
    await prepareMail(env, r, tx, user, 'magiclink', redirectTo, pkce)
  })
  return json(r, {})
}

type VerifyType = MailKind | 'email'
const VERIFY_TYPES: VerifyType[] = [
  'signup',
  'invite',
  'recovery',
  'magiclink',
  'email_change',
  'email',
]

async function verify(env: AuthEnv, r: Req) {
  env.limits.tokenVerifications.take(r.client.ip)
  const isGet = r.request.method === 'GET'
  const source = isGet ? Object.fromEntries(r.url.searchParams) : r.body
  const type = str(source.type) as VerifyType
  const redirectTo = referrer(
    env.settings,
    r.request,
    str(source.redirect_to) || r.url.searchParams.get('redirect_to'),
  )
  if (!VERIFY_TYPES.includes(type)) throw validation(`Verify requires a verification type`)
  let hash = str(isGet ? source.token : source.token_hash)
  if (!isGet && !hash) {
    const email = str(source.email).trim().toLowerCase()
    const code = str(source.token)
    if (!email || !code) throw validation('Verify requires either a token or a token hash')
    hash = tokenHash(email, code)
  }
  if (!hash) throw validation('Verify requires a token or a token hash')
  const bare = hash.startsWith('pkce_') ? hash.slice('pkce_'.length) : hash

  type Verified =
    | ApiError
    | { message: string }
    | { code: string }
    | { session: Awaited<ReturnType<typeof issueSession>>; kind: MailKind }
  const outcome = await asAuthAdmin(env.ctx.db, async (tx): Promise<Verified> => {
    const columns =
      type === 'email'
        ? ['confirmation_token', 'recovery_token']
        : type === 'email_change'
          ? ['email_change_token_new', 'email_change_token_current']
          : [TOKEN_COLUMN[type].token]
    let user: UserRow | undefined
    let column = ''
    for (const c of columns) {
      user = await findUser(tx, `(u.${c} = $1 or u.${c} = $2) and u.deleted_at is null`, [
        bare,
        `pkce_${bare}`,
      ])
      if (user) {
        column = c
        break
      }
    }
    const kind: MailKind =
      type === 'email' ? (column === 'recovery_token' ? 'magiclink' : 'signup') : type
    const sentAt = user
      ? (user as unknown as Record<string, string | null>)[TOKEN_COLUMN[kind].sentAt]
      : null
    if (
      !user ||
      !sentAt ||
      Date.now() - Date.parse(sentAt) > env.settings.otpExpirySeconds * 1000
    ) {
      return forbidden('otp_expired', 'Token has expired or is invalid')
    }
    const storedToken = (user as unknown as Record<string, string>)[column]!
    if (kind === 'signup' || kind === 'invite' || kind === 'recovery' || kind === 'magiclink') {
      await tx.query(
        `update auth.users set ${column} = '',
                email_confirmed_at = coalesce(email_confirmed_at, now()),
                raw_user_meta_data = case when raw_user_meta_data ? 'email_verified'
                  then jsonb_set(raw_user_meta_data, '{email_verified}', 'true') else raw_user_meta_data end,
                updated_at = now()
          where id = $1`,
        [user.id],
      )
      await tx.query(
        `update auth.identities set identity_data = jsonb_set(identity_data, '{email_verified}', 'true')
          where user_id = $1 and provider = 'email'`,
        [user.id],
      )
    } else {
      const other =
        column === 'email_change_token_new'
          ? 'email_change_token_current'
          : 'email_change_token_new'
      const otherPending = !!(user as unknown as Record<string, string | null>)[other]
      if (
        env.settings.doubleConfirmChanges &&
        otherPending &&
        user.email_change_confirm_status === 0
      ) {
        await tx.query(
          `update auth.users set ${column} = '', email_change_confirm_status = 1 where id = $1`,
          [user.id],
        )
        return {
          message:
            'Confirmation link accepted. Please proceed to confirm link sent to the other email',
        }
      }
      await applyEmailChange(tx, user.id, user.email_change!)
    }
    if (isGet && storedToken.startsWith('pkce_')) {
      const { rows } = await tx.query<{ auth_code: string }>(
        `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
          where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                       order by created_at desc limit 1)
          returning auth_code`,
        [user.id, TOKEN_COLUMN[kind].flowMethod],
      )
      if (rows[0]) return { code: rows[0].auth_code }
    }
    return {
      session: await issueSession(tx, env.settings, env.issuer, user.id, 'otp', r.client),
      kind,
    }
  })

  if (outcome instanceof ApiError) {
    if (!isGet) throw outcome
    const params = new URLSearchParams({
      error: 'access_denied',
      error_code: outcome.code,
      error_description: 'Email link is invalid or has expired',
    })
    return redirect(r, withFragment(withQuery(redirectTo, params), params), 303)
  }
  if ('message' in outcome) {
    if (!isGet) return json(r, { msg: outcome.message, code: 200 })
    return redirect(
      r,
      withFragment(redirectTo, new URLSearchParams({ message: outcome.message })),
      303,
    )
  }
  if ('code' in outcome) {
    return redirect(r, withQuery(redirectTo, new URLSearchParams({ code: outcome.code })), 303)
  }
  if (!isGet) return json(r, outcome.session)
  const s = outcome.session
  const fragment = new URLSearchParams({
    access_token: s.access_token,
    expires_at: String(s.expires_at),
    expires_in: String(s.expires_in),
    refresh_token: s.refresh_token,
    token_type: 'bearer',
    type: outcome.kind,
  })
  return redirect(r, withFragment(redirectTo, fragment), 303)
}

function withQuery(base: string, params: URLSearchParams): string {
  const url = new URL(base)
  for (const [k, v] of params) url.searchParams.set(k, v)
  return url.toString()
}

function withFragment(base: string, params: URLSearchParams): string {
  const url = new URL(base)
  url.hash = params.toString()
  return url.toString()
}

// ---------------------------------------------------------------------------------------------
// OAuth (Google through the local test-identity page)

interface OAuthState extends JWTPayload {
  provider: string
  referrer: string
  flow_state_id?: string
}

async function authorize(env: AuthEnv, r: Req) {
  const q = r.url.searchParams
  const provider = q.get('provider') ?? ''
  if (!provider) throw validation('Unsupported provider: missing provider')
  if (provider !== 'google' || !env.settings.googleEnabled) {
    throw validation(
      `Unsupported provider: provider ${provider} could not be found or is not enabled`,
    )
  }
  const redirectTo = referrer(env.settings, r.request, q.get('redirect_to'))
  const pkce = pkceParams({
    code_challenge: q.get('code_challenge'),
    code_challenge_method: q.get('code_challenge_method'),
  })
  let flowStateId: string | undefined
  if (pkce) {
    flowStateId = await asAuthAdmin(
      env.ctx.db,
      async (tx) => (await createFlowState(tx, pkce, 'google', 'oauth', null)).id,
    )
  }
  const state = await new SignJWT({ provider, referrer: redirectTo, flow_state_id: flowStateId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime('5m')
    .sign(secret)
  const providerUrl = `${env.issuer}/external/google/authorize?${new URLSearchParams({
    client_id: 'local-google-client',
    redirect_uri: `${env.issuer}/callback`,
    response_type: 'code',
    scope: ['email', 'profile', ...(q.get('scopes') ?? '').split(/[\s,]+/).filter(Boolean)].join(
      ' ',
    ),
    state,
  })}`
  if (q.get('skip_http_redirect') === 'true') return json(r, { url: providerUrl })
  return redirect(r, providerUrl, 302)
}

function googlePage(env: AuthEnv, r: Req, error?: string) {
  const state = r.url.searchParams.get('state') ?? str(r.body.state)
  if (!state) throw badRequest('bad_oauth_state', 'OAuth state parameter missing')
  const headers = responseHeaders(r.apiVersion)
  headers.set('content-type', 'text/html; charset=utf-8')
  headers.set('cache-control', 'no-store')
  return new Response(identityPage(`${env.issuer}/external/google/authorize`, state, error), {
    status: error ? 400 : 200,
    headers,
  })
}

async function googleSubmit(env: AuthEnv, r: Req) {
  const form = new URLSearchParams(
    Object.entries(r.body).map(([k, v]) => [k, typeof v === 'string' ? v : String(v)]),
  )
  const state = form.get('state') ?? ''
  if (!state) throw badRequest('bad_oauth_state', 'OAuth state parameter missing')
  const callback = new URL(`${env.issuer}/callback`)
  callback.searchParams.set('state', state)
  if (form.get('action') === 'deny') {
    callback.searchParams.set('error', 'access_denied')
    callback.searchParams.set('error_description', 'The user denied access')
    return redirect(r, callback.toString(), 302)
  }
  const identity = identityFromForm(form)
  if (typeof identity === 'string') return googlePage(env, r, identity)
  callback.searchParams.set('code', await signProviderCode(identity))
  return redirect(r, callback.toString(), 302)
}

async function callback(env: AuthEnv, r: Req) {
  const params =
    r.request.method === 'GET'
      ? r.url.searchParams
      : new URLSearchParams(r.body as Record<string, string>)
  let state: OAuthState
  try {
    state = (await jwtVerify(params.get('state') ?? '', secret, { algorithms: ['HS256'] }))
      .payload as OAuthState
  } catch {
    throw badRequest('bad_oauth_state', 'OAuth callback with invalid state')
  }
  const errorRedirect = (code: string, description: string) => {
    const e = new URLSearchParams({ error: code, error_code: code, error_description: description })
    return redirect(r, withFragment(withQuery(state.referrer, e), e), 302)
  }
  if (params.get('error')) {
    return errorRedirect(params.get('error')!, params.get('error_description') ?? 'OAuth error')
  }
  const identity = await readProviderCode(params.get('code') ?? '')
  if (!identity)
    return errorRedirect('bad_oauth_callback', 'OAuth provider code is invalid or expired')

  const identityData = {
    iss: 'https://accounts.google.com',
    sub: identity.sub,
    name: identity.name,
    full_name: identity.name,
    email: identity.email,
    email_verified: true,
    phone_verified: false,
    provider_id: identity.sub,
    ...(identity.picture ? { avatar_url: identity.picture, picture: identity.picture } : {}),
  }
  const providerToken = `local-google-access-token-${randomUUID()}`
  const outcome = await asAuthAdmin(env.ctx.db, async (tx) => {
    const { rows } = await tx.query<{ user_id: string }>(
      "select user_id from auth.identities where provider = 'google' and provider_id = $1",
      [identity.sub],
    )
    let userId = rows[0]?.user_id
    if (userId) {
      await tx.query(
        `update auth.identities set identity_data = $2::jsonb, last_sign_in_at = now(), updated_at = now()
          where provider = 'google' and provider_id = $1`,
        [identity.sub, JSON.stringify(identityData)],
      )
    } else {
      const existing = await findUserByEmail(tx, identity.email)
      if (existing) {
        // GoTrue links a verified provider e-mail to the account that already owns it.
        userId = existing.id
        const app = existing.raw_app_meta_data ?? {}
        const providers = new Set([...((app.providers as string[] | undefined) ?? []), 'google'])
        await tx.query(
          `update auth.users set raw_app_meta_data = $2::jsonb,
                  email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
            where id = $1`,
          [userId, JSON.stringify({ ...app, providers: [...providers] })],
        )
      } else {
        if (!env.settings.signupEnabled) return 'signup_disabled'
        userId = await insertNewUser(env, r, tx, {
          email: identity.email,
          passwordHash: null,
          confirmed: true,
          appMetadata: { provider: 'google', providers: ['google'] },
          userMetadata: identityData,
        })
      }
      await insertIdentity(tx, userId, 'google', identity.sub, identityData)
    }
    const user = (await findUserById(tx, userId))!
    if (user.banned) return 'user_banned'
    if (state.flow_state_id) {
      const { rows: flows } = await tx.query<{ auth_code: string }>(
        `update auth.flow_state set user_id = $2, auth_code_issued_at = now(), updated_at = now(),
                provider_access_token = $3
          where id = $1 returning auth_code`,
        [state.flow_state_id, userId, providerToken],
      )
      if (!flows[0]) return 'flow_state_not_found'
      return { code: flows[0].auth_code }
    }
    return issueSession(tx, env.settings, env.issuer, userId, 'oauth', r.client, {
      provider_token: providerToken,
    })
  })
  if (typeof outcome === 'string') {
    const messages: Record<string, string> = {
      signup_disabled: 'Signups not allowed for this instance',
      user_banned: 'User is banned',
      flow_state_not_found: 'invalid flow state, no valid flow state found',
    }
    return errorRedirect(outcome, messages[outcome]!)
  }
  if ('code' in outcome) {
    return redirect(r, withQuery(state.referrer, new URLSearchParams({ code: outcome.code })), 302)
  }
  const fragment = new URLSearchParams({
    access_token: outcome.access_token,
    expires_at: String(outcome.expires_at),
    expires_in: String(outcome.expires_in),
    provider_token: providerToken,
    refresh_token: outcome.refresh_token,
    token_type: 'bearer',
  })
  return redirect(r, withFragment(state.referrer, fragment), 302)
}

// ---------------------------------------------------------------------------------------------
// Admin (service_role)

async function adminListUsers(env: AuthEnv, r: Req) {
  await requireAdmin(r)
  const { page, perPage } = pagination(r.url.searchParams)
  const db = env.ctx.db
  const { rows: count } = await db.query<{ total: string }>(
    'select count(*)::text as total from auth.users where deleted_at is null',
  )
  const total = Number(count[0]?.total ?? 0)
  const { rows: ids } = await db.query<{ id: string }>(
    'select id from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2',
    [perPage, (page - 1) * perPage],
  )
  const users = []
  for (const { id } of ids) {
    const user = await loadUserJson(db, id)
    if (user) users.push(user)
  }
  const last = Math.max(1, Math.ceil(total / perPage))
  const links: string[] = []
  const base = `${env.issuer}/admin/users`
  if (page < last) links.push(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`)
  links.push(`<${base}?page=${last}&per_page=${perPage}>; rel="last"`)
  return json(r, { aud: 'authenticated', users }, 200, {
    'x-total-count': String(total),
    link: links.join(', '),
  })
}

function banUntil(duration: unknown): Date | null | undefined {
  if (duration === undefined || duration === null || duration === '') return undefined
  if (duration === 'none') return null
  try {
    return new Date(Date.now() + parseDuration(String(duration)))
  } catch {
    throw validation('invalid format for ban duration')
  }
}

async function adminCreateUser(env: AuthEnv, r: Req) {
  await requireAdmin(r)
  const body = r.body
  if (!body.email && !body.phone) {
    throw validation('Cannot create a user without either an email or phone')
  }
  if (body.phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled')
  const email = validateEmail(str(body.email))
  const password = str(body.password)
  const hash = password ? await bcrypt.hash(password, 10) : null
  const ban = banUntil(body.ban_duration)
  return asAuthAdmin(env.ctx.db, async (tx) => {
    if (await findUserByEmail(tx, email)) {
      throw unprocessable(
        'email_exists',
        'A user with this email address has already been registered',
      )
    }
    const id = typeof body.id === 'string' && body.id ? body.id : randomUUID()
    const confirmed = body.email_confirm === true
    await insertNewUser(env, r, tx, {
      id,
      email,
      passwordHash: hash,
      confirmed,
      role: typeof body.role === 'string' && body.role ? body.role : 'authenticated',
      appMetadata: { ...obj(body.app_metadata), provider: 'email', providers: ['email'] },
      // admin.go: models.NewUser keeps only the caller's user_metadata; user.Confirm then adds
      // email_verified. The identity's claims (provider.Claims{Subject, Email}) stay in the identity.
      userMetadata: { ...obj(body.user_metadata), ...(confirmed ? { email_verified: true } : {}) },
    })
    await insertIdentity(tx, id, 'email', id, emailIdentityData(id, email, false))
    if (ban !== undefined) {
      await tx.query('update auth.users set banned_until = $2 where id = $1', [
        id,
        ban?.toISOString() ?? null,
      ])
    }
    return json(r, await loadUserJson(tx, id))
  })
}

async function adminGetUser(env: AuthEnv, r: Req, id: string) {
  await requireAdmin(r)
  const user = await loadUserJson(env.ctx.db, id)
  if (!user) throw notFound('user_not_found', 'User not found')
  return json(r, user)
}

async function adminUpdateUser(env: AuthEnv, r: Req, id: string) {
  await requireAdmin(r)
  const body = r.body
  const ban = banUntil(body.ban_duration)
  const hash =
    typeof body.password === 'string' && body.password ? await bcrypt.hash(body.password, 10) : null
  return asAuthAdmin(env.ctx.db, async (tx) => {
    const user = await findUserById(tx, id)
    if (!user) throw notFound('user_not_found', 'User not found')
    if (hash) {
      await tx.query('update auth.users set encrypted_password = $2 where id = $1', [id, hash])
    }
    if (typeof body.email === 'string' && body.email) {
      const email = validateEmail(body.email)
      const taken = await findUserByEmail(tx, email)
      if (taken && taken.id !== id) {
        throw unprocessable(
          'email_exists',
          'A user with this email address has already been registered',
        )
      }
      if (email !== user.email) await applyEmailChange(tx, id, email)
    }
    if (body.email_confirm === true) {
      await tx.query(
        'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
        [id],
      )
    }
    if (body.user_metadata && typeof body.user_metadata === 'object') {
      await tx.query('update auth.users set raw_user_meta_data = $2::jsonb where id = $1', [
        id,
        JSON.stringify(mergeMetadata(user.raw_user_meta_data, obj(body.user_metadata))),
      ])
    }
    if (body.app_metadata && typeof body.app_metadata === 'object') {
      await tx.query('update auth.users set raw_app_meta_data = $2::jsonb where id = $1', [
        id,
        JSON.stringify(mergeMetadata(user.raw_app_meta_data, obj(body.app_metadata))),
      ])
    }
    if (typeof body.role === 'string' && body.role) {
      await tx.query('update auth.users set role = $2 where id = $1', [id, body.role])
    }
    if (ban !== undefined) {
      await tx.query('update auth.users set banned_until = $2 where id = $1', [
        id,
        ban?.toISOString() ?? null,
      ])
      // A ban ends the user's sessions at once, as GoTrue revokes them.
      if (ban) await tx.query('delete from auth.sessions where user_id = $1', [id])
    }
    await tx.query('update auth.users set updated_at = now() where id = $1', [id])
    return json(r, await loadUserJson(tx, id))
  })
}

async function adminDeleteUser(env: AuthEnv, r: Req, id: string) {
  await requireAdmin(r)
  const soft = r.body.should_soft_delete === true
  await asAuthAdmin(env.ctx.db, async (tx) => {
    const user = await findUserById(tx, id)
    if (!user) throw notFound('user_not_found', 'User not found')
    if (soft) {
      // GoTrue's soft delete: the row stays (foreign keys keep pointing at it), the person's
      // identifiers and every way to sign in go.
      await tx.query('delete from auth.identities where user_id = $1', [id])
      await tx.query('delete from auth.sessions where user_id = $1', [id])
      await tx.query(
        `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = '',
                raw_user_meta_data = '{}'::jsonb, updated_at = now()
          where id = $1`,
        [id],
      )
    } else {
      await tx.query('delete from auth.users where id = $1', [id])
    }
  })
  return json(r, {})
}

async function invite(env: AuthEnv, r: Req) {
  await requireAdmin(r)
  const email = validateEmail(str(r.body.email))
  const redirectTo = referrer(env.settings, r.request, r.url.searchParams.get('redirect_to'))
  return asAuthAdmin(env.ctx.db, async (tx) => {
    let user = await findUserByEmail(tx, email)
    if (user?.email_confirmed_at) {
      throw unprocessable(
        'email_exists',
        'A user with this email address has already been registered',
      )
    }
    if (!user) user = await createInvited(env, r, tx, email, obj(r.body.data))
    await prepareMail(env, r, tx, user, 'invite', redirectTo)
    return json(r, await loadUserJson(tx, user.id))
  })
}

/**
 * GoTrue's triggerBeforeUserCreated: every path that creates a user (sign-up, anonymous, OTP,
 * OAuth, admin create, invite, generate link) shows the before_user_created hook the user about
 * to be inserted; an `error` object in its answer refuses the account with that status and
 * message (internal/hooks/v0hooks: {metadata: {uuid, time, name, ip_address}, user}).
 */
async function insertNewUser(env: AuthEnv, r: Req, tx: Queryable, input: NewUser): Promise<string> {
  const hook = env.settings.hooks.beforeUserCreated
  if (hook) {
    const id = input.id ?? randomUUID()
    input = { ...input, id }
    await invokeHook(tx, hook, {
      metadata: {
        uuid: randomUUID(),
        time: new Date().toISOString(),
        name: 'before-user-created',
        ip_address: clientIp(r.request.headers),
      },
      user: {
        id,
        aud: 'authenticated',
        role: input.role ?? 'authenticated',
        email: input.email?.toLowerCase() ?? '',
        phone: '',
        app_metadata: input.appMetadata,
        user_metadata: input.userMetadata,
        identities: null,
        created_at: '0001-01-01T00:00:00Z',
        updated_at: '0001-01-01T00:00:00Z',
        is_anonymous: input.isAnonymous === true,
      },
    })
  }
  return insertUser(tx, input)
}

async function createInvited(
  env: AuthEnv,
  r: Req,
  tx: Queryable,
  email: string,
  data: Record<string, unknown>,
) {
  const id = randomUUID()
  await insertNewUser(env, r, tx, {
    id,
    email,
    passwordHash: null,
    confirmed: false,
    invited: true,
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata: { ...data, ...emailIdentityData(id, email, false) },
  })
  await insertIdentity(tx, id, 'email', id, emailIdentityData(id, email, false))
  return (await findUserById(tx, id))!
}

async function adminGenerateLink(env: AuthEnv, r: Req) {
  await requireAdmin(r)
  const body = r.body
  const type = str(body.type)
  const email = validateEmail(str(body.email))
  const redirectTo = referrer(
    env.settings,
    r.request,
    str(body.redirect_to) || r.url.searchParams.get('redirect_to'),
  )
  const password = str(body.password)
  const hash = password ? await bcrypt.hash(password, 10) : null
  return asAuthAdmin(env.ctx.db, async (tx) => {
    let user = await findUserByEmail(tx, email)
    let kind: MailKind
    let linkEmail = email
    switch (type) {
      case 'signup':
      case 'invite':
        if (user?.email_confirmed_at) {
          throw unprocessable(
            'email_exists',
            'A user with this email address has already been registered',
          )
        }
        if (!user) {
          if (type === 'signup') {
            if (!password) throw validation('Password is required for signup links')
            checkPassword(env.settings, password)
            const id = randomUUID()
            await insertNewUser(env, r, tx, {
              id,
              email,
              passwordHash: hash,
              confirmed: false,
              appMetadata: { provider: 'email', providers: ['email'] },
              userMetadata: { ...obj(body.data), ...emailIdentityData(id, email, false) },
            })
            await insertIdentity(tx, id, 'email', id, emailIdentityData(id, email, false))
            user = (await findUserById(tx, id))!
          } else {
            user = await createInvited(env, r, tx, email, obj(body.data))
          }
        }
        kind = type
        break
      case 'magiclink':
        if (!user) user = await createInvited(env, r, tx, email, obj(body.data))
        kind = 'magiclink'
        break
      case 'recovery':
        if (!user) throw notFound('user_not_found', 'User with this email not found')
        kind = 'recovery'
        break
      case 'email_change_current':
      case 'email_change_new': {
        if (!user) throw notFound('user_not_found', 'User with this email not found')
        const newEmail = validateEmail(str(body.new_email))
        const taken = await findUserByEmail(tx, newEmail)
        if (taken) {
          throw unprocessable(
            'email_exists',
            'A user with this email address has already been registered',
          )
        }
        await tx.query(
          `update auth.users set email_change = $2, email_change_sent_at = now(),
                  email_change_confirm_status = 0 where id = $1`,
          [user.id, newEmail],
        )
        kind = 'email_change'
        linkEmail = type === 'email_change_new' ? newEmail : email
        break
      }
      default:
        throw validation('Invalid email action link type requested')
    }
    const { otp, hash: tokenHashed } = newOtp(linkEmail)
    const column =
      type === 'email_change_current' ? 'email_change_token_current' : TOKEN_COLUMN[kind].token
    await tx.query(
      `update auth.users set ${column} = $2, ${TOKEN_COLUMN[kind].sentAt} = now(), updated_at = now()
        where id = $1`,
      [user.id, tokenHashed],
    )
    return json(r, {
      ...(await loadUserJson(tx, user.id)),
      action_link: actionLink(env, tokenHashed, kind, redirectTo),
      email_otp: otp,
      hashed_token: tokenHashed,
      redirect_to: redirectTo,
      verification_type: kind,
    })
  })
}
