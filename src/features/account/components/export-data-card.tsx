import { useMutation } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { toast } from '@/lib/toast'
import { fetchMyData, saveExport } from '../api/account-export'

/** «تنزيل بياناتي»: a JSON copy of everything held about the user, and a readable summary. */
export function ExportDataCard() {
  const exportData = useMutation({
    mutationFn: fetchMyData,
    onSuccess: (copy) => {
      saveExport(copy)
      toast.success('تم تجهيز نسخة بياناتك', {
        description: 'نزّلنا ملفين: نسخة كاملة بصيغة JSON وملخصاً مقروءاً بصيغة HTML.',
      })
    },
    onError: (error) => toast.error(error.message),
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle>نسخة من بياناتك</CardTitle>
        <CardDescription>
          ملفك الشخصي واشتراكك ومدفوعاتك ومفضلتك ومتغيراتك وتفضيلاتك وجلساتك وأحداث الأمان وملاحظاتك
          واقتراحات المساعد، في ملف واحد.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          disabled={exportData.isPending}
          onClick={() => exportData.mutate()}
        >
          <Download aria-hidden="true" />
          {exportData.isPending ? 'جارٍ التجهيز...' : 'تنزيل بياناتي'}
        </Button>
      </CardContent>
    </Card>
  )
}
