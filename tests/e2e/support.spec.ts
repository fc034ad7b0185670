/**
 * Support (issue 31): a premium subscriber opens a request from /dashboard/help and sees its
 * target; an admin answers it at /518/support; the subscriber sees the reply live (realtime, no
 * reload) and in the local mailbox, then resolves the request.
 */
import { randomUUID } from 'node:crypto'
import { expect, test } from './fixtures'
import { freshUser, pageAs, service, signIn } from './admin-support'
import { latestMail } from './auth-support'

/** A page's first load on a busy machine (lazy chunks, the session, the first queries). */
const firstLoad = { timeout: 20_000 }
/** What arrives over realtime or after a round trip through a function. */
const arrives = { timeout: 15_000 }

test('a premium subscriber’s request is answered at /518/support, live and by e-mail, then resolved', async ({
  browser,
}) => {
  // Two people, two pages, two e-mails and realtime: a long journey on a loaded machine.
  test.setTimeout(120_000)
  const subscriber = await freshUser({ plan: 'premium', prefix: 'support' })
  const customer = await pageAs(browser, await signIn(subscriber.email))
  const subject = `لا تظهر الأوامر ${randomUUID().slice(0, 6)}`

  await customer.goto('/dashboard/help')
  await expect(customer.getByText('دعم مباشر', { exact: true })).toBeVisible(firstLoad)
  await customer.getByLabel('عنوان الطلب').fill(subject)
  await customer.getByLabel('التصنيف').selectOption('technical')
  await customer.getByLabel('رسالتك').fill('تظهر صفحة فارغة عند فتح المكتبة')
  await customer.getByRole('button', { name: 'إرسال الطلب' }).click()

  await expect(customer).toHaveURL(/\/dashboard\/help\/requests\/[0-9a-f-]{36}$/, firstLoad)
  const ticketId = customer.url().split('/').pop()!
  await expect(customer.getByRole('heading', { name: subject })).toBeVisible(firstLoad)
  await expect(customer.getByText('مستوى الدعم: دعم مباشر — أول رد خلال 4 ساعات عمل')).toBeVisible()
  await expect(customer.getByRole('link', { name: 'تواصل مباشرة عبر واتساب' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/966500000000\?text=/,
  )
  await expect(customer.getByText('متصل: تظهر الردود فور وصولها')).toBeVisible(arrives)
  const received = await latestMail(subscriber.email, `استلمنا طلب الدعم: ${subject}`)
  expect(received.text).toContain('خلال 4 ساعات عمل')

  const admin = await freshUser({ admin: true, prefix: 'support-admin' })
  const team = await pageAs(browser, await signIn(admin.email))
  await team.goto('/518/support')
  await team.getByRole('button', { name: subject }).click(firstLoad)
  await expect(team.getByText('تظهر صفحة فارغة عند فتح المكتبة')).toBeVisible(firstLoad)
  await team.getByLabel('ملاحظة داخلية').fill('ملاحظة للفريق فقط')
  await team.getByRole('button', { name: 'حفظ الملاحظة' }).click()
  await expect(team.getByText('ملاحظة للفريق فقط')).toBeVisible(arrives)
  await team.getByLabel('رد جاهز').selectOption({ label: 'ترحيب واستلام' })
  await expect(team.getByLabel('الرد على العميل')).toHaveValue(/شكراً لتواصلك مع فريق سند/)
  const answer = 'حدّث الصفحة من فضلك، وهذا الدليل: https://sanad.local/guide'
  await team.getByLabel('الرد على العميل').fill(answer)
  await team.getByRole('button', { name: 'إرسال الرد', exact: true }).click()
  await expect(team.getByText('أُرسل الرد إلى العميل')).toBeVisible(arrives)

  // Live on the customer's open page: no reload.
  await expect(customer.getByText('حدّث الصفحة من فضلك، وهذا الدليل:')).toBeVisible(arrives)
  await expect(customer.getByRole('link', { name: 'https://sanad.local/guide' })).toHaveAttribute(
    'href',
    'https://sanad.local/guide',
  )
  await expect(customer.getByTestId('support-status')).toHaveText('بانتظار ردك')
  await expect(customer.getByText('ملاحظة للفريق فقط')).toHaveCount(0)
  const reply = await latestMail(subscriber.email, `رد فريق الدعم على طلبك: ${subject}`)
  expect(reply.text).toContain(answer)

  await customer.getByRole('button', { name: 'تم حل المشكلة' }).click()
  await expect(customer.getByTestId('support-status')).toHaveText('تم الحل', arrives)
  await expect(customer.getByRole('button', { name: 'إعادة فتح الطلب' })).toBeVisible()
  const { data } = await service
    .from('support_tickets')
    .select('status, priority, support_level')
    .eq('id', ticketId)
    .single()
  expect(data).toEqual({ status: 'resolved', priority: 3, support_level: 'direct' })
})
