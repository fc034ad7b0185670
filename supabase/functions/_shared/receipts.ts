/**
 * The Arabic receipt e-mail after a capture (the tax invoice) or a refund (the credit note), with
 * the link to the printable page. Sent through the same Resend-compatible API as the other
 * product mail (EMAIL_API_BASE; the local mailbox sandbox by default). Best effort: the money is
 * already recorded, so a mail failure is logged and never undoes or fails the payment.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { escapeHtml, mailMoney, siteUrl } from './mail.ts'
import { sendThroughOutbox } from './outbox.ts'

interface InvoiceForMail {
  id: string
  kind: 'invoice' | 'credit_note'
  invoice_number: string
  buyer_email: string | null
  buyer_name: string | null
  plan_name: string
  total_amount: number | string
  vat_amount: number | string
  currency: string
}

export function composeReceipt(invoice: InvoiceForMail, link: string) {
  const isInvoice = invoice.kind === 'invoice'
  const name = invoice.buyer_name && !invoice.buyer_name.includes('@') ? invoice.buyer_name : ''
  const subject = isInvoice
    ? `فاتورتك الضريبية ${invoice.invoice_number} من سند`
    : `إشعار دائن ${invoice.invoice_number}: تم استرداد مبلغك من سند`
  const lines = isInvoice
    ? [
        `شكراً لاشتراكك في خطة ${invoice.plan_name}.`,
        `تم استلام دفعتك بمبلغ ${mailMoney(invoice.total_amount, invoice.currency)} (شاملة ضريبة القيمة المضافة ${mailMoney(invoice.vat_amount, invoice.currency)}).`,
        `رقم الفاتورة الضريبية المبسطة: ${invoice.invoice_number}`,
      ]
    : [
        `تم قبول طلب الاسترداد لخطة ${invoice.plan_name}.`,
        `المبلغ المسترد: ${mailMoney(invoice.total_amount, invoice.currency)}، ويصل إلى بطاقتك خلال أيام عمل حسب البنك.`,
        `رقم الإشعار الدائن: ${invoice.invoice_number}`,
      ]
  const action = isInvoice ? 'عرض الفاتورة وطباعتها' : 'عرض الإشعار الدائن'
  const greeting = `مرحباً ${name || 'بك'}،`
  const text = [greeting, '', ...lines, '', `${action}: ${link}`, '', 'فريق سند'].join('\n')
  const html = `<!doctype html><html lang="ar" dir="rtl"><body style="font-family:Tahoma,Arial,sans-serif;direction:rtl;text-align:right">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p>فريق سند</p>
</body></html>`
  return { subject, text, html }
}

/** Mails the receipt of an invoice or credit note to its buyer; never throws. */
export async function sendReceipt(admin: SupabaseClient, invoiceId: string): Promise<boolean> {
  try {
    const { data, error } = await admin
      .from('tax_invoices')
      .select(
        'id, kind, invoice_number, buyer_email, buyer_name, plan_name, total_amount, vat_amount, currency',
      )
      .eq('id', invoiceId)
      .maybeSingle()
    const invoice = data as InvoiceForMail | null
    if (error || !invoice?.buyer_email) return false
    const link = `${siteUrl()}/subscription/invoices/${invoice.id}`
    // Through the outbox (issue 49): retried, suppression-checked, once per invoice.
    return await sendThroughOutbox(admin, invoice.buyer_email, composeReceipt(invoice, link), {
      dedupeKey: `receipt:${invoice.id}`,
    })
  } catch (error) {
    console.error('receipt: not sent', invoiceId, error)
    return false
  }
}

/** The receipt of the invoice issued for a payment, once its capture has been applied. */
export async function sendInvoiceReceipt(admin: SupabaseClient, paymentId: string): Promise<void> {
  const { data } = await admin
    .from('tax_invoices')
    .select('id')
    .eq('payment_id', paymentId)
    .eq('kind', 'invoice')
    .maybeSingle()
  const id = (data as { id: string } | null)?.id
  if (id) await sendReceipt(admin, id)
}
