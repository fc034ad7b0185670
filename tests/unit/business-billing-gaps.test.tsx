/**
 * Issue 46's second pass on the screens: the company owner's automatic renewal switch calls
 * set_company_auto_renew and says what happens next; a personal plan with an annual offer can be
 * bought for a year (the saving against 12 months shown, the server asked with period_input).
 */
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AutoRenewConsent } from '@/components/auto-renew-consent'
import { PeriodChoice } from '@/components/period-choice'
import { EntityForm } from '@/features/admin/components/entity-form'
import { entityById, planSchema, toRows } from '@/features/admin/lib/catalogue-entities'
import { CompanyAutoRenew } from '@/features/subscription/components/company-billing'
import type { CompanySeats } from '@/features/subscription/api/company-billing-api'
import { quotePlanChange } from '@/features/subscription/api/subscription-api'
import { annualSaving } from '@/lib/annual'
import { formatSar } from '@/lib/format'

const rpc = vi.fn()
vi.mock('@/features/subscription/api/client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  db: async () => ({ rpc }),
}))

const seats: CompanySeats = {
  planSlug: 'premium',
  status: 'active',
  seats: 5,
  seatsNextPeriod: null,
  period: 'month',
  pricePerSeat: 49,
  expiresAt: '2026-12-29T00:00:00Z',
  autoRenew: false,
}

function renderSwitch(current: CompanySeats, onChanged = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <CompanyAutoRenew companyId="c1" current={current} onChanged={onChanged} />
    </QueryClientProvider>,
  )
  return onChanged
}

describe("the company's automatic renewal", () => {
  beforeEach(() => rpc.mockReset())

  it('off: says nothing more is charged; the switch turns it on through the server', async () => {
    rpc.mockResolvedValue({
      data: { auto_renew: true, renews_at: seats.expiresAt, has_card: true },
      error: null,
    })
    const onChanged = renderSwitch(seats)
    expect(screen.getByTestId('company-next-renewal')).toHaveTextContent('لن يُجدَّد الاشتراك')
    await userEvent.click(screen.getByRole('switch', { name: 'التجديد التلقائي لاشتراك الشركة' }))
    expect(rpc).toHaveBeenCalledWith('set_company_auto_renew', {
      p_company_id: 'c1',
      p_enabled: true,
    })
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled())
  })

  it('on: names the seats and the price per seat of the next period', () => {
    renderSwitch({ ...seats, autoRenew: true, seatsNextPeriod: 3 })
    expect(screen.getByTestId('company-next-renewal')).toHaveTextContent('٣ مقاعد')
    expect(screen.getByRole('switch')).toBeChecked()
  })

  it("a refusal keeps the switch as it was (the server's Arabic message is shown)", async () => {
    rpc.mockResolvedValue({
      data: null,
      error: { message: 'إدارة الفوترة لمالك الشركة فقط', hint: 'not_owner' },
    })
    const onChanged = renderSwitch(seats)
    await userEvent.click(screen.getByRole('switch'))
    await vi.waitFor(() => expect(rpc).toHaveBeenCalled())
    expect(onChanged).not.toHaveBeenCalled()
    expect(screen.getByRole('switch')).not.toBeChecked()
  })
})

