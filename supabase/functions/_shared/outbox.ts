/**
 * Functions that owe a mail put it in the outbox (issue 49) instead of calling the provider:
 * the worker (`mail-outbox`) retries it with backoff, checks the suppression list, sends it once
 * (the row id is the provider's idempotency key) and shows a mail it gave up on to the admins.
 * A mail someone is waiting for (a verification link, an invitation, a receipt) is also kicked
 * at once: the worker is called for that row, so it does not wait for the next minute.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { env } from './env.ts'
import type { Mail } from './mail.ts'

export interface QueuedMail {
  kind: string
  to: string
  userId?: string | null
  data: Record<string, unknown>
  /** A second enqueue with the same key adds nothing (e.g. `receipt:<invoice id>`). */
  dedupeKey?: string | null
}

/** Enqueues one mail; answers its outbox id, or null when the database refused. */
export async function queueMail(admin: SupabaseClient, mail: QueuedMail): Promise<string | null> {
  const { data, error } = await admin.rpc('queue_mail', {
    p_kind: mail.kind,
    p_to: mail.to,
    p_user_id: mail.userId ?? null,
    p_data: mail.data,
    p_dedupe_key: mail.dedupeKey ?? null,
  })
  if (error || typeof data !== 'string') {
    console.error(`outbox: could not queue ${mail.kind}`, error?.message)
    return null
  }
  return data
}

/** Runs the worker now for these rows; a failure leaves them to the next scheduled run. */
export async function kickOutbox(ids: string[]): Promise<void> {
  const key = env('SUPABASE_SERVICE_ROLE_KEY')
  try {
    const answer = await fetch(`${env('SUPABASE_URL')}/functions/v1/mail-outbox`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, apikey: key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ids }),
      signal: AbortSignal.timeout(15_000),
    })
    await answer.body?.cancel()
  } catch (error) {
    console.error('outbox: could not kick the worker (the scheduled run sends)', String(error))
  }
}

/**
 * A mail the function rendered itself, through the outbox (kind `rendered`), kicked at once.
 * Answers whether it was queued (the outbox owns the sending from then on).
 */
export async function sendThroughOutbox(
  admin: SupabaseClient,
  to: string,
  mail: Mail,
  options: {
    userId?: string | null
    dedupeKey?: string | null
    /** The body holds a link that must not outlive the sending: the row forgets it once final. */
    sensitive?: boolean
    /** The account is already deleted: the row itself is deleted once the mail is sent. */
    forget?: boolean
  } = {},
): Promise<boolean> {
  const id = await queueMail(admin, {
    kind: 'rendered',
    to,
    userId: options.userId,
    data: {
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(options.sensitive ? { sensitive: true } : {}),
      ...(options.forget ? { forget: true } : {}),
    },
    dedupeKey: options.dedupeKey,
  })
  if (!id) return false
  await kickOutbox([id])
  return true
}
