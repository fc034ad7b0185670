/**
 * The mail outbox (issue 49), against the local stack: events enqueue in their own transaction,
 * one run of the `mail-outbox` worker sends, a crash between the provider's answer and the mark
 * still sends once (the row id is the provider's Idempotency-Key), refusals retry with backoff
 * and give up into the admins' «البريد المتعثر» list, suppressed addresses receive nothing, and
 * list mail carries List-Unsubscribe (RFC 8058) whose one-click POST unsubscribes.
 */
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { mailboxFor, runMailOutbox } from '../../support/mail.ts'
import { anonClient, sql, stackInfo, uniqueEmail } from '../../support/stack.ts'
import { createTestUser } from '../../support/users.ts'

interface OutboxRow {
  status: string
  attempts: number
  not_before_s: number
  provider_id: string | null
  last_error: string | null
}

const addresses: string[] = []
afterAll(async () => {
  await sql(`delete from private.mail_outbox where to_email = any($1::text[])`, [addresses])
  await sql(`delete from private.mail_suppressions where email = any($1::text[])`, [addresses])
})

function address(prefix: string): string {
  const email = uniqueEmail(prefix).toLowerCase()
  addresses.push(email)
  return email
}

/** One rendered mail into the outbox; `held`: due in an hour, out of every worker run's reach. */
async function enqueue(
  to: string,
  data: Record<string, unknown> = {},
  userId: string | null = null,
  held = false,
) {
  const [row] = await sql<{ id: string }>(
    `select private.enqueue_mail('rendered', $1, $2, $3::jsonb, null,
                                 now() + case when $4 then interval '1 hour' else interval '0' end) as id`,
    [
      to,
      userId,
      JSON.stringify({
        subject: 'رسالة اختبار',
        text: 'نص الرسالة',
        html: '<p>نص الرسالة</p>',
        ...data,
      }),
      held,
    ],
  )
  return row!.id
}

/**
 * The row's status once no worker holds it. Other test files run the worker over the whole
 * outbox beside this one (support, sign-up, password mails), so a row of this file may be
 * claimed by their run instead of this file's: the outcome is the same, only when it shows is not.
 */
const settledStatus = (id: string) =>
  expect.poll(async () => (await outboxRow(id)).status, { timeout: 15_000 })

async function outboxRow(id: string): Promise<OutboxRow> {
  const [row] = await sql<OutboxRow>(
    `select status, attempts, extract(epoch from not_before - now())::float8 as not_before_s,
            provider_id, last_error
       from private.mail_outbox where id = $1`,
    [id],
  )
  return row!
}

