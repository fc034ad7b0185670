import {
  sendVerificationEmailThrough,
  type ResendClient,
} from '@/features/verification/api/resend-core'
import {
  checkInboxText,
  RESEND_FAILED,
  RESEND_TOASTS,
  verificationErrorText,
} from '@/features/verification/messages'
import { anonBackend } from '@/lib/anon-rest'
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { paths } from '@/lib/paths'
import { cameFrom } from '@/lib/return-path'
import { startApp } from './app'
import { authClient } from './auth-client'
import { onPage, swapPage } from './page'
import { storedSession } from './session'
import { toast } from './toast'

/*
 * /verify-email as a static page (issue 51): VerifyEmailPage's screens prerendered as templates
 * behind a spinner, picked here from the address as the page picks them: `?success=true` is the
 * app's (the plan or invitation waiting, the countdown: src/islands/app.ts), `?error=<code>` the
 * failure with its code's text, else «تحقق من بريدك الإلكتروني» with what the wizard left in the
 * history state (the address, whether the mail left, the page to go back to). Both offer the
 * resend, through the `send-verification-email` function as the signed-in user, and home.
 */

/**
 * The resend's client: the stored session, through auth-js (refreshed when expired; not loaded
 * for a visitor with none), fetch for the function.
 */
async function resendClient(): Promise<ResendClient> {
  return {
    session: async () =>
      storedSession() ? (await (await authClient()).getSession()).data.session : null,
    async invoke(name, body, session) {
      const { url, key } = anonBackend()
      const response = await fetch(`${url}/functions/v1/${name}`, {
        method: 'POST',
        headers: {
          apikey: key,
          authorization: `Bearer ${session.access_token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      })
      if (!response.ok) return { data: null, error: new Error(`HTTP ${response.status}`) }
      return { data: (await response.json()) as { success?: boolean }, error: null }
    },
  }
}

function startResend(button: HTMLButtonElement): void {
  const label = [...button.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)
  const idle = label?.textContent ?? ''
  button.addEventListener('click', () => {
    button.disabled = true
    if (label) label.textContent = 'جاري الإرسال...'
    sendVerificationEmailThrough(resendClient)
      .then((outcome) => {
        if (outcome === 'sent') {
          toast.success(RESEND_TOASTS.sent.title, {
            description: RESEND_TOASTS.sent.description,
          })
        } else if (outcome === 'already-verified') {
          toast.success(RESEND_TOASTS.alreadyVerified)
        } else {
          toast.info(RESEND_TOASTS.signedOut)
          const { pathname, search, hash } = window.location
          void swapPage(paths.login, { usr: { from: { pathname, search, hash } } })
        }
      })
      .catch(() => toast.error(RESEND_FAILED))
      .finally(() => {
        button.disabled = false
        if (label) label.textContent = idle
      })
  })
  button.disabled = false
}

/** The screen of template `name`, its resend button running. */
function screen(
  page: HTMLElement,
  name: 'verify-inbox' | 'verify-failure',
): DocumentFragment | null {
  const template = page.querySelector<HTMLTemplateElement>(`template[data-island="${name}"]`)
  const content = template?.content.cloneNode(true) as DocumentFragment | undefined
  if (!content) return null
  const resend = content.querySelector<HTMLButtonElement>('[data-island="resend-verification"]')
  if (resend) startResend(resend)
  return content
}

export function startVerifyEmail(page: HTMLElement): void {
  const params = new URLSearchParams(window.location.search)
  const loading = page.querySelector('[data-slot="verify-loading"]')
  if (params.get('success') === 'true') {
    startApp().catch(() => toast.error(NETWORK_ERROR_MESSAGE))
    return
  }
  const error = params.get('error')
  let content: DocumentFragment | null
  if (error !== null) {
    content = screen(page, 'verify-failure')
    const text = content?.querySelector('[data-slot="error"]')
    if (text) text.textContent = verificationErrorText(error)
  } else {
    // What the wizard's navigate() left: React Router keeps it as the history state's `usr`.
    const state = ((history.state as { usr?: unknown } | null)?.usr ?? {}) as {
      email?: string
      mailSent?: boolean
    }
    content = screen(page, 'verify-inbox')
    const sent = content?.querySelector('[data-slot="sent"]')
    if (sent) sent.textContent = checkInboxText(state.email ?? null, state.mailSent !== false)
    const back = cameFrom(state)
    const link = content?.querySelector<HTMLAnchorElement>('[data-slot="return"]')
    if (back === null) link?.remove()
    else link?.setAttribute('href', back)
  }
  // The heading and the spinner give way to the screen (its own h1).
  if (content) loading?.replaceWith(content)
}

onPage(() => {
  const page = document.querySelector<HTMLElement>('[data-island="verify-email"]')
  if (!page || page.dataset.started !== undefined) return
  page.dataset.started = ''
  startVerifyEmail(page)
})
