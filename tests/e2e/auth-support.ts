/**
 * Helpers for the accounts specs (login, registration, verification): fresh users of their own
 * made through the auth admin API, and the mailbox sandbox's JSON API.
 */
import { randomUUID } from 'node:crypto'
import WebSocket from 'ws'
import { createClient } from '@supabase/supabase-js'
import { expect } from '@playwright/test'
import { SERVICE_ROLE_KEY } from '../../supabase/local/config.ts'
import { runMailOutboxAt } from '../support/mail-worker.ts'

// supabase-js needs a WebSocket constructor, which Node 20 lacks.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

export const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:54321'
const service = createClient(apiUrl, SERVICE_ROLE_KEY, {
  auth: { persistSession: false, autoRefreshToken: false },
})

export const PASSWORD = 'Accounts-Passw0rd!'

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`
}

/** A verified account with a username, never one of the shared demo accounts. */
export async function freshAccount(prefix = 'login') {
  const email = uniqueEmail(prefix)
  const username = `${prefix}_${randomUUID().slice(0, 8)}`
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: 'مستخدم الحسابات' },
  })
  expect(error).toBeNull()
  const id = data.user!.id
  const profile = await service
    .from('profiles')
    .update({ email_verification_status: 'verified', username })
    .eq('id', id)
  expect(profile.error).toBeNull()
  return { id, email, username }
}

export async function profileOf(id: string) {
  const { data, error } = await service.from('profiles').select('*').eq('id', id).single()
  expect(error).toBeNull()
  return data as Record<string, unknown>
}

export async function userIdByEmail(email: string): Promise<string> {
  const { data, error } = await service.from('profiles').select('id').eq('email', email).single()
  expect(error).toBeNull()
  return (data as { id: string }).id
}

/** The newest message the mailbox sandbox caught for `to`, waiting for it to arrive. */
/**
 * The newest mail to an address with this subject, once it has arrived. Mail owed by an event is
 * sent by the outbox's worker (issue 49): each try runs it, as the scheduler would within the
 * minute. The subject is part of what is waited for: an account made by the fixtures (the admin
 * API, then the profile marked verified) may also get its sign-up's verification mail, when the
 * scheduler's own run falls between the two calls, and it must not be taken for the mail a test
 * waits for.
 */
export async function latestMail(
  to: string,
  subject: string,
): Promise<{ subject: string; text: string }> {
  let message: { subject: string; text: string } | undefined
  await expect
    .poll(
      async () => {
        await runMailOutboxAt(apiUrl, SERVICE_ROLE_KEY)
        const response = await fetch(
          `${apiUrl}/sandbox/mail/api/messages?to=${encodeURIComponent(to)}`,
        )
        if (!response.ok) return undefined
        // Newest first.
        const messages = (await response.json()) as { subject: string; text: string }[]
        message = messages.find((mail) => mail.subject === subject)
        return message?.subject
      },
      { timeout: 15_000 },
    )
    .toBe(subject)
  return message!
}

export function verificationLink(text: string): string {
  const match = /https?:\/\/\S+\/functions\/v1\/verify-email\?token=[A-Za-z0-9_%-]+/.exec(text)
  expect(match).not.toBeNull()
  return match![0]
}
