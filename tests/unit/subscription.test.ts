import { toSubscriptionError } from '@/features/subscription/api/client'
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import {
  NO_ACCESS_TOAST_MS,
  subscriptionMessages,
  subscriptionToasts,
  toSubscriptionStatus,
} from '@/features/subscription/lib/access'
import {
  applyDiscount,
  combinedPrice,
  formatLimit,
  formatPrice,
  limitLabels,
  normalizeCode,
} from '@/features/subscription/lib/display'
import { formatSar } from '@/lib/format'

const NOW = Date.parse('2026-11-21T12:00:00Z')
const HOUR = 3_600_000
const DAY = 24 * HOUR
const iso = (offset: number) => new Date(NOW + offset).toISOString()

describe('combined discount (spec 5)', () => {
  it('applies the promotion first, then the code', () => {
    // 100 -> 80 (20%) -> 72 (10%); the other order would also be 72, so use a fixed code.
    expect(
      combinedPrice(100, { type: 'percentage', value: 20 }, { type: 'fixed', value: 30 }),
    ).toBe(50)
    expect(
      combinedPrice(100, { type: 'fixed', value: 30 }, { type: 'percentage', value: 50 }),
    ).toBe(35)
  })

  it('caps a fixed amount at what is left and never goes below 0', () => {
    expect(applyDiscount(19, 'fixed', 20)).toBe(0)
    expect(combinedPrice(19, { type: 'fixed', value: 10 }, { type: 'fixed', value: 50 })).toBe(0)
    expect(applyDiscount(19, 'percentage', 150)).toBe(0)
    expect(applyDiscount(19, 'percentage', 10)).toBe(17.1)
  })

  it('without a promotion or a code, the price stays', () => {
    expect(combinedPrice(57, null, null)).toBe(57)
  })
})

describe('discount code input', () => {
  it('is trimmed and upper-cased', () => {
    expect(normalizeCode('  welcome10 ')).toBe('WELCOME10')
    expect(normalizeCode('   ')).toBe('')
  })
})

describe('access state from dates (spec 4)', () => {
  it('no subscription row: no access, trial, inactive', () => {
    expect(toSubscriptionStatus(null, NOW)).toMatchObject({
      hasAccess: false,
      isInGracePeriod: false,
      subscriptionTier: 'trial',
      subscriptionStatus: 'inactive',
    })
  })

  it('server access: days until expiry rounded up', () => {
    const status = toSubscriptionStatus(
      {
        hasAccess: true,
        tier: 'basic',
        status: 'active',
        expiresAt: iso(2 * DAY + HOUR),
        gracePeriodUntil: iso(5 * DAY),
      },
      NOW,
    )
    expect(status).toMatchObject({ hasAccess: true, isInGracePeriod: false, daysUntilExpiry: 3 })
  })

  it('no server access but grace in the future: access within the grace period', () => {
    const status = toSubscriptionStatus(
      {
        hasAccess: false,
        tier: 'basic',
        status: 'grace_period',
        expiresAt: iso(-DAY),
        gracePeriodUntil: iso(5 * HOUR + 1),
      },
      NOW,
    )
    expect(status).toMatchObject({
      hasAccess: true,
      isInGracePeriod: true,
      hoursUntilGraceExpiry: 6,
      daysUntilExpiry: 0,
    })
  })

  it('grace over: no access', () => {
    const status = toSubscriptionStatus(
      {
        hasAccess: false,
        tier: 'basic',
        status: 'expired',
        expiresAt: iso(-4 * DAY),
        gracePeriodUntil: iso(-DAY),
      },
      NOW,
    )
    expect(status).toMatchObject({
      hasAccess: false,
      isInGracePeriod: false,
      hoursUntilGraceExpiry: null,
    })
  })

  it('lifetime: access with no expiry', () => {
    const status = toSubscriptionStatus(
      {
        hasAccess: true,
        tier: 'lifetime',
        status: 'active',
        expiresAt: null,
        gracePeriodUntil: null,
      },
      NOW,
    )
    expect(status).toMatchObject({ hasAccess: true, daysUntilExpiry: null })
  })
})

