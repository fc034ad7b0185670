/**
 * Support requests (issue 31): the plan decides level, priority and due time (never the client),
 * working-hours targets across Friday, Saturday and evenings, owner-or-admin reads, internal notes
 * that no customer path reaches (select, embed, realtime, RPC answers), statuses and reopening,
 * Arabic refusals and the rate limit.
 */
import { randomUUID } from 'node:crypto'
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { supportLevels } from '../../../src/lib/support-levels.ts'
import { anonClient, sql } from '../../support/stack.ts'
import { createTestUser, mfaClaims, signAccessToken, clientWithToken } from '../../support/users.ts'
import type { TestUser } from '../../support/users.ts'

const ARABIC = /[\u0600-\u06FF]/

async function onPlan(user: TestUser, plan: string) {
  await sql(
    `update public.subscriptions set plan_id = $2, status = 'active',
            expires_at = case when $2 = 'lifetime' then null else now() + interval '30 days' end,
            grace_period_until = null
      where user_id = $1`,
    [user.id, plan],
  )
}

async function open(user: TestUser, extra: Record<string, unknown> = {}) {
  const { data, error } = await user.client.rpc('open_support_request', {
    p_subject: 'لا أستطيع فتح الأوامر',
    p_category: 'technical',
    p_message: 'تظهر لي رسالة خطأ عند فتح أمر من المكتبة https://sanad.local/x',
    ...extra,
  })
  expect(error).toBeNull()
  return data as string
}

const users: TestUser[] = []
async function user(plan?: string) {
  const u = await createTestUser()
  users.push(u)
  if (plan) await onPlan(u, plan)
  return u
}

let admin: TestUser
beforeAll(async () => {
  admin = await createTestUser({ admin: true })
  users.push(admin)
})
afterAll(async () => {
  const ids = users.map((u) => u.id)
  await sql(`delete from public.support_tickets where user_id = any($1::uuid[])`, [ids])
  await sql(`delete from public.rate_limits where identifier = any($1::text[])`, [ids])
})

describe('the due-time function (Asia/Riyadh working hours)', () => {
  // 2026-11-25 is a Wednesday: Thursday 26, Friday 27 (closed), Saturday 28 (10–16), Sunday 29.
  const cases: [string, number, string][] = [
    ['2026-11-25 10:00', 60, '2026-11-25 11:00 Wed'],
    ['2026-11-25 00:00', 60, '2026-11-25 10:00 Wed'],
    ['2026-11-25 17:00', 60, '2026-11-25 18:00 Wed'],
    ['2026-11-25 17:30', 60, '2026-11-26 09:30 Thu'],
    ['2026-11-25 20:00', 60, '2026-11-26 10:00 Thu'],
    ['2026-11-26 17:30', 240, '2026-11-28 13:30 Sat'],
    ['2026-11-26 18:00', 540, '2026-11-29 12:00 Sun'],
    ['2026-11-26 09:00', 1080, '2026-11-29 12:00 Sun'],
    ['2026-11-27 12:00', 60, '2026-11-28 11:00 Sat'],
    ['2026-11-27 23:59', 240, '2026-11-28 14:00 Sat'],
    ['2026-11-28 08:00', 60, '2026-11-28 11:00 Sat'],
    ['2026-11-28 15:30', 60, '2026-11-29 09:30 Sun'],
    ['2026-11-28 16:30', 60, '2026-11-29 10:00 Sun'],
    ['2026-11-28 12:00', 0, '2026-11-28 12:00 Sat'],
    ['2026-11-27 12:00', 0, '2026-11-28 10:00 Sat'],
  ]
  it.each(cases)('%s Riyadh + %i working minutes = %s', async (start, minutes, expected) => {
    const [row] = await sql<{ due: string }>(
      `select to_char(private.support_due_at(($1 || '+03')::timestamptz, $2) at time zone 'Asia/Riyadh',
                      'YYYY-MM-DD HH24:MI Dy') as due`,
      [start, minutes],
    )
    expect(row!.due).toBe(expected)
  })

  it('uses the targets the app shows for each level', async () => {
    for (const [level, shown] of Object.entries(supportLevels)) {
      const [row] = await sql<{ m: number }>(`select private.support_target_minutes($1) as m`, [
        level,
      ])
      expect(row!.m, level).toBe(shown.targetMinutes)
    }
  })
})

