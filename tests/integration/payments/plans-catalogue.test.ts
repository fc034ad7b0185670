/** The bundled plan catalogue (first paint) must equal the seeded `plans` rows, field by field. */
import { describe, expect, it } from 'vitest'
import { plans } from '../../../src/lib/plans.ts'
import { anonClient } from '../../support/stack.ts'

describe('bundled plans = seeded plans', () => {
  it('has the same plans, prices, cycles, texts, features and limits', async () => {
    const { data, error } = await anonClient()
      .from('plans')
      .select(
        'slug, name, name_en, description, description_en, price, currency, billing_cycle, features, features_en, limits, is_popular',
      )
      .eq('is_active', true)
      .order('sort_order')
    expect(error).toBeNull()
    const fromDb = data!.map((row) => ({
      slug: row.slug,
      name: row.name,
      nameEn: row.name_en,
      description: row.description,
      descriptionEn: row.description_en,
      price: Number(row.price),
      currency: row.currency,
      billingCycle: row.billing_cycle,
      features: row.features,
      featuresEn: row.features_en,
      limits: row.limits,
      isPopular: row.is_popular,
    }))
    const bundled = plans.map((plan) => ({
      slug: plan.slug,
      name: plan.name,
      nameEn: plan.nameEn,
      description: plan.description,
      descriptionEn: plan.descriptionEn,
      price: plan.price,
      currency: plan.currency,
      billingCycle: plan.billingCycle,
      features: plan.features,
      featuresEn: plan.featuresEn,
      limits: plan.limits,
      isPopular: plan.isPopular ?? false,
    }))
    expect(bundled).toEqual(fromDb)
  })
})
