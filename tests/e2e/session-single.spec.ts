/**
 * The single-session rule. It switches the global `single_session` flag on, so it runs in its own
 * Playwright project after the parallel ones, serially, and switches the flag off at the end.
 */
import { expect, test } from './fixtures'
import {
  freshUser,
  nextSessionCheck,
  openDashboard,
  serverSessions,
  service,
  signInInApp,
} from './session-support'

// Two browsers, each with its own session: allow for both to load on a shared machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

/** The production check interval (5 minutes) and a little more, on the page's fake clock. */
const CHECK_INTERVAL = '05:01'

async function setSingleSession(enabled: boolean) {
  const { error } = await service
    .from('feature_flags')
    .update({ enabled })
    .eq('key', 'single_session')
  expect(error).toBeNull()
}

test.beforeAll(async () => {
  await setSingleSession(true)
})

test.afterAll(async () => {
  await setSingleSession(false)
})

test('signing in elsewhere ends the first session with the session-ended modal', async ({
  browser,
}) => {
  const user = await freshUser()

  const first = await (await browser.newContext()).newPage()
  await first.clock.install()
  await signInInApp(first, user.email)
  await openDashboard(first)
  await expect
    .poll(async () => (await serverSessions(user.id)).filter((s) => s.is_active).length)
    .toBe(1)
  const [firstSession] = await serverSessions(user.id)

  const second = await (await browser.newContext()).newPage()
  await second.clock.install()
  await signInInApp(second, user.email)
  await openDashboard(second)
  await expect
    .poll(async () => (await serverSessions(user.id)).map((s) => s.end_reason))
    .toEqual(['new_session_started', null])

  // The first browser's next check finds its session ended.
  expect((await nextSessionCheck(first, CHECK_INTERVAL)).ok()).toBe(true)
  const dialog = first.getByRole('dialog', { name: 'انتهت جلستك' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('تم تسجيل الدخول إلى حسابك من جهاز أو متصفح آخر')
  await expect(first).toHaveURL(/\/login$/)
  await dialog.getByRole('button', { name: 'حسناً' }).click()
  await expect(dialog).toBeHidden()

  // The newer session survives the old one's sign-out and its own later checks.
  for (let i = 0; i < 2; i += 1) {
    expect((await nextSessionCheck(second, CHECK_INTERVAL)).ok()).toBe(true)
  }
  await expect(second).toHaveURL(/\/dashboard$/)
  await expect(second.getByRole('dialog')).toHaveCount(0)
  const sessions = await serverSessions(user.id)
  expect(sessions.map((s) => [s.session_id === firstSession!.session_id, s.is_active])).toEqual([
    [true, false],
    [false, true],
  ])

  const { data: events } = await service
    .from('security_events')
    .select('event_type, severity')
    .eq('user_id', user.id)
    .eq('event_type', 'session_invalidated')
  expect(events).toEqual([{ event_type: 'session_invalidated', severity: 'medium' }])

  await first.context().close()
  await second.context().close()
})
