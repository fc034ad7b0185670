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
