import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { getSupabase } from '@/lib/supabase'
import type { Database } from '@/types/database'
import type { ContactValues, NewsletterValues } from '../schemas'
import {
  leadMessages as messages,
  SubmitError,
  toOutcome,
  type SubmitOutcome,
} from './lead-outcome'

export { SubmitError, toOutcome, type SubmitOutcome } from './lead-outcome'

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
