/**
 * Rows of auth.users / auth.identities and their JSON as GoTrue renders them (models.User,
 * models.Identity). Writes go through `asAuthAdmin`, so they run as the role GoTrue connects
 * with and project triggers on auth.users fire with the privileges they would on Supabase.
 */
import type { Db, Queryable } from '../db/index.ts'
import { withFactors } from './factors.ts'

export async function asAuthAdmin<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('set local role supabase_auth_admin')
    return fn(tx)
  })
}

/** RFC 3339 with microseconds in UTC, as Go prints GoTrue's times. */
const ts = (column: string, alias = column.split('.').pop()!) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ${alias}`

export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: string | null
  phone: string | null
  phone_confirmed_at: string | null
  confirmation_sent_at: string | null
  confirmed_at: string | null
  recovery_sent_at: string | null
  email_change: string | null
  email_change_sent_at: string | null
  invited_at: string | null
  last_sign_in_at: string | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  banned_until: string | null
  banned: boolean
  created_at: string | null
  updated_at: string | null
  deleted_at: string | null
  is_anonymous: boolean
  confirmation_token: string | null
  recovery_token: string | null
  email_change_token_new: string | null
  email_change_token_current: string | null
  email_change_confirm_status: number | null
  reauthentication_token: string | null
  reauthentication_sent_at: string | null
}

export const USER_COLUMNS = [
  'u.id',
  'u.aud',
  'u.role',
  'u.email',
  'u.encrypted_password',
  ts('u.email_confirmed_at'),
  'u.phone',
  ts('u.phone_confirmed_at'),
  ts('u.confirmation_sent_at'),
  ts('u.confirmed_at'),
  ts('u.recovery_sent_at'),
  'u.email_change',
  ts('u.email_change_sent_at'),
  ts('u.invited_at'),
  ts('u.last_sign_in_at'),
  'u.raw_app_meta_data',
  'u.raw_user_meta_data',
  ts('u.banned_until'),
  'coalesce(u.banned_until > now(), false) as banned',
  ts('u.created_at'),
  ts('u.updated_at'),
  ts('u.deleted_at'),
  'u.is_anonymous',
  'u.confirmation_token',
  'u.recovery_token',
  'u.email_change_token_new',
  'u.email_change_token_current',
  'u.email_change_confirm_status',
  'u.reauthentication_token',
  ts('u.reauthentication_sent_at'),
].join(', ')

export interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: string | null
  created_at: string | null
  updated_at: string | null
  email: string | null
}

const IDENTITY_COLUMNS = [
  'i.id',
  'i.provider_id',
  'i.user_id',
  'i.identity_data',
  'i.provider',
  ts('i.last_sign_in_at'),
  ts('i.created_at'),
  ts('i.updated_at'),
  'i.email',
].join(', ')

export async function findUser(q: Queryable, where: string, params: unknown[]) {
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users u where ${where} limit 1`,
    params,
  )
  return rows[0]
}

export const findUserById = (q: Queryable, id: string) =>
  findUser(q, 'u.id = $1 and u.deleted_at is null', [id])

export const findUserByEmail = (q: Queryable, email: string) =>
  findUser(q, 'lower(u.email) = lower($1) and u.is_sso_user = false and u.deleted_at is null', [
    email,
  ])

export async function identitiesOf(q: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await q.query<IdentityRow>(
    `select ${IDENTITY_COLUMNS} from auth.identities i where i.user_id = $1 order by i.created_at`,
    [userId],
  )
  return rows
}

function put(target: Record<string, unknown>, key: string, value: unknown) {
  if (value !== null && value !== undefined && value !== '') target[key] = value
}

export function identityJson(identity: IdentityRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
  }
  put(out, 'last_sign_in_at', identity.last_sign_in_at)
  put(out, 'created_at', identity.created_at)
  put(out, 'updated_at', identity.updated_at)
  put(out, 'email', identity.email)
  return out
}

/** models.User's JSON: field order and omitempty as GoTrue marshals it. */
export function userJson(user: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
  }
  put(out, 'email_confirmed_at', user.email_confirmed_at)
  out.phone = user.phone ?? ''
  put(out, 'phone_confirmed_at', user.phone_confirmed_at)
  put(out, 'confirmation_sent_at', user.confirmation_sent_at)
  put(out, 'confirmed_at', user.confirmed_at)
  put(out, 'recovery_sent_at', user.recovery_sent_at)
  put(out, 'new_email', user.email_change)
  put(out, 'email_change_sent_at', user.email_change_sent_at)
  put(out, 'invited_at', user.invited_at)
  put(out, 'last_sign_in_at', user.last_sign_in_at)
  out.app_metadata = user.raw_app_meta_data ?? {}
  out.user_metadata = user.raw_user_meta_data ?? {}
  out.identities = identities.map(identityJson)
  put(out, 'banned_until', user.banned_until)
  out.created_at = user.created_at
  out.updated_at = user.updated_at
  put(out, 'deleted_at', user.deleted_at)
  out.is_anonymous = user.is_anonymous
  return out
}

export async function loadUserJson(q: Queryable, id: string) {
  const user = await findUserById(q, id)
  return user ? withFactors(q, userJson(user, await identitiesOf(q, id))) : undefined
}

export interface NewUser {
  id?: string
  email: string | null
  passwordHash: string | null
  confirmed: boolean
  appMetadata: Record<string, unknown>
  userMetadata: Record<string, unknown>
  role?: string
  isAnonymous?: boolean
  invited?: boolean
}

/** Inserts the user and, for e-mail users, its `email` identity (as GoTrue's signup does). */
export async function insertUser(q: Queryable, input: NewUser): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
        email_confirmed_at, invited_at, raw_app_meta_data, raw_user_meta_data, is_super_admin,
        created_at, updated_at, is_anonymous, confirmation_token, recovery_token,
        email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', coalesce($1::uuid, gen_random_uuid()),
        'authenticated', $2, lower($3), $4, case when $5 then now() end,
        case when $6 then now() end, $7::jsonb, $8::jsonb, false, now(), now(), $9, '', '', '', '')
     returning id`,
    [
      input.id ?? null,
      input.role ?? 'authenticated',
      input.email,
      input.passwordHash,
      input.confirmed,
      input.invited === true,
      JSON.stringify(input.appMetadata),
      JSON.stringify(input.userMetadata),
      input.isAnonymous === true,
    ],
  )
  return rows[0]!.id
}

export async function insertIdentity(
  q: Queryable,
  userId: string,
  provider: string,
  providerId: string,
  data: Record<string, unknown>,
) {
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at,
        created_at, updated_at)
     values ($1, $2, $3::jsonb, $4, now(), now(), now())`,
    [providerId, userId, JSON.stringify(data), provider],
  )
}

/** GoTrue's UpdateUserMetaData/UpdateAppMetaData: keys merge, a null value removes the key. */
export function mergeMetadata(
  current: Record<string, unknown> | null,
  update: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...(current ?? {}) }
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete out[key]
    else out[key] = value
  }
  return out
}
