import { useId } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { toast } from '@/lib/toast'
import {
  mailPreferencesKeys,
  mailPreferencesQuery,
  saveMailPreferences,
  type MailPreferences,
} from '../api/mail-preferences'

const CHOICES: { key: keyof MailPreferences; title: string; description: string }[] = [
  {
    key: 'newsletter',
    title: 'النشرة البريدية',
    description: 'أخبار سند والأوامر الجديدة، مرة أو مرتين في الشهر.',
  },
  {
    key: 'digest',
    title: 'ملخص «جديد سند هذا الشهر»',
    description: 'الأوامر الجديدة والمحدّثة في أقسامك وقطاعك، أول كل شهر.',
  },
]

/** «رسائل البريد»: newsletter and monthly digest on or off (issue 49). */
export function MailPreferencesCard() {
  const queryClient = useQueryClient()
  const preferences = useQuery(mailPreferencesQuery())
  const save = useMutation({
    mutationFn: saveMailPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(mailPreferencesKeys.all, saved)
      toast.success('تم حفظ تفضيلات البريد')
    },
    onError: (error) => toast.error(error.message),
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">رسائل البريد</CardTitle>
        <CardDescription>
          الرسائل الضرورية لحسابك (تأكيد البريد، الإيصالات والفواتير، التجديد، الدعم، وتنبيهات
          الأمان) تصلك دائماً. اختر ما تريده من غيرها، ويمكنك إلغاء الاشتراك من أي رسالة بنقرة.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {preferences.isPending ? (
          <div role="status" aria-live="polite" className="grid gap-2">
            <span className="sr-only">جارٍ تحميل تفضيلات البريد...</span>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : preferences.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p className="text-destructive">{preferences.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void preferences.refetch()}>
              إعادة المحاولة
            </Button>
          </div>
        ) : (
          CHOICES.map((choice) => (
            <Choice
              key={choice.key}
              title={choice.title}
              description={choice.description}
              checked={(save.isPending ? save.variables : preferences.data)[choice.key]}
              disabled={save.isPending}
              onChange={(value) => save.mutate({ ...preferences.data, [choice.key]: value })}
            />
          ))
        )}
      </CardContent>
    </Card>
  )
}

function Choice(props: {
  title: string
  description: string
  checked: boolean
  disabled: boolean
  onChange: (value: boolean) => void
}) {
  const id = useId()
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <span id={`${id}-title`} className="text-sm font-medium">
          {props.title}
        </span>
        <span id={`${id}-description`} className="text-sm text-muted-foreground">
          {props.description}
        </span>
      </div>
      <Switch
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        checked={props.checked}
        disabled={props.disabled}
        onCheckedChange={props.onChange}
      />
    </div>
  )
}
