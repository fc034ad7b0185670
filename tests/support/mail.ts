/**
 * The mail outbox (issue 49) in integration tests: one run of the `mail-outbox` worker (as the
 * scheduler calls it, with the service_role key) and the local mailbox's messages.
 */
import { stackInfo } from './stack.ts'

export interface OutboxRun {
  claimed: number
  sent: number
  retried: number
  failed: number
}

export interface MailboxMessage {
  id: string
  to: string[]
  subject: string
  text: string | null
  html: string | null
  headers: Record<string, string>
}

/** Runs the outbox worker once and answers its counts. */
export async function runMailOutbox(body: Record<string, unknown> = {}): Promise<OutboxRun> {
  const { url, serviceRoleKey } = stackInfo()
  const response = await fetch(`${url}/functions/v1/mail-outbox`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`mail-outbox answered ${response.status}`)
  return (await response.json()) as OutboxRun
}

/** Every message the local mailbox holds for `to`, newest first. */
export async function mailboxFor(to: string): Promise<MailboxMessage[]> {
  const response = await fetch(
    `${stackInfo().url}/sandbox/mail/api/messages?to=${encodeURIComponent(to)}`,
  )
  return (await response.json()) as MailboxMessage[]
}
