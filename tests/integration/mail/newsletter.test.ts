/**
 * The newsletter and the monthly digest (issue 49, migration 20261205000000), against the local
 * stack: double opt-in for the public form, admin issues (aal2 only), a throttled and resumable
 * send to 2,000 recipients that survives a crash mid-way and sends each one once, suppressed and
 * unsubscribed addresses left out, List-Unsubscribe on the newsletter, and the digest (what the
 * plan opens, never a body).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  mailboxFor,
  runMailOutbox,
  runNewsletterSend,
  type MailboxMessage,
} from '../../support/mail.ts'
import { clientFrom, freshIp } from '../abuse/support.ts'
import { anonClient, sql, stackInfo } from '../../support/stack.ts'
import { createSubscriber, createTestUser, type TestUser } from '../../support/users.ts'

/** This file's loopback addresses (tests/support/client-address.ts): its own per-IP budgets. */
const GROUP = 149
const run = Date.now().toString(36)
const prefix = `nl-${run}-`
const users: string[] = []
let admin: TestUser

beforeAll(async () => {
  admin = await createTestUser({ admin: true, fullName: 'مشرف النشرة' })
  users.push(admin.id)
})

afterAll(async () => {
  await sql(
    `delete from private.mail_outbox where to_email like $1 or dedupe_key like 'digest:2020-01:%'`,
    [`${prefix}%`],
  )
  await sql(`delete from private.mail_suppressions where email like $1`, [`${prefix}%`])
  await sql(`delete from public.newsletter_subscribers where email like $1`, [`${prefix}%`])
  await sql(`delete from public.newsletter_issues where created_by = $1`, [admin.id])
  await sql(`delete from public.prompts where slug like $1`, [`digest-${run}-%`])
  await sql(`delete from auth.users where id = any($1::uuid[])`, [users])
})

function address(name: string): string {
  return `${prefix}${name}@example.test`
}

/** Runs the outbox's worker until nothing is due (the scheduler's minutes, back to back). */
async function drainOutbox() {
  for (;;) {
    const counts = await runMailOutbox({ limit: 500 })
    if (counts.claimed === 0) return
  }
}

async function allMail(): Promise<MailboxMessage[]> {
  const response = await fetch(`${stackInfo().url}/sandbox/mail/api/messages`)
  return (await response.json()) as MailboxMessage[]
}

/**
 * Sends an issue's queued rows through the worker 50 at a time (its `ids` kick) and records
 * every message the local mailbox received, by message id. The mailbox keeps its newest 500, so
 * it is read after every 400 mails at most. `rounds` stops early (a partial send).
 */
async function sendTracked(issue: string, seen: Map<string, MailboxMessage>, rounds = Infinity) {
  const collect = async () => {
    for (const message of await allMail()) seen.set(message.id, message)
  }
  // A worker of another file (outbox.test.ts sends whatever is due) may hold some of this issue's
  // mails, claimed and being sent: with nothing queued, wait for those to be sent before stopping
  // (a CI run counted 3 still «sending»). A claim whose worker died is due again after its lease.
  const settled = Date.now() + 60_000
  for (let round = 0; round < rounds;) {
    const due = await sql<{ id: string }>(
      `select id from private.mail_outbox where dedupe_key like $1
          and (status = 'queued' or (status = 'sending' and claimed_at < now() - interval '120 seconds'))
        order by to_email limit 50`,
      [`newsletter:${issue}:%`],
    )
    if (!due.length) {
      const [held] = await sql<{ n: number }>(
        `select count(*)::int as n from private.mail_outbox where dedupe_key like $1 and status = 'sending'`,
        [`newsletter:${issue}:%`],
      )
      if (!held!.n || Date.now() > settled) break
      await new Promise((resolve) => setTimeout(resolve, 200))
      continue
    }
    round += 1
    await runMailOutbox({ ids: due.map((row) => row.id) })
    // After every run: the mailbox keeps the newest 500 messages, and the other files running
    // beside this one send theirs meanwhile (collected every 8 runs, a loaded run lost 400).
    await collect()
  }
  await collect()
}

