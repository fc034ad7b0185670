/**
 * E-mail verification (issue 6): send-verification-email refuses strangers, mails an Arabic link
 * to the mailbox sandbox and stores only the token's hash; verify-email spends a token once,
 * refuses expired ones and redirects to the app with the spec's codes; e-mail change; the
 * profile's verification status through sign-up, and the server-side name and phone rules.
 */
import { createHash } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { anonClient, sql, stackInfo, uniqueEmail } from '../../support/stack.ts'
import { createTestUser } from '../../support/users.ts'
import { mailboxFor } from '../../support/mail.ts'
import { latestMail, linkIn, openLink as open } from './support.ts'

const PASSWORD = 'Sanad-Test-Passw0rd!'
const SITE_URL = 'http://127.0.0.1:5173'

interface SignedUp {
  id: string
  email: string
  token: string
  client: SupabaseClient
}

async function signUp(fullName = 'نورة السالم'): Promise<SignedUp> {
  const client = anonClient()
  const email = uniqueEmail('verify')
  const { data, error } = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { full_name: fullName, intended_plan: 'basic' } },
  })
  expect(error).toBeNull()
  expect(data.session).not.toBeNull()
  return { id: data.user!.id, email, token: data.session!.access_token, client }
}

function send(token: string | null, body: Record<string, unknown>) {
  return fetch(`${stackInfo().url}/functions/v1/send-verification-email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      apikey: stackInfo().anonKey,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
}

async function status(user: SignedUp): Promise<string> {
  const { data, error } = await user.client
    .from('profiles')
    .select('email_verification_status')
    .eq('id', user.id)
    .single()
  expect(error).toBeNull()
  return data!.email_verification_status as string
}

async function sendOwn(user: SignedUp): Promise<string> {
  const response = await send(user.token, {
    userId: user.id,
    email: user.email,
    verificationType: 'registration',
  })
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ success: true })
  const mail = await latestMail(user.email)
  expect(mail).not.toBeNull()
  return linkIn(mail!)
}

describe('send-verification-email', () => {
  it('a new e-mail sign-up starts pending; database-made and seeded users stay verified', async () => {
    const user = await signUp()
    expect(await status(user)).toBe('pending')
    const fixture = await createTestUser()
    const [row] = await sql<{ email_verification_status: string }>(
      'select email_verification_status from public.profiles where id = $1',
      [fixture.id],
    )
    expect(row!.email_verification_status).toBe('verified')
  })

  it('refuses a request without a token, with the anon key, and for another user', async () => {
    const user = await signUp()
    const other = await signUp()
    const body = { userId: user.id, email: user.email, verificationType: 'registration' }

    expect((await send(null, body)).status).toBe(401)
    const anon = await send(stackInfo().anonKey, body)
    expect(anon.status).toBe(401)
    expect(await anon.json()).toHaveProperty('error')

    const stranger = await send(other.token, body)
    expect(stranger.status).toBe(403)
    expect(await stranger.json()).toHaveProperty('error')
    // Nobody was mailed and no token was stored by these requests: the account holds only what
    // its sign-up owes (issue 49: its own link, still open, and that link's one mail).
    const rows = await sql<{ id: string; used_at: string | null }>(
      'select id, used_at from public.email_verification_tokens where user_id = $1',
      [user.id],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.used_at).toBeNull()
    const queued = await sql('select dedupe_key from private.mail_outbox where user_id = $1', [
      user.id,
    ])
    expect(queued).toEqual([{ dedupe_key: `verification:${rows[0]!.id}` }])
    expect((await mailboxFor(user.email)).length).toBeLessThanOrEqual(1)
    expect(await sql('select 1 from private.mail_outbox where user_id = $1', [other.id])).toEqual([
      expect.anything(),
    ])
  })

  it("will not mail an address other than the account's own", async () => {
    const user = await signUp()
    const response = await send(user.token, {
      userId: user.id,
      email: 'victim@example.test',
      verificationType: 'registration',
    })
    expect(response.status).toBe(400)
    expect(await latestMail('victim@example.test')).toBeNull()
  })

  it('mails an Arabic link to the mailbox and stores only the hash, valid for 30 minutes', async () => {
    const user = await signUp()
    const link = await sendOwn(user)
    const mail = (await latestMail(user.email))!
    expect(mail.to).toEqual([user.email])
    expect(mail.subject).toBe('تأكيد بريدك الإلكتروني في سند')
    expect(mail.html).toContain('dir="rtl"')
    expect(mail.text).toContain('نورة السالم')

    const token = decodeURIComponent(new URL(link).searchParams.get('token')!)
    // The open link is the one mailed; the sign-up's own link (issue 49) was retired by it.
    const rows = await sql<{ token_hash: string; minutes: number; type: string }>(
      `select token_hash, type,
              round(extract(epoch from (expires_at - created_at)) / 60)::int as minutes
         from public.email_verification_tokens where user_id = $1 and used_at is null`,
      [user.id],
    )
    expect(rows).toHaveLength(1)
    const all = await sql('select 1 from public.email_verification_tokens where user_id = $1', [
      user.id,
    ])
    expect(all).toHaveLength(2)
    expect(rows[0]!.token_hash).not.toContain(token)
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(rows[0]!.minutes).toBe(30)
    expect(rows[0]!.type).toBe('registration')
  })
})

describe('verify-email', () => {
  it('confirms once: success redirect and verified profile, then the same link fails', async () => {
    const user = await signUp()
    const link = await sendOwn(user)

    const first = await open(link)
    expect(`${first.origin}${first.pathname}`).toBe(`${SITE_URL}/verify-email`)
    expect(first.searchParams.get('success')).toBe('true')
    expect(await status(user)).toBe('verified')

    const again = await open(link)
    expect(again.searchParams.get('error')).toBe('verification_failed')
    expect(again.searchParams.get('success')).toBeNull()
  })

  it('refuses an expired link and answers missing_token and verification_failed', async () => {
    const user = await signUp()
    const link = await sendOwn(user)
    await sql(
      `update public.email_verification_tokens set expires_at = now() - interval '1 second'
        where user_id = $1`,
      [user.id],
    )
    expect((await open(link)).searchParams.get('error')).toBe('verification_failed')
    expect(await status(user)).toBe('pending')

    const base = `${stackInfo().url}/functions/v1/verify-email`
    expect((await open(base)).searchParams.get('error')).toBe('missing_token')
    expect((await open(`${base}?token=`)).searchParams.get('error')).toBe('missing_token')
    expect((await open(`${base}?token=not-a-real-token`)).searchParams.get('error')).toBe(
      'verification_failed',
    )
  })

  it('a new link retires the earlier one', async () => {
    const user = await signUp()
    const older = await sendOwn(user)
    const newer = await sendOwn(user)
    expect(newer).not.toBe(older)
    expect((await open(older)).searchParams.get('error')).toBe('verification_failed')
    expect((await open(newer)).searchParams.get('success')).toBe('true')
  })

  it('e-mail change: suspended until the links sent to the new and the current address are both opened', async () => {
    const user = await signUp()
    await open(await sendOwn(user))
    const newEmail = uniqueEmail('changed')
    const response = await send(user.token, {
      userId: user.id,
      email: user.email,
      verificationType: 'email_change',
      newEmail,
    })
    expect(response.status).toBe(200)
    expect(await status(user)).toBe('suspended')
    const mail = await latestMail(newEmail)
    expect(mail?.subject).toBe('تأكيد بريدك الإلكتروني الجديد في سند')
    // Issue 49: the current address confirms too (before, the new address alone changed it).
    const toCurrent = await latestMail(user.email)
    expect(toCurrent?.subject).toBe('تأكيد تغيير البريد الإلكتروني لحسابك في سند')
    expect(toCurrent?.text).toContain(newEmail)

    const half = await open(linkIn(mail!))
    expect(half.searchParams.get('success')).toBe('true')
    expect(half.searchParams.get('message')).toContain('بريدك الحالي')
    const [waiting] = await sql<{ email: string; email_verification_status: string }>(
      `select u.email, p.email_verification_status from auth.users u
         join public.profiles p on p.id = u.id where u.id = $1`,
      [user.id],
    )
    expect(waiting).toEqual({ email: user.email, email_verification_status: 'suspended' })

    const landed = await open(linkIn(toCurrent!))
    expect(landed.searchParams.get('success')).toBe('true')
    const [row] = await sql<{ email: string; email_verification_status: string }>(
      `select u.email, p.email_verification_status from auth.users u
         join public.profiles p on p.id = u.id where u.id = $1`,
      [user.id],
    )
    expect(row).toEqual({ email: newEmail, email_verification_status: 'verified' })
  })
})

describe('profiles: server-side name and phone rules', () => {
  it('refuses a script in the name and malformed phones, accepts valid ones', async () => {
    const user = await signUp()
    const update = (values: Record<string, unknown>) =>
      user.client.from('profiles').update(values).eq('id', user.id)

    const script = await update({ full_name: '<script>alert(1)</script>' })
    expect(script.error?.code).toBe('23514')
    expect(script.error?.message).toBe('الاسم غير صحيح')
    expect((await update({ full_name: 'A' })).error?.message).toBe('الاسم غير صحيح')
    expect((await update({ phone_number: 'call me' })).error?.message).toBe('رقم الهاتف غير صحيح')
    expect((await update({ phone_number: '+966 50 123' })).error?.message).toBe(
      'رقم الهاتف غير صحيح',
    )

    const ok = await update({
      full_name: "Noura Al-Salem O'Neil",
      phone_number: '+966 50 123 4567',
      company_name: 'شركة سند',
    })
    expect(ok.error).toBeNull()
    expect(
      (await update({ full_name: 'عبد الله بن محمد', phone_number: '+20 (10) 1234-5678' })).error,
    ).toBeNull()
    // The wizard's own update: pending stays pending whatever the request says.
    expect((await update({ email_verification_status: 'verified' })).error).toBeNull()
    expect(await status(user)).toBe('pending')
  })
})
