/**
 * The static /registration (issue 51): RegistrationPage as the build renders it (the wizard's
 * step 1), run by src/islands/registration.ts without React — the step's schema and Arabic
 * messages, the manual fields and the Google label for the chosen method, the draft on each
 * change, Google's redirect through auth-js, the funnel's start, and a valid step 1 saved as the
 * draft at step 2 before the app starts in place to resume it.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import RegistrationPage from '@/features/registration/pages/registration-page'
import { DRAFT_KEY } from '@/features/registration/lib/draft'
import { StaticRenderContext } from '@/hooks/use-static-render'
import { rawAuthStorageKey } from '@/lib/env-defaults'

const signInWithOAuth = vi.fn()
vi.mock('@/islands/auth-client', () => ({ authClient: async () => ({ signInWithOAuth }) }))
const swapPage = vi.fn()
vi.mock('@/islands/page', () => ({
  onPage: (mount: () => void) => mount(),
  swapPage: (...args: unknown[]) => swapPage(...args),
}))
const startApp = vi.fn()
vi.mock('@/islands/app', () => ({ startApp: () => startApp() }))

const fetchMock = vi.fn<typeof fetch>()
const next = () => screen.getByRole('button', { name: /التالي|المتابعة باستخدام Google|Google/ })
const draft = () => JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null')
const front = () => document.querySelector('[data-sonner-toast][data-front="true"]')

/** The page as the build renders it (step 1; no draft or session at build time). */
const built = () =>
  renderToString(
    <StaticRenderContext value={{ setMeta: () => {} }}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <RegistrationPage />
        </MemoryRouter>
      </QueryClientProvider>
    </StaticRenderContext>,
  )

async function serve(address = '/registration') {
  window.history.replaceState(null, '', address)
  document.body.innerHTML = built()
  expect(next()).toBeDisabled()
  expect(screen.getByText('الخطوة 1 من 9')).toBeInTheDocument()
  // No style attribute: in static HTML it is inline style, which the CSP refuses (a console error).
  expect(document.body.querySelector('[style]')).toBeNull()
  await import('@/islands/registration')
  await waitFor(() => expect(next()).toBeEnabled())
  return userEvent.setup()
}

beforeEach(() => {
  vi.resetModules()
  localStorage.clear()
  sessionStorage.clear()
  fetchMock.mockReset()
  fetchMock.mockResolvedValue(new Response('null'))
  signInWithOAuth.mockReset()
  swapPage.mockReset()
  startApp.mockReset()
  startApp.mockResolvedValue(undefined)
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('static /registration (src/islands/registration.ts)', { timeout: 30_000 }, () => {
  it('validates step 1 in Arabic, keeps the draft, then hands step 2 to the app', async () => {
    const user = await serve('/registration?plan=advanced')
    // The funnel's start, once, as the wizard sends it.
    await waitFor(() =>
      expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/rpc\/record_wizard_start$/),
    )
    expect(screen.getByLabelText(/الاسم الكامل/)).not.toBeVisible()
    await user.click(next())
    expect(screen.getByText('يرجى اختيار طريقة التسجيل')).toBeVisible()
    expect(screen.getByRole('group', { name: 'طريقة التسجيل' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )

    await user.click(screen.getByRole('radio', { name: /التسجيل بالبريد الإلكتروني/ }))
    expect(screen.queryByText('يرجى اختيار طريقة التسجيل')).toBeNull()
    expect(screen.getByRole('group', { name: 'طريقة التسجيل' })).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText(/الاسم الكامل/)).toBeVisible()
    await user.click(next())
    expect(screen.getByLabelText(/الاسم الكامل/)).toHaveAccessibleDescription(
      'يرجى إدخال الاسم الكامل والبريد الإلكتروني',
    )
    await user.type(screen.getByLabelText(/الاسم الكامل/), 'نورة السالم')
    expect(screen.getByLabelText(/الاسم الكامل/)).not.toHaveAttribute('aria-invalid', 'true')
    await user.type(screen.getByRole('textbox', { name: /^البريد الإلكتروني/ }), 'not-an-email')
    await user.click(next())
    expect(screen.getByRole('textbox', { name: /^البريد الإلكتروني/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(startApp).not.toHaveBeenCalled()
    expect(draft()).toMatchObject({ step: 1, data: { fullName: 'نورة السالم' } })

    await user.clear(screen.getByRole('textbox', { name: /^البريد الإلكتروني/ }))
    await user.type(
      screen.getByRole('textbox', { name: /^البريد الإلكتروني/ }),
      'noura@example.com',
    )
    await user.click(next())
    expect(startApp).toHaveBeenCalledTimes(1)
    // The wizard then focuses step 2's heading (registration-wizard.test.tsx).
    expect(sessionStorage.getItem('sanad.registration-handover')).toBe('1')
    expect(draft()).toMatchObject({
      step: 2,
      data: { signUpMethod: 'manual', fullName: 'نورة السالم', email: 'noura@example.com' },
    })
    expect(next()).toBeDisabled()
  })

  it('restores a step-1 draft and hands a later one straight to the app', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ step: 1, data: { signUpMethod: 'manual', fullName: 'سارة', email: '' } }),
    )
    await serve()
    expect(screen.getByRole('radio', { name: /التسجيل بالبريد الإلكتروني/ })).toBeChecked()
    expect(screen.getByLabelText(/الاسم الكامل/)).toHaveValue('سارة')
    expect(startApp).not.toHaveBeenCalled()
  })

  it('gives a draft past step 1 to the app at once', async () => {
    window.history.replaceState(null, '', '/registration')
    document.body.innerHTML = built()
    // Written by the app's wizard on an earlier visit (the build renders step 1 without it).
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        step: 4,
        data: { signUpMethod: 'manual', fullName: 'سارة', email: 's@e.sa', companyName: 'ش' },
      }),
    )
    await import('@/islands/registration')
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1))
  })

  it('redirects to Google through auth-js, and says why in Arabic when it fails', async () => {
    signInWithOAuth.mockResolvedValueOnce({ error: { message: 'no' } })
    const user = await serve()
    await user.click(screen.getByRole('radio', { name: /التسجيل باستخدام Google/ }))
    expect(next()).toHaveTextContent('المتابعة باستخدام Google')
    expect(screen.getByLabelText(/الاسم الكامل/)).not.toBeVisible()
    await user.click(next())
    await waitFor(() => expect(front()).toHaveTextContent('فشل في التسجيل باستخدام Google'))
    // Back where signing in lands: the dashboard (no page sent the visitor here).
    expect(signInWithOAuth).toHaveBeenCalledWith({
      provider: 'google',
      options: { redirectTo: `${window.location.origin}/dashboard` },
    })
    expect(next()).toBeEnabled()
    expect(startApp).not.toHaveBeenCalled()
  })

  it('sends a signed-in visitor home', async () => {
    window.history.replaceState(null, '', '/registration')
    document.body.innerHTML = built()
    localStorage.setItem(
      rawAuthStorageKey(),
      JSON.stringify({
        access_token: 'a',
        refresh_token: 'r',
        expires_at: Math.floor(Date.now() / 1000) + 3600,
        token_type: 'bearer',
        user: { id: 'u1' },
      }),
    )
    await import('@/islands/registration')
    expect(swapPage).toHaveBeenCalledWith('/')
    expect(startApp).not.toHaveBeenCalled()
  })
})
