/**
 * Support mail (issue 31), sent by the outbox (issue 49): «استلمنا طلبك» with the first-response
 * target, and a copy of each team reply (plain text, never markup). Enqueued by
 * open_support_request and admin_reply_support_request in their own transactions.
 */
import { escapeHtml, siteUrl } from '../mail.ts'
import { greetingName, mailHtml, str, type Template, textToHtml } from './layout.ts'

const targets: Record<string, string> = {
  email: 'خلال يومَي عمل',
  standard: 'خلال يوم عمل',
  direct: 'خلال 4 ساعات عمل',
  priority: 'خلال ساعة عمل',
}

const riyadh = new Intl.DateTimeFormat('ar-SA-u-ca-gregory', {
  timeZone: 'Asia/Riyadh',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
})

const ticketLink = (data: Record<string, unknown>) =>
  `${siteUrl()}/dashboard/help/requests/${encodeURIComponent(str(data, 'ticket_id'))}`

export const supportReceived: Template = (data) => {
  const ticketSubject = str(data, 'subject')
  const link = ticketLink(data)
  const subject = `استلمنا طلب الدعم: ${ticketSubject}`
  const target = targets[str(data, 'support_level')] ?? targets.email
  const dueAt = new Date(str(data, 'first_response_due_at'))
  const lines = [
    `مرحباً ${greetingName(data.name)}،`,
    `استلمنا طلبك «${ticketSubject}» وسيرد عليك فريق الدعم ${target} (ساعات العمل: الأحد–الخميس 9:00–18:00، السبت 10:00–16:00، بتوقيت الرياض).`,
    ...(Number.isNaN(dueAt.getTime()) ? [] : [`موعد الرد المتوقع: ${riyadh.format(dueAt)}.`]),
  ]
  return {
    transactional: true,
    subject,
    text: `${[...lines, `تابع طلبك واكتب لنا من هنا: ${link}`].join('\n\n')}\n\nفريق سند`,
    html: mailHtml({
      title: subject,
      paragraphs: lines.map(escapeHtml),
      button: { label: 'عرض الطلب', href: link },
    }),
  }
}

export const supportReply: Template = (data) => {
  const ticketSubject = str(data, 'subject')
  const body = str(data, 'body')
  const link = ticketLink(data)
  const subject = `رد فريق الدعم على طلبك: ${ticketSubject}`
  const lead = `مرحباً ${greetingName(data.name)}،`
  const intro = 'ردّ فريق دعم سند على طلبك:'
  const after = 'يمكنك الرد أو إغلاق الطلب من صفحة الطلب.'
  return {
    transactional: true,
    subject,
    text: `${lead}\n\n${intro}\n\n${body}\n\n${after}\n${link}\n\nفريق سند`,
    html: mailHtml({
      title: subject,
      paragraphs: [
        escapeHtml(lead),
        escapeHtml(intro),
        `<span style="display:block;white-space:normal;border-inline-start:3px solid #2dd4bf;padding-inline-start:12px">${textToHtml(body)}</span>`,
        escapeHtml(after),
      ],
      button: { label: 'عرض الطلب', href: link },
    }),
  }
}
