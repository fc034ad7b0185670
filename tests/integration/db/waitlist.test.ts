/**
 * join_waitlist: invite codes (valid, lower-case, inactive, expired, unknown, missing),
 * duplicates in any case and spacing, 50 simultaneous sign-ups, the hourly rate limit, and
 * the tables anon can never read.
 */
import WebSocket from 'ws'
import { beforeAll, describe, expect, it } from 'vitest'
import { anonClient, serviceClient, sql, uniqueEmail } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

interface LeadResult {
  success: boolean
  code: string
  message: string
}

let admin: TestUser
let user: TestUser

async function join(email: string, invite: string | null = null, name = 'سارة أحمد') {
  const { data, error } = await anonClient().rpc('join_waitlist', {
    p_name: name,
    p_email: email,
    p_invite_code: invite,
    p_user_agent: 'vitest',
  })
  expect(error).toBeNull()
  return data as LeadResult
}

async function usage(code: string): Promise<number> {
  const rows = await sql<{ usage_count: number }>(
    'select usage_count from public.referral_codes where code = $1',
    [code],
  )
  return rows[0]!.usage_count
}

beforeAll(async () => {
  admin = await createTestUser({ admin: true })
  user = await createTestUser()
  await sql(`insert into public.referral_codes (code, active) values ('OLDCODE', false), ('TESTWL1', true)
             on conflict (code) do nothing`)
  await sql(`insert into public.referral_codes (code, active, expires_at)
             values ('EXPIRED1', true, now() - interval '1 day') on conflict (code) do nothing`)
})

describe('join_waitlist', () => {
  it('stores a sign-up without a code, e-mail trimmed and lower-cased', async () => {
    const email = uniqueEmail('wl')
    const result = await join(`  ${email.toUpperCase()}  `)
    expect(result).toMatchObject({ success: true, code: 'ok' })
    const rows = await sql<{ email: string; invite_code: string | null; user_agent: string }>(
      'select email, invite_code, user_agent from public.waiting_list where email = $1',
      [email],
    )
    expect(rows).toEqual([{ email, invite_code: null, user_agent: 'vitest' }])
  })

  it('accepts an active code in any case, stores it upper-cased and counts its use', async () => {
    const before = await usage('TESTWL1')
    const email = uniqueEmail('wl')
    expect(await join(email, ' testwl1 ')).toMatchObject({ success: true })
    const rows = await sql<{ invite_code: string }>(
      'select invite_code from public.waiting_list where email = $1',
      [email],
    )
    expect(rows[0]?.invite_code).toBe('TESTWL1')
    expect(await usage('TESTWL1')).toBe(before + 1)
  })

  it('refuses inactive, expired and unknown codes with the spec message, storing nothing', async () => {
    for (const code of ['OLDCODE', 'EXPIRED1', 'NOSUCHCODE']) {
      const email = uniqueEmail('wl')
      const result = await join(email, code)
      expect(result).toEqual({
        success: false,
        code: 'invalid_invite',
        message: 'رمز الدعوة غير صالح أو منتهي الصلاحية',
      })
      expect(await sql('select 1 from public.waiting_list where email = $1', [email])).toEqual([])
    }
    expect(await usage('OLDCODE')).toBe(0)
  })

  it('answers a duplicate e-mail in another case and spacing with the spec message, once stored', async () => {
    const email = uniqueEmail('dup')
    expect((await join(email, 'TESTWL1')).success).toBe(true)
    const before = await usage('TESTWL1')
    const again = await join(`\t${email.toUpperCase()} `, 'TESTWL1')
    expect(again).toEqual({
      success: false,
      code: 'duplicate_email',
      message: 'هذا البريد الإلكتروني مسجل مسبقاً في قائمة الانتظار',
    })
    expect(await sql('select 1 from public.waiting_list where email = $1', [email])).toHaveLength(1)
    expect(await usage('TESTWL1')).toBe(before)
  })

  it('validates the name and the e-mail', async () => {
    expect((await join('not-an-email')).code).toBe('invalid_email')
    expect((await join(uniqueEmail('wl'), null, 'x')).code).toBe('invalid_name')
    expect((await join('a"b<c>@example.com')).code).toBe('invalid_email')
  })

  it('stores 50 simultaneous distinct sign-ups exactly once each, and 50 copies of one e-mail once', async () => {
    const emails = Array.from({ length: 50 }, () => uniqueEmail('burst'))
    const before = await usage('TESTWL1')
    const results = await Promise.all(emails.map((email) => join(email, 'TESTWL1')))
    expect(results.every((r) => r.success)).toBe(true)
    const stored = await sql<{ n: string }>(
      'select count(*) as n from public.waiting_list where email = any($1)',
      [emails],
    )
    expect(Number(stored[0]!.n)).toBe(50)
    expect(await usage('TESTWL1')).toBe(before + 50)

    const same = uniqueEmail('same')
    const racing = await Promise.all(Array.from({ length: 20 }, () => join(same)))
    expect(racing.filter((r) => r.success)).toHaveLength(1)
    expect(racing.filter((r) => r.code === 'duplicate_email')).toHaveLength(19)
    expect(await sql('select 1 from public.waiting_list where email = $1', [same])).toHaveLength(1)
  })

  it('refuses the 101st request for one e-mail within the hour', async () => {
    const email = uniqueEmail('limit')
    const codes: string[] = []
    for (let i = 0; i < 101; i += 1) codes.push((await join(email)).code)
    expect(codes[0]).toBe('ok')
    expect(codes.slice(1, 100).every((c) => c === 'duplicate_email')).toBe(true)
    expect(codes[100]).toBe('rate_limited')
  })
})

