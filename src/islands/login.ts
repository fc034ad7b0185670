import '@/lib/zod-jitless'
import {
  LOGIN_FAILED,
  LoginError,
  signInThrough,
  type SignInAnswer,
  type SignInClient,
} from '@/features/auth/api/sign-in-core'
import {
  attemptsRemaining,
  attemptsWarningText,
  formatLockRemaining,
  isUrgent,
  lockDurationLabel,
  lockRemainingAt,
  toSecurityStatus,
  type LoginSecurityStatus,
} from '@/features/auth/lock'
import type { LoginValues } from '@/features/auth/schemas'
import { saveFlashToast } from '@/lib/flash-toast'
import { oauthRedirectTo } from '@/lib/return-path'
import { siteConfig } from '@/lib/site'
import { authClient } from './auth-client'
import { busyButton, formControls, validateFields } from './field-error'
import { invokeFunction } from './invoke'
import { onPage, swapPage } from './page'
import { startPasswordToggles } from './password-toggle'
import { destination, leaveIfSignedIn } from './public-only'
import { callRpc } from './session'
import { toast } from './toast'

type Schemas = typeof import('@/features/auth/schemas')
type FieldName = keyof LoginValues
const FIELDS: FieldName[] = ['email', 'password']

const GOOGLE_FAILED = 'فشل في تسجيل الدخول باستخدام Google'

/*
 * /login as a static page (issue 51): LoginForm's markup rendered at build time, run here as the
 * React form runs it. The same schema (loaded on the first submit) validated on submit and then on
 * every change, the same sign-in (sign-in-core.ts: the `sign-in` edge function over fetch, the
 * session stored by @supabase/auth-js where supabase-js reads it, a refusal logged), the same
 * toasts, the lock warnings from templates of LockWarningPanel, and the same redirects: a
 * signed-in visitor and a successful sign-in go back where they came from (the history state the
 * app's guard left, as PublicOnly reads it), else the dashboard.
 */

/** The sign-in's client over fetch: the edge function, auth-js for the session, REST for the log. */
async function fetchClient(): Promise<SignInClient> {
  return {
    invoke: (name, { body }) => invokeFunction<SignInAnswer>(name, body),
    async setSession(tokens) {
      const { error } = await (await authClient()).setSession(tokens)
      return { error }
    },
    async rpc(name, args) {
      const { status, data } = await callRpc(name, args)
      return { error: status >= 400 ? (data ?? status) : null }
    },
  }
}

/** The panel above the fields: lock, warning or nothing, from LockWarningPanel's templates. */
function securityPanel(form: HTMLFormElement) {
  let status: LoginSecurityStatus | null = null
  let timer: ReturnType<typeof setInterval> | null = null
  const template = (name: string) =>
    form.querySelector<HTMLTemplateElement>(`template[data-island="${name}"]`)

  const render = () => {
    form.querySelector('[data-island-panel]')?.remove()
    if (timer && (!status || lockRemainingAt(status, Date.now()) === null)) {
      clearInterval(timer)
      timer = null
    }
    if (!status) return
    const lockRemaining = lockRemainingAt(status, Date.now())
    let panel: DocumentFragment | null = null
    if (lockRemaining !== null) {
      panel = template('lock-panel')?.content.cloneNode(true) as DocumentFragment | null
      const remaining = panel?.querySelector('[data-slot="remaining"]')
      const duration = panel?.querySelector('[data-slot="duration"]')
      if (remaining) remaining.textContent = formatLockRemaining(lockRemaining)
      if (duration) duration.textContent = lockDurationLabel(status.isAdmin)
      // The remaining time counts down, as LockWarningPanel's clock does.
      timer ??= setInterval(render, 30_000)
    } else if (status.failedAttempts > 0) {
      const remaining = attemptsRemaining(status)
      const name = isUrgent(remaining) ? 'attempts-warning-urgent' : 'attempts-warning'
      panel = template(name)?.content.cloneNode(true) as DocumentFragment | null
      const text = panel?.querySelector('[data-slot="attempts"]')
      if (text) text.textContent = attemptsWarningText(remaining)
    }
    const element = panel?.firstElementChild
    if (!element) return
    element.setAttribute('data-island-panel', '')
    form.prepend(element)
  }

  return {
    show(next: LoginSecurityStatus | null) {
      status = next
      render()
    },
  }
}