async function newIssue(
  subject: string,
  audience = 'newsletter',
  extra: Record<string, unknown> = {},
) {
  const { data, error } = await admin.client.rpc('admin_save_newsletter_issue', {
    p_id: null,
    p_subject: subject,
    p_body: 'مرحباً بكم في نشرة سند.\n\nهذا الشهر: أوامر جديدة <b>للمطاعم</b> & المتاجر.',
    p_audience: audience,
    ...extra,
  })
  expect(error).toBeNull()
  return (data as { id: string }).id
}

async function subscriberRow(email: string) {
  const [row] = await sql<{ status: string; confirmed: boolean; token: boolean }>(
    `select status, confirmed_at is not null as confirmed, confirm_token_hash is not null as token
       from public.newsletter_subscribers where email = $1`,
    [email],
  )
  return row
}

describe('newsletter double opt-in', () => {
  it('a sign-up gets only the confirmation mail; the link confirms once; a bad token is refused in Arabic', async () => {
    const visitor = clientFrom(freshIp(GROUP))
    const email = address('optin')
    const { data, error } = await visitor.rpc('subscribe_newsletter', { p_email: email })
    expect(error).toBeNull()
    expect(data).toMatchObject({ success: true, code: 'subscribed' })
    expect((data as { message: string }).message).toContain('تأكيد')
    expect(await subscriberRow(email)).toEqual({
      status: 'subscribed',
      confirmed: false,
      token: true,
    })
    // Signing up again within 10 minutes queues no second confirmation.
    await visitor.rpc('subscribe_newsletter', { p_email: email })

    // An issue sent now does not reach the unconfirmed address.
    const issue = await newIssue('نشرة قبل التأكيد')
    expect(
      (await admin.client.rpc('admin_schedule_newsletter_issue', { p_id: issue })).error,
    ).toBeNull()
    expect((await runNewsletterSend()).status).toBe(200)
    await drainOutbox()
    const mails = await mailboxFor(email)
    expect(mails.map((m) => m.subject)).toEqual(['أكّد اشتراكك في نشرة سند البريدية'])
    const [rows] = await sql<{ n: number }>(
      `select count(*)::int as n from private.mail_outbox where dedupe_key = $1`,
      [`newsletter:${issue}:${email}`],
    )
    expect(rows!.n).toBe(0)

    const link = /(https?:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43})/.exec(
      mails[0]!.text ?? '',
    )?.[1]
    expect(link).toBeTruthy()
    // The link is not kept in the outbox once the mail is sent.
    const [kept] = await sql<{ n: number }>(
      `select count(*)::int as n from private.mail_outbox where to_email = $1 and data ? 'secret_link'`,
      [email],
    )
    expect(kept!.n).toBe(0)
    const token = new URL(link!).searchParams.get('token')!

    const bad = await visitor.rpc('confirm_newsletter', { p_token: 'x'.repeat(43) })
    expect(bad.error).toBeNull()
    expect(bad.data).toMatchObject({ success: false, code: 'invalid_link' })
    expect((bad.data as { message: string }).message).toMatch(/[\u0600-\u06FF]/)
    expect((await subscriberRow(email))!.confirmed).toBe(false)

    const first = await visitor.rpc('confirm_newsletter', { p_token: token })
    expect(first.data).toMatchObject({ success: true, code: 'confirmed' })
    expect(await subscriberRow(email)).toEqual({
      status: 'subscribed',
      confirmed: true,
      token: false,
    })
    const again = await visitor.rpc('confirm_newsletter', { p_token: token })
    expect(again.data).toMatchObject({ success: false, code: 'invalid_link' })

    // Confirmed: the next issue reaches it; signing up again says so and mails nothing.
    const after = await visitor.rpc('subscribe_newsletter', { p_email: email })
    expect(after.data).toMatchObject({ success: true, code: 'already_subscribed' })
    const next = await newIssue('نشرة بعد التأكيد')
    await admin.client.rpc('admin_schedule_newsletter_issue', { p_id: next })
    await runNewsletterSend()
    await drainOutbox()
    expect((await mailboxFor(email)).map((m) => m.subject)).toEqual([
      'نشرة بعد التأكيد',
      'أكّد اشتراكك في نشرة سند البريدية',
    ])
  })
})

