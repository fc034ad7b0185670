import { useMutation } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { WaitlistValues } from '../schemas'
import { isLeadResult, toWaitlistError, WaitlistError } from './waitlist-error'
import { secureRequest, SecureRequestError } from '../secure-request'

export { toWaitlistError, WaitlistError, type WaitlistField } from './waitlist-error'

/**
 * Joins the waiting list through join_waitlist, which rate-limits, checks the invite code,
 * inserts and counts the code's use in one transaction. Throws WaitlistError on any refusal.
 */
export async function joinWaitlist(values: WaitlistValues): Promise<void> {
  try {
    await secureRequest(async () => {
      const client = await getSupabase()
      const { data, error } = await client.rpc('join_waitlist', {
        p_name: values.name,
        p_email: values.email,
        p_invite_code: values.inviteCode ? values.inviteCode.toUpperCase() : undefined,
        p_user_agent: navigator.userAgent,
      })
      if (error) throw toWaitlistError(null)
      if (!isLeadResult(data)) throw toWaitlistError(null)
      if (!data.success) throw toWaitlistError(data)
    })
  } catch (error) {
    if (error instanceof WaitlistError) throw error
    if (error instanceof SecureRequestError) throw new WaitlistError(error.reason, error.message)
    throw toWaitlistError(null)
  }
}

export function useJoinWaitlist() {
  return useMutation({ mutationKey: ['waitlist', 'join'], mutationFn: joinWaitlist })
}
