import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { getSupabase } from '@/lib/supabase'
import type { Database } from '@/types/database'
import type { ContactValues, NewsletterValues } from '../schemas'

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

const messages = {
  contactSent: 'شكراً لتواصلك معنا، سنرد عليك قريباً.',
  subscribed: 'تم الاشتراك في النشرة البريدية بنجاح',
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
    throw new SubmitError('unknown', messages.fallback)
  }
  if (result.success) {
    if (result.code === 'already_subscribed') {
      return { code: result.code, message: messages.alreadySubscribed }
    }
    if (result.code === 'subscribed') return { code: result.code, message: messages.subscribed }
    return { code: result.code, message: messages.contactSent }
  }
  if (result.code === 'rate_limited') throw new SubmitError(result.code, messages.rateLimited)
  // Validation refusals carry the server's Arabic text; keep it, tied to its input.
  throw new SubmitError(result.code, result.message || messages.fallback, fieldOf[result.code])
}

type LeadRpc = 'subscribe_newsletter' | 'submit_contact_message'

async function callLeadRpc<N extends LeadRpc>(
  name: N,
  args: Database['public']['Functions'][N]['Args'],
): Promise<SubmitOutcome> {
  let response
  try {
    const client = await getSupabase()
    response = await client.rpc(name, args)
  } catch {
    throw new SubmitError('network', messages.fallback)
  }
  if (response.error && isNetworkError(response.error)) {
    throw new SubmitError('network', NETWORK_ERROR_MESSAGE)
  }
  if (response.error) throw new SubmitError(response.error.code ?? 'unknown', messages.fallback)
  return toOutcome(response.data)
}

/** Stores a contact message (submit_contact_message: validated and rate-limited on the server). */
export function submitContact(values: ContactValues): Promise<SubmitOutcome> {
  return callLeadRpc('submit_contact_message', {
    p_name: values.name,
    p_email: values.email,
    p_subject: values.subject,
    p_message: values.message,
  })
}

/** Subscribes to the newsletter; an address already subscribed is answered kindly, not refused. */
export function subscribeNewsletter(values: NewsletterValues): Promise<SubmitOutcome> {
  return callLeadRpc('subscribe_newsletter', { p_email: values.email })
}
