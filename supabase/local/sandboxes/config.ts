/**
 * Settings of the local sandboxes (stand-ins for Tap Payments, the e-mail provider and the chat
 * automation webhook). They exist only in the local stack; production talks to the real services
 * through the same environment variables with other values (see README.md).
 */

/** The secret key the Tap sandbox accepts (set TAP_SECRET_KEY to this locally). */
export const TAP_SANDBOX_SECRET_KEY = process.env.TAP_SANDBOX_SECRET_KEY ?? 'sk_test_local_sanad'
export const TAP_SANDBOX_PUBLISHABLE_KEY = 'pk_test_local_sanad'

export interface TapSandboxSettings {
  secretKey: string
  /** Default life of an unpaid charge before it becomes ABANDONED (Tap: 30 minutes). */
  defaultExpiryMs: number
  /** Webhook delivery: Tap makes one attempt and two retries before marking post.status ERROR. */
  webhookAttempts: number
  /** First retry delay; each further retry waits twice as long. */
  webhookRetryBaseMs: number
  webhookTimeoutMs: number
}

export function tapSandboxSettings(env: NodeJS.ProcessEnv = process.env): TapSandboxSettings {
  return {
    secretKey: TAP_SANDBOX_SECRET_KEY,
    defaultExpiryMs: Number(env.TAP_SANDBOX_EXPIRY_MINUTES ?? 30) * 60_000,
    webhookAttempts: Number(env.TAP_SANDBOX_WEBHOOK_ATTEMPTS ?? 3),
    webhookRetryBaseMs: Number(env.TAP_SANDBOX_WEBHOOK_RETRY_MS ?? 1_000),
    webhookTimeoutMs: 10_000,
  }
}

/** How many messages the mailbox keeps (oldest dropped first). */
export const MAILBOX_LIMIT = Number(process.env.MAILBOX_LIMIT ?? 500)

/**
 * The secret the mailbox signs its simulated bounce/complaint webhooks with (Svix, as Resend):
 * the EMAIL_WEBHOOK_SECRET default of supabase/functions/.env.example, which mail-events checks.
 */
export const MAIL_SANDBOX_WEBHOOK_SECRET =
  process.env.EMAIL_WEBHOOK_SECRET ?? 'whsec_bG9jYWwtc2FuYWQtbWFpbC13ZWJob29rLXNlY3JldA=='
