/*
 * A company's billing (issue 46), for its owner: the team plan and seats, the billing details and
 * the server's quotes. Every figure comes from the server (quote_company_checkout,
 * quote_seat_addition); the payment itself starts through the payments feature (tap-payment).
 */
import type { PostgrestError } from '@supabase/supabase-js'
import {
  type BillingDetailsValues,
  BILLING_FIELD_BY_HINT,
  type BillingField,
} from '../lib/billing-details'
import { db, SubscriptionError, toSubscriptionError } from './client'

export const companyBillingKeys = {
  all: ['subscription', 'company-billing'] as const,
  overview: (companyId: string) => ['subscription', 'company-billing', companyId] as const,
  invoices: (companyId: string) =>
    ['subscription', 'company-billing', companyId, 'invoices'] as const,
  checkout: (companyId: string, plan: string, period: string, seats: number, code: string | null) =>
    ['subscription', 'company-billing', companyId, 'checkout', plan, period, seats, code] as const,
  addition: (companyId: string, add: number) =>
    ['subscription', 'company-billing', companyId, 'addition', add] as const,
}

export type TeamPlan = {
  slug: string
  name: string
  seatPrice: number
  seatAnnualPrice: number | null
}

export type CompanySeats = {
  planSlug: string
  status: string
  seats: number | null
  seatsNextPeriod: number | null
  period: 'month' | 'year'
  pricePerSeat: number | null
  expiresAt: string | null
  autoRenew: boolean
}

export type CompanyBilling = {
  subscription: CompanySeats | null
  details: BillingDetailsValues | null
  teamPlans: TeamPlan[]
}

export async function fetchCompanyBilling(companyId: string): Promise<CompanyBilling> {
  const client = await db()
  const [subscription, details, plans] = await Promise.all([
    client
      .from('company_subscriptions')
      .select(
        'plan_id, status, seats, seats_next_period, billing_period, price_per_seat, expires_at, auto_renew',
      )
      .eq('company_id', companyId)
      .maybeSingle(),
    client
      .from('billing_details')
      .select(
        'legal_name, vat_number, cr_number, building_number, street, district, city, postal_code, additional_number',
      )
      .eq('company_id', companyId)
      .maybeSingle(),
    client
      .from('plans')
      .select('slug, team_name, name, seat_price, seat_annual_price')
      .eq('is_active', true)
      .not('seat_price', 'is', null)
      .order('sort_order'),
  ])
  const failed = subscription.error ?? details.error ?? plans.error
  if (failed) throw toSubscriptionError(failed)
  const cs = subscription.data
  const d = details.data
  return {
    subscription: cs
      ? {
          planSlug: cs.plan_id,
          status: cs.status,
          seats: cs.seats,
          seatsNextPeriod: cs.seats_next_period,
          period: cs.billing_period === 'year' ? 'year' : 'month',
          pricePerSeat: cs.price_per_seat === null ? null : Number(cs.price_per_seat),
          expiresAt: cs.expires_at,
          autoRenew: cs.auto_renew,
        }
      : null,
    details: d
      ? {
          legal_name: d.legal_name,
          vat_number: d.vat_number ?? '',
          cr_number: d.cr_number ?? '',
          building_number: d.building_number,
          street: d.street,
          district: d.district,
          city: d.city,
          postal_code: d.postal_code,
          additional_number: d.additional_number ?? '',
        }
      : null,
    teamPlans: (plans.data ?? []).map((row) => ({
      slug: row.slug,
      name: row.team_name ?? row.name,
      seatPrice: Number(row.seat_price),
      seatAnnualPrice: row.seat_annual_price === null ? null : Number(row.seat_annual_price),
    })),
  }
}

/** A refusal of one billing field: its message goes under that field. */
export class BillingFieldError extends SubscriptionError {
  constructor(
    message: string,
    readonly field: BillingField,
  ) {
    super(message)
  }
}

export async function saveBillingDetails(
  companyId: string,
  values: BillingDetailsValues,
): Promise<void> {
  const { error } = await (
    await db()
  ).rpc('set_billing_details', {
    p_company_id: companyId,
    p_legal_name: values.legal_name,
    p_vat_number: values.vat_number,
    p_cr_number: values.cr_number,
    p_building_number: values.building_number,
    p_street: values.street,
    p_district: values.district,
    p_city: values.city,
    p_postal_code: values.postal_code,
    p_additional_number: values.additional_number,
  })
  if (!error) return
  const field = error.hint ? BILLING_FIELD_BY_HINT[error.hint] : undefined
  if (field) throw new BillingFieldError(error.message, field)
  throw toSubscriptionError(error)
}

export type QuoteLine = {
  label: string
  amount: number
  quantity: number | null
  unitPrice: number | null
  periodStart: string | null
  periodEnd: string | null
}

