/**
 * Accessibility (issue 50): axe-core (WCAG 2.0/2.1 A and AA, and best practice) finds no
 * violation on any route of the product, in three roles — signed out (the public pages), a
 * subscriber (the user area on the premium plan, so nothing is locked, and a basic subscriber's
 * locked prompt), an admin at aal2 (every admin page) — at 1280 px and at 390 px, on the
 * production build the e2e server serves.
 *
 * The routes are the product's own list (`paths`, `accountPaths`, `companyPaths` in src/lib,
 * through `pathsIn`, as the host's SPA fallback reads them), never a copy: a route with a
 * parameter gets a real id made here the way the product makes it, and a new route with a
 * parameter this spec does not know fails the spec until it is given one. Each page is loaded once
 * per role; axe runs at 1280 px, then again after the viewport shrinks to 390 px.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { accountPaths } from '../../src/lib/account-paths.ts'
import { companyPaths } from '../../src/lib/company-paths.ts'
import { paths } from '../../src/lib/paths.ts'
import { pathsIn } from '../../src/lib/route-list.ts'
import { blogArticles } from '../../src/features/marketing/content/blog.ts'
import { freshUser, pageAs, service, signIn } from './admin-support'
import { expect, test } from './fixtures'
import { promptId, signedInUser } from './library-support'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const
// A cold route's first paint on a loaded 2-core machine (see public-routes.spec.ts).
const firstPaint = { timeout: 30_000 }

const HEADING = ':is(h1, h2, h3, h4, h5, h6)'
const INVALID_NESTING = [
  `${HEADING} ${HEADING}`,
  'p p',
  'p div',
  'a a',
  'button button',
  'form form',
].join(', ')

type Role = 'public' | 'subscriber' | 'admin'

/** Which role visits a route: the admin area, the user area (and its sign-in-only pages), or anyone. */
function roleOf(route: string): Role {
  const under = (root: string) => route === root || route.startsWith(`${root}/`)
  if (under(paths.admin.root)) return 'admin'
  if (under(paths.dashboard.root) || route === paths.payment || under(paths.legacy.subscription)) {
    return 'subscriber'
  }
  return 'public'
}

/** Every route of the product (patterns included), once each, the company's pages spelled out. */
function productRoutes(): string[] {
  const company = pathsIn(companyPaths).map((route) => `${paths.dashboard.company}/${route}`)
  const all = [...pathsIn(paths), ...pathsIn(accountPaths), paths.dashboard.company, ...company]
  // The route table's '*': an unknown address gets the not-found page.
  return [...new Set([...all, '/no-such-page'])]
}

type Ids = Record<string, string>

/** The data the routes with a parameter open, made as the product makes it. */
async function makeData(page: Page) {
  const user = await signedInUser(page, 'premium')
  const rpc = async <T>(fn: string, args: Record<string, unknown>): Promise<T> => {
    const { data, error } = await user.client.rpc(fn, args)
    expect(error, `${fn}: ${error?.message}`).toBeNull()
    return data as T
  }
  const userPrompt = await rpc<string>('save_user_prompt', {
    p_id: null,
    p_title: 'رسالة متابعة لعميل',
    p_description: 'متابعة بعد اجتماع',
    p_body: 'اكتب رسالة متابعة لعميل اسمه {{اسم_العميل}} عن {{الموضوع|الخطة}}.',
    p_category: 'marketing',
    p_platforms: ['chatgpt'],
    p_tags: ['متابعة'],
    p_note: '',
  })
  const shared = await rpc<string>('share_user_prompt', { p_id: userPrompt })
  const collection = await user.client
    .from('collections')
    .insert({ name: 'حملاتي' })
    .select('id')
    .single()
  expect(collection.error).toBeNull()
  const ticket = await rpc<string>('open_support_request', {
    p_subject: 'سؤال عن الفاتورة',
    p_category: 'billing',
    p_message: 'أين أجد فاتورة الشهر الماضي؟',
    p_context: { source: 'help' },
  })
  const companyId = await rpc<string>('create_company', { p_legal_name: 'شركة الوصول' })
  const companyPrompt = await rpc<string>('save_company_prompt', {
    p_company_id: companyId,
    p_id: null,
    p_title: 'ترحيب بالعملاء',
    p_description: 'رسالة ترحيب قصيرة',
    p_body: 'اكتب رسالة ترحيب بعملاء {{اسم_المطعم|مطاعمنا}}',
  })
  const [invitation] = await rpc<{ token: string }[]>('create_company_invitation', {
    p_company_id: companyId,
    p_role: 'member',
    p_email: null,
  })
  const kit = await service.from('kits').select('slug').limit(1).single()
  expect(kit.error).toBeNull()
  // A captured payment is invoiced by the database (private.invoice_on_capture).
  const charge = `chg_a11y_${user.id.slice(0, 8)}`
  const payment = await service.from('tap_payment_details').insert({
    charge_id: charge,
    order_reference: `ord_a11y_${user.id.slice(0, 8)}`,
    user_id: user.id,
    plan_slug: 'premium',
    original_amount: 57,
    final_amount: 57,
    currency: 'SAR',
  })
  expect(payment.error).toBeNull()
  const captured = await service
    .from('tap_payment_details')
    .update({ status: 'CAPTURED' })
    .eq('charge_id', charge)
  expect(captured.error).toBeNull()
  const invoice = await service
    .from('tax_invoices')
    .select('id')
    .eq('user_id', user.id)
    .limit(1)
    .single()
  expect(invoice.error).toBeNull()

  const ids: Ids = {
    [paths.blog.article.pattern]: paths.blog.article.to(blogArticles[0]!.id),
    [paths.invoice.pattern]: paths.invoice.to(invoice.data!.id),
    [paths.legacy.invoice]: paths.legacy.invoice.replace(':id', invoice.data!.id),
    [paths.sharedPrompt.pattern]: paths.sharedPrompt.to(shared),
    [paths.dashboard.promptCard.pattern]: paths.dashboard.promptCard.to(
      await promptId('marketing-plan-90-days'),
    ),
    [paths.dashboard.collections.pattern]: paths.dashboard.collections.to(collection.data!.id),
    [paths.dashboard.supportRequest.pattern]: paths.dashboard.supportRequest.to(ticket),
    [paths.dashboard.userPrompt.pattern]: paths.dashboard.userPrompt.to(userPrompt),
    [paths.dashboard.userPromptEdit.pattern]: paths.dashboard.userPromptEdit.to(userPrompt),
    [paths.dashboard.kits.pattern]: paths.dashboard.kits.to(kit.data!.slug),
    [paths.invite]: companyPaths.invite(invitation!.token),
  }
  for (const route of productRoutes()) {
    if (!route.startsWith(paths.dashboard.company)) continue
    ids[route] = route
      .replace(':companyId', encodeURIComponent(companyId))
      .replace(':promptId', encodeURIComponent(companyPrompt))
  }
  return { user, ids }
}

