/**
 * The mail outbox (issue 49) in integration tests: one run of the `mail-outbox` worker (as the
 * scheduler calls it, with the service_role key) and the local mailbox's messages.
 */
import { callScheduledFunctionAt, runMailOutboxAt, type OutboxRun } from './mail-worker.ts'
import { stackInfo } from './stack.ts'

export interface MailboxMessage {
  id: string
  to: string[]
  subject: string
  text: string | null
  html: string | null
  headers: Record<string, string>
}

/** Runs the outbox worker once and answers its counts. */
export function runMailOutbox(body: Record<string, unknown> = {}): Promise<OutboxRun> {
  const { url, serviceRoleKey } = stackInfo()
  return runMailOutboxAt(url, serviceRoleKey, body)
}

/**
 * One run of `newsletter-send` (issue 49: newsletter issues and the monthly digest into the
 * outbox), as the scheduler calls it; answers its status and body (a failed batch is a 500).
 */
export async function runNewsletterSend(
  body: Record<string, unknown> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { url, serviceRoleKey } = stackInfo()
  const response = await callScheduledFunctionAt(url, serviceRoleKey, 'newsletter-send', body)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** Every message the local mailbox holds for `to`, newest first. */
export async function mailboxFor(to: string): Promise<MailboxMessage[]> {
  const response = await fetch(
    `${stackInfo().url}/sandbox/mail/api/messages?to=${encodeURIComponent(to)}`,
  )
  return (await response.json()) as MailboxMessage[]
}
