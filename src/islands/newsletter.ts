import '@/lib/zod-jitless'
import { leadMessages, SubmitError, toOutcome } from '@/features/marketing/api/lead-outcome'
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { callRpc, liveAccessToken, storedSession } from './session'
import { toast } from './toast'

type Schemas = typeof import('@/features/marketing/schemas')

/*
 * The home page's newsletter form on the static page (the markup is NewsletterForm's, rendered at
 * build time). The same behaviour as the React form: the schema (zod) loads on the first submit,
 * validated on submit and then on each change while an error shows, the first invalid field
 * focused; the same RPC (subscribe_newsletter, over fetch) and the same toasts. Rate limits are
 * the RPC's own, per address, as before.
 */
async function subscribe(email: string) {
  let answer
  try {
    answer = await callRpc(
      'subscribe_newsletter',
      { p_email: email },
      liveAccessToken(storedSession()),
    )
  } catch {
    throw new SubmitError('network', NETWORK_ERROR_MESSAGE)
  }
  if (answer.status >= 400) throw new SubmitError('http', leadMessages.fallback)
  return toOutcome(answer.data)
}

export function startNewsletter(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name="email"]')
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const errorText = form.querySelector<HTMLElement>('#newsletter-email-error')
  const hint = form.querySelector<HTMLElement>('[data-hint]')
  if (!input || !button || !errorText) return
  const buttonLabel = button.textContent ?? ''
  let schemas: Schemas | null = null
  let showingError = false
  let submitting = false

  const showError = (message: string | null) => {
    showingError = message !== null
    errorText.textContent = message ?? ''
    errorText.hidden = message === null
    if (hint) hint.hidden = message !== null
    input.setAttribute('aria-invalid', String(message !== null))
    if (message === null) input.removeAttribute('aria-describedby')
    else input.setAttribute('aria-describedby', errorText.id)
  }

  const validate = (value: string, { newsletterSchema }: Schemas) => {
    const result = newsletterSchema.safeParse({ email: value })
    if (result.success) return { values: result.data, message: null }
    return {
      values: null,
      message: result.error.issues[0]?.message ?? 'يرجى إدخال بريد إلكتروني صحيح',
    }
  }

  input.addEventListener('input', () => {
    if (showingError && schemas) showError(validate(input.value, schemas).message)
  })

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (submitting) return
    submitting = true
    button.disabled = true
    button.textContent = 'جارٍ الاشتراك...'
    void (async () => {
      try {
        schemas ??= await import('@/features/marketing/schemas')
        const { values, message } = validate(input.value, schemas)
        showError(message)
        if (!values) {
          input.focus()
          return
        }
        try {
          const outcome = await subscribe(values.email)
          // A repeat sign-up is answered as kindly as a new one.
          toast.success(outcome.message, {
            description: 'ستصلك أحدث الأوامر والنصائح على بريدك.',
          })
          input.value = ''
        } catch (failure) {
          // The address stays in the input so the visitor can try again.
          toast.error('تعذّر إتمام الاشتراك', {
            description:
              failure instanceof SubmitError ? failure.message : 'يرجى المحاولة مرة أخرى بعد قليل',
          })
        }
      } catch {
        // The schema could not be loaded (offline).
        toast.error('تعذّر إتمام الاشتراك', { description: 'يرجى المحاولة مرة أخرى بعد قليل' })
      } finally {
        submitting = false
        button.disabled = false
        button.textContent = buttonLabel
      }
    })()
  })
  // Prerendered disabled: a submit before this ran would have reloaded the page with the address.
  button.disabled = false
}
