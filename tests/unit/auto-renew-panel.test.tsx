import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { AutoRenewPanel } from '@/features/subscription/components/auto-renew-panel'
import type { RenewalState, SavedCard } from '@/features/subscription/api/renewal-api'

const api = vi.hoisted(() => ({
  fetchRenewal: vi.fn<(userId: string) => Promise<RenewalState | null>>(),
  finishCardReplacement: vi.fn<(tapId: string) => Promise<SavedCard>>(),
}))

vi.mock('@/features/subscription/api/renewal-api', () => ({
  fetchRenewal: api.fetchRenewal,
  finishCardReplacement: api.finishCardReplacement,
  removePaymentCard: vi.fn(),
  setAutoRenew: vi.fn(),
  startCardReplacement: vi.fn(),
}))

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }))
vi.mock('@/lib/toast', () => ({ toast: toasts }))

const OLD_CARD: SavedCard = { brand: 'VISA', lastFour: '1019', expMonth: 1, expYear: 2039 }
const NEW_CARD: SavedCard = { brand: 'MASTERCARD', lastFour: '0008', expMonth: 1, expYear: 2039 }

function state(card: SavedCard): RenewalState {
  return {
    autoRenew: true,
    active: true,
    expiresAt: '2026-12-25T10:00:00Z',
    planSlug: 'basic',
    monthly: true,
    amount: 19,
    card,
    failure: null,
  }
}

beforeEach(() => {
  api.fetchRenewal.mockReset()
  api.finishCardReplacement.mockReset()
  toasts.success.mockReset()
})

describe('AutoRenewPanel back from the card replacement', () => {
  it('shows the new card when the page’s first read answers after the replacement finished', async () => {
    // The first read started with the page (before the replacement was saved) and answers last,
    // with the old card: it must not be what the panel ends up showing.
    let answerFirstRead: (value: RenewalState) => void = () => {}
    api.fetchRenewal
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirstRead = resolve)))
      .mockResolvedValue(state(NEW_CARD))
    api.finishCardReplacement.mockResolvedValue(NEW_CARD)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/subscription?card=replace&tap_id=chg_test1']}>
          <AutoRenewPanel userId="user-1" />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(
        'تم استبدال البطاقة، وسيُجدَّد اشتراكك بالبطاقة المنتهية بـ 0008',
      ),
    )
    expect(api.finishCardReplacement.mock.calls[0]?.[0]).toBe('chg_test1')
    answerFirstRead(state(OLD_CARD))
    const card = await screen.findByTestId('saved-card')
    await waitFor(() => expect(card).toHaveTextContent('MASTERCARD'))
    expect(card).toHaveTextContent('0008')
    expect(api.finishCardReplacement).toHaveBeenCalledTimes(1)
  })
})
