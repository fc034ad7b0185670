/**
 * Issue 51: a signed-in visit draws its page without waiting for the auth client and the
 * verification read when what the device holds allows it — a stored access token still good, a
 * user this device saw verified — and waits as before when it does not (an expired token, a
 * user not known verified). The server's answer still decides: a user no longer verified gets
 * the modal when it comes.
 */
import type { Session } from '@supabase/supabase-js'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RequireAuth } from '@/app/guards/require-auth'
import { VerificationGate } from '@/features/verification/components/verification-gate'
import { authStore } from '@/lib/auth-store'
import { rawAuthStorageKey } from '@/lib/env-defaults'

/** The verification read: never answers unless a test gives it an answer. */
const profile = vi.hoisted(() => ({
  answer: null as null | Promise<{ data: unknown; error: unknown }>,
}))
vi.mock('@/lib/supabase', () => {
  const pending = new Promise<never>(() => {})
  const query = {
    select: () => query,
    eq: () => query,
    maybeSingle: () => query,
    retry: () => profile.answer ?? pending,
  }
  return {
    getSupabase: () =>
      profile.answer
        ? Promise.resolve({ from: () => query, auth: { getUser: () => pending } })
        : pending,
  }
})
/** The client's hold for the first paint (src/lib/first-paint.ts; its own test: supabase-hold). */
const client = vi.hoisted(() => ({ hold: vi.fn(), release: vi.fn() }))
vi.mock('@/lib/first-paint', () => ({
  holdClientUntilPainted: client.hold,
  releaseClient: client.release,
}))

const USER_ID = 'u-first-paint'
const verifiedKey = `sanad:verified:${USER_ID}`

function session(expiresInSeconds: number): Session {
  return {
    access_token: 'a.b.c',
    refresh_token: 'r',
    expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
    user: { id: USER_ID, email: 'owner@example.com' },
  } as unknown as Session
}

/** A session read from storage, not yet confirmed by the client (as at a page's first paint). */
function storeUnconfirmed(value: Session) {
  const key = rawAuthStorageKey()
  window.localStorage.setItem(key, JSON.stringify(value))
  // The store reads storage events while someone listens (as the app's hooks do).
  const stop = authStore.subscribe(() => undefined)
  window.dispatchEvent(new StorageEvent('storage', { key }))
  stop()
  expect(authStore.getSnapshot()).toMatchObject({ status: 'signed-in', pending: true })
}

function withQueries(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

beforeEach(() => {
  profile.answer = null
  client.hold.mockReset()
  client.release.mockReset()
  window.localStorage.clear()
})

afterEach(() => {
  window.localStorage.clear()
  authStore.setSession(null)
})

describe('RequireAuth at the first paint of a signed-in visit', () => {
  function renderGuard(preload = vi.fn()) {
    render(
      withQueries(
        <MemoryRouter initialEntries={['/dashboard/prompt-cards']}>
          <Routes>
            <Route path="/dashboard" element={<RequireAuth preload={preload} />}>
              <Route path="prompt-cards" element={<p>مكتبة الأوامر</p>} />
            </Route>
            <Route path="/login" element={<p>صفحة الدخول</p>} />
          </Routes>
        </MemoryRouter>,
      ),
    )
    return preload
  }

  it('shows the page while the client loads when the stored token is still good', async () => {
    window.localStorage.setItem(verifiedKey, '1')
    storeUnconfirmed(session(3600))
    const preload = renderGuard()
    expect(await screen.findByText('مكتبة الأوامر')).toBeVisible()
    // The page's chunks were asked for with the address; the client waits for the page's paint.
    expect(preload).toHaveBeenCalledWith('/dashboard/prompt-cards')
    expect(client.hold).toHaveBeenCalled()
    expect(client.release).not.toHaveBeenCalled()
  })

  it('waits for the client when the stored token has expired', async () => {
    window.localStorage.setItem(verifiedKey, '1')
    storeUnconfirmed(session(-60))
    renderGuard()
    expect(screen.getByRole('status')).toBeInTheDocument()
    expect(screen.queryByText('مكتبة الأوامر')).toBeNull()
    expect(screen.queryByText('صفحة الدخول')).toBeNull()
    // Nothing to paint first: the client loads at once.
    expect(client.hold).not.toHaveBeenCalled()
    expect(client.release).toHaveBeenCalled()
  })
})

describe('VerificationGate and the status this device remembers', () => {
  function renderGate() {
    authStore.setSession(session(3600))
    render(
      withQueries(
        <MemoryRouter>
          <VerificationGate>
            <p>محتوى الصفحة</p>
          </VerificationGate>
        </MemoryRouter>,
      ),
    )
  }

  it('a user seen verified on this device gets the page while the status is read again', () => {
    window.localStorage.setItem(verifiedKey, '1')
    renderGate()
    expect(screen.getByText('محتوى الصفحة')).toBeVisible()
  })

  it('a user not known verified waits for the status, read at once', () => {
    renderGate()
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحقق من حالة الحساب...')
    expect(screen.queryByText('محتوى الصفحة')).toBeNull()
    expect(client.release).toHaveBeenCalled()
  })

  it('the server’s answer decides: no longer verified shows the modal and forgets the mark', async () => {
    window.localStorage.setItem(verifiedKey, '1')
    profile.answer = Promise.resolve({
      data: { email_verification_status: 'suspended' },
      error: null,
    })
    renderGate()
    expect(await screen.findByRole('dialog', { name: 'يرجى تأكيد بريدك الإلكتروني' })).toBeVisible()
    expect(screen.queryByText('محتوى الصفحة')).toBeNull()
    expect(window.localStorage.getItem(verifiedKey)).toBeNull()
  })

  it('a verified answer is remembered for the next visit', async () => {
    profile.answer = Promise.resolve({
      data: { email_verification_status: 'verified' },
      error: null,
    })
    renderGate()
    expect(await screen.findByText('محتوى الصفحة')).toBeVisible()
    expect(window.localStorage.getItem(verifiedKey)).toBe('1')
  })
})
