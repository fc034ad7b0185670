/**
 * The Toaster mounts even when sonner's first download failed (offline before the idle preload):
 * React.lazy would remember the failure for good; the providers try again when back online.
 */
import { act, render, screen } from '@testing-library/react'

const sonner = vi.hoisted(() => ({ load: vi.fn(), success: vi.fn() }))

vi.mock('@/lib/toast', () => ({
  loadSonner: sonner.load,
  preloadSonner: () => undefined,
  toast: { success: sonner.success },
  toasterStore: { getSnapshot: () => true, subscribe: () => () => undefined },
}))
vi.mock('@/features/session/components/auth-provider', () => ({
  AuthProvider: ({ children }: { children: React.ReactNode }) => children,
}))
vi.mock('@/features/subscription/components/subscription-provider', () => ({
  SubscriptionProvider: ({ children }: { children: React.ReactNode }) => children,
}))

const { AppProviders } = await import('@/app/providers')

it('mounts the Toaster once the connection is back after a failed first download', async () => {
  sonner.load
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ Toaster: () => <div data-testid="toaster" /> })
  render(
    <AppProviders>
      <p>page</p>
    </AppProviders>,
  )
  expect(await screen.findByText('page')).toBeInTheDocument()
  await act(async () => {
    await Promise.resolve()
  })
  expect(screen.queryByTestId('toaster')).not.toBeInTheDocument()
  await act(async () => {
    window.dispatchEvent(new Event('online'))
  })
  expect(await screen.findByTestId('toaster')).toBeInTheDocument()
  expect(sonner.load).toHaveBeenCalledTimes(2)
})

it('shows once the toast the static /login page left for this load (issue 51)', async () => {
  sonner.load.mockResolvedValue({ Toaster: () => <div data-testid="toaster" /> })
  const { saveFlashToast } = await import('@/lib/flash-toast')
  saveFlashToast({ title: 'تم تسجيل الدخول بنجاح', description: 'مرحباً بك في سند! سعداء بعودتك.' })
  const first = render(
    <AppProviders>
      <p>page</p>
    </AppProviders>,
  )
  expect(await screen.findByText('page')).toBeInTheDocument()
  expect(sonner.success).toHaveBeenCalledWith('تم تسجيل الدخول بنجاح', {
    description: 'مرحباً بك في سند! سعداء بعودتك.',
  })
  first.unmount()
  render(
    <AppProviders>
      <p>again</p>
    </AppProviders>,
  )
  expect(await screen.findByText('again')).toBeInTheDocument()
  expect(sonner.success).toHaveBeenCalledTimes(1)
})