function toQuoteLines(value: unknown): QuoteLine[] {
  if (!Array.isArray(value)) return []
  return value.map((line: Record<string, unknown>) => ({
    label: String(line?.label ?? ''),
    amount: Number(line?.amount ?? 0),
    quantity:
      line?.quantity === null || line?.quantity === undefined ? null : Number(line.quantity),
    unitPrice:
      line?.unit_price === null || line?.unit_price === undefined ? null : Number(line.unit_price),
    periodStart: typeof line?.period_start === 'string' ? line.period_start : null,
    periodEnd: typeof line?.period_end === 'string' ? line.period_end : null,
  }))
}

export type CheckoutQuote = {
  seats: number
  unitPrice: number
  originalAmount: number
  prorationAmount: null
  promotionName: string | null
  promotionDiscount: number
  discountCode: string | null
  discountAmount: number
  finalAmount: number
  codeError: string | null
  periodStart: string | null
  periodEnd: string | null
  lines: QuoteLine[]
}

export async function quoteCompanyCheckout(
  companyId: string,
  plan: string,
  period: 'month' | 'year',
  seats: number,
  code: string | null,
): Promise<CheckoutQuote> {
  const { data, error } = await (
    await db()
  ).rpc('quote_company_checkout', {
    p_company_id: companyId,
    p_plan: plan,
    p_period: period,
    p_seats: seats,
    p_code: code ?? undefined,
  })
  if (error) throw toSubscriptionError(error)
  const row = data?.[0]
  if (!row) throw new SubscriptionError('تعذّر حساب المبلغ')
  return {
    seats: row.seats,
    unitPrice: Number(row.unit_price),
    originalAmount: Number(row.original_amount),
    prorationAmount: null,
    promotionName: row.promotion_name,
    promotionDiscount: Number(row.promotion_discount ?? 0),
    discountCode: row.discount_code,
    discountAmount: Number(row.discount_amount ?? 0),
    finalAmount: Number(row.final_amount),
    codeError: row.code_error,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    lines: toQuoteLines(row.lines),
  }
}

export type SeatAdditionQuote = {
  seatsNow: number
  seatsAfter: number
  unitPrice: number
  periodStart: string
  periodEnd: string
  amount: number
  lines: QuoteLine[]
}

export async function quoteSeatAddition(
  companyId: string,
  add: number,
): Promise<SeatAdditionQuote> {
  const { data, error } = await (
    await db()
  ).rpc('quote_seat_addition', { p_company_id: companyId, p_add: add })
  if (error) throw toSubscriptionError(error)
  const row = data?.[0]
  if (!row) throw new SubscriptionError('تعذّر حساب المبلغ')
  return {
    seatsNow: row.seats_now,
    seatsAfter: row.seats_after,
    unitPrice: Number(row.unit_price),
    periodStart: row.period_start,
    periodEnd: row.period_end,
    amount: Number(row.amount),
    lines: toQuoteLines(row.lines),
  }
}

/** A reduction below the member count: the server's message and who may leave first. */
export class SeatReductionError extends SubscriptionError {
  constructor(
    message: string,
    readonly members: { name: string; role: string }[],
  ) {
    super(message)
  }
}

function membersOf(error: PostgrestError): { name: string; role: string }[] {
  try {
    const parsed: unknown = JSON.parse(error.details ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed.map((member: Record<string, unknown>) => ({
      name: String(member?.name ?? ''),
      role: String(member?.role ?? ''),
    }))
  } catch {
    return []
  }
}

/** Seats from the next renewal on (a reduction), or back to the current count (cancels it). */
export async function scheduleSeatChange(
  companyId: string,
  seats: number,
): Promise<{ seats: number; seatsNextPeriod: number | null; effectiveAt: string | null }> {
  const { data, error } = await (
    await db()
  ).rpc('schedule_seat_change', { p_company_id: companyId, p_seats: seats })
  if (error) {
    if (error.hint === 'seats_below_members') {
      throw new SeatReductionError(error.message, membersOf(error))
    }
    throw toSubscriptionError(error)
  }
  const answer = (data ?? {}) as Record<string, unknown>
  return {
    seats: Number(answer.seats ?? seats),
    seatsNextPeriod:
      answer.seats_next_period === null || answer.seats_next_period === undefined
        ? null
        : Number(answer.seats_next_period),
    effectiveAt: typeof answer.effective_at === 'string' ? answer.effective_at : null,
  }
}

/** The company's automatic renewal; on, the caller (the owner) becomes the one whose card pays. */
export async function setCompanyAutoRenew(
  companyId: string,
  enabled: boolean,
): Promise<{ autoRenew: boolean; renewsAt: string | null; hasCard: boolean }> {
  const { data, error } = await (
    await db()
  ).rpc('set_company_auto_renew', { p_company_id: companyId, p_enabled: enabled })
  if (error) throw toSubscriptionError(error)
  const answer = (data ?? {}) as Record<string, unknown>
  return {
    autoRenew: answer.auto_renew === true,
    renewsAt: typeof answer.renews_at === 'string' ? answer.renews_at : null,
    hasCard: answer.has_card === true,
  }
}
