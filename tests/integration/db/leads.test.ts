/**
 * Newsletter and contact messages: stored through their RPCs (validated, rate-limited,
 * duplicates answered kindly), readable and exportable as CSV by admins only.
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

let user: TestUser
let admin: TestUser

beforeAll(async () => {
  user = await createTestUser()
  admin = await createTestUser({ admin: true })
})

describe('subscribe_newsletter', () => {
  it('stores a new address once and answers a repeat kindly', async () => {
    const email = uniqueEmail('news')
    const first = await anonClient().rpc('subscribe_newsletter', {
      p_email: ` ${email.toUpperCase()}`,
    })
    expect(first.data).toMatchObject({ success: true, code: 'subscribed' })
    // Issue 49 (double opt-in): until the address confirms, a repeat is a new sign-up, answered
    // the same way, and queues no second confirmation mail.
    const again = await anonClient().rpc('subscribe_newsletter', { p_email: email })
    expect(again.data).toMatchObject({ success: true, code: 'subscribed' })
    expect(
      await sql(
        `select 1 from private.mail_outbox where to_email = $1 and kind = 'newsletter_confirm'`,
        [email],
      ),
    ).toHaveLength(1)
    await sql(`update public.newsletter_subscribers set confirmed_at = now() where email = $1`, [
      email,
    ])
    const confirmed = await anonClient().rpc('subscribe_newsletter', { p_email: email })
    expect(confirmed.data).toMatchObject({ success: true, code: 'already_subscribed' })
    expect(
      await sql('select 1 from public.newsletter_subscribers where email = $1', [email]),
    ).toHaveLength(1)
  })

  it('refuses an invalid address and an 11th attempt in the hour', async () => {
    const bad = await anonClient().rpc('subscribe_newsletter', { p_email: 'nope' })
    expect((bad.data as LeadResult).code).toBe('invalid_email')
    const email = uniqueEmail('newsflood')
    const codes: string[] = []
    for (let i = 0; i < 11; i += 1) {
      codes.push(
        ((await anonClient().rpc('subscribe_newsletter', { p_email: email })).data as LeadResult)
          .code,
      )
    }
    expect(codes[0]).toBe('subscribed')
    // Unconfirmed (issue 49): every repeat is answered as a sign-up; one confirmation mail only.
    expect(codes[9]).toBe('subscribed')
    expect(codes[10]).toBe('rate_limited')
    expect(
      await sql(`select 1 from private.mail_outbox where to_email = $1`, [email.toLowerCase()]),
    ).toHaveLength(1)
  })
})

describe('submit_contact_message', () => {
  it('stores a valid message (with the sender id when signed in)', async () => {
    const email = uniqueEmail('contact')
    const res = await user.client.rpc('submit_contact_message', {
      p_name: 'خالد',
      p_email: email,
      p_subject: 'استفسار عن الباقات',
      p_message: 'أرغب في معرفة الفرق بين الباقة المتقدمة والكاملة.',
    })
    expect(res.data).toMatchObject({ success: true, code: 'ok' })
    const rows = await sql<{ user_id: string; status: string }>(
      'select user_id, status from public.contact_messages where email = $1',
      [email],
    )
    expect(rows).toEqual([{ user_id: user.id, status: 'new' }])
  })

  it('validates every field and stores nothing when refused', async () => {
    const email = uniqueEmail('contact')
    const base = {
      p_name: 'خالد',
      p_email: email,
      p_subject: 'موضوع',
      p_message: 'رسالة طويلة بما يكفي',
    }
    const cases: [Record<string, string>, string][] = [
      [{ p_name: 'خ' }, 'invalid_name'],
      [{ p_email: 'x@' }, 'invalid_email'],
      [{ p_subject: ' ' }, 'invalid_subject'],
      [{ p_message: 'قصيرة' }, 'invalid_message'],
      [{ p_message: 'x'.repeat(5001) }, 'invalid_message'],
    ]
    for (const [change, code] of cases) {
      const res = await anonClient().rpc('submit_contact_message', { ...base, ...change })
      expect((res.data as LeadResult).code).toBe(code)
    }
    expect(await sql('select 1 from public.contact_messages where email = $1', [email])).toEqual([])
  })
})

describe('who reads leads', () => {
  it('anon and users read nothing; admins read and update status', async () => {
    for (const table of ['newsletter_subscribers', 'contact_messages']) {
      const anon = await anonClient().from(table).select('*')
      expect(anon.data ?? []).toEqual([])
      expect(anon.error?.code).toBe('42501')
      expect((await user.client.from(table).select('*')).data ?? []).toEqual([])
      const asAdmin = await admin.client.from(table).select('*')
      expect(asAdmin.data?.length).toBeGreaterThan(0)
    }
    const row = (await sql<{ id: string }>('select id from public.contact_messages limit 1'))[0]!
    const denied = await user.client
      .from('contact_messages')
      .update({ status: 'read' })
      .eq('id', row.id)
      .select()
    expect(denied.data ?? []).toEqual([])
    expect(
      (
        await sql<{ status: string }>('select status from public.contact_messages where id = $1', [
          row.id,
        ])
      )[0]?.status,
    ).toBe('new')
    const ok = await admin.client
      .from('contact_messages')
      .update({ status: 'read' })
      .eq('id', row.id)
      .select('status')
    expect(ok.data).toEqual([{ status: 'read' }])
    const forged = await anonClient().from('contact_messages').insert({
      name: 'x',
      email: 'x@example.com',
      subject: 'xx',
      message: 'xxxxxxxxxxxx',
    })
    expect(forged.error).not.toBeNull()
  })

  it('admin_export_leads returns CSV for admins and refuses everyone else', async () => {
    const email = uniqueEmail('csv')
    await anonClient().rpc('join_waitlist', {
      p_name: '=HYPERLINK("x")',
      p_email: email,
      p_invite_code: null,
      p_user_agent: 'ua "quoted"',
    })
    const csv = await admin.client.rpc('admin_export_leads', { p_kind: 'waitlist' })
    expect(csv.error).toBeNull()
    const text = csv.data as string
    expect(text.split('\n')[0]).toBe('name,email,invite_code,ip_address,user_agent,created_at')
    const line = text.split('\n').find((l) => l.includes(email))!
    expect(line.startsWith(`"'=HYPERLINK(""x"")","${email}"`)).toBe(true)
    expect(line).toContain('"ua ""quoted"""')
    for (const kind of ['newsletter', 'contact']) {
      expect((await admin.client.rpc('admin_export_leads', { p_kind: kind })).error).toBeNull()
    }
    expect((await admin.client.rpc('admin_export_leads', { p_kind: 'users' })).error?.hint).toBe(
      'invalid_kind',
    )
    expect((await user.client.rpc('admin_export_leads', { p_kind: 'waitlist' })).error?.code).toBe(
      '42501',
    )
    expect(
      (await anonClient().rpc('admin_export_leads', { p_kind: 'waitlist' })).error,
    ).not.toBeNull()
    expect(
      (await serviceClient().rpc('admin_export_leads', { p_kind: 'contact' })).error,
    ).toBeNull()
  })
})