describe('a year of a personal plan', () => {
  beforeEach(() => rpc.mockReset())

  it('saves against twelve months to the halala, and nothing when the year is not cheaper', () => {
    expect(annualSaving(19, 190)).toEqual({ amount: 38, percent: 16 })
    expect(annualSaving(29.99, 299)).toEqual({ amount: 60.88, percent: 16 })
    expect(annualSaving(19, 228)).toBeNull()
    expect(annualSaving(19, null)).toBeNull()
  })

  it('offers «شهري / سنوي» with the annual price and its saving; choosing sends year', async () => {
    const onChange = vi.fn()
    render(<PeriodChoice value="month" onChange={onChange} monthlyPrice={19} annualPrice={190} />)
    expect(screen.getByRole('radio', { name: 'شهري' })).toBeChecked()
    expect(screen.getByTestId('period-year')).toHaveTextContent('توفّر')
    expect(screen.getByTestId('period-year')).toHaveTextContent('١٦٪')
    await userEvent.click(screen.getByRole('radio', { name: 'سنوي' }))
    expect(onChange).toHaveBeenCalledWith('year')
  })

  it('the renewal consent of a year says yearly, at the annual price', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <AutoRenewConsent
          checked
          onCheckedChange={() => {}}
          planSlug="basic"
          amount={190}
          nextDate="2027-11-29T00:00:00Z"
          period="year"
        />
      </QueryClientProvider>,
    )
    expect(screen.getByLabelText('تجديد تلقائي كل سنة')).toBeChecked()
    expect(screen.getByText(/ثم كل سنة/).textContent).toContain(formatSar(190))
  })

  it('asks quote_plan_change for the period chosen (period_input)', async () => {
    rpc.mockResolvedValue({
      data: [
        {
          plan_slug: 'basic',
          change_type: 'upgrade',
          original_amount: 190,
          proration_amount: null,
          promotion_name: null,
          promotion_discount: 0,
          discount_code: null,
          discount_amount: 0,
          final_amount: 190,
          currency: 'SAR',
          code_error: null,
          credit_lines: [],
        },
      ],
      error: null,
    })
    const quote = await quotePlanChange('u1', 'basic', null, 'year')
    expect(rpc).toHaveBeenCalledWith('quote_plan_change', {
      user_uuid: 'u1',
      plan_slug_input: 'basic',
      code_input: undefined,
      period_input: 'year',
    })
    expect(quote.finalAmount).toBe(190)
  })
})

describe("the admin plans editor: a plan's annual and team offers", () => {
  const plan = {
    name: 'المميزة',
    name_en: 'Premium',
    description: '',
    description_en: '',
    price: '59',
    features: '',
    features_en: '',
    is_active: true,
    is_popular: false,
    annual_price: '570',
    seat_price: '49',
    seat_annual_price: '490',
    team_name: 'الفريق',
  }
  const errors = (values: Record<string, unknown>) => {
    const result = planSchema.safeParse(values)
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]))
  }

  it('accepts the offers, or none of them (empty = no offer, stored as null)', () => {
    expect(errors(plan)).toEqual({})
    const none = { ...plan, annual_price: '', seat_price: '', seat_annual_price: '', team_name: '' }
    expect(errors(none)).toEqual({})
    const def = entityById('plans')
    expect(toRows(def, none, false).main).toMatchObject({
      annual_price: null,
      seat_price: null,
      seat_annual_price: null,
      team_name: null,
    })
    expect(toRows(def, plan, false).main).toMatchObject({
      annual_price: 570,
      seat_price: 49,
      seat_annual_price: 490,
      team_name: 'الفريق',
    })
  })

  it('refuses each bad price in Arabic, and team prices without a monthly seat price', () => {
    expect(errors({ ...plan, annual_price: '0' })).toEqual({
      annual_price: 'سعر السنة: أدخل سعراً أكبر من صفر بالريال (مثل 490 أو 49.50) أو اتركه فارغاً',
    })
    expect(Object.keys(errors({ ...plan, seat_price: '49.999' }))).toEqual(['seat_price'])
    expect(errors({ ...plan, seat_price: '', team_name: '' })).toEqual({
      seat_annual_price: 'حدد سعر المقعد الشهري قبل سعر المقعد السنوي',
    })
    expect(errors({ ...plan, seat_price: '', seat_annual_price: '' })).toEqual({
      team_name: 'اسم باقة الفريق يحتاج إلى سعر المقعد الشهري',
    })
  })

  it('lists the four fields in the plan form', () => {
    render(
      <EntityForm
        def={entityById('plans')}
        row={{ slug: 'premium', name: 'المميزة', name_en: 'Premium', price: 59, annual_price: 570 }}
        details={null}
        refs={{ assistantCategories: [], platforms: [], plans: [] }}
        onSubmit={vi.fn()}
        onCancel={() => undefined}
      />,
    )
    expect(screen.getByLabelText(/سعر السنة/)).toHaveValue('570')
    expect(screen.getByLabelText(/سعر المقعد شهرياً/)).toHaveValue('')
    expect(screen.getByLabelText(/سعر المقعد سنوياً/)).toBeInTheDocument()
    expect(screen.getByLabelText(/اسم باقة الفريق/)).toBeInTheDocument()
  })
})
