import { RESEND_FAILED } from '../messages'

/*
 * «إعادة إرسال رابط التحقق» apart from the client that carries it (issue 51): the app passes
 * supabase-js (verification.ts), the static /verify-email page @supabase/auth-js and a fetch
 * (src/islands/verify-email.ts).
 */

export class VerificationError extends Error {}

export type ResendOutcome = 'sent' | 'already-verified' | 'signed-out'

type ResendSession = { access_token: string; user: { id: string; email?: string } }

export type ResendClient = {
  /** The signed-in session (refreshed when expired), or null. */
  session: () => Promise<ResendSession | null>
  /** POST /functions/v1/<name> as the session's user, in supabase-js's invoke shape. */
  invoke: (
    name: 'send-verification-email',
    body: { userId: string; email: string | undefined; verificationType: 'registration' },
    session: ResendSession,
  ) => Promise<{
    data: { success?: boolean; alreadyVerified?: boolean; error?: string } | null
    error: unknown
  }>
}

/** Sends a new registration link to the signed-in user's own address. */
export async function sendVerificationEmailThrough(
  connect: () => Promise<ResendClient>,
): Promise<ResendOutcome> {
  const client = await connect()
  const session = await client.session()
  if (!session) return 'signed-out'
  const { data, error } = await client.invoke(
    'send-verification-email',
    { userId: session.user.id, email: session.user.email, verificationType: 'registration' },
    session,
  )
  if (error || !data?.success) throw new VerificationError(RESEND_FAILED)
  return data.alreadyVerified ? 'already-verified' : 'sent'
}
