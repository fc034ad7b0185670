/**
 * Rows of auth.mfa_factors and their JSON as GoTrue renders them (models.Factor), kept apart from
 * mfa.ts so the user JSON (store.ts, tokens.ts) can carry `factors` without an import cycle.
 */
import type { Queryable } from '../db/index.ts'

/** models.AMRClaim.IsAAL2Claim: the amr methods that lift a session to aal2. */
export const AAL2_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn'])

export interface FactorRow {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: string
  status: string
  created_at: string
  updated_at: string
  secret: string | null
  phone: string | null
  last_challenged_at: string | null
}

/** RFC 3339 with microseconds in UTC, as Go prints GoTrue's times. */
const ts = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ${column}`

const FACTOR_COLUMNS = [
  'id',
  'user_id',
  'friendly_name',
  'factor_type::text as factor_type',
  'status::text as status',
  ts('created_at'),
  ts('updated_at'),
  'secret',
  'phone',
  ts('last_challenged_at'),
].join(', ')

/** The user's factors, oldest first (GoTrue's has_many order is the insertion order). */
export async function factorsOf(q: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await q.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [userId],
  )
  return rows
}

export async function findFactor(q: Queryable, userId: string, factorId: string) {
  const { rows } = await q.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, userId],
  )
  return rows[0]
}

/**
 * models.Factor's JSON: `friendly_name` is omitempty, `phone` is a storage.NullString (a plain Go
 * string, so "" when null) and `last_challenged_at` a *time.Time (null until challenged).
 */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: factor.id,
    created_at: factor.created_at,
    updated_at: factor.updated_at,
    status: factor.status,
  }
  if (factor.friendly_name) out.friendly_name = factor.friendly_name
  out.factor_type = factor.factor_type
  out.phone = factor.phone ?? ''
  out.last_challenged_at = factor.last_challenged_at
  return out
}

/**
 * GoTrue loads a user with its factors, and models.User marshals them as `factors,omitempty`:
 * present on every user JSON once the user has enrolled one (auth-js's listFactors and
 * getAuthenticatorAssuranceLevel read it from GET /user and from the session's user).
 */
export async function withFactors<T extends Record<string, unknown>>(
  q: Queryable,
  user: T,
): Promise<T> {
  const factors = await factorsOf(q, String(user.id))
  if (!factors.length) return user
  // models.User declares Factors right after Identities.
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(user)) {
    out[key] = value
    if (key === 'identities') out.factors = factors.map(factorJson)
  }
  if (!('factors' in out)) out.factors = factors.map(factorJson)
  return out as T
}
