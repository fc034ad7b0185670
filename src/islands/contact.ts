import '@/lib/zod-jitless'
import { leadMessages, SubmitError, toOutcome } from '@/features/marketing/api/lead-outcome'
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { siteConfig } from '@/lib/site'
import { callRpc, liveAccessToken, storedSession } from './session'
import { toast } from './toast'

type Schemas = typeof import('@/features/marketing/schemas')
type FieldName = 'name' | 'email' | 'subject' | 'message'
const FIELDS: FieldName[] = ['name', 'email', 'subject', 'message']

/*
 * /contact's form on the static page (ContactForm's markup, rendered at build time), behaving as
 * the React form with react-hook-form does: validated by the same schema on submit (loaded then),
 * again on each change once submitted, the first invalid field focused; a visitor's message goes
 * to submit_contact_message (over fetch, rate-limited by the RPC as before), a signed-in member's
 * becomes a support request (that path loads supabase-js on submit); the same toasts, and what was
 * typed stays when sending fails.
 */
async function sendAsVisitor(values: Record<FieldName, string>) {
  let answer
  try {
    answer = await callRpc(
      'submit_contact_message',
      {
        p_name: values.name,
        p_email: values.email,
        p_subject: values.subject,
        p_message: values.message,
      },
      liveAccessToken(storedSession()),
    )
  } catch {
    throw new SubmitError('network', NETWORK_ERROR_MESSAGE)
  }
  if (answer.status >= 400) throw new SubmitError('http', leadMessages.fallback)
  return toOutcome(answer.data)
}

export function startContact(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const controls = Object.fromEntries(
    FIELDS.map((name) => [
      name,
      form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`),
    ]),
  ) as Record<FieldName, HTMLInputElement | HTMLTextAreaElement | null>
  if (!button || FIELDS.some((name) => !controls[name])) return
  const label = [...button.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)
  const signedIn = storedSession() !== null
  if (signedIn) {
    form.querySelector<HTMLElement>('[data-signed-in-only]')?.removeAttribute('hidden')
  }
  let schemas: Schemas | null = null
  let submitted = false
  let submitting = false

  const values = () =>
    Object.fromEntries(FIELDS.map((name) => [name, controls[name]?.value ?? ''])) as Record<
      FieldName,
      string
    >

  const setError = (name: FieldName, message: string | null) => {
    const control = controls[name]
    const slot = control?.parentElement?.querySelector<HTMLElement>('[data-field-error]')
    if (!control || !slot) return
    slot.textContent = message ?? ''
    slot.hidden = message === null
    control.setAttribute('aria-invalid', String(message !== null))
    if (message === null) control.removeAttribute('aria-describedby')
    else control.setAttribute('aria-describedby', slot.id)
  }

  /** Shows the schema's first message for each field; returns the parsed values or null. */
  const validate = ({ contactSchema }: Schemas) => {
    const result = contactSchema.safeParse(values())
    const messages = new Map<FieldName, string>()
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path[0] as FieldName
        if (!messages.has(field)) messages.set(field, issue.message)
      }
    }
    FIELDS.forEach((name) => setError(name, messages.get(name) ?? null))
    return result.success
      ? { values: result.data, firstInvalid: null }
      : {
          values: null,
          firstInvalid: FIELDS.find((name) => messages.has(name)) ?? null,
        }
  }

  for (const name of FIELDS) {
    controls[name]?.addEventListener('input', () => {
      if (submitted && schemas) validate(schemas)
    })
  }

  const setBusy = (busy: boolean) => {
    submitting = busy
    button.disabled = busy
    if (label) label.textContent = busy ? 'جارٍ الإرسال...' : 'إرسال الرسالة'
  }

  const fallback = `يرجى المحاولة مرة أخرى أو مراسلتنا على ${siteConfig.email}`

  async function submit() {
    schemas ??= await import('@/features/marketing/schemas')
    submitted = true
    const { values: parsed, firstInvalid } = validate(schemas)
    if (!parsed) {
      if (firstInvalid) controls[firstInvalid]?.focus()
      return
    }
    if (storedSession()) {
      try {
        const { openSupportRequest } = await import('@/lib/support-request')
        await openSupportRequest({
          subject: parsed.subject.trim().length >= 3 ? parsed.subject : `تواصل: ${parsed.subject}`,
          category: 'other',
          message: parsed.message,
          source: 'contact',
        })
        toast.success('تم إرسال الرسالة', {
          description: 'أصبحت رسالتك طلب دعم، وتتابع الرد عليه من صفحة المساعدة في لوحة التحكم.',
        })
        form.reset()
      } catch (error) {
        const { SupportRequestError } = await import('@/lib/support-request').catch(() => ({
          SupportRequestError: null,
        }))
        toast.error('تعذّر إرسال الرسالة', {
          description:
            SupportRequestError && error instanceof SupportRequestError ? error.message : fallback,
        })
      }
      return
    }
    try {
      const outcome = await sendAsVisitor(parsed)
      // Spec 4 and 8: the success toast, then an empty form for the next message.
      toast.success('تم إرسال الرسالة', { description: outcome.message })
      form.reset()
      submitted = false
    } catch (error) {
      // What was typed stays in the form, so nothing has to be written twice.
      const refusal = error instanceof SubmitError ? error : null
      if (refusal?.field) {
        setError(refusal.field, refusal.message)
        controls[refusal.field]?.focus()
      }
      toast.error('تعذّر إرسال الرسالة', { description: refusal?.message ?? fallback })
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (submitting) return
    setBusy(true)
    submit()
      .catch(() => toast.error('تعذّر إرسال الرسالة', { description: fallback }))
      .finally(() => setBusy(false))
  })
  // Prerendered disabled: a submit before this ran would have reloaded the page with the message.
  button.disabled = false
}
