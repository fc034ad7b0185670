import '@/lib/zod-jitless'
import { PasswordResetError, setNewPasswordThrough } from '@/features/auth/api/reset-request'
import type { ResetPasswordValues } from '@/features/auth/schemas'
import { saveFlashToast } from '@/lib/flash-toast'
import { recoveryLinkError } from '@/lib/password-recovery'
import { paths } from '@/lib/paths'
import { authClient } from './auth-client'
import { busyButton, formControls, validateFields } from './field-error'
import { onPage, swapPage } from './page'
import { startPasswordToggles } from './password-toggle'
import { startStrengthMeter } from './password-strength'
import { formAlert, startResetRequest } from './reset-request'
import { toast } from './toast'

type Schemas = typeof import('@/features/auth/schemas')
const FIELDS: (keyof ResetPasswordValues)[] = ['password', 'confirmPassword']
const UPDATE_FAILED = 'تعذّر تغيير كلمة المرور. يرجى المحاولة مرة أخرى'

/*
 * /reset-password as a static page (issue 51): ResetPasswordPage rendered at build time in its
 * «checking» state, with the new-password form and the expired link as templates. Here, as the
 * page does with supabase-js: a link the auth server refused (`error_code`) or without a recovery
 * session is the expired link and its request form (reset-request.ts); a recovery link's session
 * (`#access_token…&type=recovery`) is stored through @supabase/auth-js, the tokens leave the
 * address, and the form sets the new password with the same schema, messages and redirect.
 */

/** Whether the address holds a recovery link's session, stored here as supabase-js would. */
export async function openRecoveryLink(): Promise<boolean> {
  if (recoveryLinkError(window.location)) return false
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''))
  const accessToken = params.get('access_token')
  const refreshToken = params.get('refresh_token')
  if (params.get('type') !== 'recovery' || !accessToken || !refreshToken) return false
  // The link's tokens leave the address bar (supabase-js clears them too); a reload is expired.
  history.replaceState(history.state, '', window.location.pathname + window.location.search)
  try {
    const auth = await authClient()
    const { error } = await auth.setSession({
      access_token: accessToken,
      refresh_token: refreshToken,
    })
    return !error
  } catch {
    return false
  }
}

function startNewPassword(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const found = formControls(form, FIELDS)
  if (!button || !found) return
  const controls = found
  const setBusy = busyButton(button, 'جارٍ الحفظ...')
  let schemas: Schemas | null = null
  let submitted = false
  let submitting = false

  for (const name of FIELDS) {
    controls[name].addEventListener('input', () => {
      if (submitted && schemas) validateFields(schemas.resetPasswordSchema, controls)
    })
  }
  const meter = form.querySelector<HTMLElement>('[data-testid="password-strength"]')
  if (meter) startStrengthMeter(meter, controls.password)
  startPasswordToggles(form)

  const showFailure = formAlert(form, 'new-password-failure')

  async function submit() {
    schemas ??= await import('@/features/auth/schemas')
    submitted = true
    showFailure(null)
    const { parsed, firstInvalid } = validateFields(schemas.resetPasswordSchema, controls)
    if (!parsed) {
      if (firstInvalid) controls[firstInvalid].focus()
      return
    }
    try {
      await setNewPasswordThrough(authClient, parsed.password)
    } catch (error) {
      showFailure(error instanceof PasswordResetError ? error.message : UPDATE_FAILED)
      return
    }
    const done = {
      title: 'تم تغيير كلمة المرور بنجاح',
      description: 'أنت الآن مسجّل الدخول، وتم تسجيل الخروج من أجهزتك الأخرى.',
    }
    toast.success(done.title, { description: done.description })
    // The dashboard is an app page, a new load: it shows the toast again (src/lib/flash-toast.ts).
    await swapPage(paths.dashboard.root, null, () => saveFlashToast(done))
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (submitting) return
    submitting = true
    setBusy(true)
    submit()
      .catch(() => showFailure(UPDATE_FAILED))
      .finally(() => {
        submitting = false
        if (form.isConnected) setBusy(false)
      })
  })
}

/** Replaces the «checking» spinner with the template `name`, answering its first element. */
function show(page: HTMLElement, name: 'reset-ready' | 'reset-invalid'): Element | null {
  const template = page.querySelector<HTMLTemplateElement>(`template[data-island="${name}"]`)
  const content = template?.content.cloneNode(true) as DocumentFragment | undefined
  const first = content?.firstElementChild ?? null
  const spinner = page.querySelector('[role="status"]')
  if (!content || !spinner) return null
  spinner.replaceWith(content)
  return first
}

export async function startResetPassword(page: HTMLElement): Promise<void> {
  if (await openRecoveryLink()) {
    const form = show(page, 'reset-ready')
    if (form instanceof HTMLFormElement) startNewPassword(form)
    return
  }
  const heading = page.querySelector('h1')
  if (heading) heading.textContent = 'الرابط غير صالح'
  const expired = show(page, 'reset-invalid')
  const form = expired?.querySelector<HTMLFormElement>('form[data-island="reset-request"]')
  if (form) startResetRequest(form)
}

onPage(() => {
  const page = document.querySelector<HTMLElement>('[data-island="reset-password"]')
  if (!page || page.dataset.started !== undefined) return
  page.dataset.started = ''
  void startResetPassword(page)
})
