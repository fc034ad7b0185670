/**
 * The support mails (issue 31) through the outbox (issue 49): the customer's Arabic «request
 * received» mail with the target and a copy of each team reply (escaped, never markup), each
 * sent once, owed by the RPC's own transaction: a request opened through REST alone, with no
 * second call from a browser, gets its mail after one run of the outbox worker.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, describe, expect, it } from 'vitest'
import { anonClient, sql, stackInfo } from '../../support/stack.ts'
import { mailboxFor, runMailOutbox } from '../../support/mail.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

interface Mail {
  subject: string
  text: string | null
  html: string | null
  to: string[]
}

const created: string[] = []
afterAll(async () => {
  await sql(`delete from public.support_tickets where user_id = any($1::uuid[])`, [created])
})

async function signedIn(plan: string): Promise<{ user: TestUser; session: SupabaseClient }> {
  const user = await createTestUser({ fullName: 'ريم العتيبي' })
  created.push(user.id)
  await sql(
    `update public.subscriptions set plan_id = $2, status = 'active',
            expires_at = now() + interval '30 days' where user_id = $1`,
    [user.id, plan],
  )
  const session = anonClient()
  const { error } = await session.auth.signInWithPassword({
    email: user.email,
    password: 'Test-Passw0rd!',
  })
  expect(error).toBeNull()
  return { user, session }
}

/** 404 while the mailbox holds nothing for `to`. */
async function mailsTo(to: string): Promise<number> {
  const response = await fetch(
    `${stackInfo().url}/sandbox/mail/api/latest?to=${encodeURIComponent(to)}`,
  )
  return response.status
}

async function latest(to: string): Promise<Mail> {
  const response = await fetch(
    `${stackInfo().url}/sandbox/mail/api/latest?to=${encodeURIComponent(to)}`,
  )
  expect(response.status).toBe(200)
  return (await response.json()) as Mail
}

describe('support mail through the outbox', () => {
  it('mails «received» with the target once, then each team reply once, as text', async () => {
    const { user, session } = await signedIn('premium')
    const { data: ticketId, error } = await session.rpc('open_support_request', {
      p_subject: 'مشكلة في الفاتورة',
      p_category: 'billing',
      p_message: 'لم تصلني فاتورة الشهر',
    })
    expect(error).toBeNull()
    const [queued] = await sql<{ n: number }>(
      `select count(*)::int as n from private.mail_outbox where dedupe_key = $1`,
      [`support_received:${ticketId as string}`],
    )
    expect(queued!.n).toBe(1)

    await runMailOutbox()
    expect(await mailboxFor(user.email)).toHaveLength(1)
    const received = await latest(user.email)
    expect(received.subject).toBe('استلمنا طلب الدعم: مشكلة في الفاتورة')
    expect(received.text).toContain('خلال 4 ساعات عمل')
    expect(received.text).toContain(`/dashboard/help/requests/${ticketId as string}`)
    await runMailOutbox()
    expect(await mailboxFor(user.email)).toHaveLength(1)

    const admin = await createTestUser({ admin: true })
    const reply = await admin.client.rpc('admin_reply_support_request', {
      p_ticket_id: ticketId,
      p_body: '<b>تم</b> إصدار الفاتورة: https://sanad.local/invoices/1',
    })
    expect(reply.error).toBeNull()
    await runMailOutbox()
    expect(await mailboxFor(user.email)).toHaveLength(2)
    const copy = await latest(user.email)
    expect(copy.subject).toBe('رد فريق الدعم على طلبك: مشكلة في الفاتورة')
    expect(copy.text).toContain('<b>تم</b> إصدار الفاتورة: https://sanad.local/invoices/1')
    expect(copy.html).toContain('&lt;b&gt;تم&lt;/b&gt;')
    expect(copy.html).not.toContain('<b>تم')
    await runMailOutbox()
    expect(await mailboxFor(user.email)).toHaveLength(2)
  })

  it('mails only the request’s own customer, and the support-mail function is gone', async () => {
    const owner = await signedIn('lifetime')
    const stranger = await signedIn('lifetime')
    const { data: ticketId } = await owner.session.rpc('open_support_request', {
      p_subject: 'سؤال',
      p_category: 'other',
      p_message: 'سؤال عن الخطة',
    })
    await runMailOutbox()
    expect(await mailboxFor(owner.user.email)).toHaveLength(1)
    expect(await mailsTo(stranger.user.email)).toBe(404)
    const [row] = await sql<{ mailed: boolean }>(
      `select received_mailed_at is not null as mailed from public.support_tickets where id = $1`,
      [ticketId],
    )
    expect(row!.mailed).toBe(true)
    const old = await stranger.session.functions.invoke('support-mail', { body: { ticketId } })
    expect((old.error as { context?: Response } | null)?.context?.status).toBe(404)
    expect(await mailsTo(stranger.user.email)).toBe(404)
  })
})
