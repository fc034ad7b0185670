/*
 * Server calls of the subscription feature. Every fetcher throws a SubscriptionError (Arabic) on
 * failure; components use the hooks in ../hooks, never these directly with supabase.
 */
import type { PlanLimits } from '@/lib/plans'
import { toCreditLines, type CreditLine, type PriceQuote } from '@/lib/price-quote'
import { validateDiscountCode, type CodeVerdict } from '@/lib/discount-code'
import type { ServerSubscription } from '../lib/access'
import { db, invokeFunction, toSubscriptionError } from './client'

export type PlanRow = {
  slug: string
  name: string
  description: string
  price: number
  currency: string
  billingCycle: 'trial' | 'monthly' | 'lifetime'
  /** The price of a year of a monthly plan (issue 46); null or absent: no annual offer. */
  annualPrice?: number | null
  features: string[]
  limits: Partial<PlanLimits>
  isPopular: boolean
  rank: number
}

export type Promotion = {
  planSlug: string
  name: string
  discountType: string
  endsAt: string | null
  discountApplied: number
  discountedAmount: number
  message: string | null
}

export type PlanDetails = {
  slug: string
  name: string
  description: string
  price: number
  currency: string
  billingCycle: string
  features: string[]
  limits: Record<string, unknown>
}

export type RegistrationRank = {
  rank: number
  totalUsers: number
  tier: 'platinum' | 'gold' | 'silver'
}

export type HistoryEntry = {
  id: string
  fromPlan: string | null
  toPlan: string
  changeType: string | null
  changedAt: string
  reason: string | null
  paymentId: string | null
  amount: number | null
}

export type ScheduledChange = { toPlan: string; fromPlan: string; effectiveAt: string }

export type PlanValidation = { isValid: boolean; message: string; changeType: string | null }

/** quote_plan_change's answer: the breakdown's figures and what the dialog needs besides. */
export type Quote = PriceQuote & {
  planSlug: string
  changeType: string
  currency: string
  codeError: string | null
  creditLines: CreditLine[]
}

export type CodeCheck = CodeVerdict

const num = (value: unknown): number => Number(value ?? 0)
const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value)

export async function fetchSubscription(userId: string): Promise<ServerSubscription> {
  const client = await db()
  const [access, view] = await Promise.all([
    client.rpc('has_subscription_access', { user_uuid: userId }),
    client.rpc('get_user_subscription', { user_uuid: userId }),
  ])
  if (access.error) throw toSubscriptionError(access.error)
  if (view.error) throw toSubscriptionError(view.error)
  const row = view.data?.[0]
  if (!row) return null
  return {
    hasAccess: access.data === true,
    tier: row.subscription_tier ?? 'trial',
    status: row.subscription_status ?? 'inactive',
    expiresAt: row.subscription_expires_at ?? row.expires_at ?? null,
    gracePeriodUntil: row.grace_period_until ?? null,
  }
}

export async function fetchPlans(): Promise<PlanRow[]> {
  const { data, error } = await (
    await db()
  )
    .from('plans')
    .select(
      'slug, name, description, price, currency, billing_cycle, annual_price, features, limits, is_popular, rank',
    )
    .eq('is_active', true)
    .order('sort_order')
  if (error) throw toSubscriptionError(error)
  return data.map((row) => ({
    slug: row.slug,
    name: row.name,
    description: row.description,
    price: num(row.price),
    currency: row.currency,
    billingCycle: row.billing_cycle as PlanRow['billingCycle'],
    annualPrice: numOrNull(row.annual_price),
    features: Array.isArray(row.features) ? (row.features as string[]) : [],
    limits: (row.limits ?? {}) as Partial<PlanLimits>,
    isPopular: row.is_popular,
    rank: row.rank,
  }))
}

/** The active promotion of every paid plan (plans without one are left out). */
export async function fetchPromotions(slugs: string[]): Promise<Record<string, Promotion>> {
  const client = await db()
  const answers = await Promise.all(
    slugs.map(async (slug) => {
      const { data, error } = await client.rpc('get_active_promotional_offer', {
        plan_slug_input: slug,
      })
      if (error) throw toSubscriptionError(error)
      const row = data?.[0]
      if (!row?.has_promotion) return null
      return {
        planSlug: slug,
        name: row.name ?? '',
        discountType: row.discount_type ?? 'percentage',
        endsAt: row.ends_at ?? null,
        discountApplied: num(row.discount_applied),
        discountedAmount: num(row.discounted_amount),
        message: row.promo_message ?? null,
      } satisfies Promotion
    }),
  )
  return Object.fromEntries(answers.filter((p) => p !== null).map((p) => [p.planSlug, p]))
}

