/**
 * Company invitations (issue 43): a one-time token (only its sha256 stored) accepted once; an
 * unknown, malformed, expired, revoked or used token gets one and the same answer from the preview
 * and from accept; the e-mail lock against the product-verified address; an invitation to an
 * existing member; seats (a full company refuses, and two accepts of the last seat: exactly one
 * joins); the e-mail through company-invite reaches the mailbox in Arabic with a working link;
 * the token endpoints are rate-limited.
 */
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, sql, stackInfo } from '../../support/stack.ts'
import { TEST_PASSWORD } from '../../support/users.ts'
import { latestMail } from '../accounts/support.ts'
import { callFrom, freshIp } from '../abuse/support.ts'
import {
  ARABIC,
  type Company,
  dropUsers,
  invite,
  join,
  makeCompany,
  raceInSql,
  refused,
  user,
} from './support.ts'

const INVALID = {
  success: false,
  code: 'invalid_invitation',
  message: 'رابط الدعوة غير صالح أو انتهت صلاحيته. اطلب من الشركة دعوة جديدة.',
}

let c: Company

beforeAll(async () => {
  c = await makeCompany('تجزئة الواحة')
})

afterAll(async () => {
  await sql(`delete from public.companies where id = $1`, [c?.id])
  await dropUsers()
})

const preview = (token: string) =>
  anonClient().rpc('company_invitation_preview', { p_token: token })

