import type { ContactValues, NewsletterValues } from '../schemas'

/**
 * Outcome of sending a public form. The backend that stores newsletter sign-ups and contact
 * messages arrives with the backend issues; until then these functions answer `unavailable`, so
 * the forms tell the visitor honestly instead of pretending the message was delivered.
 */
export type SubmitOutcome = { status: 'sent' } | { status: 'unavailable' }

export async function submitContact(_values: ContactValues): Promise<SubmitOutcome> {
  return { status: 'unavailable' }
}

export async function subscribeNewsletter(_values: NewsletterValues): Promise<SubmitOutcome> {
  return { status: 'unavailable' }
}
