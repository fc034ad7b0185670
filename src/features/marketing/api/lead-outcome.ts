import type { ContactValues } from '../schemas'

/*
 * What the lead RPCs answer, turned into the messages the marketing forms show. No supabase-js
 * here: the static home page (src/islands/newsletter.ts) calls the same RPC over plain fetch and
 * reads the answer with these.
 */
type LeadResult = { success: boolean; code: string; message: string }

/** What a stored submission answers: the RPC's code and the Arabic text to show. */
export type SubmitOutcome = { code: string; message: string }

/** A refused submission; `field` says which input the refusal belongs to, when one does. */
export class SubmitError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly field?: keyof ContactValues,
  ) {
    super(message)
  }
}

export const leadMessages = {
  contactSent: 'شكراً لتواصلك معنا، سنرد عليك قريباً.',
  // Double opt-in (issue 49): the sign-up is stored and a confirmation mail is on its way.
  subscribed: 'افتح بريدك لتأكيد الاشتراك',
  alreadySubscribed: 'أنت مشترك بالفعل في نشرتنا البريدية، شكراً لاهتمامك',
  rateLimited: 'تم تجاوز عدد المحاولات المسموح. يرجى المحاولة لاحقاً',
  fallback: 'تعذّر الإرسال، يرجى المحاولة مرة أخرى',
} as const

const fieldOf: Record<string, keyof ContactValues> = {
  invalid_name: 'name',
  invalid_email: 'email',
  invalid_subject: 'subject',
  invalid_message: 'message',
}

/** The one place the lead RPCs' answers become the messages the marketing forms show. */
export function toOutcome(data: unknown): SubmitOutcome {
  const result = data as Partial<LeadResult> | null
  if (!result || typeof result !== 'object' || typeof result.code !== 'string') {
    throw new SubmitError('unknown', leadMessages.fallback)
  }
  if (result.success) {
    if (result.code === 'already_subscribed') {
      return { code: result.code, message: leadMessages.alreadySubscribed }
    }
    if (result.code === 'subscribed') return { code: result.code, message: leadMessages.subscribed }
    return { code: result.code, message: leadMessages.contactSent }
  }
  if (result.code === 'rate_limited') throw new SubmitError(result.code, leadMessages.rateLimited)
  // Validation refusals carry the server's Arabic text; keep it, tied to its input.
  throw new SubmitError(result.code, result.message || leadMessages.fallback, fieldOf[result.code])
}
