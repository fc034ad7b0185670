/**
 * The static marketing pages' scripts (src/islands/, issue 24) on the markup React renders at
 * build time: the mobile menu, the signed-in nav, the newsletter and waitlist forms, /pricing's live
 * plans, the not-found page and moving between static pages without React.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { Navbar } from '@/components/layout/navbar'
import { PlanCard } from '@/features/marketing/components/plan-card'
import { NewsletterForm } from '@/features/marketing/components/newsletter-form'
import NotFoundPage from '@/features/marketing/pages/not-found-page'
import WaitlistPage from '@/features/waitlist/pages/waitlist-page'
import { StaticRenderContext } from '@/hooks/use-static-render'
import { rawAuthStorageKey } from '@/lib/env-defaults'
import { formatPlanPrice, getPlan } from '@/lib/plans'

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
    expect(toast).toHaveTextContent('افتح بريدك لتأكيد الاشتراك')
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

describe('static waitlist (src/islands/waitlist.ts)', () => {
  const front = () => document.querySelector('[data-sonner-toast][data-front="true"]')
  const button = () => screen.getByRole('button', { name: 'انضم إلى قائمة الانتظار' })

  async function start() {
    sessionStorage.clear()
    serve(
      <QueryClientProvider client={new QueryClient()}>
        <WaitlistPage />
      </QueryClientProvider>,
    )
    expect(button()).toBeDisabled()
    await import('@/islands/waitlist')
    await waitFor(() => expect(button()).toBeEnabled())
    return userEvent.setup()
  }

  it('makes the CSRF token, validates in Arabic before any call, focuses the name', async () => {
    const user = await start()
    expect(sessionStorage.getItem('csrf_token')).toMatch(/^[0-9a-f]{64}$/)
    await user.click(button())
    expect(await screen.findByText('يرجى إدخال الاسم')).toBeVisible()
    expect(screen.getByText('البريد الإلكتروني مطلوب')).toBeVisible()
    expect(screen.getByLabelText(/^الاسم/)).toHaveFocus()
    expect(screen.getByLabelText(/^الاسم/)).toHaveAttribute('aria-invalid', 'true')
    await user.type(screen.getByLabelText(/^الاسم/), 'سارة')
    await waitFor(() => expect(screen.queryByText('يرجى إدخال الاسم')).not.toBeInTheDocument())
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('upper-cases an invite code typed before the script ran (it loads after the first paint)', async () => {
    sessionStorage.clear()
    serve(
      <QueryClientProvider client={new QueryClient()}>
        <WaitlistPage />
      </QueryClientProvider>,
    )
    const code = screen.getByLabelText<HTMLInputElement>(/رمز الدعوة/)
    code.value = 'early'
    await import('@/islands/waitlist')
    await waitFor(() => expect(button()).toBeEnabled())
    expect(code).toHaveValue('EARLY')
  })

  it('upper-cases the invite code, joins through join_waitlist and shows the thank-you panel', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: true, code: 'joined', message: 'ok' }), {
        status: 200,
      }),
    )
    const user = await start()
    await user.type(screen.getByLabelText(/^الاسم/), 'سارة أحمد')
    await user.type(screen.getByLabelText(/البريد الإلكتروني/), 'sara@example.sa')
    await user.type(screen.getByLabelText(/رمز الدعوة/), 'sanad2026')
    expect(screen.getByLabelText(/رمز الدعوة/)).toHaveValue('SANAD2026')
    // The hint stays announced with the field.
    expect(screen.getByLabelText(/رمز الدعوة/)).toHaveAccessibleDescription(
      'إن وصلك رمز دعوة فأدخله هنا.',
    )
    await user.click(button())
    expect(await screen.findByText('شكراً لانضمامك إلى قائمة الانتظار!')).toBeVisible()
    expect(screen.getByText('sara@example.sa')).toBeVisible()
    expect(screen.queryByLabelText(/رمز الدعوة/)).not.toBeInTheDocument()
    expect(front()).toHaveTextContent('تم التسجيل بنجاح!')
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(String(url)).toMatch(/\/rest\/v1\/rpc\/join_waitlist$/)
    expect(JSON.parse(String(init?.body))).toMatchObject({
      p_name: 'سارة أحمد',
      p_email: 'sara@example.sa',
      p_invite_code: 'SANAD2026',
    })
  })

  it('shows a refusal under its field, keeps the input, and refuses without a CSRF token', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: false, code: 'duplicate_email', message: 'x' }), {
        status: 200,
      }),
    )
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const user = await start()
    await user.type(screen.getByLabelText(/^الاسم/), 'سارة أحمد')
    await user.type(screen.getByLabelText(/البريد الإلكتروني/), 'sara@example.sa')
    await user.click(button())
    const duplicate = 'هذا البريد الإلكتروني مسجل مسبقاً في قائمة الانتظار'
    await waitFor(() => expect(front()).toHaveTextContent(duplicate))
    expect(front()).toHaveTextContent('خطأ في التسجيل')
    expect(screen.getByLabelText(/البريد الإلكتروني/)).toHaveAccessibleDescription(duplicate)
    expect(screen.getByLabelText(/البريد الإلكتروني/)).toHaveFocus()
    await waitFor(() => expect(button()).toBeEnabled())
    await user.click(button())
    await waitFor(() =>
      expect(front()).toHaveTextContent('حدث خطأ أثناء التسجيل، يرجى المحاولة لاحقاً'),
    )
    expect(screen.getByLabelText(/^الاسم/)).toHaveValue('سارة أحمد')

    sessionStorage.setItem('csrf_expires', String(Date.now() - 1000))
    await waitFor(() => expect(button()).toBeEnabled())
    await user.click(button())
    await waitFor(() =>
      expect(front()).toHaveTextContent('رمز الحماية غير صالح. يرجى تحديث الصفحة.'),
    )
    expect(fetchMock).toHaveBeenCalledTimes(2)
    // A fresh token is stored for the next attempt.
    expect(Number(sessionStorage.getItem('csrf_expires'))).toBeGreaterThan(Date.now())
  })
})

describe("/pricing's live plans (src/islands/plans.ts)", () => {
  const basic = getPlan('basic')!
  const row = (price: number) => ({
    slug: 'basic',
    name: basic.name,
    name_en: basic.nameEn,
    description: basic.description,
    description_en: basic.descriptionEn,
    price,
    currency: 'SAR',
    billing_cycle: basic.billingCycle,
    features: basic.features,
    features_en: basic.featuresEn,
    limits: basic.limits,
    is_popular: false,
  })
  const answer = (price: number, offer: unknown[]) =>
    fetchMock.mockImplementation(async (url) =>
      Response.json(String(url).includes('get_active_promotional_offer') ? offer : [row(price)]),
    )
  const servePlan = () => serve(<PlanCard plan={basic} href="/register" headingLevel={2} />)
  const card = () => within(document.querySelector<HTMLElement>('article[data-plan="basic"]')!)

  it('changes nothing in the page when the live plan is the prerendered one', async () => {
    servePlan()
    answer(basic.price, [])
    const changes: MutationRecord[] = []
    const watcher = new MutationObserver((records) => changes.push(...records))
    watcher.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    })
    const { refreshPlans } = await import('@/islands/plans')
    await refreshPlans()
    expect(fetchMock).toHaveBeenCalled()
    expect(changes.concat(watcher.takeRecords())).toEqual([])
    watcher.disconnect()
  })

  it('shows a current promotion in the line laid out for it, over the struck-through live price', async () => {
    servePlan()
    const block = document.querySelector<HTMLElement>('[data-promotion]')!
    // Prerendered laid out (not display: none) and invisible, so showing it moves nothing.
    expect(block.hidden).toBe(false)
    expect(block).toHaveAttribute('aria-hidden', 'true')
    expect(block.className).toContain('aria-hidden:invisible')
    answer(basic.price + 10, [
      { has_promotion: true, name: 'عرض', discounted_amount: 5, promo_message: 'خصم الإطلاق' },
    ])
    const { refreshPlans } = await import('@/islands/plans')
    await refreshPlans()
    expect(block).not.toHaveAttribute('aria-hidden')
    expect(card().getByText('خصم الإطلاق')).toBeVisible()
    expect(document.querySelector('[data-promotion-was]')?.textContent).toBe(
      formatPlanPrice({ ...basic, price: basic.price + 10 }),
    )
    expect(document.querySelector('[data-price]')?.textContent).toBe(
      formatPlanPrice({ ...basic, price: 5 }),
    )
    // A screen reader hears the struck price as the price it replaces.
    expect(block.querySelector('p')?.textContent).toBe(
      `بدلاً من ${formatPlanPrice({ ...basic, price: basic.price + 10 })}`,
    )
  })

  it('hides a promotion that is no longer live', async () => {
    serve(
      <PlanCard
        plan={basic}
        href="/register"
        headingLevel={2}
        promotion={{ name: 'عرض', discountedPrice: 5, message: 'خصم الإطلاق' }}
      />,
    )
    const block = document.querySelector<HTMLElement>('[data-promotion]')!
    expect(block).not.toHaveAttribute('aria-hidden')
    answer(basic.price, [])
    const { refreshPlans } = await import('@/islands/plans')
    await refreshPlans()
    expect(block).toHaveAttribute('aria-hidden', 'true')
    expect(document.querySelector('[data-price]')?.textContent).toBe(formatPlanPrice(basic))
  })
})

describe('static not-found page (src/islands/not-found.ts)', () => {
  it('writes the address asked for, logs it, and shows «رجوع» only once it works', async () => {
    serve(<NotFoundPage />)
    const back = document.querySelector('[data-island="go-back"]')
    expect(back).toHaveTextContent('رجوع')
    expect(back).not.toBeVisible()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    window.history.replaceState(null, '', '/no-such-page')
    await import('@/islands/not-found')
    expect(screen.getByText('/no-such-page')).toBeVisible()
    expect(warn).toHaveBeenCalledWith('404: no page at /no-such-page')
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeVisible()
    warn.mockRestore()
    window.history.replaceState(null, '', '/')
  })
})

describe('moving between static pages (src/islands/page.ts)', () => {
  // As the build writes a static page: boot.ts names the islands it loads after the first paint.
  const page = (body: string, islands: string[]) =>
    `<!doctype html><html><head><title>${body}</title><meta name="description" content="d-${body}">` +
    `<script type="module" src="/assets/boot.js" data-islands="${islands.join(' ')}" data-preload=""></script>` +
    `</head><body><div id="root" data-static=""><h1>${body}</h1></div></body></html>`

  it('swaps in the next page, its title and new scripts, and mounts the running ones again', async () => {
    // Page a as boot.ts left it: its island loaded beside boot.
    document.head.innerHTML =
      '<title>a</title><meta name="description" content="d-a">' +
      '<script type="module" src="/assets/boot.js" data-islands="/assets/public.js"></script>' +
      '<script type="module" src="/assets/public.js"></script>'
    document.body.innerHTML = '<div id="root" data-static=""><h1>a</h1></div>'
    fetchMock.mockResolvedValue(
      new Response(page('b', ['/assets/public.js', '/assets/b.js']), { status: 200 }),
    )
    const { onPage, swapPage } = await import('@/islands/page')
    const mounted: string[] = []
    onPage(() => mounted.push(document.querySelector('h1')?.textContent ?? ''))
    await swapPage('/b', { usr: { gatedFrom: '/a' } })
    expect(mounted).toEqual(['a', 'b'])
    expect(window.location.pathname).toBe('/b')
    expect(window.history.state).toEqual({ usr: { gatedFrom: '/a' } })
    expect(document.title).toBe('b')
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'd-b')
    expect(document.querySelectorAll('script[src="/assets/public.js"]')).toHaveLength(1)
    expect(document.querySelectorAll('script[src="/assets/b.js"]')).toHaveLength(1)
    expect(document.querySelectorAll('script[src="/assets/boot.js"]')).toHaveLength(1)
    window.history.replaceState(null, '', '/')
    document.head.innerHTML = ''
  })
})
