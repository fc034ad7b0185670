import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from './fixtures'
import { signedInUser } from './library-support'

/*
 * Issue 47, the company key: an admin stores the company's OpenAI key (the sandbox's) and a
 * monthly budget per member in «إعدادات الشركة»; a member runs an approved company prompt on it
 * and the answer streams in; the key is in no request the member's browser sends; once the
 * member's budget is used up the run is refused in Arabic with the way out (the personal key).
 * The company, the member and the prompt are made through the API as the product's own
 * functions make them. Every wait is for a state.
 */
const expect = baseExpect.configure({ timeout: 15_000 })
const firstPaint = { timeout: 30_000 }
test.use({ actionTimeout: 30_000 })

const SANDBOX_KEY = 'sk-test-sanad-openai'

type Client = Awaited<ReturnType<typeof signedInUser>>['client']

async function rpc<T>(client: Client, fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await client.rpc(fn, args)
  expect(error, `${fn}: ${error?.message}`).toBeNull()
  return data as T
}

test('an admin sets the company key and a budget; a member runs a company prompt on it until the budget is reached', async ({
  page: admin,
  browser,
  expectConsoleError,
}) => {
  // The run past the budget is refused with 402, on purpose at the end.
  expectConsoleError(/status of 402 .*\/functions\/v1\/run-prompt/)
  test.setTimeout(240_000)
  const owner = await signedInUser(admin, 'premium')
  const companyId = await rpc<string>(owner.client, 'create_company', {
    p_legal_name: 'مطاعم التشغيل',
  })
  const promptId = await rpc<string>(owner.client, 'save_company_prompt', {
    p_company_id: companyId,
    p_id: null,
    p_title: 'ترحيب بالعملاء',
    p_description: 'رسالة ترحيب قصيرة',
    p_body: 'اكتب رسالة ترحيب قصيرة بعملاء {{اسم_المطعم|مطاعم التشغيل}}',
  })
  const version = await rpc<number>(owner.client, 'submit_company_prompt', { p_id: promptId })
  await rpc(owner.client, 'review_company_prompt', {
    p_id: promptId,
    p_version: version,
    p_decision: 'approve',
  })
  const memberPage: Page = await (await browser.newContext()).newPage()
  const member = await signedInUser(memberPage)
  const [invitation] = await rpc<{ token: string }[]>(owner.client, 'create_company_invitation', {
    p_company_id: companyId,
    p_role: 'member',
    p_email: null,
  })
  const joined = await rpc<{ success: boolean }>(member.client, 'accept_company_invitation', {
    p_token: invitation!.token,
  })
  expect(joined.success).toBe(true)

  // The admin stores the key and a budget per member in the company's settings.
  await admin.goto(`/dashboard/company/${companyId}/settings`)
  const openai = admin.getByRole('region', { name: 'مفتاح OpenAI' })
  await expect(openai.getByText('لا مفتاح')).toBeVisible(firstPaint)
  await openai.getByLabel('مفتاح OpenAI').fill(SANDBOX_KEY)
  await openai.getByRole('button', { name: 'حفظ المفتاح' }).click()
  await expect(openai.getByText(`••••${SANDBOX_KEY.slice(-4)}`)).toBeVisible()
  // Never shown again: the field is empty and the page has only the last 4 characters.
  await expect(openai.getByLabel('مفتاح OpenAI الجديد')).toHaveValue('')
  await expect(admin.getByText(SANDBOX_KEY)).toHaveCount(0)
  await admin.getByLabel('ميزانية كل عضو الشهرية').fill('٥٠٠٠')
  await admin.getByRole('button', { name: 'حفظ الميزانية' }).click()
  await expect(admin.getByText('حُفظت الميزانية')).toBeVisible()

  // The member runs the approved prompt on the company key; every request is watched for the key.
  const sent: string[] = []
  memberPage.on('request', (request) => {
    sent.push(`${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`)
  })
  await memberPage.goto(`/dashboard/company/${companyId}/library/${promptId}`)
  await expect(memberPage.getByRole('heading', { level: 1, name: 'ترحيب بالعملاء' })).toBeVisible(
    firstPaint,
  )
  await expect(memberPage.getByLabel('المزوّد')).toHaveValue('openai')
  await memberPage.getByRole('button', { name: 'تشغيل بمفتاح الشركة' }).click()
  const answer = memberPage.getByRole('region', { name: 'إجابة النموذج' })
  await expect(answer).toHaveAttribute('aria-busy', 'false')
  await expect(answer).toContainText(/[\u0600-\u06FF]{3,}/)
  await expect(answer.getByText('توقف قبل الاكتمال')).toHaveCount(0)
  // The answer is rendered as Markdown (the sandbox's answer has a table), not shown as raw text.
  await expect(answer.getByRole('table')).toBeVisible()
  await expect(answer.getByText('| البند | القيمة |')).toHaveCount(0)
  expect(sent.some((line) => line.includes('/functions/v1/run-prompt'))).toBe(true)
  expect(sent.filter((line) => line.includes(SANDBOX_KEY))).toEqual([])

  // The admin's usage page counts the member's tokens.
  await admin.goto(`/dashboard/company/${companyId}/usage`)
  const usage = admin.getByRole('table', {
    name: 'الرموز المستهلكة بمفتاح الشركة حسب العضو والشهر',
  })
  await expect(usage.getByRole('row', { name: /مستخدم المكتبة/ })).toBeVisible(firstPaint)

  // A budget smaller than one run: refused in Arabic, offering the personal key.
  await rpc(owner.client, 'set_company_ai_budget', {
    p_company_id: companyId,
    p_company_monthly_tokens: null,
    p_member_monthly_tokens: 10,
  })
  await memberPage.getByRole('button', { name: 'تشغيل بمفتاح الشركة' }).click()
  const refusal = memberPage.getByRole('alert').filter({ hasText: 'ميزانيتك الشهرية' })
  await expect(refusal).toBeVisible()
  await expect(refusal).toContainText('مفتاحك الشخصي')
})
