import type { Browser, Page } from '@playwright/test'
import { expect as baseExpect, test } from './fixtures'
import { latestMail, PASSWORD, uniqueEmail, verificationLink } from './auth-support'
import { signedInUser } from './library-support'

/*
 * Issue 43's journey: an owner creates a company, invites one colleague by e-mail (accepted from
 * the local mailbox) and one by a link (a new user registers through it); the editor's prompt
 * goes through «طلب تعديل» and «اعتماد»; a member fills it with the company's values prefilled
 * and never sees a draft; switching back to the personal account leaves the company behind.
 * Every wait is for a state.
 */
const expect = baseExpect.configure({ timeout: 15_000 })
const firstPaint = { timeout: 30_000 }
// An action waits for its element as long as a first paint may take, then fails with its step.
test.use({ actionTimeout: 30_000 })

const COMPANY = 'مطاعم الخليج'

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  return context.newPage()
}

/** The /invite/<token> path from a mail or a link (the mail's origin is the stack's SITE_URL). */
function invitePath(text: string): string {
  const match = /\/invite\/[A-Za-z0-9_-]+/.exec(text)
  expect(match).not.toBeNull()
  return match![0]
}

async function next(page: Page) {
  await page.getByRole('button', { name: /التالي/ }).click()
}

/** The nine registration steps (registration.spec.ts), ending on «تحقق من بريدك الإلكتروني». */
async function register(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'إنشاء حساب جديد' })).toBeVisible(firstPaint)
  await page.getByRole('radio', { name: /التسجيل بالبريد الإلكتروني/ }).check()
  await page.getByLabel('الاسم الكامل').fill('سارة العضو')
  await page.getByRole('textbox', { name: /^البريد الإلكتروني/ }).fill(email)
  await next(page)
  await page.getByLabel('اسم الشركة').fill(COMPANY)
  await next(page)
  await page.getByRole('radio', { name: 'أخرى' }).check()
  await page.getByLabel('حدد نوع الشركة').fill('مطاعم')
  await next(page)
  await page.getByLabel('البلد').selectOption('SA')
  await next(page)
  await next(page)
  await page.getByRole('radio', { name: '11 - 50 موظفاً' }).check()
  await next(page)
  await page.getByLabel('اسم المستخدم').fill(`member_${Date.now().toString(36)}`)
  await next(page)
  await page.getByLabel(/^كلمة المرور/).fill(PASSWORD)
  await page.getByLabel('تأكيد كلمة المرور').fill(PASSWORD)
  await next(page)
  await expect(page.getByText('الخطوة 9 من 9')).toBeVisible()
  await page.getByRole('radio', { name: /^تجريبي مجاناً/ }).check()
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click()
  await expect(page.getByRole('heading', { name: 'تحقق من بريدك الإلكتروني' })).toBeVisible()
}