describe('toast thresholds (spec 8, 9)', () => {
  const active = (days: number) =>
    toSubscriptionStatus(
      {
        hasAccess: true,
        tier: 'basic',
        status: 'active',
        expiresAt: iso(days * DAY),
        gracePeriodUntil: null,
      },
      NOW,
    )
  const grace = (hours: number) =>
    toSubscriptionStatus(
      {
        hasAccess: false,
        tier: 'basic',
        status: 'grace_period',
        expiresAt: iso(-DAY),
        gracePeriodUntil: iso(hours * HOUR),
      },
      NOW,
    )

  it('warns when 1 to 3 days remain, not at 4 or 0', () => {
    expect(subscriptionToasts(active(4))).toEqual([])
    expect(subscriptionToasts(active(3))).toEqual([{ kind: 'expiring', days: 3 }])
    expect(subscriptionToasts(active(0.2))).toEqual([{ kind: 'expiring', days: 1 }])
    expect(subscriptionToasts(active(2.5))).toEqual([{ kind: 'expiring', days: 3 }])
  })

  it('in grace: the expired toast, and the grace-ending one within 24 hours only', () => {
    expect(subscriptionToasts(grace(25))).toEqual([{ kind: 'grace' }])
    expect(subscriptionToasts(grace(24))).toEqual([
      { kind: 'grace' },
      { kind: 'grace-ending', hours: 24 },
    ])
    expect(subscriptionToasts(grace(0.5))).toEqual([
      { kind: 'grace' },
      { kind: 'grace-ending', hours: 1 },
    ])
  })

  it('no access: the 10-second renew toast', () => {
    expect(subscriptionToasts(toSubscriptionStatus(null, NOW))).toEqual([{ kind: 'no-access' }])
    expect(NO_ACCESS_TOAST_MS).toBe(10_000)
    expect(subscriptionMessages.noAccess.action).toBe('تجديد الاشتراك')
  })

  it('says the count in Arabic', () => {
    expect(subscriptionMessages.expiring(1).description).toContain('يوم واحد')
    expect(subscriptionMessages.expiring(3).description).toContain('3 أيام')
    expect(subscriptionMessages.graceEnding(5).description).toContain('5 ساعات')
  })
})

describe('price and limit display (spec 9)', () => {
  it('prices with 2 decimals; free; once for lifetime; per month', () => {
    expect(formatPrice(0, 'trial')).toBe('مجاناً')
    expect(formatPrice(499, 'lifetime')).toBe(`${formatSar(499)} مرة واحدة`)
    expect(formatPrice(17.1, 'monthly')).toBe(`${formatSar(17.1)} /شهرياً`)
    expect(formatSar(17.1)).toContain('17.10')
  })

  it('-1 is unlimited', () => {
    expect(formatLimit(-1)).toBe('غير محدود')
    expect(formatLimit(50)).toBe('50')
    expect(formatLimit(1000, 'ميجابايت')).toBe('1,000 ميجابايت')
  })

  it('the plan panel lists the limits the database enforces on own prompts and collections', () => {
    const shown = Object.fromEntries(limitLabels.map((l) => [l.key, l.label]))
    expect(shown).toMatchObject({ user_prompts: 'عدد أوامري الخاصة', collections: 'عدد المجموعات' })
  })
})

describe('errors shown by the subscription screens', () => {
  it('passes Arabic server messages through and maps network, session and unknown failures', () => {
    expect(toSubscriptionError({ message: 'كود الخصم منتهي' }).message).toBe('كود الخصم منتهي')
    expect(toSubscriptionError(new TypeError('Failed to fetch')).message).toBe(
      NETWORK_ERROR_MESSAGE,
    )
    expect(
      toSubscriptionError({ name: 'FunctionsFetchError', message: 'Failed to send a request' })
        .message,
    ).toBe(NETWORK_ERROR_MESSAGE)
    expect(toSubscriptionError({ message: 'JWT expired' }).message).toBe(
      'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
    )
    expect(toSubscriptionError({ message: 'x'.repeat(200) }).message).toMatch(/[\u0600-\u06FF]/)
  })
})
