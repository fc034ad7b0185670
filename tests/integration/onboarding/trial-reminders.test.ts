/**
 * Trial reminders (issue 32): the `trial-reminders` job mails «بعد يومين» once inside the window
 * 48–24 hours before the trial ends and «غداً» once inside the last 24 hours, never before or
 * after, never to an account that has paid, an unconfirmed e-mail or a deleted account. The clock
 * is moved with the function's `now` body; each trial here ends 30 days from the real now, so the
 * stack's own scheduler (real time) never reaches these accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql, stackInfo } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

const HOUR = 3_600_000
const ends = new Date(Date.now() + 30 * 24 * HOUR)
const at = (hoursBeforeEnd: number) => new Date(ends.getTime() - hoursBeforeEnd * HOUR)
const created: string[] = []

interface Mail {
  subject: string
  text: string
  html: string
}

async function runJob(now?: Date, body?: unknown) {
  const response = await fetch(`${stackInfo().url}/functions/v1/trial-reminders`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${stackInfo().serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body ?? (now ? { now: now.toISOString() } : {})),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function mailsTo(email: string): Promise<Mail[]> {
  const response = await fetch(
    `${stackInfo().url}/sandbox/mail/api/messages?to=${encodeURIComponent(email)}`,
  )
  return ((await response.json()) as Mail[]).filter((m) => m.subject.includes('فترتك التجريبية'))
}

async function trialUser(options: { intended?: string | null; confirmed?: boolean } = {}) {
  const user = await createTestUser({ confirmed: options.confirmed })
  created.push(user.id)
  await sql(
    `update public.subscriptions set plan_id = 'trial', status = 'active', expires_at = $2 where user_id = $1`,
    [user.id, ends.toISOString()],
  )
  await sql(
    `update public.profiles set subscription_tier = 'trial', subscription_expires_at = $2,
            intended_plan = $3 where id = $1`,
    [user.id, ends.toISOString(), options.intended ?? null],
  )
  return user
}

let chose: TestUser
let noChoice: TestUser
let late: TestUser
let paidTrial: TestUser
let paidPlan: TestUser
let unconfirmed: TestUser
let deletedEmail: string

beforeAll(async () => {
  chose = await trialUser({ intended: 'advanced' })
  noChoice = await trialUser()
  late = await trialUser({ intended: 'basic' })
  unconfirmed = await trialUser({ confirmed: false })
  // Paid, though still shown as a trial subscription (a captured charge is enough).
  paidTrial = await trialUser({ intended: 'premium' })
  await sql(
    `insert into public.tap_payment_details (order_reference, charge_id, user_id, plan_slug,
       original_amount, final_amount, status)
     values ('trial-rem-' || $1::text, 'chg_trial_rem_' || $1::text, $1::uuid, 'premium', 57, 57, 'CAPTURED')`,
    [paidTrial.id],
  )
  // On a paid plan ending at the same moment.
  paidPlan = await trialUser()
  await sql(`update public.subscriptions set plan_id = 'basic' where user_id = $1`, [paidPlan.id])
  await sql(`update public.profiles set subscription_tier = 'basic' where id = $1`, [paidPlan.id])
  // A deleted account: the deletion removes it with everything it owned.
  const deleted = await trialUser({ intended: 'advanced' })
  deletedEmail = deleted.email
  await sql(`select public.delete_account($1::uuid)`, [deleted.id])
})

afterAll(async () => {
  await sql(`delete from public.tap_payment_details where user_id = any($1::uuid[])`, [created])
  await sql(`delete from auth.users where id = any($1::uuid[])`, [created])
})

describe('trial-reminders', () => {
  it('is refused without the service role key and with a bad `now`', async () => {
    const anon = await fetch(`${stackInfo().url}/functions/v1/trial-reminders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stackInfo().anonKey}` },
    })
    expect(anon.status).toBe(401)
    const user = await fetch(`${stackInfo().url}/functions/v1/trial-reminders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${chose.token}` },
    })
    expect(user.status).toBe(401)
    for (const body of [{ now: 'yesterday' }, { now: 5 }, []]) {
      const bad = await runJob(undefined, body)
      expect(bad.status).toBe(400)
      expect(String(bad.body.error)).toMatch(/[\u0600-\u06FF]/)
    }
    expect(
      await sql(`select 1 from public.trial_reminders where user_id = any($1::uuid[])`, [created]),
    ).toEqual([])
  })

  it('sends each reminder once, inside its window only, and none to a paid, unconfirmed or deleted account', async () => {
    const steps: [number, number, number][] = [
      // hours before the trial ends, mails `chose` should have by then, mails `noChoice` too
      [72, 0, 0], // before both windows
      [49, 0, 0],
      [47, 1, 1], // two days before
      [30, 1, 1],
      [24.5, 1, 1],
      [23, 2, 2], // the day before
      [1, 2, 2],
      [-1, 2, 2], // the trial has ended
      [-30, 2, 2],
    ]
    for (const [hours, chosen, plain] of steps) {
      for (let run = 0; run < 2; run += 1) {
        const result = await runJob(at(hours))
        expect(result.status, `run at ${hours} h before the end`).toBe(200)
        expect(result.body.failed).toBe(0)
      }
      expect((await mailsTo(chose.email)).length, `${hours} h before the end`).toBe(chosen)
      expect((await mailsTo(noChoice.email)).length, `${hours} h before the end`).toBe(plain)
    }

    const [dayBefore, twoDays] = await mailsTo(chose.email)
    expect(twoDays!.subject).toBe('تنتهي فترتك التجريبية في سند بعد يومين')
    expect(dayBefore!.subject).toBe('تنتهي فترتك التجريبية في سند غداً')
    for (const mail of [twoDays!, dayBefore!]) {
      expect(mail.text).toContain('/payment?plan=advanced')
      expect(mail.text).toContain('باقة المتقدمة')
      expect(mail.text).toContain('تُقفل الأوامر الذكية')
      expect(mail.html).toContain('dir="rtl"')
    }
    const [plainMail] = await mailsTo(noChoice.email)
    expect(plainMail!.text).toContain('/pricing')
    expect(plainMail!.text).not.toContain('/payment?plan=')

    for (const email of [paidTrial.email, paidPlan.email, unconfirmed.email, deletedEmail]) {
      expect(await mailsTo(email), email).toEqual([])
    }
    const rows = await sql<{ user_id: string; kind: string }>(
      `select user_id, kind from public.trial_reminders where user_id = any($1::uuid[]) order by 1, 2`,
      [created],
    )
    // `chose`, `noChoice` and `late` (also on the trial, ending at the same moment): two each.
    expect(rows).toHaveLength(6)
    expect(new Set(rows.map((r) => r.user_id))).toEqual(new Set([chose.id, noChoice.id, late.id]))
    expect((await mailsTo(late.email)).length).toBe(2)
  })

  it('a first run inside the last day sends only the day-before reminder', async () => {
    // `late` was due in the runs above too; start it over as an account first seen in the last day.
    await sql(`delete from public.trial_reminders where user_id = $1`, [late.id])
    const later = new Date(ends.getTime() + 10 * 24 * HOUR)
    await sql(`update public.subscriptions set expires_at = $2 where user_id = $1`, [
      late.id,
      later.toISOString(),
    ])
    const before = (await mailsTo(late.email)).length
    await runJob(new Date(later.getTime() - 20 * HOUR))
    await runJob(new Date(later.getTime() - 10 * HOUR))
    const mails = await mailsTo(late.email)
    expect(mails.length - before).toBe(1)
    expect(mails[0]!.subject).toBe('تنتهي فترتك التجريبية في سند غداً')
    expect(mails[0]!.text).toContain('/payment?plan=basic')
  })

  it('the local scheduler runs it (hourly on its timer, at once on POST /scheduler/run)', async () => {
    const run = await fetch(`${stackInfo().url}/scheduler/run`, { method: 'POST' })
    expect(run.status).toBe(200)
    const { jobs } = (await run.json()) as {
      jobs: { name: string; everyMs: number; lastRunAt: string | null; lastError: string | null }[]
    }
    const job = jobs.find((j) => j.name === 'trial-reminders')
    expect(job).toMatchObject({ everyMs: HOUR, lastError: null })
    expect(job!.lastRunAt).not.toBeNull()
  })
})
