import { useState } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AutoRenewConsent } from '@/components/auto-renew-consent'
import { formatLongDate, formatSar } from '@/lib/format'

const rpc = vi.hoisted(() => ({
  call: vi.fn<(name: string, args: Record<string, unknown>) => Promise<unknown>>(),
}))

vi.mock('@/lib/supabase', () => ({
  getSupabase: () => Promise.resolve({ rpc: rpc.call }),
}))

function Harness({ initial = true }: { initial?: boolean }) {
  const [checked, setChecked] = useState(initial)
  return (
    <AutoRenewConsent
      checked={checked}
      onCheckedChange={setChecked}
      planSlug="basic"
      amount={19}
      nextDate="2026-12-25T10:00:00Z"
    />
  )
}

function renderConsent(initial = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <Harness initial={initial} />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  rpc.call.mockReset()
})

describe('AutoRenewConsent', () => {
  it('is on by default, names the server price with VAT and the date, and can be turned off', async () => {
    // A promotion still running at the renewal: the server's price, not the plan's.
    rpc.call.mockResolvedValue({ data: 17.1, error: null })
    renderConsent()
    const box = screen.getByRole('checkbox', { name: 'تجديد تلقائي كل شهر' })
    expect(box).toBeChecked()
    const details = screen.getByText(/شاملاً ضريبة القيمة المضافة/)
    await waitFor(() => expect(details.textContent).toContain(formatSar(17.1)))
    expect(rpc.call).toHaveBeenCalledWith('renewal_quote', {
      p_plan_slug: 'basic',
      p_at: '2026-12-24T10:00:00.000Z',
    })
    expect(box).toHaveAttribute('aria-describedby', details.id)
    expect(details.textContent).toContain(formatLongDate('2026-12-25T10:00:00Z'))
    expect(details.textContent).toContain('كي نت')
    await userEvent.click(box)
    expect(box).not.toBeChecked()
    expect(screen.getByText(/لن يُجدَّد اشتراكك تلقائياً/)).toBeInTheDocument()
  })

  it('falls back to the plan price when the server cannot price it', async () => {
    rpc.call.mockResolvedValue({ data: null, error: { message: 'boom', code: '500' } })
    renderConsent()
    const details = screen.getByText(/شاملاً ضريبة القيمة المضافة/)
    await waitFor(() => expect(details.textContent).toContain(formatSar(19)))
  })

  it('is operated from the keyboard', async () => {
    rpc.call.mockResolvedValue({ data: 19, error: null })
    renderConsent(false)
    const box = screen.getByRole('checkbox', { name: 'تجديد تلقائي كل شهر' })
    box.focus()
    await userEvent.keyboard(' ')
    expect(box).toBeChecked()
  })
})
