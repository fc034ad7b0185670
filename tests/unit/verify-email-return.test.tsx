/**
 * After sign-up, the «تحقق من بريدك» screen offers the page the visitor came from (a shared
 * prompt's «أنشئ حساباً» passes it through the wizard), and nothing more when there was none.
 */
import { render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import VerifyEmailPage from '@/features/verification/pages/verify-email-page'

function renderWith(state: unknown) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: '/verify-email', state }]}>
        <Routes>
          <Route path="/verify-email" element={<VerifyEmailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('verify-email after sign-up', () => {
  it('offers the page the visitor came from', () => {
    renderWith({
      email: 'a@example.test',
      mailSent: true,
      from: { pathname: '/p/AbC', search: '' },
    })
    expect(screen.getByText(/أرسلنا رابط التحقق إلى a@example.test/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'متابعة إلى الصفحة التي كنت فيها' })).toHaveAttribute(
      'href',
      '/p/AbC',
    )
  })

  it('says that rows kept under the address join the account only once it is verified (issue 41)', () => {
    renderWith({ email: 'a@example.test', mailSent: true })
    expect(
      screen.getByText(/بعد التأكيد فقط نربط بحسابك ما سجّلته سابقاً بهذا البريد دون حساب/),
    ).toBeInTheDocument()
  })

  it('offers nothing more without one, or when it was the home page', () => {
    renderWith({ email: 'a@example.test', mailSent: true })
    expect(screen.queryByRole('link', { name: 'متابعة إلى الصفحة التي كنت فيها' })).toBeNull()
    renderWith({ email: 'a@example.test', mailSent: true, from: { pathname: '/' } })
    expect(screen.queryByRole('link', { name: 'متابعة إلى الصفحة التي كنت فيها' })).toBeNull()
  })
})