/** The address a route is opened at: itself, or its pattern filled with a real id. */
function address(route: string, ids: Ids): string {
  const to = ids[route] ?? route
  expect(to, `${route} has a parameter: give it a real id in a11y.spec.ts`).not.toContain(':')
  return to
}

/** Waits for the page to settle: its h1 painted and no loading state left (else a finding). */
async function settled(page: Page): Promise<string | null> {
  await page.waitForLoadState('networkidle')
  try {
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(firstPaint)
  } catch {
    return 'never settled: no visible h1 after 30 s'
  }
  // A list or panel still loading; the style guide shows a spinner for good, so not a finding.
  await expect(page.getByRole('status').filter({ hasText: 'جارٍ التحميل' }))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => {})
  return null
}

/** Axe on one page at both widths; answers one line per violation (route, width, rule, nodes). */
async function scan(page: Page, route: string): Promise<string[]> {
  const found: string[] = []
  await page.goto(route)
  for (const size of WIDTHS) {
    await page.setViewportSize(size)
    await page.waitForFunction((width) => window.innerWidth === width, size.width)
    const unsettled = await settled(page)
    if (unsettled) found.push(`${route} @${size.width}px ${unsettled}`)
    // What React's development build reports as invalid nesting (a hydration error): a heading in
    // a heading (an h2 in an h3 on «المساعدة» and «أوامري», issue 50), a paragraph in a paragraph,
    // an interactive element in another. The production build logs nothing for them.
    const nested = await page
      .locator(INVALID_NESTING)
      .evaluateAll((nodes) => nodes.map((node) => node.outerHTML.slice(0, 160)))
    for (const html of nested) found.push(`${route} @${size.width}px invalid nesting: ${html}`)
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
    for (const violation of violations) {
      const nodes = violation.nodes.map((node) => `      ${node.target.join(' ')}: ${node.html}`)
      found.push(
        `${route} @${size.width}px ${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`,
      )
    }
  }
  return found
}

async function scanAll(page: Page, routes: string[]) {
  const found: string[] = []
  for (const route of routes) found.push(...(await scan(page, route)))
  expect(found, `axe violations:\n${found.join('\n')}`).toEqual([])
}

let data: Awaited<ReturnType<typeof makeData>>

test.describe.configure({ timeout: 900_000 })

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext()
  data = await makeData(await context.newPage())
  await context.close()
})

test('the public pages, signed out: no axe violation at 1280 and 390 px', async ({ page }) => {
  const routes = productRoutes().filter((route) => roleOf(route) === 'public')
  await scanAll(
    page,
    routes.map((route) => address(route, data.ids)),
  )
})

test('the user area, a premium subscriber: no axe violation at 1280 and 390 px', async ({
  browser,
}) => {
  const { data: signedIn } = await data.user.client.auth.getSession()
  const page = await pageAs(browser, signedIn.session!)
  const routes = productRoutes().filter((route) => roleOf(route) === 'subscriber')
  await scanAll(
    page,
    routes.map((route) => address(route, data.ids)),
  )
  await page.context().close()
})

test('a basic subscriber: the section chooser and a locked prompt have no axe violation', async ({
  page,
}) => {
  await signedInUser(page, 'basic')
  await scanAll(page, [
    paths.dashboard.promptCards,
    paths.dashboard.promptCard.to(await promptId('keyword-research')),
  ])
})

test('the admin area at aal2: no axe violation at 1280 and 390 px', async ({ browser }) => {
  const admin = await freshUser({ admin: true })
  const page = await pageAs(browser, await signIn(admin.email))
  const routes = productRoutes().filter((route) => roleOf(route) === 'admin')
  await scanAll(page, routes)
  await page.context().close()
})