describe('one-time link', () => {
  it('is stored hashed, previews for anyone, joins once, and then answers like an unknown token', async () => {
    const inv = await invite(c.owner, c.id, 'editor')
    expect(inv.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const stored = await sql<{ token_hash: string }>(
      `select token_hash from public.company_invitations where id = $1`,
      [inv.id],
    )
    expect(stored[0].token_hash).toBe(createHash('sha256').update(inv.token).digest('hex'))
    const anywhere = await sql<{ n: number }>(
      `select count(*)::int as n from public.company_invitations i where i::text like '%' || $1 || '%'`,
      [inv.token],
    )
    expect(anywhere[0].n).toBe(0)
    // Expiry is 7 days by default.
    const days = (new Date(inv.expires_at).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThan(7.01)

    const { data: shown } = await preview(inv.token)
    expect(shown).toMatchObject({
      success: true,
      company_name: 'تجزئة الواحة',
      role: 'editor',
      inviter_name: 'مالك الشركة',
      email_locked: false,
    })
    const first = await user('أول من يفتح')
    const second = await user('ثاني من يفتح')
    expect(await join(first, inv.token)).toEqual({
      success: true,
      company_id: c.id,
      role: 'editor',
    })
    expect(await join(second, inv.token)).toEqual(INVALID)
    expect(await join(first, inv.token)).toEqual(INVALID)
    expect((await preview(inv.token)).data).toEqual(INVALID)
    const members = await sql(
      `select user_id from public.company_members where company_id = $1 and user_id = any($2)`,
      [c.id, [first.id, second.id]],
    )
    expect(members).toEqual([{ user_id: first.id }])
  })

  it('unknown, malformed, expired and revoked tokens all get the same answer', async () => {
    const someone = await user()
    const expired = await invite(c.owner, c.id, 'member')
    await sql(
      `update public.company_invitations set expires_at = now() - interval '1 second' where id = $1`,
      [expired.id],
    )
    const revoked = await invite(c.owner, c.id, 'member')
    expect(
      (await c.admin.client.rpc('revoke_company_invitation', { p_invitation_id: revoked.id }))
        .error,
    ).toBeNull()
    const unknown = 'A'.repeat(43)
    for (const token of [unknown, 'not a token', '', "' or 1=1 --", expired.token, revoked.token]) {
      expect(await join(someone, token), token).toEqual(INVALID)
      expect((await preview(token)).data, token).toEqual(INVALID)
    }
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from public.company_members where user_id = $1`,
      [someone.id],
    )
    expect(n).toBe(0)
    // The revoked invitation left the pending list; the expired one too.
    const { data: pending } = await c.admin.client.rpc('company_pending_invitations', {
      p_company_id: c.id,
    })
    const ids = (pending as { id: string }[]).map((p) => p.id)
    expect(ids).not.toContain(revoked.id)
    expect(ids).not.toContain(expired.id)
    expect(Object.keys((pending as object[])[0] ?? { id: 1 })).not.toContain('token')
  })

  it('anon cannot accept; the preview works signed out', async () => {
    const inv = await invite(c.owner, c.id, 'member')
    const { error } = await anonClient().rpc('accept_company_invitation', { p_token: inv.token })
    expect(error).not.toBeNull()
    expect((await preview(inv.token)).data).toMatchObject({ success: true, role: 'member' })
  })
})

describe('e-mail lock', () => {
  it('only the account whose verified address it is can accept', async () => {
    const invitee = await user('مدعو بالبريد')
    await sql(`update public.profiles set email_verification_status = 'pending' where id = $1`, [
      invitee.id,
    ])
    const inv = await invite(c.owner, c.id, 'member', invitee.email.toUpperCase())
    const other = await user('شخص آخر')
    const mismatch = await join(other, inv.token)
    expect(mismatch).toMatchObject({ success: false, code: 'email_mismatch' })
    expect(mismatch.message).toMatch(ARABIC)
    // The right address, not yet verified by the product: refused too.
    expect(await join(invitee, inv.token)).toMatchObject({ success: false, code: 'email_mismatch' })
    await sql(
      `update public.profiles set email = $2, email_verification_status = 'verified' where id = $1`,
      [invitee.id, invitee.email],
    )
    expect(await join(invitee, inv.token)).toEqual({
      success: true,
      company_id: c.id,
      role: 'member',
    })
  })

  it('an invitation to an existing member is refused', async () => {
    const { error } = await c.owner.client.rpc('create_company_invitation', {
      p_company_id: c.id,
      p_role: 'member',
      p_email: c.member.email,
    })
    refused(error, 'already_member')
    refused(
      (
        await c.owner.client.rpc('create_company_invitation', {
          p_company_id: c.id,
          p_role: 'member',
          p_email: 'ليس بريداً',
        })
      ).error,
      'invalid_email',
    )
    refused(
      (
        await c.owner.client.rpc('create_company_invitation', {
          p_company_id: c.id,
          p_role: 'member',
          p_expires_in_days: 90,
        })
      ).error,
      'invalid_expiry',
    )
  })
})

describe('seats', () => {
  it('a full company refuses new invitations and accepts, and says how to add seats', async () => {
    const s = await makeCompany('خدمات السرعة')
    const pending = await invite(s.owner, s.id, 'member')
    await sql(`update public.companies set seat_limit = 4 where id = $1`, [s.id])
    const { error } = await s.owner.client.rpc('create_company_invitation', {
      p_company_id: s.id,
      p_role: 'member',
    })
    refused(error, 'seat_limit')
    expect(error!.message).toContain('إضافة مقاعد')
    const late = await user()
    expect(await join(late, pending.token)).toMatchObject({ success: false, code: 'seat_limit' })
    // The invitation is not spent by a refusal: with a seat more it works.
    await sql(`update public.companies set seat_limit = 5 where id = $1`, [s.id])
    expect(await join(late, pending.token)).toMatchObject({ success: true })
    await sql(`delete from public.companies where id = $1`, [s.id])
  })

  it('the default seat limit comes from site_settings', async () => {
    const { data } = await c.owner.client.rpc('my_companies')
    const [{ value }] = await sql<{ value: string }>(
      `select setting_value as value from public.site_settings where setting_key = 'company_default_seat_limit'`,
    )
    expect(
      (data as { id: string; seat_limit: number }[]).find((x) => x.id === c.id)!.seat_limit,
    ).toBe(Number(value))
  })

  it('two accepts of the last seat at once: exactly one joins', async () => {
    const s = await makeCompany('عقارات الريادة')
    const first = await invite(s.owner, s.id, 'member')
    const second = await invite(s.owner, s.id, 'member')
    await sql(`update public.companies set seat_limit = 5 where id = $1`, [s.id])
    const x = await user()
    const y = await user()
    const answers = await Promise.all([
      x.client.rpc('accept_company_invitation', { p_token: first.token }),
      y.client.rpc('accept_company_invitation', { p_token: second.token }),
    ])
    const bodies = answers.map((r) => r.data as { success: boolean; code?: string })
    expect(bodies.filter((b) => b.success)).toHaveLength(1)
    expect(bodies.filter((b) => !b.success)).toEqual([
      expect.objectContaining({ code: 'seat_limit' }),
    ])
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from public.company_members where company_id = $1`,
      [s.id],
    )
    expect(n).toBe(5)
    await sql(`delete from public.companies where id = $1`, [s.id])
  })
})

/** A real session's token: the function checks it with the auth server. */
async function session(email: string): Promise<string> {
  const { data, error } = await anonClient().auth.signInWithPassword({
    email,
    password: TEST_PASSWORD,
  })
  if (error || !data.session) throw error ?? new Error('no session')
  return data.session.access_token
}

describe.runIf(stackInfo().dbKind === 'postgres')('seats under a real race (Postgres)', () => {
  it('the second accept of the last seat waits for the first and is refused', async () => {
    const s = await makeCompany('مقاهي السباق')
    const first = await invite(s.owner, s.id, 'member')
    const second = await invite(s.owner, s.id, 'member')
    await sql(`update public.companies set seat_limit = 5 where id = $1`, [s.id])
    const x = await user()
    const y = await user()
    const [a, b] = await raceInSql(
      {
        userId: x.id,
        call: 'select public.accept_company_invitation($1) as r',
        params: [first.token],
      },
      {
        userId: y.id,
        call: 'select public.accept_company_invitation($1) as r',
        params: [second.token],
      },
    )
    expect(a).toEqual({ r: { success: true, company_id: s.id, role: 'member' } })
    expect(b).toMatchObject({ r: { success: false, code: 'seat_limit' } })
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from public.company_members where company_id = $1`,
      [s.id],
    )
    expect(n).toBe(5)
    await sql(`delete from public.companies where id = $1`, [s.id])
  })
})

describe('by e-mail through company-invite', () => {
  it('mails an Arabic invitation with the company, the inviter and a link that joins once', async () => {
    const invitee = await user('مدعوة بالبريد')
    await sql(`update public.profiles set full_name = 'سارة المالكة' where id = $1`, [c.owner.id])
    await sql(
      `update public.profiles set email = $2, email_verification_status = 'verified' where id = $1`,
      [invitee.id, invitee.email],
    )
    const response = await fetch(`${stackInfo().url}/functions/v1/company-invite`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await session(c.owner.email)}`,
        apikey: stackInfo().anonKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ companyId: c.id, email: invitee.email, role: 'editor' }),
    })
    const answer = (await response.json()) as { success: boolean; invitationId: string }
    expect(response.status).toBe(200)
    expect(answer.success).toBe(true)
    const mail = await latestMail(invitee.email)
    expect(mail).not.toBeNull()
    expect(mail!.subject).toBe('دعوة للانضمام إلى تجزئة الواحة على سند')
    expect(mail!.text).toContain('سارة المالكة')
    expect(mail!.text).toContain('«محرر»')
    const token = /\/invite\/([A-Za-z0-9_-]{43})/.exec(mail!.text ?? '')?.[1]
    expect(token).toBeTruthy()
    const [{ sent }] = await sql<{ sent: number }>(
      `select sent_count as sent from public.company_invitations where id = $1`,
      [answer.invitationId],
    )
    expect(sent).toBe(1)

    // Resend: a new token, the old link stops working.
    const again = await fetch(`${stackInfo().url}/functions/v1/company-invite`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await session(c.admin.email)}`,
        apikey: stackInfo().anonKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ invitationId: answer.invitationId }),
    })
    expect(again.status).toBe(200)
    const resent = await latestMail(invitee.email)
    const newToken = /\/invite\/([A-Za-z0-9_-]{43})/.exec(resent!.text ?? '')?.[1]
    expect(newToken).toBeTruthy()
    expect(newToken).not.toBe(token)
    expect(await join(invitee, token!)).toEqual(INVALID)
    expect(await join(invitee, newToken!)).toEqual({
      success: true,
      company_id: c.id,
      role: 'editor',
    })
  })

  it('a member cannot send invitations through the function either', async () => {
    const response = await fetch(`${stackInfo().url}/functions/v1/company-invite`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await session(c.member.email)}`,
        apikey: stackInfo().anonKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ companyId: c.id, email: 'victim@example.test', role: 'admin' }),
    })
    expect(response.status).toBe(403)
    const body = (await response.json()) as { error: string; hint: string }
    expect(body.hint).toBe('forbidden')
    expect(body.error).toMatch(ARABIC)
    expect(await latestMail('victim@example.test')).toBeNull()
  })
})

describe('rate limits', () => {
  it('the token endpoints count guesses: 30 per 10 minutes, then 429', async () => {
    const ip = freshIp(43)
    const headers = { apikey: stackInfo().anonKey, authorization: `Bearer ${stackInfo().anonKey}` }
    for (let i = 0; i < 30; i += 1) {
      const { status, body } = await callFrom(ip, '/rest/v1/rpc/company_invitation_preview', {
        headers,
        body: { p_token: `guess-${i}`.padEnd(43, 'x') },
      })
      expect(status).toBe(200)
      expect(body).toEqual(INVALID)
    }
    const { status, body } = await callFrom(ip, '/rest/v1/rpc/company_invitation_preview', {
      headers,
      body: { p_token: 'x'.repeat(43) },
    })
    expect(status).toBe(429)
    expect(body).toMatchObject({ code: 'PT429', hint: 'rate_limited' })
    const guesser = await user()
    for (let i = 0; i < 30; i += 1)
      await guesser.client.rpc('accept_company_invitation', { p_token: 'y'.repeat(43) })
    const { error } = await guesser.client.rpc('accept_company_invitation', {
      p_token: 'y'.repeat(43),
    })
    expect(error?.code).toBe('PT429')
  })
})
