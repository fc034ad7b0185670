import { useState } from 'react'
import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import type { Invoice } from '../api/invoices-api'

/**
 * «تنزيل PDF» of an invoice or credit note (issue 46). The PDF module (pdf-lib and the font) is
 * fetched on the first click only, never with the page.
 */
export function InvoicePdfButton({
  invoice,
  size = 'sm',
  variant = 'outline',
}: {
  invoice: Invoice
  size?: 'sm' | 'md'
  variant?: 'outline' | 'primary'
}) {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const { downloadInvoicePdf } = await import('../lib/invoice-pdf')
      await downloadInvoicePdf(invoice)
    } catch (caught) {
      toast.error(
        caught instanceof Error && /[\u0600-\u06FF]/.test(caught.message)
          ? caught.message
          : 'تعذّر تنزيل ملف PDF للفاتورة. حاول مرة أخرى.',
      )
    } finally {
      setBusy(false)
    }
  }
  const what = invoice.kind === 'credit_note' ? 'الإشعار الدائن' : 'الفاتورة'
  return (
    <Button
      type="button"
      size={size}
      variant={variant}
      disabled={busy}
      aria-label={`تنزيل ${what} ${invoice.number} بصيغة PDF`}
      onClick={() => void download()}
    >
      <Download aria-hidden="true" className="size-4" />
      {busy ? 'جارٍ التجهيز...' : 'تنزيل PDF'}
    </Button>
  )
}
