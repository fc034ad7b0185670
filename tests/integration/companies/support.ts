/**
 * Fixtures of the company tests (issue 43): a company with an owner, an admin, an editor and a
 * member, built through the product's own functions (create_company, create_company_invitation,
 * accept_company_invitation), and helpers to read refusals.
 */
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js'
import { expect } from 'vitest'
import { serviceClient, sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

export const ARABIC = /[\u0600-\u06FF]/

export interface Company {
  id: string
  owner: TestUser
  admin: TestUser
  editor: TestUser
  member: TestUser
}

/** Users made here, deleted by `dropUsers` in the file's afterAll. */
export const made: string[] = []

export async function user(fullName = 'عضو شركة'): Promise<TestUser> {
  const u = await createTestUser({ fullName })
  made.push(u.id)
  return u
}

export async function dropUsers() {
  for (const id of made.splice(0))
    await serviceClient()
      .auth.admin.deleteUser(id)
      .catch(() => {})
}

/** The one row of a `returns table` function, or the error. */
export async function one<T>(
  client: SupabaseClient,
  fn: string,
  args: Record<string, unknown>,
): Promise<{ data: T | null; error: PostgrestError | null }> {
  const { data, error } = await client.rpc(fn, args)
  return { data: error ? null : ((data as T[])[0] ?? null), error }
}

export async function invite(
  owner: TestUser,
  companyId: string,
  role: string,
  email: string | null = null,
): Promise<{ id: string; token: string; expires_at: string }> {
  const { data, error } = await one<{ id: string; token: string; expires_at: string }>(
    owner.client,
    'create_company_invitation',
    { p_company_id: companyId, p_role: role, p_email: email },
  )
  expect(error).toBeNull()
  return data!
}

export async function join(who: TestUser, token: string) {
  const { data, error } = await who.client.rpc('accept_company_invitation', { p_token: token })
  expect(error).toBeNull()
  return data as { success: boolean; code?: string; message?: string; company_id?: string }
}

export async function makeCompany(name: string): Promise<Company> {
  const owner = await user('مالك الشركة')
  const { data: id, error } = await owner.client.rpc('create_company', {
    p_legal_name: name,
    p_trade_name: name,
    p_sector: 'restaurants',
    p_size: '11-50',
    p_city: 'الرياض',
    p_country: 'SA',
  })
  expect(error).toBeNull()
  const company = { id: id as string, owner } as Company
  for (const role of ['admin', 'editor', 'member'] as const) {
    const who = await user(`${role} ${name}`)
    const { token } = await invite(owner, company.id, role)
    expect(await join(who, token)).toMatchObject({ success: true, company_id: company.id, role })
    company[role] = who
  }
  return company
}

/** Expects a refusal with this hint (and an Arabic message). */
export function refused(error: PostgrestError | null, hint: string, code?: string) {
  expect(error, `expected a refusal with hint ${hint}`).not.toBeNull()
  expect(error!.hint).toBe(hint)
  expect(error!.message).toMatch(ARABIC)
  if (code) expect(error!.code).toBe(code)
}

export async function rows<T = Record<string, unknown>>(text: string, params: unknown[] = []) {
  return sql<T>(text, params)
}

/**
 * Two transactions of two users at once, in SQL (native Postgres: PGlite serialises its one
 * connection). The first runs `call` and stays open; the second runs its call and is observed
 * until it either waits on a lock or has finished; then the first commits and the second too.
 * Without a lock the second finishes at once on what the first has not committed yet: the race
 * the product must win. `role` is the API role both act as (service_role: the edge functions'
 * own functions).
 */
export async function raceInSql(
  first: { userId: string; call: string; params: unknown[] },
  second: { userId: string; call: string; params: unknown[] },
  role: 'authenticated' | 'service_role' = 'authenticated',
): Promise<[unknown, unknown]> {
  const { default: pg } = await import('pg')
  const { stackInfo } = await import('../../support/stack.ts')
  const open = async (userId: string) => {
    const client = new pg.Client({ connectionString: stackInfo().dbUrl })
    await client.connect()
    await client.query('begin')
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: userId, role }),
    ])
    await client.query(`set local role ${role}`)
    return client
  }
  const one = await open(first.userId)
  const two = await open(second.userId)
  const [{ pid }] = (await two.query('select pg_backend_pid() as pid')).rows as { pid: number }[]
  try {
    const a = (await one.query(first.call, first.params)).rows[0]
    let settled = false
    const pending: Promise<{ ok?: unknown; error?: Error }> = two
      .query(second.call, second.params)
      .then(
        (r) => ((settled = true), { ok: r.rows[0] as unknown }),
        (e: Error) => ((settled = true), { error: e }),
      )
    for (;;) {
      if (settled) break
      const [state] = await sql<{ wait: string | null }>(
        `select wait_event_type as wait from pg_stat_activity where pid = $1`,
        [pid],
      )
      if (state?.wait === 'Lock') break
    }
    await one.query('commit')
    const b = await pending
    await two.query(b.error ? 'rollback' : 'commit')
    return [a, b.error ? { error: b.error } : b.ok]
  } finally {
    await one.end()
    await two.end()
  }
}
