/**
 * Issue 46's second pass on the screens: the company owner's automatic renewal switch calls
 * set_company_auto_renew and says what happens next; seat and member counts agree in number.
 */
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CompanyAutoRenew } from '@/features/subscription/components/company-billing'
import type { CompanySeats } from '@/features/subscription/api/company-billing-api'

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
