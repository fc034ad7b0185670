/**
 * Issue 30: «تنزيل بياناتي» through the `account-export` function: the caller's rows, none of
 * another user's, rate-limited and audited.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { callFrom, freshIp } from '../abuse/support.ts'
import { serviceClient, sql, stackInfo } from '../../support/stack.ts'
import { createTestUser, passwordToken, type TestUser } from '../../support/users.ts'

const GROUP = 33
const cleanup: string[] = []
const charges: string[] = []

afterAll(async () => {
  if (charges.length) {
    await sql('delete from public.tap_payment_details where charge_id = any($1)', [charges])
  }
  for (const id of cleanup)
    await serviceClient()
      .auth.admin.deleteUser(id)
      .catch(() => {})
})

const tokenOf = passwordToken

const exportAs = (token: string) =>
  callFrom(freshIp(GROUP), '/functions/v1/account-export', {
    headers: { apikey: stackInfo().anonKey, authorization: `Bearer ${token}` },
    body: {},
  })

/** A user with a payment, a contact message and a security event of their own. */
async function userWithRows(): Promise<TestUser & { charge: string; name: string }> {
  const name = `تصدير ${randomUUID().slice(0, 8)}`
  const user = await createTestUser({ fullName: name })
  cleanup.push(user.id)
  const charge = `chg_EXP${randomUUID().replaceAll('-', '').slice(0, 20)}`
  charges.push(charge)
  await sql(
    `insert into public.tap_payment_details (charge_id, order_reference, user_id, plan_slug,
       original_amount, final_amount, status)
     values ($1, $1, $2, 'basic', 99, 113.85, 'CAPTURED')`,
    [charge, user.id],
  )
  await sql(
    `insert into public.contact_messages (name, email, subject, message, user_id)
     values ($1, $2, 'سؤال', 'رسالة للتصدير من المستخدم', $3)`,
    [name, user.email, user.id],
  )
  await sql(
    `insert into public.security_events (event_type, description, user_id) values ('export_probe', 'x', $1)`,
    [user.id],
  )
  return { ...user, charge, name }
}

describe('account-export', () => {
  it("answers the caller's rows and none of another user's, with an Arabic summary, audited", async () => {
    const owner = await userWithRows()
    const other = await userWithRows()
    const answer = await exportAs(await tokenOf(owner.email))
    expect(answer.status).toBe(200)
    const body = answer.body as {
      account: { id: string; email: string }
      data: Record<string, Record<string, unknown>[]>
      summary_html: string
    }
    expect(body.account).toMatchObject({ id: owner.id, email: owner.email })
    expect(body.data.profiles!.map((p) => p.id)).toEqual([owner.id])
    expect(body.data.tap_payment_details!.map((p) => p.charge_id)).toEqual([owner.charge])
    expect(body.data.contact_messages).toHaveLength(1)
    expect(body.data.security_events!.map((e) => e.event_type)).toContain('export_probe')
    expect(Object.keys(body.data)).toEqual(
      expect.arrayContaining(['subscriptions', 'favorites', 'user_prompt_variables', 'feedback']),
    )
    const text = JSON.stringify(body)
    for (const foreign of [other.id, other.email, other.charge, other.name]) {
      expect(text).not.toContain(foreign)
    }
    expect(body.summary_html).toContain('dir="rtl"')
    expect(body.summary_html).toContain('المدفوعات (1)')
    expect(body.summary_html).toContain(owner.charge)
    const audits = await sql(
      `select 1 from public.audit_log where action = 'account_exported' and user_id = $1`,
      [owner.id],
    )
    expect(audits).toHaveLength(1)
  })

  it('covers every table with a user_id column, apart from the ones named here with why', async () => {
    const notExported: Record<string, string> = {
      audit_log: 'the admins’ record of actions; its rows about a user are anonymised on deletion',
      email_verification_tokens: 'one-time secrets; exporting them would hand out a live link',
      company_ai_runs:
        'the company’s token-budget ledger (reservations and settlements on its key); the member’s own record of each run is prompt_runs, which is exported',
      tap_card_deletions:
        'Tap’s ids of a card already removed, held only until Tap confirms its deletion (hourly); gateway references, never shown to the user, like payment_cards’ Tap ids',
    }
    const owner = await createTestUser()
    cleanup.push(owner.id)
    const answer = await exportAs(await tokenOf(owner.email))
    expect(answer.status).toBe(200)
    const exported = Object.keys((answer.body as { data: Record<string, unknown> }).data)
    const tables = await sql<{ table_name: string }>(
      `select distinct c.table_name from information_schema.columns c
         join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = 'public' and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'
        order by 1`,
    )
    const missing = tables
      .map((t) => t.table_name)
      .filter((name) => !exported.includes(name) && !(name in notExported))
    expect(missing).toEqual([])
  })

  it('leaves out a fork whose origin the plan no longer opens, as the app does', async () => {
    const user = await userWithRows()
    await sql(
      `update public.subscriptions set plan_id = 'premium', status = 'active',
              grace_period_until = null, expires_at = now() + interval '30 days' where user_id = $1`,
      [user.id],
    )
    const [paid] = await sql<{ id: string }>(
      `select id from public.prompts where is_published and not trial_sample
        and not ('chatgpt' = any (platforms)) order by slug limit 1`,
    )
    const fork = await user.client.rpc('fork_prompt', { p_prompt_id: paid!.id })
    expect(fork.error).toBeNull()
    const own = await user.client.rpc('save_user_prompt', {
      p_id: null,
      p_title: 'أمر كتبته',
      p_description: '',
      p_body: 'نص كتبته بنفسي',
      p_category: null,
      p_platforms: [],
      p_tags: [],
      p_note: '',
    })
    expect(own.error).toBeNull()
    const token = await tokenOf(user.email)
    type Rows = { data: Record<string, { id?: string; user_prompt_id?: string }[]> }
    const before = (await exportAs(token)).body as Rows
    expect(before.data.user_prompts!.map((p) => p.id).sort()).toEqual(
      [fork.data as string, own.data as string].sort(),
    )
    await sql(`update public.subscriptions set plan_id = 'trial' where user_id = $1`, [user.id])
    const after = (await exportAs(token)).body as Rows
    expect(after.data.user_prompts!.map((p) => p.id)).toEqual([own.data])
    expect(after.data.user_prompt_versions!.map((v) => v.user_prompt_id)).toEqual([own.data])
  })

  it('needs a session and allows 5 exports an hour', async () => {
    expect((await exportAs(stackInfo().anonKey)).status).toBe(401)
    const user = await createTestUser()
    cleanup.push(user.id)
    const token = await tokenOf(user.email)
    for (let i = 0; i < 5; i += 1) expect((await exportAs(token)).status).toBe(200)
    const refused = await exportAs(token)
    expect(refused.status).toBe(429)
    expect(String(refused.body.error)).toMatch(/[\u0600-\u06FF]/)
  })
})
