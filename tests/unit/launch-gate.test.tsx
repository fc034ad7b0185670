import { act, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { Session } from '@supabase/supabase-js'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { isOpenBeforeLaunch } from '@/features/launch-gate/allowed-paths'
import { LaunchGate } from '@/features/launch-gate/components/launch-gate'
import {
  isLaunchedValue,
  LAUNCH_STATUS_STORAGE_KEY,
  launchStatusStore,
} from '@/features/launch-gate/launch-status-store'
import type { AuthState } from '@/lib/auth-store'

const mocks = vi.hoisted(() => ({
  session: { status: 'signed-out', session: null, pending: false } as AuthState,
  serverLaunched: Promise.resolve(true) as Promise<boolean>,
  isAdmin: vi.fn<(userId: string) => Promise<boolean>>(),
  live: null as ((launched: boolean) => void) | null,
}))

vi.mock('@/hooks/use-session', () => ({ useSession: () => mocks.session }))
vi.mock('@/features/launch-gate/api/launch-status', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchIsLaunched: () => mocks.serverLaunched,
  fetchIsAdmin: (userId: string) => mocks.isAdmin(userId),
  watchIsLaunched: (onChange: (launched: boolean) => void) => {
    mocks.live = onChange
    return () => {
      mocks.live = null
    }
  },
}))

function token(claims: object): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`
}

function signedIn(role: string): AuthState {
  const session = {
    access_token: token({ sub: 'u1', user_role: role }),
    refresh_token: 'r',
    user: { id: 'u1' },
  } as unknown as Session
  return { status: 'signed-in', session, pending: false }
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<LaunchGate />}>
            <Route path="/waitlist" element={<h1>قائمة الانتظار</h1>} />
            <Route path="*" element={<h1>صفحة الموقع</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

/** Sets the cached value the store starts from, as a returning visitor's browser would have. */
function cache(value: string | null) {
  if (value === null) localStorage.removeItem(LAUNCH_STATUS_STORAGE_KEY)
  else localStorage.setItem(LAUNCH_STATUS_STORAGE_KEY, value)
  launchStatusStore.reload()
}

beforeEach(() => {
  mocks.session = { status: 'signed-out', session: null, pending: false }
  mocks.isAdmin.mockReset()
  mocks.live = null
})

describe('launch state values', () => {
  it("treats only 'true' as launched, and a missing setting as launched", () => {
    expect(isLaunchedValue('true')).toBe(true)
    expect(isLaunchedValue(null)).toBe(true)
    expect(isLaunchedValue(undefined)).toBe(true)
    expect(isLaunchedValue('false')).toBe(false)
    expect(isLaunchedValue('TRUE')).toBe(false)
    expect(isLaunchedValue('')).toBe(false)
  })

  it('opens exactly the paths of spec 9.4 before launch', () => {
    for (const path of ['/waitlist', '/about', '/contact', '/518', '/518/security-roadmap']) {
      expect(isOpenBeforeLaunch(path)).toBe(true)
    }
    expect(isOpenBeforeLaunch('/admin-setup')).toBe(true)
    expect(isOpenBeforeLaunch('/about/')).toBe(true)
    for (const path of ['/', '/pricing', '/518/users', '/dashboard', '/aboutx', '/login']) {
      expect(isOpenBeforeLaunch(path)).toBe(false)
    }
  })

  it('opens registration to an invitation link only (the server checks the invitation)', () => {
    expect(isOpenBeforeLaunch('/registration', '?invite=1')).toBe(true)
    expect(isOpenBeforeLaunch('/verify-email', '?invite=1&x=2')).toBe(true)
    expect(isOpenBeforeLaunch('/registration')).toBe(false)
    expect(isOpenBeforeLaunch('/registration', '?invited=1')).toBe(false)
    expect(isOpenBeforeLaunch('/dashboard', '?invite=1')).toBe(false)
  })
})

describe('LaunchGate', () => {
  it('redirects a visitor to /waitlist from the cached state, before the server answers', async () => {
    cache('false')
    mocks.serverLaunched = new Promise(() => {})
    renderAt('/pricing')
    expect(await screen.findByRole('heading', { name: 'قائمة الانتظار' })).toBeInTheDocument()
  })

  it('lets /about and /contact through while unlaunched', async () => {
    cache('false')
    mocks.serverLaunched = Promise.resolve(false)
    renderAt('/contact')
    expect(await screen.findByRole('heading', { name: 'صفحة الموقع' })).toBeInTheDocument()
  })

  it('follows the server (a failed or missing read counts as launched), caching the answer', async () => {
    cache('false')
    mocks.serverLaunched = Promise.resolve(true)
    renderAt('/pricing')
    // Sent to /waitlist by the stale cache first, then back to the page asked for.
    expect(await screen.findByRole('heading', { name: 'صفحة الموقع' })).toBeInTheDocument()
    expect(localStorage.getItem(LAUNCH_STATUS_STORAGE_KEY)).toBe('true')
  })

  it('keeps a visitor who opened /waitlist themselves there after launch', async () => {
    cache('true')
    mocks.serverLaunched = Promise.resolve(true)
    renderAt('/waitlist')
    await waitFor(() => expect(mocks.live).not.toBeNull())
    expect(screen.getByRole('heading', { name: 'قائمة الانتظار' })).toBeInTheDocument()
  })

  it('closes and reopens live when the setting changes', async () => {
    cache(null)
    mocks.serverLaunched = Promise.resolve(true)
    renderAt('/pricing')
    expect(await screen.findByRole('heading', { name: 'صفحة الموقع' })).toBeInTheDocument()
    await waitFor(() => expect(mocks.live).not.toBeNull())
    act(() => mocks.live?.(false))
    expect(await screen.findByRole('heading', { name: 'قائمة الانتظار' })).toBeInTheDocument()
    expect(localStorage.getItem(LAUNCH_STATUS_STORAGE_KEY)).toBe('false')
    act(() => mocks.live?.(true))
    expect(await screen.findByRole('heading', { name: 'صفحة الموقع' })).toBeInTheDocument()
  })

  it('never redirects an admin (has_role on the server)', async () => {
    cache('false')
    mocks.serverLaunched = Promise.resolve(false)
    mocks.session = signedIn('user')
    mocks.isAdmin.mockResolvedValue(true)
    renderAt('/pricing')
    expect(await screen.findByRole('heading', { name: 'صفحة الموقع' })).toBeInTheDocument()
    expect(mocks.isAdmin).toHaveBeenCalledWith('u1')
  })

  it('shows an admin the page at once from the token claim while has_role runs', () => {
    cache('false')
    mocks.serverLaunched = new Promise(() => {})
    mocks.session = signedIn('admin')
    mocks.isAdmin.mockReturnValue(new Promise(() => {}))
    renderAt('/pricing')
    expect(screen.getByRole('heading', { name: 'صفحة الموقع' })).toBeInTheDocument()
  })

  it('redirects a signed-in non-admin, and one whose role check fails', async () => {
    cache('false')
    mocks.serverLaunched = Promise.resolve(false)
    mocks.session = signedIn('admin')
    mocks.isAdmin.mockRejectedValue(new Error('network'))
    renderAt('/dashboard')
    expect(await screen.findByRole('heading', { name: 'قائمة الانتظار' })).toBeInTheDocument()
  })
})
