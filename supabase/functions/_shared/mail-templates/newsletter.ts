/**
 * The newsletter's mails (issue 49, migration 20261205000000): the double opt-in confirmation
 * of a sign-up from the public form (`secret_link`, removed from the row once final), an issue an
 * admin composed (plain text: every character escaped, paragraphs and line breaks kept, never the
 * admin's markup), and the monthly digest «جديد سند هذا الشهر» (titles, descriptions and links of
 * prompts; the data never holds a body).
 */
import { escapeHtml, siteUrl } from '../mail.ts'
import { newsletterParagraphs } from '../newsletter-text.ts'
import { mailHtml, str, type Template, textToHtml, unsubscribeText } from './layout.ts'

export const newsletterConfirm: Template = (data) => {
  const path = str(data, 'secret_link')
  if (!path.startsWith('/newsletter/confirm?token=')) throw new Error('newsletter_confirm: no link')
  const link = `${siteUrl()}${path}`
  const subject = 'أكّد اشتراكك في نشرة سند البريدية'
  const lead = 'طُلب اشتراك هذا البريد في نشرة سند البريدية. لتأكيد الاشتراك اضغط على الرابط التالي:'
  const ignore = 'صلاحية الرابط 7 أيام. إن لم تطلب الاشتراك فتجاهل هذه الرسالة ولن يصلك منا شيء.'
  return {
    transactional: true,
    subject,
    text: `مرحباً،\n\n${lead}\n${link}\n\n${ignore}\n\nفريق سند`,
    html: mailHtml({
      title: subject,
      paragraphs: ['مرحباً،', escapeHtml(lead)],
      button: { label: 'تأكيد الاشتراك', href: link },
      after: [`أو انسخ الرابط: <span dir="ltr">${escapeHtml(link)}</span>`, escapeHtml(ignore)],
    }),
  }
}

export const newsletter: Template = (data, ctx) => {
  const title = str(data, 'subject').trim()
  const body = str(data, 'body')
  if (!title || !body.trim()) throw new Error('newsletter: no subject or body')
  const subject = data.test === true ? `[تجريبي] ${title}` : title
  const paragraphs = newsletterParagraphs(body)
  return {
    transactional: false,
    subject,
    text: `${paragraphs.join('\n\n')}\n\nفريق سند${unsubscribeText(ctx)}`,
    html: mailHtml({
      title,
      paragraphs: paragraphs.map(textToHtml),
      unsubscribeUrl: ctx.unsubscribeUrl,
    }),
  }
}

interface DigestItem {
  title: string
  description: string
  isNew: boolean
}

function digestItems(value: unknown): DigestItem[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item) => {
    if (!item || typeof item !== 'object') return []
    const record = item as Record<string, unknown>
    const title = str(record, 'title').trim()
    if (!title) return []
    return [{ title, description: str(record, 'description').trim(), isNew: record.new === true }]
  })
}

/** «مارس 2026» from 2026-03. */
function monthName(label: string): string {
  const at = new Date(`${label}-01T12:00:00Z`)
  if (Number.isNaN(at.getTime())) return label
  return new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at)
}

export const digest: Template = (data, ctx) => {
  const items = digestItems(data.items)
  if (!items.length) throw new Error('digest: no items')
  const month = monthName(str(data, 'month'))
  const subject = `جديد سند هذا الشهر: ${month}`
  const library = `${siteUrl()}/products/smart-commands`
  const linkOf = (title: string) => `${library}?q=${encodeURIComponent(title)}`
  const lead = `أضفنا وحدّثنا في مكتبة سند خلال ${month} أوامر تفتحها لك خطتك، منها:`
  const label = (item: DigestItem) => (item.isNew ? 'جديد' : 'محدَّث')
  const text = items
    .map(
      (item) =>
        `• ${item.title} (${label(item)})${item.description ? `\n  ${item.description}` : ''}\n  ${linkOf(item.title)}`,
    )
    .join('\n')
  return {
    transactional: false,
    subject,
    text: `مرحباً،\n\n${lead}\n\n${text}\n\nتصفح المكتبة: ${library}\n\nفريق سند${unsubscribeText(ctx)}`,
    html: mailHtml({
      title: subject,
      paragraphs: [
        'مرحباً،',
        escapeHtml(lead),
        ...items.map(
          (item) =>
            `<a href="${escapeHtml(linkOf(item.title))}"><strong>${escapeHtml(item.title)}</strong></a> <small>(${label(item)})</small>${
              item.description ? `<br>${escapeHtml(item.description)}` : ''
            }`,
        ),
      ],
      button: { label: 'تصفح المكتبة', href: library },
      unsubscribeUrl: ctx.unsubscribeUrl,
    }),
  }
}
