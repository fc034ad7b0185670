/**
 * Account mail sent by the outbox (issue 49): the verification link (issue 6), which the
 * send-verification-email function enqueues with the link as `secret_link` (removed from the row
 * once it is sent), and the sign-up itself with only the link's path (the database does not know
 * the API's origin; migration 20261208000000): a path is put under SUPABASE_URL here.
 */
import { apiUrl, escapeHtml } from '../mail.ts'
import { VERIFICATION_TOKEN_TTL_MINUTES } from '../verification-token.ts'
import { greetingName, mailHtml, str, type Template, unsubscribeText } from './layout.ts'

export const verification: Template = (data) => {
  const emailChange = str(data, 'verification_type') === 'email_change'
  const given = str(data, 'secret_link')
  if (!given) throw new Error('verification: no link')
  const link = given.startsWith('/') ? `${apiUrl()}${given}` : given
  const subject = emailChange
    ? 'تأكيد بريدك الإلكتروني الجديد في سند'
    : 'تأكيد بريدك الإلكتروني في سند'
  const lead = emailChange
    ? 'طلبت تغيير البريد الإلكتروني لحسابك في سند. لتأكيد العنوان الجديد اضغط على الرابط التالي:'
    : 'شكراً لتسجيلك في سند. لتأكيد بريدك الإلكتروني وتفعيل حسابك اضغط على الرابط التالي:'
  const expiry = `صلاحية الرابط ${VERIFICATION_TOKEN_TTL_MINUTES} دقيقة. إن لم تطلب ذلك فتجاهل هذه الرسالة.`
  const greeting = `مرحباً ${greetingName(data.name)}،`
  return {
    transactional: true,
    subject,
    text: `${greeting}\n\n${lead}\n${link}\n\n${expiry}\n\nفريق سند`,
    html: mailHtml({
      title: subject,
      paragraphs: [escapeHtml(greeting), escapeHtml(lead)],
      button: { label: 'تأكيد البريد الإلكتروني', href: link },
      after: [`أو انسخ الرابط: <span dir="ltr">${escapeHtml(link)}</span>`, escapeHtml(expiry)],
    }),
  }
}

/**
 * A mail an edge function rendered itself (receipts, reminders, invitations, …) and handed to
 * the outbox for its retries, suppression check and admin view: subject, text and html as given.
 * With `data.list` (newsletter, digest) it is a list mail: the unsubscribe line is added.
 */
export const rendered: Template = (data, ctx) => {
  const subject = str(data, 'subject')
  const text = str(data, 'text')
  const html = str(data, 'html')
  if (!subject || (!text && !html)) throw new Error('rendered: no subject or body')
  if (!ctx.unsubscribeUrl) return { transactional: true, subject, text, html }
  const footer = `<p style="font-size:12px;color:#777">لا تريد هذه الرسائل؟ <a href="${escapeHtml(ctx.unsubscribeUrl)}">إلغاء الاشتراك</a></p>`
  return {
    transactional: false,
    subject,
    text: `${text}${unsubscribeText(ctx)}`,
    html: /<\/body>/i.test(html)
      ? html.replace(/<\/body>/i, `${footer}</body>`)
      : `${html}${footer}`,
  }
}
