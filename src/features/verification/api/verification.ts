import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { getSupabase } from '@/lib/supabase'
import { sendVerificationEmailThrough, VerificationError, type ResendOutcome } from './resend-core'

export { VerificationError, type ResendOutcome } from './resend-core'

const client = getSupabase

export type VerificationStatus = 'verified' | 'pending' | 'suspended'

export const verificationKeys = {
  all: ['verification'] as const,
  status: (userId: string) => [...verificationKeys.all, 'status', userId] as const,
}

/**
 * The profile's verification status: verified once the e-mail is confirmed through our link (or
 * by Google), pending before, suspended while an e-mail change awaits confirmation.
 */
export async function fetchVerificationStatus(userId: string): Promise<VerificationStatus> {
  const { data, error } = await (
    await client()
  )
    .from('profiles')
    .select('email_verification_status')
    .eq('id', userId)
    .maybeSingle()
    // The query's own retry (once) is enough: with the client's three retries on top, an
    // unreachable backend kept every protected page on a spinner for about 15 seconds.
    .retry(false)
  if (error && isNetworkError(error)) throw new VerificationError(NETWORK_ERROR_MESSAGE)
  if (error) throw new VerificationError('تعذّر التحقق من حالة البريد الإلكتروني')
  const value = data?.email_verification_status
  const status = value === 'verified' || value === 'suspended' ? value : 'pending'
  rememberStatus(userId, status)
  return status
}

/*
 * The last status the server gave for a user on this device (issue 51): a verified user's page
 * shows at once on the next visit while the status is read again, instead of after the auth
 * client and this read. A user no longer verified (an e-mail change) sees the modal when the read
 * answers. Only a hint for when to draw the page: the server's answer decides whether the modal
 * shows (the modal itself was never a server check: docs/security.md, issue 51).
 */
const verifiedKey = (userId: string) => `sanad:verified:${userId}`

function rememberStatus(userId: string, status: VerificationStatus): void {
  try {
    if (status === 'verified') window.localStorage.setItem(verifiedKey(userId), '1')
    else window.localStorage.removeItem(verifiedKey(userId))
  } catch {
    // Private mode or a full storage: the next visit reads the status first, as before.
  }
}

function knownVerified(userId: string): VerificationStatus | undefined {
  try {
    return window.localStorage.getItem(verifiedKey(userId)) === '1' ? 'verified' : undefined
  } catch {
    return undefined
  }
}

export function useVerificationStatus(userId: string | undefined) {
  return useQuery({
    queryKey: verificationKeys.status(userId ?? 'none'),
    queryFn: () => fetchVerificationStatus(userId!),
    enabled: Boolean(userId),
    // The remembered status is shown as stale, so the server is asked at once all the same.
    initialData: () => (userId ? knownVerified(userId) : undefined),
    initialDataUpdatedAt: 0,
    // A link opened in another tab or device is noticed without a reload.
    refetchInterval: (query) => (query.state.data === 'verified' ? false : 15_000),
    refetchOnWindowFocus: true,
  })
}

/** Sends a new registration link to the signed-in user's own address (resend-core.ts). */
export function sendVerificationEmail(): Promise<ResendOutcome> {
  return sendVerificationEmailThrough(async () => {
    const supabase = await client()
    return {
      session: async () => (await supabase.auth.getSession()).data.session,
      invoke: (name, body) => supabase.functions.invoke(name, { body }),
    }
  })
}

export function useResendVerification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendVerificationEmail,
    onSuccess: (outcome) => {
      if (outcome === 'already-verified') {
        void queryClient.invalidateQueries({ queryKey: verificationKeys.all })
      }
    },
  })
}