describe('lead tables are closed to the public', () => {
  it('anon and users read nothing from waiting_list and referral_codes; admins read both', async () => {
    for (const table of ['waiting_list', 'referral_codes']) {
      const anon = await anonClient().from(table).select('*')
      expect(anon.data ?? []).toEqual([])
      expect(anon.error?.code).toBe('42501')
      const asUser = await user.client.from(table).select('*')
      expect(asUser.data ?? []).toEqual([])
      const asAdmin = await admin.client.from(table).select('*')
      expect(asAdmin.error).toBeNull()
      expect(asAdmin.data?.length).toBeGreaterThan(0)
    }
  })

  it('nobody but the service inserts into waiting_list directly or bumps a code', async () => {
    const email = uniqueEmail('direct')
    const anonInsert = await anonClient().from('waiting_list').insert({ name: 'مباشر', email })
    expect(anonInsert.error).not.toBeNull()
    const userInsert = await user.client.from('waiting_list').insert({ name: 'مباشر', email })
    expect(userInsert.error).not.toBeNull()
    expect(await sql('select 1 from public.waiting_list where email = $1', [email])).toEqual([])

    const before = await usage('TESTWL1')
    const anonBump = await anonClient().rpc('increment_referral_usage', {
      referral_code: 'TESTWL1',
    })
    expect(anonBump.error).not.toBeNull()
    const userBump = await user.client.rpc('increment_referral_usage', { referral_code: 'TESTWL1' })
    expect(userBump.error).not.toBeNull()
    expect(await usage('TESTWL1')).toBe(before)
    const service = await serviceClient().rpc('increment_referral_usage', {
      referral_code: 'testwl1',
    })
    expect(service.data).toBe(true)
    expect(await usage('TESTWL1')).toBe(before + 1)
  })

  it('admins manage referral codes; users cannot create one', async () => {
    const forged = await user.client.from('referral_codes').insert({ code: 'FORGED1' })
    expect(forged.error).not.toBeNull()
    expect(await sql(`select 1 from public.referral_codes where code = 'FORGED1'`)).toEqual([])
    const made = await admin.client
      .from('referral_codes')
      .insert({ code: 'ADMINMADE' })
      .select('code')
    expect(made.data).toEqual([{ code: 'ADMINMADE' }])
    const off = await admin.client
      .from('referral_codes')
      .update({ active: false })
      .eq('code', 'ADMINMADE')
      .select('active')
    expect(off.data).toEqual([{ active: false }])
    expect((await join(uniqueEmail('wl'), 'ADMINMADE')).code).toBe('invalid_invite')
  })
})
