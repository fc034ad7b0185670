/**
 * The outbox's templates (issue 49): one registry from a mail's `kind` to the function that
 * renders its Arabic subject, text and HTML from the row's data. Each area keeps its templates
 * in its own file and adds one line per kind here. A kind not in the registry is a permanent
 * failure of that row (shown to admins), never a crash of the worker.
 */
import type { Mail } from '../mail.ts'
import { rendered, verification } from './account.ts'
import type { Template, TemplateContext } from './layout.ts'
import { digest, newsletter, newsletterConfirm } from './newsletter.ts'
import { emailChangeOld, newDeviceSignIn, passwordChanged } from './security.ts'
import { supportReceived, supportReply } from './support.ts'

export type { Template, TemplateContext } from './layout.ts'

export const templates: Record<string, Template> = {
  support_received: supportReceived,
  support_reply: supportReply,
  verification,
  password_changed: passwordChanged,
  new_device_sign_in: newDeviceSignIn,
  email_change_old: emailChangeOld,
  newsletter_confirm: newsletterConfirm,
  newsletter,
  digest,
  // Mails rendered by the function that owes them (receipts, reminders, invitations, …).
  rendered,
}

export function renderMail(
  kind: string,
  data: Record<string, unknown>,
  ctx: TemplateContext,
): Mail & { transactional: boolean } {
  const template = Object.hasOwn(templates, kind) ? templates[kind] : undefined
  if (!template) throw new Error(`no template for kind ${kind}`)
  return template(data, ctx)
}
