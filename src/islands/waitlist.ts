import '@/lib/zod-jitless'
import {
  isLeadResult,
  toWaitlistError,
  WaitlistError,
} from '@/features/waitlist/api/waitlist-error'
import { ensureCsrfToken } from '@/features/waitlist/csrf'
import { waitlistMessages as m } from '@/features/waitlist/messages'
import { secureRequest, SecureRequestError } from '@/features/waitlist/secure-request'
import type { WaitlistValues } from '@/features/waitlist/schemas'
import { firstMessages, showFieldError } from './field-error'
import { onPage } from './page'
import { callRpc, liveAccessToken, storedSession } from './session'
import { toast } from './toast'

type Schemas = typeof import('@/features/waitlist/schemas')
type FieldName = keyof WaitlistValues
const FIELDS: FieldName[] = ['name', 'email', 'inviteCode']

/*
 * /waitlist's form on the static page (WaitlistForm's markup, rendered at build time), behaving as
 * the React form does: the CSRF token of spec 4 made at start, the invite code upper-cased as it
 * is typed, the same schema on submit (loaded then) and again on each change once submitted, the
 * first invalid field focused; the same wrapper (CSRF check), the same join_waitlist RPC over
 * fetch (rate limits are the RPC's own), the same refusals and toasts, and what was typed stays
 * when joining fails. Success shows the thank-you panel prerendered in a <template>.
 */
async function join(values: WaitlistValues): Promise<void> {
  try {
    await secureRequest(async () => {
      let answer
      try {
        answer = await callRpc(
          'join_waitlist',
          {
            p_name: values.name,
            p_email: values.email,
            p_invite_code: values.inviteCode ? values.inviteCode.toUpperCase() : undefined,
            p_user_agent: navigator.userAgent,
          },
          liveAccessToken(storedSession()),
        )
      } catch {
        throw toWaitlistError(null)
      }
      if (answer.status >= 400 || !isLeadResult(answer.data)) throw toWaitlistError(null)
      if (!answer.data.success) throw toWaitlistError(answer.data)
    })
  } catch (error) {
    if (error instanceof WaitlistError) throw error
    if (error instanceof SecureRequestError) throw new WaitlistError(error.reason, error.message)
    throw toWaitlistError(null)
  }
}

/** Upper-cases as the visitor types, keeping the caret where it was (as the React form). */
function upperCase(input: HTMLInputElement): void {
  const upper = input.value.toUpperCase()
  if (upper === input.value) return
  const { selectionStart, selectionEnd } = input
  input.value = upper
  input.setSelectionRange(selectionStart, selectionEnd)
}

export function startWaitlist(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const controls = Object.fromEntries(
    FIELDS.map((name) => [name, form.querySelector<HTMLInputElement>(`input[name="${name}"]`)]),
  ) as Record<FieldName, HTMLInputElement | null>
  if (!button || FIELDS.some((name) => !controls[name])) return
  const label = [...button.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)
  let schemas: Schemas | null = null
  let submitted = false
  let submitting = false

  // Spec 4: a CSRF token is generated at start when no valid one is stored.
  ensureCsrfToken()

  const values = () =>
    Object.fromEntries(FIELDS.map((name) => [name, controls[name]?.value ?? ''])) as Record<
      FieldName,
      string
    >

  const setError = (name: FieldName, message: string | null) => {
    const control = controls[name]
    if (control) showFieldError(control, message)
  }

  const validate = ({ waitlistSchema }: Schemas) => {
    const result = waitlistSchema.safeParse(values())
    const messages = firstMessages<FieldName>(result.success ? [] : result.error.issues)
    FIELDS.forEach((name) => setError(name, messages.get(name) ?? null))
    return result.success
      ? { parsed: result.data, firstInvalid: null }
      : { parsed: null, firstInvalid: FIELDS.find((name) => messages.has(name)) ?? null }
  }

  // What was typed before this script ran (it loads after the first paint) is upper-cased too.
  if (controls.inviteCode) upperCase(controls.inviteCode)
  for (const name of FIELDS) {
    controls[name]?.addEventListener('input', () => {
      if (name === 'inviteCode' && controls.inviteCode) upperCase(controls.inviteCode)
      if (submitted && schemas) validate(schemas)
    })
  }

  const setBusy = (busy: boolean) => {
    submitting = busy
    button.disabled = busy
    if (label) label.textContent = busy ? m.submitting : m.submit
  }

  const showThanks = (email: string) => {
    const card = form.closest('[data-island="waitlist-card"]')
    const template = card?.querySelector<HTMLTemplateElement>(
      'template[data-island="waitlist-thanks"]',
    )
    if (!card || !template) return
    const panel = template.content.cloneNode(true) as DocumentFragment
    const slot = panel.querySelector('[data-island="waitlist-email"]')
    if (slot) slot.textContent = email
    card.replaceChildren(template, panel)
  }

  async function submit() {
    schemas ??= await import('@/features/waitlist/schemas')
    submitted = true
    const { parsed, firstInvalid } = validate(schemas)
    if (!parsed) {
      if (firstInvalid) controls[firstInvalid]?.focus()
      return
    }
    try {
      await join(parsed)
      toast.success(m.successTitle, { description: m.successDescription })
      showThanks(parsed.email)
    } catch (error) {
      const refusal = error instanceof WaitlistError ? error : toWaitlistError(null)
      if (refusal.field) {
        setError(refusal.field, refusal.message)
        controls[refusal.field]?.focus()
      }
      // What was typed stays in the form so the visitor can correct it and try again.
      toast.error(m.errorTitle, { description: refusal.message })
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (submitting) return
    setBusy(true)
    submit()
      .catch(() => toast.error(m.errorTitle, { description: m.fallback }))
      .finally(() => setBusy(false))
  })
  // Prerendered disabled: a submit before this ran would have reloaded the page with the input.
  button.disabled = false
}

onPage(() => {
  const form = document.querySelector<HTMLFormElement>('form[data-island="waitlist"]')
  if (form && !form.dataset.started) {
    form.dataset.started = ''
    startWaitlist(form)
  }
})
