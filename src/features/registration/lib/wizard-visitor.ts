import { getSupabase } from '@/lib/supabase'

/**
 * The onboarding funnel's "wizard started" event (issue 32, docs/onboarding.md "Funnel"): a random
 * id for this browser, kept in localStorage, sent once per wizard visit to `record_wizard_start`
 * (anonymous, rate-limited on the server) and with the sign-up (`wizard_visitor`), so the account
 * created from this browser links to its start. No personal data; no third-party analytics.
 */
export const VISITOR_KEY = 'sanad.wizard-visitor'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** This browser's id (created on first use), or null when storage is unavailable. */
export function wizardVisitorId(): string | null {
  try {
    const stored = window.localStorage.getItem(VISITOR_KEY)
    if (stored && UUID.test(stored)) return stored
    const id = crypto.randomUUID()
    window.localStorage.setItem(VISITOR_KEY, id)
    return id
  } catch {
    return null
  }
}

/** Best effort: a failure (offline, rate limit) never disturbs the wizard. */
export async function recordWizardStart(): Promise<void> {
  const visitor = wizardVisitorId()
  if (!visitor) return
  try {
    await (await getSupabase()).rpc('record_wizard_start', { p_visitor: visitor })
  } catch {
    // The funnel only loses one start.
  }
}
