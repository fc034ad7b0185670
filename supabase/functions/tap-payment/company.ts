/**
 * The company side of a checkout (issue 46): a team plan bought for N seats, or seats added in
 * the current period. The database prices both (`quote_company_checkout`, `quote_seat_addition`)
 * and checks there that the caller owns the company, so they are called with the caller's token;
 * the payment row is then stored by the service role like a personal one.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { bearerToken } from '../_shared/auth.ts'
import { json } from '../_shared/cors.ts'
import { env } from '../_shared/payments.ts'

export interface Quote {
  plan_slug: string
  change_type: string
  original_amount: string | number
  proration_amount: string | number | null
  promotion_name: string | null
  promotion_discount: string | number
  discount_code: string | null
  discount_amount: string | number
  final_amount: string | number
  currency: string
  code_error: string | null
}

/** What a checkout charges, priced by the database (the browser sends no amount). */
export interface Priced {
  planSlug: string
  planName: string
  billingCycle: string
  quote: Quote
  metadata: Record<string, string>
  /** Columns of the payment row beyond the personal ones (company payments). */
  extra: Record<string, unknown>
}

export const companyErrors = {
  invalidCompany: 'الشركة غير موجودة',
  invalidSeats: 'عدد المقاعد يجب أن يكون بين 1 و 10000',
  invalidPeriod: 'مدة الاشتراك غير صالحة',
} as const

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function seatCount(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10_000
    ? value
    : null
}

/** A refusal of the pricing RPCs as the browser sees it: the Arabic message and its code. */
function refusal(error: { code?: string; message: string; hint?: string | null }): Response {
  if (error.code === 'P0001' || error.code === '42501') {
    return json(
      { error: error.message, error_code: error.hint ?? null },
      { status: error.code === '42501' ? 403 : 400 },
    )
  }
  console.error('tap-payment: company quote failed', error)
  return json({ error: 'Validation error' }, { status: 500 })
}

export async function companyCheckout(
  req: Request,
  admin: SupabaseClient,
  body: Record<string, unknown>,
): Promise<Priced | Response> {
  const companyId = typeof body.companyId === 'string' ? body.companyId : ''
  if (!UUID.test(companyId)) return json({ error: companyErrors.invalidCompany }, { status: 400 })
  const asCaller = createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${bearerToken(req)}` } },
  })

  if (body.addSeats !== undefined) {
    const add = seatCount(body.addSeats)
    if (add === null) return json({ error: companyErrors.invalidSeats }, { status: 400 })
    const { data, error } = await asCaller.rpc('quote_seat_addition', {
      p_company_id: companyId,
      p_add: add,
    })
    if (error) return refusal(error)
    const row = (data as Record<string, unknown>[] | null)?.[0]
    const { data: sub } = await admin
      .from('company_subscriptions')
      .select('plan_id, billing_period, plans(name, team_name, billing_cycle)')
      .eq('company_id', companyId)
      .single()
    if (!row || !sub) return json({ error: 'Validation error' }, { status: 500 })
    const plan = sub.plans as unknown as {
      name: string
      team_name: string | null
      billing_cycle: string
    }
    const amount = row.amount as number
    return {
      planSlug: sub.plan_id as string,
      planName: `${plan.team_name ?? plan.name} - مقاعد إضافية`,
      billingCycle: plan.billing_cycle,
      quote: {
        plan_slug: sub.plan_id as string,
        change_type: 'seat_add',
        original_amount: amount,
        proration_amount: null,
        promotion_name: null,
        promotion_discount: 0,
        discount_code: null,
        discount_amount: 0,
        final_amount: amount,
        currency: row.currency as string,
        code_error: null,
      },
      metadata: { company_id: companyId, change_type: 'seat_add', seats: String(add) },
      extra: {
        company_id: companyId,
        purpose: 'seat_add',
        seats: add,
        unit_price: row.unit_price,
        seat_period_end: row.period_end,
        billing_period: sub.billing_period,
      },
    }
  }

  const seats = seatCount(body.seats)
  if (seats === null) return json({ error: companyErrors.invalidSeats }, { status: 400 })
  const period = body.period === undefined ? 'month' : body.period
  if (period !== 'month' && period !== 'year') {
    return json({ error: companyErrors.invalidPeriod }, { status: 400 })
  }
  const code =
    typeof body.discountCode === 'string' && body.discountCode.trim()
      ? body.discountCode.trim().toUpperCase()
      : null
  const { data, error } = await asCaller.rpc('quote_company_checkout', {
    p_company_id: companyId,
    p_plan: typeof body.plan === 'string' ? body.plan.trim() : '',
    p_period: period,
    p_seats: seats,
    p_code: code,
  })
  if (error) return refusal(error)
  const row = (data as Record<string, unknown>[] | null)?.[0]
  if (!row) return json({ error: 'Validation error' }, { status: 500 })
  if (code && row.code_error) return json({ error: row.code_error }, { status: 400 })
  const { data: plan } = await admin
    .from('plans')
    .select('name, team_name, billing_cycle')
    .eq('slug', row.plan_slug as string)
    .single()
  if (!plan) return json({ error: 'Validation error' }, { status: 500 })
  return {
    planSlug: row.plan_slug as string,
    planName: `${(plan.team_name as string | null) ?? plan.name} (${seats})`,
    billingCycle: plan.billing_cycle as string,
    quote: {
      plan_slug: row.plan_slug as string,
      change_type: 'company_subscription',
      original_amount: row.original_amount as number,
      proration_amount: null,
      promotion_name: row.promotion_name as string | null,
      promotion_discount: row.promotion_discount as number,
      discount_code: row.discount_code as string | null,
      discount_amount: row.discount_amount as number,
      final_amount: row.final_amount as number,
      currency: row.currency as string,
      code_error: null,
    },
    metadata: { company_id: companyId, change_type: 'company_subscription', seats: String(seats) },
    extra: {
      company_id: companyId,
      purpose: 'company_subscription',
      seats,
      unit_price: row.unit_price,
      billing_period: period,
    },
  }
}