async function sandbox(path: string, body: unknown) {
  return fetch(`${stackInfo().url}/sandbox/mail${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

describe('the mail outbox', () => {
  it('a support request opened through REST alone: exactly one mail after one worker run', async () => {
    const user = await createTestUser({ fullName: 'سلمى الحربي' })
    addresses.push(user.email.toLowerCase())
    const { url, anonKey } = stackInfo()
    // No supabase-js, no browser, no second call: the RPC over HTTP and nothing else.
    const opened = await fetch(`${url}/rest/v1/rpc/open_support_request`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${user.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        p_subject: 'لا أستطيع الدخول',
        p_category: 'account',
        p_message: 'مرحباً',
      }),
    })
    expect(opened.status).toBe(200)
    expect(await mailboxFor(user.email)).toHaveLength(0)
    // Enqueued by the RPC, not sent by it: the row is there for a worker run (another file's run
    // beside this one may be the one that sends it; a mail sent by the RPC itself would be a
    // second one below).
    const queued = await sql<{ id: string }>(
      `select id from private.mail_outbox where to_email = $1`,
      [user.email.toLowerCase()],
    )
    expect(queued).toHaveLength(1)
    await runMailOutbox()
    await settledStatus(queued[0]!.id).toBe('sent')
    const mails = await mailboxFor(user.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('استلمنا طلب الدعم: لا أستطيع الدخول')
    await runMailOutbox()
    expect(await mailboxFor(user.email)).toHaveLength(1)
  })

  it('a fault between the provider’s answer and the mark still sends the mail once', async () => {
    const to = address('fault')
    const fn = `mail_fault_${Date.now().toString(36)}`
    // The fault: marking this row sent fails, after the provider accepted the mail.
    await sql(`create function private.${fn}() returns trigger language plpgsql as $$
      begin raise exception 'fault injected between send and mark'; end $$`)
    await sql(`create trigger ${fn} before update on private.mail_outbox for each row
      when (new.status = 'sent' and new.to_email = '${to}') execute function private.${fn}()`)
    // Enqueued once the fault is in place: a worker run of another file may claim it first.
    const id = await enqueue(to)
    try {
      await runMailOutbox({ ids: [id] })
      await expect.poll(() => mailboxFor(to), { timeout: 15_000 }).toHaveLength(1)
    } finally {
      await sql(`drop trigger ${fn} on private.mail_outbox`)
      await sql(`drop function private.${fn}()`)
    }
    expect(await mailboxFor(to)).toHaveLength(1)
    expect((await outboxRow(id)).status).toBe('sending')
    // The worker is gone; its lease runs out and the next run claims the row again.
    await sql(
      `update private.mail_outbox set claimed_at = now() - interval '1 hour' where id = $1`,
      [id],
    )
    await runMailOutbox({ ids: [id] })
    await settledStatus(id).toBe('sent')
    const row = await outboxRow(id)
    expect(row).toMatchObject({ status: 'sent', attempts: 2 })
    const mails = await mailboxFor(to)
    expect(mails).toHaveLength(1)
    expect(row.provider_id).toBe(mails[0]!.id)
  })

  it('429/5xx retry with backoff; a permanent refusal fails into the admins’ list; retry sends', async () => {
    // Each refusal is set up before its mail is enqueued: a worker run of another file may be the
    // one that tries it first (it failed on CI once, 2026-12-01, a mail sent before its fault).
    const to = address('retry')
    expect((await sandbox('/api/faults', { to, status: 503, times: 1 })).status).toBe(200)
    const id = await enqueue(to)
    await runMailOutbox({ ids: [id] })
    // Tried once, by this run or another's: queued again with its backoff.
    await expect.poll(async () => (await outboxRow(id)).attempts, { timeout: 15_000 }).toBe(1)
    await settledStatus(id).toBe('queued')
    let row = await outboxRow(id)
    expect(row.status).toBe('queued')
    expect(row.attempts).toBe(1)
    expect(row.not_before_s).toBeGreaterThan(20)
    expect(row.last_error).toContain('503')
    expect(await mailboxFor(to)).toHaveLength(0)
    await sql(`update private.mail_outbox set not_before = now() where id = $1`, [id])
    await runMailOutbox({ ids: [id] })
    await settledStatus(id).toBe('sent')
    expect(await mailboxFor(to)).toHaveLength(1)

    // The 8th refusal gives up: enqueued out of every worker's reach (an hour ahead), given seven
    // attempts behind it, then released, so no run sees it with fewer.
    const tired = address('tired')
    await sandbox('/api/faults', { to: tired, status: 500, times: 1 })
    const tiredId = await enqueue(tired, {}, null, true)
    await sql(`update private.mail_outbox set attempts = 7, not_before = now() where id = $1`, [
      tiredId,
    ])
    await runMailOutbox({ ids: [tiredId] })
    await settledStatus(tiredId).toBe('failed')

    // A permanent refusal fails at once.
    const refused = address('refused')
    await sandbox('/api/faults', { to: refused, status: 422, times: 1 })
    const refusedId = await enqueue(refused)
    await runMailOutbox({ ids: [refusedId] })
    await settledStatus(refusedId).toBe('failed')
    row = await outboxRow(refusedId)
    expect(row).toMatchObject({ status: 'failed', attempts: 1 })

    const admin = await createTestUser({ admin: true })
    const { data: failed, error } = await admin.client.rpc('admin_failed_mails', { p_limit: 500 })
    expect(error).toBeNull()
    const ids = (failed as { id: string }[]).map((m) => m.id)
    expect(ids).toEqual(expect.arrayContaining([tiredId, refusedId]))
    const member = await createTestUser()
    const refusedToMember = await member.client.rpc('admin_failed_mails', {})
    expect(refusedToMember.error?.code).toBe('42501')
    expect((await member.client.rpc('admin_retry_mail', { p_id: refusedId })).error?.code).toBe(
      '42501',
    )

    const retried = await admin.client.rpc('admin_retry_mail', { p_id: refusedId })
    expect(retried).toMatchObject({ data: true, error: null })
    await runMailOutbox({ ids: [refusedId] })
    await settledStatus(refusedId).toBe('sent')
    expect(await mailboxFor(refused)).toHaveLength(1)
  })

  it('an address the provider reports bounced or complaining receives nothing; a forged report is refused', async () => {
    const bounced = address('bounced')
    const complained = address('complained')
    const forged = address('forged')
    for (const [to, type] of [
      [bounced, 'bounce'],
      [complained, 'complaint'],
    ] as const) {
      const event = await sandbox('/api/events', { to, type })
      expect(event.status).toBe(200)
    }
    const forgedAnswer = await fetch(`${stackInfo().url}/functions/v1/mail-events`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'svix-id': 'msg_forged',
        'svix-timestamp': String(Math.floor(Date.now() / 1000)),
        'svix-signature': 'v1,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
      },
      body: JSON.stringify({ type: 'email.complained', data: { to: [forged] } }),
    })
    expect(forgedAnswer.status).toBe(401)
    expect(((await forgedAnswer.json()) as { error: string }).error).toMatch(/[\u0600-\u06FF]/)

    const ids = [await enqueue(bounced), await enqueue(complained), await enqueue(forged)]
    await runMailOutbox()
    expect((await outboxRow(ids[0]!)).status).toBe('suppressed')
    expect((await outboxRow(ids[1]!)).status).toBe('suppressed')
    expect((await outboxRow(ids[2]!)).status).toBe('sent')
    expect(await mailboxFor(bounced)).toHaveLength(0)
    expect(await mailboxFor(complained)).toHaveLength(0)
    expect(await mailboxFor(forged)).toHaveLength(1)
  })

  it('list mail carries List-Unsubscribe; the one-click POST unsubscribes; transactional mail still goes', async () => {
    const user = await createTestUser()
    const to = user.email.toLowerCase()
    addresses.push(to)
    const saved = await user.client.rpc('set_mail_preferences', {
      p_newsletter: true,
      p_digest: false,
    })
    expect(saved.error).toBeNull()
    const first = await enqueue(to, { list: 'newsletter', subject: 'نشرة سند' }, user.id)
    await runMailOutbox()
    expect((await outboxRow(first)).status).toBe('sent')
    const [mail] = await mailboxFor(to)
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const link = /^<(https?:\/\/[^>]+)>$/.exec(mail!.headers['List-Unsubscribe'] ?? '')?.[1]
    expect(link).toContain('/functions/v1/mail-unsubscribe?token=')
    expect(mail!.text).toContain(link!)

    // Opening the link (a scanner, a preview) unsubscribes nothing.
    const opened = await fetch(link!, { redirect: 'manual' })
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toContain('/unsubscribe?token=')
    let [prefs] = await sql<{ newsletter: boolean }>(
      `select newsletter from public.mail_preferences where user_id = $1`,
      [user.id],
    )
    expect(prefs!.newsletter).toBe(true)

    // The mail client's one-click POST (RFC 8058).
    const clicked = await fetch(link!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(clicked.status).toBe(200)
    expect(await clicked.json()).toEqual({ success: true, list: 'newsletter' })
    ;[prefs] = await sql<{ newsletter: boolean }>(
      `select newsletter from public.mail_preferences where user_id = $1`,
      [user.id],
    )
    expect(prefs!.newsletter).toBe(false)
    const { data: own } = await user.client.from('mail_preferences').select('newsletter, digest')
    expect(own).toEqual([{ newsletter: false, digest: false }])

    const second = await enqueue(to, { list: 'newsletter', subject: 'نشرة سند 2' }, user.id)
    const receipt = await enqueue(to, { subject: 'إيصال الدفع' }, user.id)
    await runMailOutbox()
    expect((await outboxRow(second)).status).toBe('suppressed')
    expect((await outboxRow(receipt)).status).toBe('sent')
    expect((await mailboxFor(to)).map((m) => m.subject)).toEqual(['إيصال الدفع', 'نشرة سند'])

    // A bad token changes nothing and is answered in Arabic.
    const bad = await fetch(
      `${stackInfo().url}/functions/v1/mail-unsubscribe?token=${'0'.repeat(48)}`,
      {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
      },
    )
    expect(bad.status).toBe(404)
    expect(((await bad.json()) as { error: string }).error).toMatch(/[\u0600-\u06FF]/)
  })

  it('the scheduled jobs refuse a body that is not a JSON object, and run with none', async () => {
    const { url, serviceRoleKey } = stackInfo()
    for (const name of ['mail-outbox', 'newsletter-send', 'trial-reminders']) {
      const call = (body: string) =>
        fetch(`${url}/functions/v1/${name}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey },
          body,
        })
      for (const bad of ['{', '[]', 'null', '"نص"']) {
        const refused = await call(bad)
        expect(refused.status, `${name} ${bad}`).toBe(400)
        expect(((await refused.json()) as { error: string }).error).toMatch(/[\u0600-\u06FF]/)
      }
      const empty = await call('')
      expect(empty.status, name).toBe(200)
      await empty.body?.cancel()
    }
  })

  it('a scheduled run deletes sent and suppressed mail older than 90 days, keeps failed mail and a newsletter’s counts', async () => {
    const to = address('retention')
    // Held (an hour ahead) until their states are set below: a worker run of another file must
    // not send them first.
    const [sentOld, sentNew, failedOld, suppressedOld, queuedOld] = [
      await enqueue(to, { subject: 'قديمة أرسلت' }, null, true),
      await enqueue(to, { subject: 'حديثة أرسلت' }, null, true),
      await enqueue(to, { subject: 'قديمة متعثرة' }, null, true),
      await enqueue(to, { subject: 'قديمة محجوبة' }, null, true),
      await enqueue(to, { subject: 'قديمة في الانتظار' }, null, true),
    ]
    const admin = await createTestUser({ admin: true })
    const [issue] = await sql<{ id: string }>(
      `insert into public.newsletter_issues (subject, body, status, scheduled_at, recipients,
         started_at, finished_at)
       values ('نشرة قديمة', 'نص النشرة القديمة للاختبار', 'sent', now() - interval '100 days', 1,
         now() - interval '100 days', now() - interval '100 days')
       returning id`,
    )
    const issueMail = await enqueue(to, { list: 'newsletter', subject: 'نشرة قديمة' }, null, true)
    await sql(`update private.mail_outbox set dedupe_key = $2 where id = $1`, [
      issueMail,
      `newsletter:${issue!.id}:${to}`,
    ])
    const old = `now() - interval '91 days'`
    await sql(
      `update private.mail_outbox
          set status = case when id = any($2::uuid[]) then 'sent'
                            when id = $3 then 'failed'
                            when id = $4 then 'suppressed' else status end,
              sent_at = case when id = any($2::uuid[]) then ${old} end,
              updated_at = case when id = $5 then now() else ${old} end,
              -- still waiting (a retry's backoff): never purged, however old
              not_before = case when id = $6 then now() + interval '1 hour' else not_before end
        where id = any($1::uuid[])`,
      [
        [sentOld, sentNew, failedOld, suppressedOld, queuedOld, issueMail],
        [sentOld, sentNew, issueMail],
        failedOld,
        suppressedOld,
        sentNew,
        queuedOld,
      ],
    )
    const counts = async () => {
      const { data, error } = await admin.client.rpc('admin_newsletter_issues')
      expect(error).toBeNull()
      const row = (data as { id: string; sent: number }[]).find((r) => r.id === issue!.id)
      return row?.sent
    }
    expect(await counts()).toBe(1)
    // A kick for given rows purges nothing; the scheduled run purges. Another file's scheduled run
    // beside this one may purge some of these rows first: this run purges at least those left.
    expect((await runMailOutbox({ ids: [queuedOld] })).purged).toBe(0)
    expect(await sql(`select 1 from private.mail_outbox where id = $1`, [sentOld])).toHaveLength(1)
    const purgeable = [sentOld, suppressedOld, issueMail]
    const [{ n: left0 }] = (await sql<{ n: number }>(
      `select count(*)::int as n from private.mail_outbox where id = any($1::uuid[])`,
      [purgeable],
    )) as [{ n: number }]
    const run = await runMailOutbox()
    expect(run.purged).toBeGreaterThanOrEqual(left0)
    const left = await sql<{ id: string; status: string }>(
      `select id, status from private.mail_outbox where id = any($1::uuid[]) order by status`,
      [[sentOld, sentNew, failedOld, suppressedOld, queuedOld, issueMail]],
    )
    expect(left).toEqual(
      expect.arrayContaining([
        { id: failedOld, status: 'failed' },
        { id: sentNew, status: 'sent' },
        { id: queuedOld, status: 'queued' },
      ]),
    )
    expect(left).toHaveLength(3)
    // The issue still shows what it sent; the API roles cannot purge.
    expect(await counts()).toBe(1)
    expect((await admin.client.rpc('purge_mail_outbox')).error?.code).toBe('42501')
    expect((await anonClient().rpc('purge_mail_outbox')).error).not.toBeNull()
    await sql(`delete from public.newsletter_issues where id = $1`, [issue!.id])
  })

  it('a transactional mail is claimed before list mail queued earlier (a newsletter never holds up a receipt)', async () => {
    const to = address('outbox-order')
    // Held until claimed: another file's worker run beside this one must not take them first.
    const earlier = [
      await enqueue(to, { list: 'newsletter', subject: 'نشرة 1' }, null, true),
      await enqueue(to, { list: 'newsletter', subject: 'نشرة 2' }, null, true),
    ]
    const receipt = await enqueue(to, { subject: 'إيصال الدفع' }, null, true)
    const ours = [...earlier, receipt]
    // Released and claimed in one transaction: one claim of one row among these three (other
    // files queue mail meanwhile: p_ids keeps to ours; the earlier list mail is due as early).
    const client = new pg.Client({ connectionString: stackInfo().dbUrl })
    await client.connect()
    let claimed: { id: string }[]
    try {
      await client.query('begin')
      await client.query(
        `update private.mail_outbox
            set not_before = now() - case when id = $2 then interval '0' else interval '1 minute' end
          where id = any($1::uuid[])`,
        [ours, receipt],
      )
      claimed = (
        await client.query<{ id: string }>(
          `select id from public.claim_mail_outbox(p_limit => 1, p_ids => $1::uuid[])`,
          [ours],
        )
      ).rows
      await client.query('commit')
    } finally {
      await client.end()
    }
    expect(claimed.map((row) => row.id)).toEqual([receipt])
    await sql(`delete from private.mail_outbox where id = any($1::uuid[])`, [[...earlier, receipt]])
  })

  it('a list mail to an account that did not opt in is suppressed; the API roles cannot touch the queue', async () => {
    const user = await createTestUser()
    addresses.push(user.email.toLowerCase())
    const id = await enqueue(user.email, { list: 'digest', subject: 'جديد سند هذا الشهر' }, user.id)
    await runMailOutbox()
    expect((await outboxRow(id)).status).toBe('suppressed')
    for (const client of [anonClient(), user.client]) {
      for (const [fn, args] of [
        ['queue_mail', { p_kind: 'rendered', p_to: 'x@example.test', p_user_id: null, p_data: {} }],
        ['claim_mail_outbox', {}],
        ['finish_mail_outbox', { p_id: id, p_ok: true }],
        ['mail_unsubscribe', { p_token: 'x' }],
        ['record_mail_event', { p_email: 'x@example.test', p_type: 'complaint' }],
      ] as const) {
        const { error } = await client.rpc(fn, args)
        expect(error, fn).not.toBeNull()
      }
    }
    const worker = await fetch(`${stackInfo().url}/functions/v1/mail-outbox`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, apikey: stackInfo().anonKey },
    })
    expect(worker.status).toBe(401)
  })
})