describe('confirm_newsletter: rate-limited', () => {
  it('30 tries in 10 minutes per address, then 429 with the Arabic message', async () => {
    const ip = freshIp(GROUP)
    const visitor = clientFrom(ip)
    for (let i = 0; i < 30; i += 1) {
      const { data } = await visitor.rpc('confirm_newsletter', { p_token: 'y'.repeat(43) })
      expect(data).toMatchObject({ success: false, code: 'invalid_link' })
    }
    const { data, error } = await visitor.rpc('confirm_newsletter', { p_token: 'y'.repeat(43) })
    expect(data).toBeNull()
    expect(error).toMatchObject({ code: 'PT429', hint: 'rate_limited' })
    expect(error!.message).toMatch(/[\u0600-\u06FF]/)
    // Another address is apart.
    const other = await clientFrom(freshIp(GROUP)).rpc('confirm_newsletter', {
      p_token: 'y'.repeat(43),
    })
    expect(other.data).toMatchObject({ success: false, code: 'invalid_link' })
  })
})

describe('newsletter issues: admins only', () => {
  it('a user, an aal1 admin and anon can neither read nor write issues, nor run the sending', async () => {
    const issue = await newIssue('نشرة للمشرفين فقط')
    const user = await createTestUser()
    const aal1 = await createTestUser({ admin: true, aal: 'aal1' })
    users.push(user.id, aal1.id)
    for (const client of [anonClient(), user.client, aal1.client]) {
      const read = await client.from('newsletter_issues').select('id')
      expect(read.data ?? []).toEqual([])
      const write = await client
        .from('newsletter_issues')
        .insert({ subject: 'نشرة مزورة', body: 'نص نشرة مزورة طويل بما يكفي' })
      expect(write.error).not.toBeNull()
      const update = await client
        .from('newsletter_issues')
        .update({ subject: 'مخترقة' })
        .eq('id', issue)
      expect(update.data ?? []).toEqual([])
      for (const [fn, args] of [
        ['admin_newsletter_issues', {}],
        [
          'admin_save_newsletter_issue',
          {
            p_id: issue,
            p_subject: 'مخترقة',
            p_body: 'نص مخترق طويل بما يكفي',
            p_audience: 'newsletter',
          },
        ],
        ['admin_schedule_newsletter_issue', { p_id: issue }],
        ['admin_cancel_newsletter_issue', { p_id: issue }],
        ['admin_test_newsletter_issue', { p_id: issue }],
        ['newsletter_send_batch', {}],
        ['queue_monthly_digest', {}],
      ] as const) {
        const { error } = await client.rpc(fn, args)
        expect(error, fn).not.toBeNull()
      }
    }
    const [row] = await sql<{ subject: string; status: string }>(
      `select subject, status from public.newsletter_issues where id = $1`,
      [issue],
    )
    expect(row).toEqual({ subject: 'نشرة للمشرفين فقط', status: 'draft' })
    const refused = await fetch(`${stackInfo().url}/functions/v1/newsletter-send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, apikey: stackInfo().anonKey },
    })
    expect(refused.status).toBe(401)
  })

  it('an admin test-sends to self (escaped, RTL), schedules, cancels; a sent issue cannot be edited', async () => {
    const issue = await newIssue('نشرة تجريبية للمشرف')
    const test = await admin.client.rpc('admin_test_newsletter_issue', { p_id: issue })
    expect(test.error).toBeNull()
    await drainOutbox()
    const [mail] = await mailboxFor(admin.email)
    expect(mail!.subject).toBe('[تجريبي] نشرة تجريبية للمشرف')
    expect(mail!.html).toContain('dir="rtl"')
    expect(mail!.html).toContain('&lt;b&gt;للمطاعم&lt;/b&gt; &amp; المتاجر')
    expect(mail!.html).not.toContain('<b>للمطاعم</b>')
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

    const later = new Date(Date.now() + 3600_000).toISOString()
    const scheduled = await admin.client.rpc('admin_schedule_newsletter_issue', {
      p_id: issue,
      p_at: later,
    })
    expect(scheduled.data).toMatchObject({ status: 'scheduled' })
    // Not due: the sending leaves it alone.
    await runNewsletterSend()
    let [row] = await sql<{ status: string }>(
      `select status from public.newsletter_issues where id = $1`,
      [issue],
    )
    expect(row!.status).toBe('scheduled')
    const cancelled = await admin.client.rpc('admin_cancel_newsletter_issue', { p_id: issue })
    expect(cancelled.data).toMatchObject({ status: 'draft', scheduled_at: null })
    const edited = await admin.client.rpc('admin_save_newsletter_issue', {
      p_id: issue,
      p_subject: 'نشرة معدلة',
      p_body: 'نص النشرة بعد التعديل.',
      p_audience: 'plans',
      p_plans: ['premium'],
    })
    expect(edited.data).toMatchObject({
      subject: 'نشرة معدلة',
      audience: 'plans',
      audience_plans: ['premium'],
    })
    await admin.client.rpc('admin_schedule_newsletter_issue', { p_id: issue })
    await runNewsletterSend()
    ;[row] = await sql<{ status: string }>(
      `select status from public.newsletter_issues where id = $1`,
      [issue],
    )
    expect(row!.status).toBe('sent')
    const late = await admin.client.rpc('admin_save_newsletter_issue', {
      p_id: issue,
      p_subject: 'بعد الإرسال',
      p_body: 'نص بعد الإرسال طويل.',
      p_audience: 'newsletter',
    })
    expect(late.error?.message).toMatch(/[\u0600-\u06FF]/)
    const lateCancel = await admin.client.rpc('admin_cancel_newsletter_issue', { p_id: issue })
    expect(lateCancel.error?.message).toMatch(/[\u0600-\u06FF]/)
  })
})

describe('sending an issue to 2,000 recipients', () => {
  it('finishes, resumes after a crash mid-way, sends each one once; suppressed and unsubscribed get nothing', async () => {
    const recipients = Array.from({ length: 2000 }, (_, i) =>
      address(`r${String(i).padStart(4, '0')}`),
    )
    await sql(
      `insert into public.newsletter_subscribers (email, status, confirmed_at)
       select unnest($1::text[]), 'subscribed', now()`,
      [recipients],
    )
    const bounced = recipients[10]!
    const left = recipients[20]!
    await sql(
      `insert into private.mail_suppressions (email, reason, list) values ($1, 'hard_bounce', null), ($2, 'unsubscribe', 'newsletter')`,
      [bounced, left],
    )
    // The unsubscribe marked the form's sign-up: it is out of the audience.
    expect((await subscriberRow(left))!.status).toBe('unsubscribed')

    const issue = await newIssue('نشرة الألفين')
    await admin.client.rpc('admin_schedule_newsletter_issue', { p_id: issue })
    const mine = async () => {
      const [row] = await sql<{ n: number; distinct_n: number }>(
        `select count(*)::int as n, count(distinct to_email)::int as distinct_n from private.mail_outbox
          where dedupe_key like $1 and to_email like $2`,
        [`newsletter:${issue}:%`, `${prefix}r%`],
      )
      return row!
    }

    // A run that stops after one batch (the scheduler's minute ended, the process died).
    const one = await runNewsletterSend({ batch: 500, maxBatches: 1 })
    expect(one.status).toBe(200)
    expect(one.body.enqueued).toBe(500)
    const afterOne = (await mine()).n
    expect(afterOne).toBeGreaterThan(0)
    expect(afterOne).toBeLessThan(2000)

    // A crash inside a later batch: the 1,500th address's insert fails; that batch rolls back.
    const fn = `newsletter_fault_${run.replace(/[^a-z0-9]/g, '')}`
    await sql(`create function private.${fn}() returns trigger language plpgsql as $$
      begin raise exception 'fault injected mid-expansion'; end $$`)
    await sql(`create trigger ${fn} before insert on private.mail_outbox for each row
      when (new.to_email = '${recipients[1500]}') execute function private.${fn}()`)
    let crashed
    try {
      crashed = await runNewsletterSend({ batch: 500 })
    } finally {
      await sql(`drop trigger ${fn} on private.mail_outbox`)
      await sql(`drop function private.${fn}()`)
    }
    expect(crashed.status).toBe(500)
    const atCrash = await mine()
    expect(atCrash.n).toBeGreaterThan(afterOne)
    expect(atCrash.n).toBeLessThan(1500)
    const [status] = await sql<{ status: string }>(
      `select status from public.newsletter_issues where id = $1`,
      [issue],
    )
    expect(status!.status).toBe('sending')

    // Meanwhile the outbox's worker sends part of what is queued (throttled by its claim).
    const seen = new Map<string, MailboxMessage>()
    await sendTracked(issue, seen, 4)

    // Resumed: the rest, and nothing twice; even a lost cursor adds no row a second time.
    expect((await runNewsletterSend({ batch: 500 })).status).toBe(200)
    expect(await mine()).toEqual({ n: 1999, distinct_n: 1999 })
    await sql(
      `update public.newsletter_issues set status = 'sending', expand_cursor = null where id = $1`,
      [issue],
    )
    expect((await runNewsletterSend({ batch: 500 })).status).toBe(200)
    expect(await mine()).toEqual({ n: 1999, distinct_n: 1999 })

    await sendTracked(issue, seen)
    const states = await sql<{ status: string; n: number }>(
      `select status, count(*)::int as n from private.mail_outbox
        where dedupe_key like $1 and to_email like $2 group by status order by status`,
      [`newsletter:${issue}:%`, `${prefix}r%`],
    )
    expect(states).toEqual([
      { status: 'sent', n: 1998 },
      { status: 'suppressed', n: 1 },
    ])
    const delivered = [...seen.values()].filter(
      (m) => m.subject === 'نشرة الألفين' && m.to.some((to) => to.startsWith(`${prefix}r`)),
    )
    const perAddress = new Map<string, number>()
    for (const m of delivered)
      for (const to of m.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1)
    expect(perAddress.size).toBe(1998)
    expect([...perAddress.values()].every((n) => n === 1)).toBe(true)
    expect(perAddress.has(bounced)).toBe(false)
    expect(perAddress.has(left)).toBe(false)

    // The newsletter's one-click unsubscribe, and the issue's counts.
    // (the last address sent: the mailbox keeps its newest 500)
    const last = recipients[1999]!
    const [mail] = await mailboxFor(last)
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const link = /^<(https?:\/\/[^>]+)>$/.exec(mail!.headers['List-Unsubscribe'] ?? '')?.[1]
    expect(link).toContain('/functions/v1/mail-unsubscribe?token=')
    const clicked = await fetch(link!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(clicked.status).toBe(200)
    expect((await subscriberRow(last))!.status).toBe('unsubscribed')
    const { data: issues } = await admin.client.rpc('admin_newsletter_issues')
    const counts = (issues as { id: string }[]).find((i) => i.id === issue)
    expect(counts).toMatchObject({ status: 'sent', pending: 0, failed: 0, unsubscribed: 1 })
    expect((counts as unknown as { sent: number }).sent).toBeGreaterThanOrEqual(1998)
  }, 240_000)
})

describe('the monthly digest', () => {
  it('lists what the plan opens, never a body; opted-out accounts get nothing', async () => {
    const month = '2020-01'
    const at = '2020-01-15T10:00:00Z'
    const secret = `نص مدفوع سري ${run}`
    const [open, paid] = [`digest-${run}-open`, `digest-${run}-paid`]
    for (const [slug, title, sample] of [
      [open, `أمر مفتوح للتجربة ${run}`, true],
      [paid, `أمر للمشتركين ${run}`, false],
    ] as const) {
      const [row] = await sql<{ id: string }>(
        `insert into public.prompts (slug, title_ar, description_ar, category, platforms, trial_sample, created_at, updated_at)
         values ($1, $2, 'وصف قصير للأمر', (select id from public.prompt_categories order by sort_order limit 1),
                 '{chatgpt}', $3, $4, $4) returning id`,
        [slug, title, sample, at],
      )
      await sql(`insert into public.prompt_bodies (prompt_id, body_ar) values ($1, $2)`, [
        row!.id,
        secret,
      ])
      await sql(`update public.prompts set updated_at = $2 where id = $1`, [row!.id, at])
    }
    const trial = await createTestUser({ email: address('trial') })
    const premium = await createSubscriber('premium', users)
    const quiet = await createSubscriber('premium', users)
    users.push(trial.id)
    for (const [user, digest] of [
      [trial, true],
      [premium, true],
      [quiet, false],
    ] as const) {
      expect(
        (await user.client.rpc('set_mail_preferences', { p_newsletter: false, p_digest: digest }))
          .error,
      ).toBeNull()
    }
    expect((await runNewsletterSend({ digestMonth: month })).status).toBe(200)
    // A second run adds nothing (dedupe digest:<month>:<user>).
    await runNewsletterSend({ digestMonth: month })
    await drainOutbox()

    const [trialMail] = await mailboxFor(trial.email)
    const premiumMails = await mailboxFor(premium.email)
    expect(premiumMails).toHaveLength(1)
    const premiumMail = premiumMails[0]!
    expect(trialMail!.subject).toContain('جديد سند هذا الشهر')
    expect(trialMail!.text).toContain(`أمر مفتوح للتجربة ${run}`)
    expect(trialMail!.text).not.toContain(`أمر للمشتركين ${run}`)
    expect(premiumMail.text).toContain(`أمر مفتوح للتجربة ${run}`)
    expect(premiumMail.text).toContain(`أمر للمشتركين ${run}`)
    for (const mail of [trialMail!, premiumMail]) {
      expect(mail.text).not.toContain(secret)
      expect(mail.html).not.toContain(secret)
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    }
    expect(await mailboxFor(quiet.email)).toHaveLength(0)
    const [rows] = await sql<{ n: number }>(
      `select count(*)::int as n from private.mail_outbox where dedupe_key = $1`,
      [`digest:${month}:${premium.id}`],
    )
    expect(rows!.n).toBe(1)
  })
})

describe('cancelling an issue being sent', () => {
  it('stops its expansion and its queued mails; what left stays sent; the issue is cancelled', async () => {
    const recipients = Array.from({ length: 30 }, (_, i) =>
      address(`stop${String(i).padStart(2, '0')}`),
    )
    await sql(
      `insert into public.newsletter_subscribers (email, status, confirmed_at)
       select unnest($1::text[]), 'subscribed', now()`,
      [recipients],
    )
    const issue = await newIssue('نشرة ستُوقف أثناء إرسالها')
    await admin.client.rpc('admin_schedule_newsletter_issue', { p_id: issue })
    const rows = async () =>
      sql<{ id: string; status: string }>(
        `select id, status from private.mail_outbox where dedupe_key like $1 order by to_email`,
        [`newsletter:${issue}:%`],
      )
    // One batch expanded (the issue is now being sent), and a few of its mails went out.
    expect((await runNewsletterSend({ batch: 10, maxBatches: 1 })).status).toBe(200)
    const [state] = await sql<{ status: string }>(
      `select status from public.newsletter_issues where id = $1`,
      [issue],
    )
    expect(state!.status).toBe('sending')
    const queued = (await rows()).filter((row) => row.status === 'queued')
    expect(queued.length).toBeGreaterThan(3)
    // The rest waits (as behind the provider's throttle): the scheduler's runs cannot send it
    // before the cancel, so the test decides what has left by then.
    await sql(
      `update private.mail_outbox set not_before = now() + interval '1 hour' where id = any($1)`,
      [queued.slice(3).map((row) => row.id)],
    )
    await runMailOutbox({ ids: queued.slice(0, 3).map((row) => row.id) })

    const cancelled = await admin.client.rpc('admin_cancel_newsletter_issue', { p_id: issue })
    expect(cancelled.error).toBeNull()
    expect(cancelled.data).toMatchObject({ status: 'cancelled' })
    const atCancel = await rows()
    expect(atCancel.filter((row) => row.status === 'queued')).toEqual([])
    // What had left (or was leaving: a worker's claim) when the admin cancelled.
    const gone = atCancel.filter((row) => row.status === 'sent' || row.status === 'sending').length
    expect(gone).toBeGreaterThanOrEqual(3)
    expect(gone).toBeLessThan(atCancel.length)

    // Later runs neither expand it further nor send what was stopped.
    await runNewsletterSend()
    await drainOutbox()
    const after = await rows()
    expect(after).toHaveLength(atCancel.length)
    expect(after.filter((row) => row.status === 'sent')).toHaveLength(gone)
    expect(after.filter((row) => row.status === 'suppressed')).toHaveLength(atCancel.length - gone)
    const { data: listed } = await admin.client.rpc('admin_newsletter_issues')
    expect((listed as { id: string }[]).find((row) => row.id === issue)).toMatchObject({
      status: 'cancelled',
      pending: 0,
      sent: gone,
    })
    // A cancelled issue is not cancelled again, edited or scheduled.
    const again = await admin.client.rpc('admin_cancel_newsletter_issue', { p_id: issue })
    expect(again.error?.message).toMatch(/[\u0600-\u06FF]/)
    const rescheduled = await admin.client.rpc('admin_schedule_newsletter_issue', { p_id: issue })
    expect(rescheduled.error?.message).toMatch(/[\u0600-\u06FF]/)
  })
})
