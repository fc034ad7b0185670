import { useMutation } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { waitlistMessages } from '../messages'
import type { WaitlistValues } from '../schemas'
import { secureRequest, SecureRequestError } from '../secure-request'

type LeadResult = { success: boolean; code: string; message: string }

/** The field a refusal belongs to, so the form can show it under that input. */
export type WaitlistField = 'name' | 'email' | 'inviteCode'

export class WaitlistError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly field?: WaitlistField,
  ) {
    super(message)
  }
}

/** The one place waitlist refusals become the spec's Arabic messages. */
export function toWaitlistError(result: Partial<LeadResult> | null): WaitlistError {
  switch (result?.code) {
    case 'invalid_invite':
      return new WaitlistError('invalid_invite', waitlistMessages.invalidInvite, 'inviteCode')
    case 'duplicate_email':
      return new WaitlistError('duplicate_email', waitlistMessages.duplicateEmail, 'email')
    case 'rate_limited':
      return new WaitlistError('rate_limited', waitlistMessages.rateLimited)
    case 'invalid_name':
      return new WaitlistError('invalid_name', result.message ?? waitlistMessages.fallback, 'name')
    case 'invalid_email':
      return new WaitlistError(
        'invalid_email',
        result.message ?? waitlistMessages.fallback,
        'email',
      )
    default:
      // An unknown refusal keeps the server's (Arabic) text; anything else gets the fallback.
      return new WaitlistError(
        result?.code ?? 'unknown',
        result?.message || waitlistMessages.fallback,
      )
  }
}

function isLeadResult(value: unknown): value is LeadResult {
  return typeof value === 'object' && value !== null && 'success' in value && 'code' in value
}

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