export async function fetchPlanDetails(userId: string): Promise<PlanDetails | null> {
  const { data, error } = await (await db()).rpc('get_user_plan_details', { user_uuid: userId })
  if (error) throw toSubscriptionError(error)
  const row = data?.[0]
  if (!row) return null
  return {
    slug: row.plan_slug,
    name: row.plan_name,
    description: row.plan_description,
    price: num(row.price),
    currency: row.currency,
    billingCycle: row.billing_cycle,
    features: Array.isArray(row.features) ? (row.features as string[]) : [],
    limits: (row.limits ?? {}) as Record<string, unknown>,
  }
}

export async function fetchRank(userId: string): Promise<RegistrationRank | null> {
  const { data, error } = await (
    await db()
  ).rpc('get_user_registration_rank', {
    user_uuid: userId,
  })
  if (error) throw toSubscriptionError(error)
  const row = data?.[0]
  if (!row) return null
  const tier =
    row.badge_tier === 'platinum' || row.badge_tier === 'gold' ? row.badge_tier : 'silver'
  return { rank: row.user_rank, totalUsers: row.total_users, tier }
}

/** Spec 9: the latest 10 changes, newest first. */
export async function fetchHistory(userId: string): Promise<HistoryEntry[]> {
  const { data, error } = await (
    await db()
  )
    .from('subscription_history')
    .select('id, from_plan, to_plan, change_type, changed_at, reason, payment_id, amount')
    .eq('user_id', userId)
    .order('changed_at', { ascending: false })
    .limit(10)
  if (error) throw toSubscriptionError(error)
  return data.map((row) => ({
    id: row.id,
    fromPlan: row.from_plan,
    toPlan: row.to_plan,
    changeType: row.change_type,
    changedAt: row.changed_at,
    reason: row.reason,
    paymentId: row.payment_id,
    amount: numOrNull(row.amount),
  }))
}

export async function fetchScheduledChange(userId: string): Promise<ScheduledChange | null> {
  const { data, error } = await (
    await db()
  )
    .from('scheduled_plan_changes')
    .select('from_plan, to_plan, effective_at')
    .eq('user_id', userId)
    .eq('status', 'pending')
    .maybeSingle()
  if (error) throw toSubscriptionError(error)
  return data
    ? { fromPlan: data.from_plan, toPlan: data.to_plan, effectiveAt: data.effective_at }
    : null
}

export async function validatePlanChange(
  userId: string,
  fromPlan: string,
  toPlan: string,
): Promise<PlanValidation> {
  const { data, error } = await (
    await db()
  ).rpc('validate_plan_change', {
    user_uuid: userId,
    from_plan_slug: fromPlan,
    to_plan_slug: toPlan,
  })
  if (error) throw toSubscriptionError(error)
  const row = data?.[0]
  if (!row) return { isValid: false, message: 'Validation failed', changeType: null }
  return { isValid: row.is_valid, message: row.message, changeType: row.change_type }
}

export async function quotePlanChange(
  userId: string,
  plan: string,
  code: string | null,
  period: 'month' | 'year' = 'month',
): Promise<Quote> {
  const { data, error } = await (
    await db()
  ).rpc('quote_plan_change', {
    user_uuid: userId,
    plan_slug_input: plan,
    code_input: code ?? undefined,
    period_input: period,
  })
  if (error) throw toSubscriptionError(error)
  const row = data?.[0]
  if (!row) throw toSubscriptionError({ message: 'Validation error' })
  return {
    planSlug: row.plan_slug,
    changeType: row.change_type,
    originalAmount: num(row.original_amount),
    prorationAmount: numOrNull(row.proration_amount),
    promotionName: row.promotion_name,
    promotionDiscount: num(row.promotion_discount),
    discountCode: row.discount_code,
    discountAmount: num(row.discount_amount),
    finalAmount: num(row.final_amount),
    currency: row.currency,
    codeError: row.code_error,
    creditLines: toCreditLines(row.credit_lines),
  }
}

/** The server's verdict on a code for an amount (spec: validate_discount_code). */
export async function checkDiscountCode(
  code: string,
  email: string,
  amount: number,
): Promise<CodeCheck> {
  try {
    return await validateDiscountCode(code, email, amount)
  } catch (caught) {
    throw toSubscriptionError(caught)
  }
}

/** Free targets and scheduled downgrades (spec payload). */
export async function updateSubscription(
  newPlan: string,
  reason: string,
): Promise<{ message: string; scheduled: boolean }> {
  return invokeFunction('update-subscription', { newPlan, reason, source: 'manual' })
}
