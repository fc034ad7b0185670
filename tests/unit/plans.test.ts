import { formatSar } from '@/lib/format'
import { formatPlanPrice, getPlan, plans } from '@/lib/plans'

describe('plan catalogue', () => {
  it('carries the pricing-page prices in rank order', () => {
    expect(plans.map((plan) => [plan.slug, plan.price])).toEqual([
      ['trial', 0],
      ['basic', 19],
      ['advanced', 35],
      ['premium', 57],
      ['lifetime', 499],
    ])
  })

  it('marks only the complete plan (premium) as most popular', () => {
    expect(plans.filter((plan) => plan.isPopular).map((plan) => plan.slug)).toEqual(['premium'])
    expect(getPlan('premium')?.name).toBe('الكاملة')
  })
})

describe('formatPlanPrice', () => {
  it('shows a zero price as free', () => {
    expect(formatPlanPrice({ price: 0, billingCycle: 'trial' })).toBe('مجاناً')
  })

  it('shows the lifetime price as a one-time amount', () => {
    expect(formatPlanPrice({ price: 499, billingCycle: 'lifetime' })).toBe(
      `${formatSar(499)} مرة واحدة`,
    )
  })

  it('shows other prices per month', () => {
    expect(formatPlanPrice({ price: 19, billingCycle: 'monthly' })).toBe(`${formatSar(19)} /شهرياً`)
  })

  it('formats SAR with two decimals', () => {
    expect(formatSar(57)).toContain('57.00')
    expect(formatSar(57)).toContain('ر.س')
  })
})
