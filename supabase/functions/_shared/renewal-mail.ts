/**
 * The Arabic e-mails of automatic renewal (issue 28): the reminder 3 days before, a failed
 * renewal with the link to update the card, the card expiring next month, and the payment link
 * for methods that cannot recur (KNET, Benefit). The receipt of a renewal is the tax-invoice
 * receipt every capture sends (`receipts.ts`). Sent through the mail outbox (issue 49,
 * `outbox.ts`), which retries them; a mail failure never undoes or fails a renewal.
 */
import { escapeHtml } from './mail.ts'

const dateFormat = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
  dateStyle: 'long',
  timeZone: 'Asia/Riyadh',
})
export const renewalDate = (iso: string) => dateFormat.format(new Date(iso))

export interface RenewalMail {
  subject: string
  lines: string[]
  action: string
  link: string
}

export function composeRenewalMail(name: string | null, mail: RenewalMail) {
  const greeting = `مرحباً ${name && !name.includes('@') ? name : 'بك'}،`
  const text = [
    greeting,
    '',
    ...mail.lines,
    '',
    `${mail.action}: ${mail.link}`,
    '',
    'فريق سند',
  ].join('\n')
  const html = `<!doctype html><html lang="ar" dir="rtl"><body style="font-family:Tahoma,Arial,sans-serif;direction:rtl;text-align:right">
<p>${escapeHtml(greeting)}</p>
${mail.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.action)}</a></p>
<p>فريق سند</p>
</body></html>`
  return { subject: mail.subject, text, html }
}
