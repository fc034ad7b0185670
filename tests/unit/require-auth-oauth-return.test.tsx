/**
 * Google sign-in comes back to the page the user was going to (issue 50), often a protected one,
 * with the session in the address (`#access_token=…`). The guard waits for the client to read it
 * instead of sending the visitor to /login (which would drop the session with the address); an
 * error's answer is cleared, said in Arabic, and the visitor goes to /login as before.
 */
import type { Session } from '@supabase/supabase-js'
import { render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RequireAuth } from '@/app/guards/require-auth'
import { authStore } from '@/lib/auth-store'

const toasts = vi.hoisted(() => ({ error: vi.fn() }))
vi.mock('@/lib/toast', () => ({ toast: toasts }))
const auth = vi.hoisted(() => ({ getSession: vi.fn(), getUser: vi.fn() }))
vi.mock('@/lib/supabase', () => ({ getSupabase: () => Promise.resolve({ auth }) }))
vi.mock('@/features/verification/components/verification-gate', () => ({
  VerificationGate: ({ children }: { children: React.ReactNode }) => children,
}))

const SESSION = {
  access_token: 'a.b.c',
  refresh_token: 'r',
  user: { id: 'u1', email_confirmed_at: '2026-01-01' },
} as unknown as Session

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard" element={<RequireAuth />}>
          <Route index element={<p>لوحة التحكم</p>} />
        </Route>
        <Route path="/login" element={<p>صفحة الدخول</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

beforeEach(() => {
  authStore.setSession(null)
  auth.getSession.mockReset()
  auth.getUser.mockReset().mockResolvedValue({ data: { user: SESSION.user }, error: null })
  toasts.error.mockReset()
})

afterEach(() => {
  authStore.setSession(null)
  window.history.replaceState(null, '', '/')
})

describe('RequireAuth and Google’s answer in the address', () => {
  it('waits for the session the address carries, then shows the page', async () => {
    window.history.replaceState(null, '', '/dashboard#access_token=a.b.c&token_type=bearer')
    let resolve: (value: unknown) => void = () => {}
    auth.getSession.mockReturnValue(new Promise((r) => (resolve = r)))
    renderAt('/dashboard')
    // Not sent to /login while the client reads the session.
    expect(screen.getByRole('status')).toBeInTheDocument()
    expect(screen.queryByText('صفحة الدخول')).toBeNull()
    // supabase-js has read it and left a bare «#».
    window.history.replaceState(null, '', '/dashboard#')
    resolve({ data: { session: SESSION }, error: null })
    expect(await screen.findByText('لوحة التحكم')).toBeVisible()
    expect(window.location.href).toMatch(/\/dashboard$/)
    expect(toasts.error).not.toHaveBeenCalled()
  })

  it('an error in the address is cleared, said in Arabic, and the visitor goes to /login', async () => {
    window.history.replaceState(null, '', '/dashboard#error=access_denied&error_description=no')
    auth.getSession.mockResolvedValue({ data: { session: null }, error: null })
    renderAt('/dashboard')
    expect(await screen.findByText('صفحة الدخول')).toBeVisible()
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('فشل في تسجيل الدخول باستخدام Google'),
    )
    expect(window.location.hash).toBe('')
  })

  it('without an answer in the address, a signed-out visitor goes to /login at once', () => {
    window.history.replaceState(null, '', '/dashboard')
    renderAt('/dashboard')
    expect(screen.getByText('صفحة الدخول')).toBeVisible()
    expect(auth.getSession).not.toHaveBeenCalled()
  })
})
