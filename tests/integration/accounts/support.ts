/**
 * Helpers for the account tests that go through the real sign-up and the product's own e-mail
 * verification (send-verification-email, then the link from the mailbox sandbox), and call
 * account-export / account-delete as the signed-up user.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { expect } from 'vitest'
import { callFrom, fetchFrom, freshIp } from '../abuse/support.ts'
import { stackInfo } from '../../support/stack.ts'

export const SIGN_UP_PASSWORD = 'Sanad-Test-Passw0rd!'

export interface SignedUp {
  id: string
  email: string
  client: SupabaseClient
  /** The current access token (after updateUser the client's session carries the new one). */
  token: () => Promise<string>
}

/** Signs up through the auth API from its own address, as a visitor would. */
export async function signUp(group: number, email: string): Promise<SignedUp> {
  const client = createClient(stackInfo().url, stackInfo().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFrom(freshIp(group)) },
  })
  const { data, error } = await client.auth.signUp({
    email,
    password: SIGN_UP_PASSWORD,
    options: { data: { full_name: 'زائر جديد' } },
  })
  expect(error).toBeNull()
  expect(data.session).not.toBeNull()
  return {
    id: data.user!.id,
    email,
    client,
    token: async () => (await client.auth.getSession()).data.session!.access_token,
  }
}

export interface Mail {
  id: string
  to: string[]
  subject: string
  text: string | null
  html: string | null
}

/** The newest mail the mailbox sandbox holds for `to`, or null. */
export async function latestMail(to: string): Promise<Mail | null> {
  const response = await fetch(
    `${stackInfo().url}/sandbox/mail/api/latest?to=${encodeURIComponent(to)}`,
  )
  if (response.status === 404) return null
  expect(response.status).toBe(200)
  return (await response.json()) as Mail
}

/** The verify-email link in a mail. */
export function linkIn(mail: Mail): string {
  const match = /https?:\/\/\S+\/functions\/v1\/verify-email\?token=[A-Za-z0-9_%-]+/.exec(
    mail.text ?? '',
  )
  expect(match).not.toBeNull()
  return match![0]
}

async function latestLink(to: string): Promise<string> {
  const mail = await latestMail(to)
  expect(mail).not.toBeNull()
  return linkIn(mail!)
}

/** Asks send-verification-email for a registration link and answers the link it mailed. */
export async function requestVerificationLink(group: number, user: SignedUp): Promise<string> {
  const sent = await callFrom(freshIp(group), '/functions/v1/send-verification-email', {
    headers: { apikey: stackInfo().anonKey, authorization: `Bearer ${await user.token()}` },
    body: { userId: user.id, email: user.email, verificationType: 'registration' },
  })
  expect(sent).toEqual({ status: 200, body: { success: true } })
  return latestLink(user.email)
}

/** Opens a verify-email link; answers the app URL it redirects to. */
export async function openLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' })
  expect(response.status).toBe(303)
  return new URL(response.headers.get('location')!)
}

/** The product's whole verification: a link is requested, mailed and opened. */
export async function verifyEmail(group: number, user: SignedUp): Promise<void> {
  const landed = await openLink(await requestVerificationLink(group, user))
  expect(landed.searchParams.get('success')).toBe('true')
}

export const exportAs = async (group: number, user: SignedUp) =>
  callFrom(freshIp(group), '/functions/v1/account-export', {
    headers: { apikey: stackInfo().anonKey, authorization: `Bearer ${await user.token()}` },
    body: {},
  })

export const deleteAs = async (group: number, user: SignedUp) =>
  callFrom(freshIp(group), '/functions/v1/account-delete', {
    headers: { apikey: stackInfo().anonKey, authorization: `Bearer ${await user.token()}` },
    body: { password: SIGN_UP_PASSWORD },
  })