function startGoogle(button: HTMLButtonElement): void {
  const label = [...button.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)
  const idle = label?.textContent ?? ''
  button.addEventListener('click', () => {
    button.disabled = true
    if (label) label.textContent = 'جاري التحويل إلى Google...'
    authClient()
      .then((auth) =>
        auth.signInWithOAuth({
          provider: 'google',
          options: { redirectTo: oauthRedirectTo(destination()) },
        }),
      )
      .then(({ error }) => {
        if (error) throw error
      })
      .catch(() => {
        button.disabled = false
        if (label) label.textContent = idle
        toast.error('خطأ في تسجيل الدخول', { description: GOOGLE_FAILED })
      })
  })
  button.disabled = false
}

export function startLogin(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const found = formControls(form, FIELDS)
  if (!button || !found) return
  const controls = found
  const setBusyButton = busyButton(button, 'جاري تسجيل الدخول...')
  const panel = securityPanel(form)
  let schemas: Schemas | null = null
  let submitted = false
  let submitting = false

  for (const name of FIELDS) {
    controls[name].addEventListener('input', () => {
      if (submitted && schemas) validateFields(schemas.loginSchema, controls)
    })
  }

  const setBusy = (busy: boolean) => {
    submitting = busy
    setBusyButton(busy)
  }

  async function refreshSecurity(identifier: string) {
    try {
      const { status, data } = await callRpc('get_login_security_status', {
        identifier: identifier.trim().toLowerCase(),
      })
      if (status >= 400) throw new Error(`HTTP ${status}`)
      panel.show(toSecurityStatus(data))
    } catch (error) {
      // The panel is advice; the server enforces the lock either way.
      console.warn('Could not read the login security status', error)
    }
  }

  async function submit() {
    schemas ??= await import('@/features/auth/schemas')
    submitted = true
    const { parsed, firstInvalid } = validateFields(schemas.loginSchema, controls)
    if (!parsed) {
      if (firstInvalid) controls[firstInvalid].focus()
      return
    }
    try {
      await signInThrough(fetchClient, parsed.email, parsed.password)
    } catch (error) {
      toast.error('خطأ في تسجيل الدخول', {
        description: error instanceof LoginError ? error.message : LOGIN_FAILED,
      })
      await refreshSecurity(parsed.email)
      return
    }
    panel.show(null)
    const welcome = {
      title: 'تم تسجيل الدخول بنجاح',
      description: `مرحباً بك في ${siteConfig.name}! سعداء بعودتك.`,
    }
    toast.success(welcome.title, { description: welcome.description })
    // An app page is a new load: it shows the toast again (src/lib/flash-toast.ts).
    await swapPage(destination(), null, () => saveFlashToast(welcome))
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (submitting) return
    setBusy(true)
    submit()
      .catch(() => toast.error('خطأ في تسجيل الدخول', { description: LOGIN_FAILED }))
      .finally(() => {
        if (form.isConnected) setBusy(false)
      })
  })
  startPasswordToggles(form)
  // Prerendered disabled: a submit before this ran would have reloaded the page with the input.
  button.disabled = false
}

onPage(() => {
  const form = document.querySelector<HTMLFormElement>('form[data-island="login"]')
  if (!form || form.dataset.started !== undefined) return
  form.dataset.started = ''
  if (leaveIfSignedIn()) return
  startLogin(form)
  const google = document.querySelector<HTMLButtonElement>('button[data-island="google-sign-in"]')
  if (google) startGoogle(google)
})