test('a company: invitations by e-mail and by link, review with a change request, a member fills an approved prompt with the company values', async ({
  page: owner,
  browser,
  expectConsoleError,
}) => {
  test.setTimeout(300_000)
  // The member opening a draft by its address is refused by the database (on purpose below).
  expectConsoleError(/status of 400 .*\/rest\/v1\/rpc\/open_company_prompt/)

  // The owner creates the company from the dashboard.
  await signedInUser(owner, 'premium')
  await owner.goto('/dashboard')
  await expect(owner.getByTestId('active-workspace')).toHaveText('حسابي الشخصي', firstPaint)
  await owner.getByRole('button', { name: /^مساحة العمل/ }).click()
  await owner
    .getByRole('list', { name: 'مساحات العمل' })
    .getByRole('link', { name: '+ إنشاء شركة' })
    .click()
  await expect(owner.getByRole('heading', { level: 1, name: 'إنشاء شركة' })).toBeVisible()
  // Arabic validation first: a name too long for the database is refused in the form.
  await owner.getByLabel('الاسم القانوني').fill('م'.repeat(300))
  await owner.getByRole('button', { name: 'إنشاء الشركة' }).click()
  await expect(owner.getByText('الاسم القانوني طويل: 150 حرفاً على الأكثر')).toBeVisible()
  await owner.getByLabel('الاسم القانوني').fill('شركة مطاعم الخليج المحدودة')
  await owner.getByLabel('الاسم التجاري').fill(COMPANY)
  await owner.getByLabel('القطاع').selectOption('restaurants')
  await owner.getByLabel('حجم الشركة').selectOption('11-50')
  await owner.getByLabel('المدينة').fill('جدة')
  await owner.getByLabel('الدولة').selectOption('SA')
  await owner.getByRole('button', { name: 'إنشاء الشركة' }).click()

  await expect(owner.getByRole('heading', { level: 1, name: 'الأعضاء' })).toBeVisible()
  await expect(owner.getByTestId('company-workspace')).toHaveText(COMPANY)
  await expect(owner.getByTestId('active-workspace')).toHaveText(COMPANY)
  const companyUrl = new URL(owner.url()).pathname.replace(/\/members$/, '')

  // The company's values, which every prompt filled in the company starts from.
  await owner.getByRole('link', { name: 'قيم الشركة' }).click()
  await expect(owner.getByRole('heading', { level: 1, name: 'قيم الشركة' })).toBeVisible()
  for (const [key, value] of [
    ['اسم_الشركة', COMPANY],
    ['المدينة', 'جدة'],
  ]) {
    await owner.getByLabel('اسم القيمة').fill(key)
    await owner.getByRole('textbox', { name: 'القيمة', exact: true }).fill(value)
    await owner.getByRole('button', { name: 'حفظ القيمة' }).click()
    await expect(owner.getByRole('list', { name: 'قيم الشركة' })).toContainText(value)
  }

  // A colleague invited by e-mail as an editor accepts from the mailbox.
  const editor = await newPage(browser)
  const editorUser = await signedInUser(editor, 'basic')
  await owner.getByRole('link', { name: 'الأعضاء' }).click()
  await owner.getByLabel('البريد الإلكتروني للزميل').fill(editorUser.email)
  await owner.getByLabel('الدور', { exact: true }).selectOption('editor')
  await owner.getByRole('button', { name: 'إرسال الدعوة' }).click()
  const pending = owner.getByRole('list', { name: 'الدعوات المعلّقة' })
  await expect(pending).toContainText(editorUser.email)
  await expect(pending).toContainText('محرر')

  const mail = await latestMail(editorUser.email, `دعوة للانضمام إلى ${COMPANY} على سند`)
  await editor.goto(invitePath(mail.text))
  await expect(editor.getByRole('heading', { name: `الانضمام إلى ${COMPANY}` })).toBeVisible(
    firstPaint,
  )
  await expect(editor.getByText('بدور «محرر»')).toBeVisible()
  await editor.getByRole('button', { name: 'قبول الدعوة' }).click()
  await expect(editor.getByRole('heading', { level: 1, name: 'مكتبة الشركة' })).toBeVisible()
  await expect(editor.getByTestId('company-workspace')).toHaveText(COMPANY)

  // A one-time link for a member, shared on WhatsApp; a new user registers through it.
  await owner.getByLabel('دور صاحب الرابط').selectOption('member')
  await owner.getByRole('button', { name: 'إنشاء رابط دعوة' }).click()
  const linkField = owner.getByRole('textbox', { name: 'رابط الدعوة' })
  await expect(linkField).toHaveValue(/\/invite\/[A-Za-z0-9_-]{20,}$/)
  const link = await linkField.inputValue()
  await expect(owner.getByRole('link', { name: 'مشاركة عبر واتساب' })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`دعوة للانضمام إلى ${COMPANY} في سند: ${link}`)}`,
  )
  await expect(owner.getByRole('list', { name: 'أعضاء الشركة' }).getByRole('listitem')).toHaveCount(
    2,
  )

  const member = await newPage(browser)
  const memberEmail = uniqueEmail('company-member')
  await member.goto(new URL(link).pathname)
  await expect(member.getByRole('heading', { name: `الانضمام إلى ${COMPANY}` })).toBeVisible(
    firstPaint,
  )
  await member.getByRole('link', { name: 'إنشاء حساب جديد' }).click()
  await register(member, memberEmail)
  await member.goto(
    verificationLink((await latestMail(memberEmail, 'تأكيد بريدك الإلكتروني في سند')).text),
  )
  await expect(member.getByRole('heading', { name: 'تم تأكيد بريدك الإلكتروني' })).toBeVisible()
  await member.getByRole('link', { name: 'متابعة قبول الدعوة' }).click()
  await expect(member.getByText('بدور «عضو»')).toBeVisible()
  await member.getByRole('button', { name: 'قبول الدعوة' }).click()
  await expect(member.getByRole('heading', { level: 1, name: 'مكتبة الشركة' })).toBeVisible()
  await expect(member.getByText('لا أوامر معتمدة بعد.')).toBeVisible()
  // The link was for one person.
  const late = await newPage(browser)
  await late.goto(new URL(link).pathname)
  await expect(late.getByRole('alert')).toContainText('رابط الدعوة غير صالح', firstPaint)

  // The editor writes a prompt and sends it for review; a second one stays a draft.
  await editor.getByRole('link', { name: 'أمر جديد للشركة' }).click()
  await editor.getByLabel('العنوان').fill('عرض اليوم')
  await editor
    .getByLabel('نص الأمر')
    .fill('اكتب منشوراً عن عرض اليوم في {{اسم_الشركة}} بمدينة {{المدينة}} لطبق {{الطبق}}.')
  await editor.getByRole('button', { name: 'حفظ وإرسال للمراجعة' }).click()
  await expect(editor.getByRole('heading', { level: 1, name: 'عرض اليوم' })).toBeVisible()
  await expect(editor.getByText('قيد المراجعة').first()).toBeVisible()
  const promptUrl = new URL(editor.url()).pathname

  await editor.getByRole('link', { name: 'مكتبة الشركة' }).click()
  await editor.getByRole('link', { name: 'أمر جديد للشركة' }).click()
  await editor.getByLabel('العنوان').fill('مسودة سرية')
  await editor.getByLabel('نص الأمر').fill('نص لم يُعتمد بعد.')
  await editor.getByRole('button', { name: 'حفظ كمسودة' }).click()
  await expect(editor.getByRole('heading', { level: 1, name: 'مسودة سرية' })).toBeVisible()
  const draftUrl = new URL(editor.url()).pathname

  // The owner asks for a change.
  await owner.goto(`${companyUrl}/review`)
  const queue = owner.getByRole('list', { name: 'أوامر بانتظار المراجعة' })
  await expect(queue.getByRole('heading', { name: 'عرض اليوم' })).toBeVisible(firstPaint)
  await owner.getByLabel('ملاحظات المراجعة').fill('أضف السعر')
  await owner.getByRole('button', { name: 'طلب تعديل' }).click()
  await expect(owner.getByText('لا أوامر بانتظار المراجعة.')).toBeVisible()

  // The editor sees the comment, fixes the prompt and sends it again.
  await editor.goto(promptUrl)
  await expect(editor.getByRole('note', { name: 'ملاحظات المراجعة' })).toContainText(
    'أضف السعر',
    firstPaint,
  )
  await editor.getByRole('link', { name: 'تعديل' }).click()
  // The view's text is a region with the same name: wait for the editor's page, then fill its textbox.
  await expect(editor.getByRole('heading', { level: 1, name: 'تعديل أمر الشركة' })).toBeVisible()
  await editor
    .getByRole('textbox', { name: 'نص الأمر' })
    .fill(
      'اكتب منشوراً عن عرض اليوم في {{اسم_الشركة}} بمدينة {{المدينة}} لطبق {{الطبق}} بسعر {{السعر|٢٥ ريالاً}}.',
    )
  await editor.getByLabel('ملاحظة التغيير (اختيارية)').fill('أضفت السعر')
  await editor.getByRole('button', { name: 'حفظ وإرسال للمراجعة' }).click()
  await expect(editor.getByText('الإصدار 2: قيد المراجعة')).toBeVisible()

  // The owner approves.
  await owner.reload()
  await expect(queue.getByRole('heading', { name: 'عرض اليوم' })).toBeVisible(firstPaint)
  await expect(owner.getByTestId('review-diff')).toContainText('بسعر')
  await owner.getByRole('button', { name: 'اعتماد' }).click()
  await expect(owner.getByText('لا أوامر بانتظار المراجعة.')).toBeVisible()

  // The member finds it and fills it: the company's values are already there.
  await member.reload()
  const approved = member.getByRole('list', { name: 'الأوامر المعتمدة' })
  await expect(approved.getByRole('link', { name: 'عرض اليوم' })).toBeVisible(firstPaint)
  await expect(member.getByText('مسودة سرية')).toHaveCount(0)
  await expect(member.getByRole('heading', { name: 'قيد العمل' })).toHaveCount(0)
  await approved.getByRole('link', { name: 'عرض اليوم' }).click()
  await expect(member.getByRole('heading', { level: 1, name: 'عرض اليوم' })).toBeVisible()
  await expect(member.getByLabel('اسم الشركة')).toHaveValue(COMPANY)
  await expect(member.getByLabel('المدينة')).toHaveValue('جدة')
  await member.getByLabel('الطبق').fill('الكبسة')
  await expect(member.getByTestId('prompt-preview')).toContainText(
    `عرض اليوم في ${COMPANY} بمدينة جدة لطبق الكبسة بسعر ٢٥ ريالاً.`,
  )
  // Overridden for this use only.
  await member.getByLabel('المدينة').fill('الرياض')
  await expect(member.getByTestId('prompt-preview')).toContainText('بمدينة الرياض')

  // A draft is not the member's to read, even by its address.
  await member.goto(draftUrl)
  await expect(member.getByRole('heading', { level: 1, name: 'الأمر غير متاح' })).toBeVisible(
    firstPaint,
  )
  await expect(member.getByText('نص لم يُعتمد بعد.')).toHaveCount(0)

  // Back to the personal account: the company is no longer on the page.
  await member.getByRole('button', { name: /^مساحة العمل/ }).click()
  await member
    .getByRole('list', { name: 'مساحات العمل' })
    .getByRole('link', { name: 'حسابي الشخصي' })
    .click()
  await expect(member).toHaveURL(/\/dashboard$/)
  await expect(member.getByTestId('active-workspace')).toHaveText('حسابي الشخصي')
  await expect(member.getByTestId('company-workspace')).toHaveCount(0)
  await expect(member.getByRole('navigation', { name: 'الشركة' })).toHaveCount(0)
  await expect(member.getByText('عرض اليوم')).toHaveCount(0)
})
