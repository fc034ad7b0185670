import { waitlistMessages } from '../messages'

/*
 * The waitlist's answers as errors, without React, TanStack Query or supabase-js: shared by the
 * app's form (join-waitlist.ts) and the static /waitlist page's script (src/islands/waitlist.ts).
 */
export type LeadResult = { success: boolean; code: string; message: string }

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

export function isLeadResult(value: unknown): value is LeadResult {
  return typeof value === 'object' && value !== null && 'success' in value && 'code' in value
}