describe('priority and due time follow the plan', () => {
  it.each([
    ['trial', 'email', 1],
    ['basic', 'email', 1],
    ['advanced', 'standard', 2],
    ['premium', 'direct', 3],
    ['lifetime', 'priority', 4],
  ] as const)('%s: level %s, priority %i', async (plan, level, priority) => {
    const u = await user(plan)
    const id = await open(u)
    const { data, error } = await u.client.from('support_tickets').select('*').eq('id', id).single()
    expect(error).toBeNull()
    expect(data).toMatchObject({ support_level: level, priority, status: 'open', plan_slug: plan })
    const [row] = await sql<{ ok: boolean }>(
      `select due_at = private.support_due_at(created_at, private.support_target_minutes($2)) as ok
         from public.support_tickets where id = $1`,
      [id, level],
    )
    expect(row!.ok).toBe(true)
    // Plan and payments are read by the database and shown to the customer.
    expect(data.context).toMatchObject({ plan, payments: [] })
  })

  it('a client-set priority or due time is ignored or refused', async () => {
    const u = await user('trial')
    const extra = await u.client.rpc('open_support_request', {
      p_subject: 'أريد أولوية',
      p_category: 'other',
      p_message: 'رسالة',
      p_priority: 4,
    })
    expect(extra.error).not.toBeNull()
    const id = await open(u, {
      p_context: { priority: 4, support_level: 'priority', due_at: '2000-01-01T00:00:00Z' },
    })
    const { data } = await u.client.from('support_tickets').select('*').eq('id', id).single()
    expect(data).toMatchObject({ priority: 1, support_level: 'email' })
    expect(JSON.stringify(data.context)).not.toContain('2000-01-01')

    const insert = await u.client.from('support_tickets').insert({
      user_id: u.id,
      subject: 'مباشر',
      category: 'other',
      support_level: 'priority',
      priority: 4,
      first_response_due_at: new Date().toISOString(),
      due_at: new Date().toISOString(),
    })
    expect(insert.error?.code).toBe('42501')
    const update = await u.client.from('support_tickets').update({ priority: 4 }).eq('id', id)
    expect(update.error?.code).toBe('42501')
    const [row] = await sql<{ priority: number }>(
      `select priority from public.support_tickets where id = $1`,
      [id],
    )
    expect(row!.priority).toBe(1)
  })

  it('a customer message on a request the team answered starts a new wait from now', async () => {
    const u = await user('premium')
    const id = await open(u)
    expect(
      (await admin.client.rpc('admin_reply_support_request', { p_ticket_id: id, p_body: 'أهلاً' }))
        .error,
    ).toBeNull()
    await sql(
      `update public.support_tickets set due_at = now() - interval '10 days' where id = $1`,
      [id],
    )
    expect(
      (await u.client.rpc('add_support_message', { p_ticket_id: id, p_body: 'ما زالت المشكلة' }))
        .error,
    ).toBeNull()
    const [row] = await sql<{ ok: boolean; status: string }>(
      `select status, due_at = private.support_due_at(last_message_at, 240) as ok
         from public.support_tickets where id = $1`,
      [id],
    )
    expect(row).toEqual({ status: 'open', ok: true })
  })
})

describe('who reads what', () => {
  it('another user and anon read nothing and write nothing', async () => {
    const owner = await user('premium')
    const other = await user('lifetime')
    const id = await open(owner)
    for (const client of [other.client, anonClient()]) {
      const tickets = await client.from('support_tickets').select('*').eq('id', id)
      expect(tickets.data ?? []).toEqual([])
      const messages = await client.from('support_messages').select('*').eq('ticket_id', id)
      expect(messages.data ?? []).toEqual([])
      const add = await client.rpc('add_support_message', { p_ticket_id: id, p_body: 'تطفل' })
      expect(add.error).not.toBeNull()
      const status = await client.rpc('set_support_request_status', {
        p_ticket_id: id,
        p_status: 'resolved',
      })
      expect(status.error).not.toBeNull()
    }
    const anonOpen = await anonClient().rpc('open_support_request', {
      p_subject: 'زائر',
      p_category: 'other',
      p_message: 'رسالة',
    })
    expect(anonOpen.error).not.toBeNull()
    const [row] = await sql<{ n: number; status: string }>(
      `select (select count(*)::int from public.support_messages where ticket_id = $1) as n, status
         from public.support_tickets where id = $1`,
      [id],
    )
    expect(row).toEqual({ n: 1, status: 'open' })
  })

  it('an admin without a verified second factor reads no request and cannot answer', async () => {
    const owner = await user('premium')
    const id = await open(owner)
    const aal1 = clientWithToken(await signAccessToken(admin.id, admin.email))
    expect((await aal1.from('support_tickets').select('id').eq('id', id)).data).toEqual([])
    expect((await aal1.rpc('admin_support_queue', {})).error?.code).toBe('42501')
    const reply = await aal1.rpc('admin_reply_support_request', { p_ticket_id: id, p_body: 'رد' })
    expect(reply.error?.code).toBe('42501')
    const full = clientWithToken(await signAccessToken(admin.id, admin.email, mfaClaims()))
    expect((await full.from('support_tickets').select('id').eq('id', id)).data).toEqual([{ id }])
  })
})

