import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AuthError, SupabaseClient } from '@supabase/supabase-js'
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { plans as bundledPlans, type Plan, type PlanSlug } from '@/lib/plans'
import { fetchPlanPromotion, type PlanPromotion } from '@/lib/promotions'
import { oauthRedirectTo } from '@/lib/return-path'
import { getSupabase } from '@/lib/supabase'
import type { Database } from '@/types/database'
import { wizardVisitorId } from '../lib/wizard-visitor'
import type { RegistrationData } from '../schemas'

const client = getSupabase

export const registrationKeys = {
  all: ['registration'] as const,
  plans: () => [...registrationKeys.all, 'plans'] as const,
}

/** What the wizard's plan step shows of a plan. */
export type WizardPlan = Pick<Plan, 'slug' | 'name' | 'price' | 'billingCycle' | 'description'> & {
  isPopular: boolean
  /** The live promotion, priced as /pricing and the payment show it (issue 46). */
  promotion?: PlanPromotion
}

function fromBundle(plan: Plan): WizardPlan {
  return {
    slug: plan.slug,
    name: plan.name,
    price: plan.price,
    billingCycle: plan.billingCycle,
    description: plan.description,
    isPopular: Boolean(plan.isPopular),
  }
}

/** The bundled catalogue, shown until the `plans` table answers (it is equal to the seed). */
export const initialWizardPlans: WizardPlan[] = bundledPlans.map(fromBundle)

/** Active plans from the `plans` table, the one source of truth, in display order. */
export async function fetchWizardPlans(): Promise<WizardPlan[]> {
  const { data, error } = await (
    await client()
  )
    .from('plans')
    .select('slug, name, price, billing_cycle, description, is_popular, duration_days')
    .eq('is_active', true)
    .order('sort_order')
  if (error) throw new Error('تعذّر تحميل الباقات')
  return Promise.all(
    data.map(async (row): Promise<WizardPlan> => {
      const plan: WizardPlan = {
        slug: row.slug as PlanSlug,
        name: row.name,
        price: Number(row.price),
        billingCycle:
          row.billing_cycle === 'lifetime'
            ? 'lifetime'
            : Number(row.price) === 0
              ? 'trial'
              : ('monthly' as const),
        description: row.description,
        isPopular: row.is_popular,
      }
      const promotion = plan.price > 0 ? await fetchPlanPromotion(plan.slug) : undefined
      return promotion ? { ...plan, promotion } : plan
    }),
  )
}

export const wizardPlansQuery = queryOptions({
  queryKey: registrationKeys.plans(),
  queryFn: fetchWizardPlans,
  placeholderData: initialWizardPlans,
  staleTime: 5 * 60_000,
})

export function useWizardPlans() {
  return useQuery(wizardPlansQuery)
}

/** A sign-up failure, already in the spec's Arabic (doc 1 section 8). */
export class RegistrationError extends Error {}

const ALREADY_REGISTERED = 'هذا البريد الإلكتروني مسجل مسبقاً'

/** Arabic reasons for the auth server's common refusals; other reasons are shown as they come. */
function reasonOf(error: AuthError): string {
  switch (error.code) {
    case 'weak_password':
      return 'كلمة المرور ضعيفة جداً. استخدم 8 أحرف على الأقل تتضمن حرفاً كبيراً وحرفاً صغيراً ورقماً ورمزاً خاصاً'
    case 'email_address_invalid':
    case 'validation_failed':
      return 'البريد الإلكتروني غير صحيح'
    case 'over_request_rate_limit':
    case 'over_email_send_rate_limit':
      return 'محاولات كثيرة. يرجى المحاولة لاحقاً'
    case 'signup_disabled':
    case 'email_provider_disabled':
      return 'التسجيل مغلق حالياً'
    default:
      return error.message
  }
}

/** The one place sign-up errors become the spec's messages. */
export function toRegistrationError(error: AuthError): RegistrationError {
  if (isNetworkError(error)) return new RegistrationError(NETWORK_ERROR_MESSAGE)
  if (/already registered/i.test(error.message) || error.code === 'user_already_exists') {
    return new RegistrationError(ALREADY_REGISTERED)
  }
  return new RegistrationError(`فشل في إنشاء الحساب: ${reasonOf(error)}`)
}

/**
 * Logged, never blocking (spec doc 1 section 8): a profile failure after a successful sign-up.
 * Logging failures only reach the console.
 */
async function logFailure(
  supabase: SupabaseClient<Database>,
  eventType: string,
  description: string,
  metadata: Record<string, string | null>,
) {
  try {
    const { error } = await supabase.rpc('log_security_event', {
      p_event_type: eventType,
      p_description: description,
      p_severity: 'medium',
      p_metadata: metadata,
    })
    if (error) console.error('Could not log a security event', error)
  } catch (error) {
    console.error('Could not log a security event', error)
  }
}

export type RegistrationOutcome = { email: string; mailSent: boolean }

/**
 * Sign up and fill the profile (spec doc 1 section 7.1); the sign-up queues the verification
 * e-mail on the server. The plan is stored as the intended plan; a paid plan starts only after
 * payment (ARCHITECTURE 3).
 */
export async function registerAccount(data: RegistrationData): Promise<RegistrationOutcome> {
  const supabase = await client()
  const email = data.email.trim().toLowerCase()
  const fullName = data.fullName.trim()
  const username = data.username.trim()

  const { data: signUp, error } = await supabase.auth.signUp({
    email,
    password: data.password,
    options: {
      emailRedirectTo: window.location.origin,
      data: {
        full_name: fullName,
        intended_plan: data.subscriptionPlan,
        username,
        // Links the account to this browser's wizard start (the funnel; no personal data).
        wizard_visitor: wizardVisitorId(),
      },
    },
  })
  if (error) throw toRegistrationError(error)
  // With e-mail confirmations on, an existing address answers with a user without identities.
  if (signUp.user && signUp.user.identities?.length === 0) {
    throw new RegistrationError(ALREADY_REGISTERED)
  }
  const user = signUp.user
  if (!user || !signUp.session) return { email, mailSent: false }

  const { error: profileError } = await supabase
    .from('profiles')
    .update({
      full_name: fullName,
      company_name: data.companyName.trim(),
      company_type: data.companyType,
      custom_company_type: data.companyType === 'other' ? data.customCompanyType.trim() : null,
      country: data.country,
      phone_number: data.phoneNumber.trim() || null,
      company_size: data.companySize,
      username,
      intended_plan: data.subscriptionPlan,
      email_verification_status: 'pending',
    })
    .eq('id', user.id)
  if (profileError) {
    await logFailure(supabase, 'profile_update_failed', 'Profile update after sign-up failed', {
      code: profileError.code,
      message: profileError.message,
    })
  }

  // The verification mail is owed by the sign-up itself (the database queues it with the new
  // account, issue 49): nothing is asked of the server after signUp for it.
  return { email, mailSent: true }
}

/**
 * Step 1's Google method: leaves the page for Google and comes back signed in to `path` (returnPath:
 * the page the visitor came from, else the dashboard), where signing in lands.
 */
export async function startGoogleSignUp(path: string): Promise<void> {
  let failed = false
  try {
    const { error } = await (
      await client()
    ).auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: oauthRedirectTo(path) },
    })
    failed = Boolean(error)
  } catch {
    throw new RegistrationError('حدث خطأ أثناء التسجيل')
  }
  if (failed) throw new RegistrationError('فشل في التسجيل باستخدام Google')
}
