/**
 * The static marketing pages' scripts (src/islands/, issue 24) on the markup React renders at
 * build time: the mobile menu, the signed-in nav, the newsletter form without React.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { Navbar } from '@/components/layout/navbar'
import { NewsletterForm } from '@/features/marketing/components/newsletter-form'
import { StaticRenderContext } from '@/hooks/use-static-render'
import { rawAuthStorageKey } from '@/lib/env-defaults'

const collector = { setMeta: () => {} }

/** The page as served: React's build-time HTML, no React in the browser. */
function serve(element: React.ReactElement) {
  document.body.innerHTML = renderToString(
    <StaticRenderContext value={collector}>
      <MemoryRouter>{element}</MemoryRouter>
    </StaticRenderContext>,
  )
}

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  vi.resetModules()
  localStorage.clear()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('static navbar (src/islands/nav.ts)', () => {
  it('is served with the menu button disabled, then the script opens and closes the menu', async () => {
    serve(<Navbar />)
    const open = screen.getByRole('button', { name: 'فتح القائمة' })
    expect(open).toBeDisabled()
    const { startNav } = await import('@/islands/nav')
    startNav()
    const user = userEvent.setup()
    await user.click(open)
    const menu = screen.getByRole('navigation', { name: 'قائمة الجوال' })
    expect(menu).toBeVisible()
    expect(open).toHaveAttribute('aria-expanded', 'true')
    expect(open).toHaveAccessibleName('إغلاق القائمة')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('navigation', { name: 'قائمة الجوال' })).not.toBeInTheDocument()
    expect(open).toHaveAccessibleName('فتح القائمة')
  })

  it('shows the dashboard and sign-out for a stored session, and nothing signed-in otherwise', async () => {
    serve(<Navbar />)
    const { startNav } = await import('@/islands/nav')
    startNav()
    expect(screen.queryByRole('link', { name: 'لوحة التحكم' })).not.toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'تسجيل الدخول' }).length).toBeGreaterThan(0)

    serve(<Navbar />)
    localStorage.setItem(
      rawAuthStorageKey(),
      JSON.stringify({ access_token: 'a.b.c', refresh_token: 'r', user: { id: 'u1' } }),
    )
    vi.resetModules()
    const again = await import('@/islands/nav')
    again.startNav()
    const header = screen.getByRole('banner')
    expect(within(header).getByRole('link', { name: 'لوحة التحكم' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
    expect(within(header).getByRole('button', { name: 'تسجيل الخروج' })).toBeEnabled()
    expect(within(header).queryByRole('link', { name: 'تسجيل الدخول' })).not.toBeInTheDocument()
  })
})

describe('static newsletter form (src/islands/newsletter.ts)', () => {
  async function start() {
    serve(<NewsletterForm />)
    const form = document.querySelector<HTMLFormElement>('form[data-island="newsletter"]')
    expect(form).not.toBeNull()
    expect(screen.getByRole('button', { name: 'اشترك الآن' })).toBeDisabled()
    const { startNewsletter } = await import('@/islands/newsletter')
    startNewsletter(form!)
    return userEvent.setup()
  }
  const input = () => screen.getByPlaceholderText('أدخل بريدك الإلكتروني')

  it("validates with the schema's Arabic messages and calls no RPC for a bad address", async () => {
    const user = await start()
    await user.click(screen.getByRole('button', { name: 'اشترك الآن' }))
    expect(await screen.findByText('يرجى إدخال البريد الإلكتروني')).toBeVisible()
    expect(input()).toHaveAttribute('aria-invalid', 'true')
    expect(input()).toHaveFocus()
    await user.type(input(), 'reem@')
    expect(await screen.findByText('يرجى إدخال بريد إلكتروني صحيح')).toBeVisible()
    await user.type(input(), 'example.sa')
    await waitFor(() => expect(input()).toHaveAttribute('aria-invalid', 'false'))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('subscribes through subscribe_newsletter over REST, toasts and clears', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: true, code: 'subscribed' }), { status: 200 }),
    )
    const user = await start()
    await user.type(input(), 'reem@example.sa')
    await user.click(screen.getByRole('button', { name: 'اشترك الآن' }))
    const toast = await waitFor(() => {
      const node = document.querySelector('[data-sonner-toast][data-front="true"]')
      expect(node).not.toBeNull()
      return node!
    })
    expect(toast).toHaveTextContent('تم الاشتراك في النشرة البريدية بنجاح')
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(String(url)).toMatch(/\/rest\/v1\/rpc\/subscribe_newsletter$/)
    expect(JSON.parse(String(init?.body))).toEqual({ p_email: 'reem@example.sa' })
    expect(input()).toHaveValue('')
  })

  it('keeps the address and says why on the rate limit, and the network message offline', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: false, code: 'rate_limited' }), { status: 200 }),
    )
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const user = await start()
    await user.type(input(), 'reem@example.sa')
    await user.click(screen.getByRole('button', { name: 'اشترك الآن' }))
    await waitFor(() =>
      expect(document.querySelector('[data-front="true"]')).toHaveTextContent(
        'تم تجاوز عدد المحاولات المسموح. يرجى المحاولة لاحقاً',
      ),
    )
    expect(input()).toHaveValue('reem@example.sa')
    await waitFor(() => expect(screen.getByRole('button', { name: 'اشترك الآن' })).toBeEnabled())
    await user.click(screen.getByRole('button', { name: 'اشترك الآن' }))
    await waitFor(() =>
      expect(document.querySelector('[data-front="true"]')).toHaveTextContent(
        'تعذّر الاتصال بالخادم',
      ),
    )
    expect(input()).toHaveValue('reem@example.sa')
  })
})
