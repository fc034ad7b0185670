/*
 * Automatic renewal on /subscription (issue 28): the subscription's consent, the saved card as
 * the browser may see it (brand, last four, expiry: payment_cards grants nothing else), the next
 * renewal's amount priced by the server, and the two controls (on/off, remove the card).
 */
import { firstAttemptAt } from '@/hooks/use-renewal-quote'
import { db, invokeFunction, toSubscriptionError } from './client'

export type SavedCard = {
  brand: string
  lastFour: string
  expMonth: number | null
  expYear: number | null
}

export type RenewalState = {
  autoRenew: boolean
  active: boolean
  expiresAt: string | null
  planSlug: string
  monthly: boolean
  /** What the next renewal costs, VAT included, after a promotion that still applies. */
  amount: number
  card: SavedCard | null
  /** The renewal of the current period that failed, with the gateway's reason. */
  failure: { attempts: number; reason: string | null; nextAttemptAt: string | null } | null
}

export async function fetchRenewal(userId: string): Promise<RenewalState | null> {
  const client = await db()
  const [subscription, card, renewals] = await Promise.all([
    client
      .from('subscriptions')
      .select('auto_renew, status, expires_at, plan_id, plans(price, billing_cycle)')
      .eq('user_id', userId)
      .maybeSingle(),
    client
      .from('payment_cards')
      .select('brand, last_four, exp_month, exp_year')
      .eq('user_id', userId)
      .maybeSingle(),
    client
      .from('subscription_renewals')
      .select('status, attempts, last_error, next_attempt_at, period_start')
      .eq('user_id', userId)
      .order('period_start', { ascending: false })
      .limit(1),
  ])
  if (subscription.error) throw toSubscriptionError(subscription.error)
  if (card.error) throw toSubscriptionError(card.error)
  if (renewals.error) throw toSubscriptionError(renewals.error)
  const row = subscription.data
  if (!row) return null
  const plan = row.plans as { price: number; billing_cycle: string } | null
  const monthly = plan?.billing_cycle === 'monthly' && Number(plan.price) > 0
  let amount = Number(plan?.price ?? 0)
  if (monthly && row.expires_at) {
    // The renewal job's own price at its first attempt (a promotion that still runs then).
    const priced = await client.rpc('renewal_quote', {
      p_plan_slug: row.plan_id,
      p_at: firstAttemptAt(row.expires_at),
    })
    if (priced.error) throw toSubscriptionError(priced.error)
    amount = Number(priced.data ?? amount)
  }
  const latest = renewals.data?.[0]
  const failing =
    latest &&
    latest.period_start === row.expires_at &&
    ['retrying', 'failed'].includes(latest.status)
  return {
    autoRenew: row.auto_renew,
    active: row.status === 'active',
    expiresAt: row.expires_at,
    planSlug: row.plan_id,
    monthly,
    amount,
    card: card.data
      ? {
          brand: card.data.brand,
          lastFour: card.data.last_four,
          expMonth: card.data.exp_month,
          expYear: card.data.exp_year,
        }
      : null,
    failure: failing
      ? {
          attempts: latest.attempts,
          reason: latest.last_error,
          nextAttemptAt: latest.status === 'retrying' ? latest.next_attempt_at : null,
        }
      : null,
  }
}

export async function setAutoRenew(enabled: boolean): Promise<boolean> {
  const { data, error } = await (await db()).rpc('set_auto_renew', { p_enabled: enabled })
  if (error) throw toSubscriptionError(error)
  return data
}

export async function removePaymentCard(): Promise<boolean> {
  const { data, error } = await (await db()).rpc('remove_payment_card')
  if (error) throw toSubscriptionError(error)
  return data
}

/** Starts replace-card: answers the URL of Tap's hosted card page (a refunded 1.00 SAR check). */
export async function startCardReplacement(): Promise<string> {
  const data = await invokeFunction<{ redirect?: { url?: string } }>('replace-card', {
    action: 'start',
  })
  const url = data?.redirect?.url
  if (!url) throw toSubscriptionError({ message: 'تعذّر فتح صفحة الدفع، يرجى المحاولة مرة أخرى.' })
  return url
}

/** Back from Tap: the server checks the charge and, when it saved a card, makes it the new one. */
export async function finishCardReplacement(tapId: string): Promise<SavedCard> {
  const data = await invokeFunction<{ card: SavedCard }>('replace-card', {
    action: 'finish',
    tapId,
  })
  return data.card
}
