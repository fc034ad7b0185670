/**
 * Issue 49: the first verification mail of an e-mail/password sign-up is owed by the sign-up
 * itself (migration 20261208000000), not by the browser calling send-verification-email after
 * signUp. A sign-up through the auth API alone gets exactly one mail after one worker run, whose
 * link verifies the account; Google sign-ups and admin-made verified accounts get none; the
 * person's resend still works and retires the earlier link (and a mail of it not yet sent).
 */
import { createHash } from 'node:crypto'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { googleSignIn } from '../../support/google.ts'
import { mailboxFor, runMailOutbox } from '../../support/mail.ts'
import { anonClient, serviceClient, sql, stackInfo, uniqueEmail } from '../../support/stack.ts'
import { linkIn, openLink, requestVerificationLink, signUp, SIGN_UP_PASSWORD } from './support.ts'

const GROUP = 150
const users: string[] = []

afterAll(async () => {
  for (const id of users)
    await serviceClient()
      .auth.admin.deleteUser(id)
      .catch(() => {})
})

interface OutboxRow {
  kind: string
  status: string
  has_link: boolean
  dedupe_key: string | null
}

async function verificationMailsOf(userId: string): Promise<OutboxRow[]> {
  return sql<OutboxRow>(
    `select kind, status, data ? 'secret_link' as has_link, dedupe_key
       from private.mail_outbox where user_id = $1 and kind = 'verification'
      order by created_at`,
    [userId],
  )
}

async function statusOf(userId: string): Promise<string> {
  const [row] = await sql<{ email_verification_status: string }>(
    'select email_verification_status from public.profiles where id = $1',
    [userId],
  )
  return row!.email_verification_status
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('token')!)

