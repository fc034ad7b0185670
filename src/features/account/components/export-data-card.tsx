import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { toast } from '@/lib/toast'
import { fetchMyData, saveExport } from '../api/account-export'

/** «تنزيل بياناتي»: a JSON copy of everything held about the user, and a readable summary. */
export function ExportDataCard() {
  // What the copy holds of the rows keyed by the address: only once the address is verified.
  const [emailNote, setEmailNote] = useState<string | null>(null)
  const exportData = useMutation({
    mutationFn: fetchMyData,
    onSuccess: (copy) => {
      saveExport(copy)
      setEmailNote(copy.email_linked?.message ?? null)
      toast.success('تم تجهيز نسخة بياناتك', {
        description: 'نزّلنا ملفين: نسخة كاملة بصيغة JSON وملخصاً مقروءاً بصيغة HTML.',
      })
    },
    onError: (error) => toast.error(error.message),
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">نسخة من بياناتك</CardTitle>
        <CardDescription>
          ملفك الشخصي واشتراكك ومدفوعاتك ومفضلتك ومتغيراتك وتفضيلاتك وجلساتك وأحداث الأمان وملاحظاتك
          واقتراحات المساعد، في ملف واحد.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-3">
        <Button
          variant="outline"
          disabled={exportData.isPending}
          onClick={() => exportData.mutate()}
        >
          <Download aria-hidden="true" />
          {exportData.isPending ? 'جارٍ التجهيز...' : 'تنزيل بياناتي'}
        </Button>
        {emailNote ? (
          <p role="status" className="text-sm leading-relaxed text-muted-foreground">
            {emailNote}
          </p>
        ) : null}
      </CardContent>
    </Card>
  )
}
