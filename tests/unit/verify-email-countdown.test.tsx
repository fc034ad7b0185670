import '@testing-library/jest-dom/vitest'
import { useEffect } from 'react'
import { act, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import VerifyEmailPage, { type SuccessExtra } from '@/features/verification/pages/verify-email-page'

function Offer({ shown, onResolved }: { shown: boolean; onResolved: (shown: boolean) => void }) {
  useEffect(() => onResolved(shown), [shown, onResolved])
  return shown ? <p>عرض الباقة</p> : null
}

function renderPage(extra?: SuccessExtra) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/verify-email?success=true']}>
        <Routes>
          <Route path="/verify-email" element={<VerifyEmailPage successExtra={extra} />} />
          <Route path="/" element={<p>الصفحة الرئيسية</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

/** Seconds pass one by one, so each tick's re-render schedules the next one. */
async function wait(seconds: number) {
  for (let i = 0; i < seconds; i += 1) {
    await act(() => vi.advanceTimersByTimeAsync(1_000))
  }
}

describe('verify-email success: the countdown and the plan waiting for payment', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('counts down to the home page when nothing waits', async () => {
    renderPage(({ onResolved }) => <Offer shown={false} onResolved={onResolved} />)
    expect(screen.getByText('سيتم تحويلك إلى الصفحة الرئيسية خلال 5 ثوانٍ')).toBeInTheDocument()
    await wait(6)
    expect(await screen.findByText('الصفحة الرئيسية')).toBeInTheDocument()
  })

  it('holds the countdown while the offer is shown', async () => {
    renderPage(({ onResolved }) => <Offer shown onResolved={onResolved} />)
    expect(screen.getByText('عرض الباقة')).toBeInTheDocument()
    expect(screen.queryByText(/سيتم تحويلك إلى الصفحة الرئيسية/)).not.toBeInTheDocument()
    await wait(10)
    expect(screen.getByText('تم تأكيد بريدك الإلكتروني')).toBeInTheDocument()
    expect(screen.queryByText('الصفحة الرئيسية')).not.toBeInTheDocument()
  })

  it('without an extra it counts down as before', async () => {
    renderPage()
    await wait(6)
    expect(await screen.findByText('الصفحة الرئيسية')).toBeInTheDocument()
  })
})
