import { fetchPublicPlans } from '@/features/marketing/api/plans'

const row = (slug: string, price: number) => ({
  slug,
  name: slug,
  name_en: slug,
  description: null,
  description_en: null,
  price,
  currency: 'SAR',
  billing_cycle: 'monthly',
  features: ['أ'],
  features_en: ['a'],
  limits: null,
  is_popular: false,
})

type Call = { url: string; init: RequestInit }

function backend(answers: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const call = { url, init }
      calls.push(call)
      const { status, body } = answers(call)
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      )
    }),
  )
  return calls
}

afterEach(() => vi.unstubAllGlobals())

describe('fetchPublicPlans (plain REST, no supabase-js)', () => {
  it('reads the active plans in order and each paid plan’s live promotion', async () => {
    const calls = backend(({ url, init }) => {
      if (url.includes('/rest/v1/plans?')) {
        return { status: 200, body: [row('free', 0), row('basic', 19), row('lifetime', 499)] }
      }
      const { plan_slug_input: slug } = JSON.parse(String(init.body)) as { plan_slug_input: string }
      return slug === 'lifetime'
        ? {
            status: 200,
            body: [
              { has_promotion: true, name: 'عرض', discounted_amount: 399.2, promo_message: 'خصم' },
            ],
          }
        : { status: 200, body: [{ has_promotion: false }] }
    })
    const plans = await fetchPublicPlans()
    expect(plans.map((p) => [p.slug, p.price, p.promotion?.discountedPrice])).toEqual([
      ['free', 0, undefined],
      ['basic', 19, undefined],
      ['lifetime', 499, 399.2],
    ])
    const [list] = calls
    expect(list?.url).toMatch(
      /\/rest\/v1\/plans\?select=slug,.*&is_active=eq\.true&order=sort_order$/,
    )
    expect(list?.init.headers).toMatchObject({ apikey: expect.any(String) as string })
    const rpc = calls.filter((c) => c.url.endsWith('/rest/v1/rpc/get_active_promotional_offer'))
    // The free plan has no promotion to ask for.
    expect(rpc).toHaveLength(2)
    expect(rpc[0]?.init.method).toBe('POST')
  })

  it('shows a plan without its promotion when the offer call fails', async () => {
    backend(({ url }) =>
      url.includes('/rest/v1/plans?')
        ? { status: 200, body: [row('basic', 19)] }
        : { status: 500, body: { message: 'boom' } },
    )
    const [basic] = await fetchPublicPlans()
    expect(basic?.price).toBe(19)
    expect(basic?.promotion).toBeUndefined()
  })

  it('fails when the plans cannot be read, so the page keeps the bundled catalogue', async () => {
    backend(() => ({ status: 503, body: { message: 'down' } }))
    await expect(fetchPublicPlans()).rejects.toThrow(/HTTP 503/)
  })
})