describe('the sign-up owes its verification mail', () => {
  it('a sign-up through the auth API alone: one mail after one worker run; its link verifies', async () => {
    const email = uniqueEmail('signup-mail').toLowerCase()
    // supabase.auth.signUp and nothing else: no function call after it.
    const { data, error } = await anonClient().auth.signUp({
      email,
      password: SIGN_UP_PASSWORD,
      options: { data: { full_name: 'ريم العتيبي' } },
    })
    expect(error).toBeNull()
    const id = data.user!.id
    users.push(id)
    expect(await statusOf(id)).toBe('pending')

    const tokens = await sql<{ type: string; token_hash: string; ttl_minutes: number }>(
      `select type, token_hash,
              round(extract(epoch from expires_at - created_at) / 60)::int as ttl_minutes
         from public.email_verification_tokens where user_id = $1`,
      [id],
    )
    expect(tokens).toHaveLength(1)
    expect(tokens[0]).toMatchObject({ type: 'registration', ttl_minutes: 30 })
    expect(tokens[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(await verificationMailsOf(id)).toHaveLength(1)

    await runMailOutbox()
    const mails = await mailboxFor(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('تأكيد بريدك الإلكتروني في سند')
    expect(mails[0]!.text).toContain('ريم العتيبي')
    const link = linkIn(mails[0]!)
    // The function's link: the API's origin, verify-email, a 43-character token whose hash is stored.
    expect(link.startsWith(`${stackInfo().url}/functions/v1/verify-email?token=`)).toBe(true)
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(sha256(tokenOf(link))).toBe(tokens[0]!.token_hash)
    // The row forgot the link once sent; a second run sends nothing more.
    expect(await verificationMailsOf(id)).toEqual([
      expect.objectContaining({ status: 'sent', has_link: false }),
    ])
    await runMailOutbox()
    expect(await mailboxFor(email)).toHaveLength(1)

    const landed = await openLink(link)
    expect(landed.searchParams.get('success')).toBe('true')
    expect(await statusOf(id)).toBe('verified')
  })

  it('a Google sign-up and an admin-made verified account get no verification mail', async () => {
    const client = anonClient()
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: 'http://127.0.0.1:5173/auth/callback', skipBrowserRedirect: true },
    })
    const googleEmail = uniqueEmail('signup-google').toLowerCase()
    const landing = await googleSignIn(data.url!, { name: 'ليلى Google', email: googleEmail })
    expect(new URLSearchParams(landing.hash.slice(1)).get('access_token')).toBeTruthy()
    const [google] = await sql<{ id: string }>('select id from auth.users where email = $1', [
      googleEmail,
    ])
    users.push(google!.id)
    expect(await statusOf(google!.id)).toBe('verified')

    // An account the auth server creates and that is marked verified before its mail leaves (as
    // the fixtures and tools do with the admin API, then the profile). Both in one transaction, as
    // the auth server's role: the local scheduler's worker runs every minute, and one falling
    // between two separate calls would send the mail before the mark (docs/decisions.md).
    const adminEmail = uniqueEmail('signup-admin').toLowerCase()
    const db = new pg.Client({ connectionString: stackInfo().dbUrl })
    await db.connect()
    let adminMade = ''
    try {
      await db.query('begin')
      await db.query('set local role supabase_auth_admin')
      const inserted = await db.query<{ id: string }>(
        `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at,
                                 raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated',
                 'authenticated', $1, now(), '{"provider":"email","providers":["email"]}', '{}',
                 now(), now())
         returning id`,
        [adminEmail],
      )
      adminMade = inserted.rows[0]!.id
      await db.query('reset role')
      await db.query(
        `update public.profiles set email_verification_status = 'verified' where id = $1`,
        [adminMade],
      )
      await db.query('commit')
    } finally {
      await db.end()
    }
    expect(adminMade).not.toBe('')
    users.push(adminMade)
    await runMailOutbox()
    expect(await verificationMailsOf(google!.id)).toEqual([])
    expect(await mailboxFor(googleEmail)).toEqual([])
    // Its open link was retired when it became verified, and its mail never left.
    expect(await verificationMailsOf(adminMade)).toEqual([
      expect.objectContaining({ status: 'suppressed', has_link: false }),
    ])
    expect(await mailboxFor(adminEmail)).toEqual([])
    const open = await sql(
      `select 1 from public.email_verification_tokens where user_id = $1 and used_at is null`,
      [adminMade],
    )
    expect(open).toHaveLength(0)
  })

  it('the resend still works: it retires the sign-up’s link, and a mail of it not yet sent', async () => {
    // Sent first: the sign-up's mail left, then the person asks again.
    const first = await signUp(GROUP, uniqueEmail('signup-resend').toLowerCase())
    users.push(first.id)
    await runMailOutbox()
    const [sent] = await mailboxFor(first.email)
    const oldLink = linkIn(sent!)
    const newLink = await requestVerificationLink(GROUP, first)
    expect(newLink).not.toBe(oldLink)
    expect(await mailboxFor(first.email)).toHaveLength(2)
    expect((await openLink(oldLink)).searchParams.get('error')).toBe('verification_failed')
    expect((await openLink(newLink)).searchParams.get('success')).toBe('true')
    expect(await statusOf(first.id)).toBe('verified')

    // Not sent yet: the resend retires the sign-up's link and its queued mail never leaves.
    const second = await signUp(GROUP, uniqueEmail('signup-resend').toLowerCase())
    users.push(second.id)
    const link = await requestVerificationLink(GROUP, second)
    await runMailOutbox()
    const rows = await verificationMailsOf(second.id)
    expect(rows).toHaveLength(2)
    expect(rows.every((row) => row.dedupe_key?.startsWith('verification:'))).toBe(true)
    // The sign-up's row: suppressed, unless a scheduled run had sent it before the resend.
    expect(['suppressed', 'sent']).toContain(rows[0]!.status)
    expect(rows[0]!.has_link).toBe(false)
    expect(rows[1]).toMatchObject({ status: 'sent', has_link: false })
    const mails = await mailboxFor(second.email)
    expect(mails).toHaveLength(rows[0]!.status === 'sent' ? 2 : 1)
    expect(linkIn(mails[0]!)).toBe(link)
    expect((await openLink(link)).searchParams.get('success')).toBe('true')
  })
})
