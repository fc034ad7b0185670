/**
 * The mail outbox (issue 49) in integration tests: one run of the `mail-outbox` worker (as the
 * scheduler calls it, with the service_role key) and the local mailbox's messages.
 */
import { runMailOutboxAt, type OutboxRun } from './mail-worker.ts'
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

/** Every message the local mailbox holds for `to`, newest first. */
export async function mailboxFor(to: string): Promise<MailboxMessage[]> {
  const response = await fetch(
    `${stackInfo().url}/sandbox/mail/api/messages?to=${encodeURIComponent(to)}`,
  )
  return (await response.json()) as MailboxMessage[]
}