describe('internal notes never reach the customer', () => {
  const channels: { client: SupabaseClient; channel: RealtimeChannel }[] = []
  afterAll(async () => {
    for (const { client, channel } of channels) await client.removeChannel(channel)
  })

  it('through tables, embeds, RPC answers or realtime', async () => {
    const owner = await user('lifetime')
    const id = await open(owner)
    const secret = `ملاحظة-داخلية-${randomUUID()}`

    const heard: unknown[] = []
    for (const table of ['support_messages', 'support_tickets', 'support_internal_notes']) {
      const channel = owner.client
        .channel(`support-notes-${table}-${randomUUID().slice(0, 8)}`)
        .on('postgres_changes' as never, { event: '*', schema: 'public', table }, (p: unknown) =>
          heard.push(p),
        )
      channels.push({ client: owner.client, channel })
      await new Promise<void>((resolve) => channel.subscribe(() => resolve()))
    }

    const note = await admin.client.rpc('admin_add_support_note', {
      p_ticket_id: id,
      p_body: secret,
    })
    expect(note.error).toBeNull()
    const reply = await admin.client.rpc('admin_reply_support_request', {
      p_ticket_id: id,
      p_body: 'ردّ الفريق العلني',
    })
    expect(reply.error).toBeNull()
    // The public reply is heard live; the note never is.
    const deadline = Date.now() + 5000
    while (!JSON.stringify(heard).includes('ردّ الفريق العلني') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(JSON.stringify(heard)).toContain('ردّ الفريق العلني')
    expect(JSON.stringify(heard)).not.toContain(secret)

    const reads = [
      await owner.client.from('support_internal_notes').select('*'),
      await owner.client.from('support_tickets').select('*').eq('id', id),
      await owner.client.from('support_messages').select('*').eq('ticket_id', id),
      await owner.client
        .from('support_tickets')
        .select('*, support_internal_notes(*)')
        .eq('id', id),
      await owner.client.from('support_tickets').select('*, support_messages(*)').eq('id', id),
      await owner.client.rpc('my_support_contact'),
      await owner.client.rpc('admin_support_queue', {}),
    ]
    for (const r of reads) expect(JSON.stringify(r)).not.toContain(secret)
    expect((await owner.client.from('support_internal_notes').select('*')).data ?? []).toEqual([])
    // The admin does read it.
    const adminNotes = await admin.client
      .from('support_internal_notes')
      .select('body')
      .eq('ticket_id', id)
    expect(adminNotes.data).toEqual([{ body: secret }])
  })
})

describe('statuses', () => {
  it('open -> waiting for the customer -> resolved; reopened within 7 days, not after', async () => {
    const u = await user('premium')
    const id = await open(u)
    const status = async () =>
      (
        await sql<{ status: string }>(`select status from public.support_tickets where id = $1`, [
          id,
        ])
      )[0]!.status
    await admin.client.rpc('admin_reply_support_request', { p_ticket_id: id, p_body: 'جرّب الآن' })
    expect(await status()).toBe('waiting_customer')
    const [first] = await sql<{ first: boolean }>(
      `select first_response_at is not null as first from public.support_tickets where id = $1`,
      [id],
    )
    expect(first!.first).toBe(true)
    expect(
      (await u.client.rpc('set_support_request_status', { p_ticket_id: id, p_status: 'resolved' }))
        .data,
    ).toBe('resolved')
    expect(await status()).toBe('resolved')
    expect(
      (await u.client.rpc('set_support_request_status', { p_ticket_id: id, p_status: 'open' }))
        .data,
    ).toBe('open')
    expect(await status()).toBe('open')
    await u.client.rpc('set_support_request_status', { p_ticket_id: id, p_status: 'resolved' })
    await sql(
      `update public.support_tickets set resolved_at = now() - interval '8 days' where id = $1`,
      [id],
    )
    const late = await u.client.rpc('set_support_request_status', {
      p_ticket_id: id,
      p_status: 'open',
    })
    expect(late.error?.message).toMatch(/7 أيام/)
    const lateMessage = await u.client.rpc('add_support_message', {
      p_ticket_id: id,
      p_body: 'مرحبا',
    })
    expect(lateMessage.error?.message).toMatch(/7 أيام/)
    expect(await status()).toBe('resolved')
  })
})

describe('bad input and limits', () => {
  it('refuses bad input in Arabic and stores nothing', async () => {
    const u = await user('advanced')
    const bad = [
      { p_subject: '', p_category: 'technical', p_message: 'رسالة' },
      { p_subject: 'عنوان'.repeat(40), p_category: 'technical', p_message: 'رسالة' },
      { p_subject: 'عنوان صالح', p_category: 'sales', p_message: 'رسالة' },
      { p_subject: 'عنوان صالح', p_category: 'technical', p_message: ' ' },
      { p_subject: 'عنوان صالح', p_category: 'technical', p_message: 'ب'.repeat(5001) },
      { p_subject: 'عنوان صالح', p_category: null, p_message: 'رسالة' },
    ]
    for (const args of bad) {
      const { error, status } = await u.client.rpc('open_support_request', args)
      expect(status, JSON.stringify(args).slice(0, 80)).toBe(400)
      expect(error?.message).toMatch(ARABIC)
    }
    const [row] = await sql<{ n: number }>(
      `select count(*)::int as n from public.support_tickets where user_id = $1`,
      [u.id],
    )
    expect(row!.n).toBe(0)
  })

  it('keeps only the known context keys, and HTML stays text', async () => {
    const u = await user('basic')
    const id = await open(u, {
      p_message: '<img src=x onerror=alert(1)> مرحبا',
      p_context: {
        source: 'chat',
        browser: { userAgent: 'UA', language: 'ar', evil: 'x', screen: '390x844' },
        chat: [
          { role: 'user', text: 'كيف أغير خطتي؟' },
          { role: 'assistant', text: 'من صفحة الاشتراك' },
          'junk',
        ],
        plan: 'lifetime',
      },
    })
    const { data } = await u.client
      .from('support_tickets')
      .select('source, context, support_messages(body)')
      .eq('id', id)
      .single()
    expect(data!.source).toBe('chat')
    expect(data!.context).toEqual({
      plan: 'basic',
      payments: [],
      browser: { userAgent: 'UA', language: 'ar', screen: '390x844' },
      chat: [
        { role: 'user', text: 'كيف أغير خطتي؟' },
        { role: 'assistant', text: 'من صفحة الاشتراك' },
      ],
    })
    expect(data!.support_messages).toEqual([{ body: '<img src=x onerror=alert(1)> مرحبا' }])
  })

  it('opens at most 5 requests an hour per user (HTTP 429, Arabic)', async () => {
    const u = await user('lifetime')
    for (let i = 0; i < 5; i += 1) await open(u)
    const { error, status } = await u.client.rpc('open_support_request', {
      p_subject: 'طلب سادس',
      p_category: 'other',
      p_message: 'رسالة',
    })
    expect(status).toBe(429)
    expect(error?.message).toMatch(ARABIC)
  })
})

describe('the admin queue', () => {
  it('orders by due time then priority, flags overdue, filters', async () => {
    const a = await user('trial')
    const b = await user('lifetime')
    const slow = await open(a)
    const fast = await open(b)
    await sql(
      `update public.support_tickets set due_at = now() - interval '1 hour' where id = $1`,
      [slow],
    )
    const { data, error } = await admin.client.rpc('admin_support_queue', { p_limit: 200 })
    expect(error).toBeNull()
    const rows = data as { id: string; overdue: boolean; due_at: string }[]
    const ia = rows.findIndex((r) => r.id === slow)
    const ib = rows.findIndex((r) => r.id === fast)
    expect(ia).toBeGreaterThanOrEqual(0)
    expect(ia).toBeLessThan(ib)
    expect(rows[ia]!.overdue).toBe(true)
    expect(rows[ib]!.overdue).toBe(false)
    const filtered = await admin.client.rpc('admin_support_queue', {
      p_level: 'priority',
      p_limit: 200,
    })
    const levels = new Set(
      (filtered.data as { support_level: string }[]).map((r) => r.support_level),
    )
    expect([...levels]).toEqual(['priority'])
    const assign = await admin.client.rpc('admin_update_support_request', {
      p_ticket_id: fast,
      p_assigned_to: admin.id,
    })
    expect(assign.error).toBeNull()
    const mine = await admin.client.rpc('admin_support_queue', { p_assigned_to: admin.id })
    expect((mine.data as { id: string }[]).map((r) => r.id)).toContain(fast)
    const notAdmin = await admin.client.rpc('admin_update_support_request', {
      p_ticket_id: fast,
      p_assigned_to: a.id,
    })
    expect(notAdmin.error?.message).toMatch(ARABIC)
    const stats = await admin.client.rpc('admin_support_stats', { p_days: 30 })
    expect(stats.error).toBeNull()
    expect((stats.data as { levels: { level: string }[] }).levels.map((l) => l.level)).toEqual([
      'priority',
      'direct',
      'standard',
      'email',
    ])
  })
})
