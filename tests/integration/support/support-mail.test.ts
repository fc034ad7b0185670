/**
 * The support-mail function (issue 31): the customer's Arabic «request received» mail with the
 * target, a copy of each team reply (escaped, never markup), each sent once, and nothing for a
 * caller who cannot read the request.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, describe, expect, it } from 'vitest'
import { anonClient, sql, stackInfo } from '../../support/stack.ts'
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

async function notify(client: SupabaseClient, ticketId: string) {
  const { data, error } = await client.functions.invoke('support-mail', { body: { ticketId } })
  return { data: data as { sent?: number } | null, error }
}

describe('support-mail', () => {
  it('mails «received» with the target once, then each team reply once, as text', async () => {
    const { user, session } = await signedIn('premium')
    const { data: ticketId, error } = await session.rpc('open_support_request', {
      p_subject: 'مشكلة في الفاتورة',
      p_category: 'billing',
      p_message: 'لم تصلني فاتورة الشهر',
    })
    expect(error).toBeNull()
    expect(await mailsTo(user.email)).toBe(404)

    expect((await notify(session, ticketId as string)).data).toEqual({ success: true, sent: 1 })
    const received = await latest(user.email)
    expect(received.subject).toBe('استلمنا طلب الدعم: مشكلة في الفاتورة')
    expect(received.text).toContain('خلال 4 ساعات عمل')
    expect(received.text).toContain(`/dashboard/help/requests/${ticketId as string}`)
    expect((await notify(session, ticketId as string)).data).toEqual({ success: true, sent: 0 })

    const admin = await createTestUser({ admin: true })
    const reply = await admin.client.rpc('admin_reply_support_request', {
      p_ticket_id: ticketId,
      p_body: '<b>تم</b> إصدار الفاتورة: https://sanad.local/invoices/1',
    })
    expect(reply.error).toBeNull()
    expect((await notify(session, ticketId as string)).data).toEqual({ success: true, sent: 1 })
    const copy = await latest(user.email)
    expect(copy.subject).toBe('رد فريق الدعم على طلبك: مشكلة في الفاتورة')
    expect(copy.text).toContain('<b>تم</b> إصدار الفاتورة: https://sanad.local/invoices/1')
    expect(copy.html).toContain('&lt;b&gt;تم&lt;/b&gt;')
    expect(copy.html).not.toContain('<b>تم')
    expect((await notify(session, ticketId as string)).data).toEqual({ success: true, sent: 0 })
  })

  it('another user gets 404 and nothing is sent; a bad id is refused in Arabic', async () => {
    const owner = await signedIn('lifetime')
    const stranger = await signedIn('lifetime')
    const { data: ticketId } = await owner.session.rpc('open_support_request', {
      p_subject: 'سؤال',
      p_category: 'other',
      p_message: 'سؤال عن الخطة',
    })
    const answer = await notify(stranger.session, ticketId as string)
    expect(answer.error).not.toBeNull()
    const response = (answer.error as { context?: Response }).context
    expect(response?.status).toBe(404)
    expect(((await response!.json()) as { error: string }).error).toBe('طلب الدعم غير موجود')
    const [row] = await sql<{ mailed: boolean }>(
      `select received_mailed_at is not null as mailed from public.support_tickets where id = $1`,
      [ticketId],
    )
    expect(row!.mailed).toBe(false)
    expect(await mailsTo(owner.user.email)).toBe(404)
    const bad = await notify(owner.session, 'x')
    const badResponse = (bad.error as { context?: Response }).context
    expect(badResponse?.status).toBe(400)
  })
})
