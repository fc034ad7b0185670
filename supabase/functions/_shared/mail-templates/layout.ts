/**
 * The frame every outbox mail shares: Arabic, right to left, one card, an optional button, and
 * (for list mail) the unsubscribe line. Paragraphs are HTML the caller escaped already.
 */
import { escapeHtml, type Mail } from '../mail.ts'

export type TemplateContext = {
  to: string
  /** The one-click unsubscribe link of a list mail (absent for transactional mail). */
  unsubscribeUrl?: string
}

export type Rendered = Mail & { transactional: boolean }

export type Template = (data: Record<string, unknown>, ctx: TemplateContext) => Rendered

/** Plain text as HTML: escaped, line breaks kept; nothing from a message is markup. */
export const textToHtml = (text: string) => escapeHtml(text).replaceAll('\n', '<br>')

/** A string variable of a template's data, or the fallback. */
export const str = (data: Record<string, unknown>, key: string, fallback = ''): string => {
  const value = data[key]
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback
}

/** The greeting's name: the account's name, never an address. */
export const greetingName = (name: unknown) =>
  typeof name === 'string' && name.trim() && !name.includes('@') ? name.trim() : 'بك'

export function mailHtml(options: {
  title: string
  paragraphs: string[]
  button?: { label: string; href: string }
  after?: string[]
  unsubscribeUrl?: string
}): string {
  const { title, paragraphs, button, after = [], unsubscribeUrl } = options
  return `<!doctype html><html lang="ar" dir="rtl"><body style="font-family:Tahoma,Arial,sans-serif;direction:rtl;text-align:right;background:#f6f7f9;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:24px;color:#111">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
${
  button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.href)}" style="background:#2dd4bf;color:#04201c;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(button.label)}</a></p>`
    : ''
}
${after.map((p) => `<p style="font-size:13px;color:#555">${p}</p>`).join('\n')}
<p>فريق سند</p>
${
  unsubscribeUrl
    ? `<p style="font-size:12px;color:#777">لا تريد هذه الرسائل؟ <a href="${escapeHtml(unsubscribeUrl)}">إلغاء الاشتراك</a></p>`
    : ''
}
</div></body></html>`
}

/** The unsubscribe line of a list mail's text part. */
export const unsubscribeText = (ctx: TemplateContext) =>
  ctx.unsubscribeUrl ? `\n\nلإلغاء الاشتراك في هذه الرسائل: ${ctx.unsubscribeUrl}` : ''
