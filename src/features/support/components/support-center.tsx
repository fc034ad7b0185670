import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input, selectClass } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { formatLongDate } from '@/lib/format'
import { paths } from '@/lib/paths'
import { supportLevels, WORKING_HOURS_TEXT } from '@/lib/support-levels'
import {
  browserDetails,
  openSupportRequest,
  supportCategories,
  type SupportCategory,
} from '@/lib/support-request'
import { toast } from '@/lib/toast'
import { contactQuery, myRequestsQuery, supportKeys } from '../api/support'
import { requestSchema, type RequestValues } from '../schemas'
import { StatusBadge } from './status-badge'
import { WhatsAppButton } from './whatsapp-button'

/** /dashboard/help: the caller's support level, a new request and their requests. */
export function SupportCenter() {
  const contact = useQuery(contactQuery())
  const requests = useQuery(myRequestsQuery())
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [showDetails, setShowDetails] = useState(false)
  const form = useForm<RequestValues>({
    resolver: zodResolver(requestSchema),
    defaultValues: { subject: '', category: 'technical', message: '' },
  })
  const open = useMutation({
    mutationFn: (values: RequestValues) => openSupportRequest({ ...values, source: 'help' }),
    onSuccess: (id) => {
      toast.success('استلمنا طلبك، وأرسلنا إليك بريداً بموعد الرد المتوقع')
      form.reset()
      void queryClient.invalidateQueries({ queryKey: supportKeys.list() })
      void navigate(paths.dashboard.supportRequest.to(id))
    },
    onError: (error) => toast.error(error.message),
  })
  const level = contact.data ? supportLevels[contact.data.level] : null
  const errors = form.formState.errors

  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <Card>
        <CardHeader>
          <CardTitle as="h2">طلب دعم جديد</CardTitle>
          <CardDescription>
            {level ? (
              <>
                مستوى دعمك: <strong>{level.label}</strong> — {level.target}.
              </>
            ) : contact.isError ? (
              'تعذّر تحميل مستوى دعمك، ويمكنك إرسال الطلب على أي حال.'
            ) : (
              <Skeleton inline className="h-4 w-48 align-middle" />
            )}
          </CardDescription>
          <p className="text-xs text-muted-foreground">{WORKING_HOURS_TEXT}</p>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={form.handleSubmit((values) => open.mutate(values))}
          >
            <Field label="عنوان الطلب" required error={errors.subject?.message}>
              {(control) => <Input {...control} maxLength={150} {...form.register('subject')} />}
            </Field>
            <Field label="التصنيف" required error={errors.category?.message}>
              {(control) => (
                <select {...control} className={selectClass} {...form.register('category')}>
                  {(Object.keys(supportCategories) as SupportCategory[]).map((key) => (
                    <option key={key} value={key}>
                      {supportCategories[key]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              label="رسالتك"
              required
              error={errors.message?.message}
              hint="نص عادي؛ الروابط تظهر قابلة للنقر."
            >
              {(control) => (
                <Textarea {...control} maxLength={5000} {...form.register('message')} />
              )}
            </Field>
            <div className="grid gap-2 rounded-md border border-border bg-muted/30 p-3 text-sm">
              <p>
                نرفق بالطلب تلقائياً: خطتك الحالية، وآخر ثلاث عمليات دفع، وتفاصيل المتصفح — ليراها
                فريق الدعم وتراها أنت في الطلب.
              </p>
              <Button
                type="button"
                variant="link"
                className="h-auto justify-start p-0"
                aria-expanded={showDetails}
                onClick={() => setShowDetails((v) => !v)}
              >
                {showDetails ? 'إخفاء تفاصيل المتصفح' : 'عرض تفاصيل المتصفح'}
              </Button>
              {showDetails ? (
                <dl className="grid gap-1 text-xs" dir="ltr">
                  {Object.entries(browserDetails()).map(([key, value]) => (
                    <div key={key} className="flex gap-2">
                      <dt className="font-medium">{key}</dt>
                      <dd className="break-all">{value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={open.isPending}>
                {open.isPending ? 'جارٍ الإرسال…' : 'إرسال الطلب'}
              </Button>
              {contact.data?.whatsapp ? <WhatsAppButton phone={contact.data.whatsapp} /> : null}
            </div>
          </form>
        </CardContent>
      </Card>

      <section aria-labelledby="my-requests" className="grid content-start gap-3">
        <h2 id="my-requests" className="text-lg font-semibold">
          طلباتي
        </h2>
        {requests.isPending ? (
          <div className="grid gap-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : requests.isError ? (
          <div role="alert" className="grid gap-2 text-sm">
            <p>{requests.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void requests.refetch()}>
              إعادة المحاولة
            </Button>
          </div>
        ) : requests.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">لا توجد طلبات دعم بعد.</p>
        ) : (
          <ul className="grid gap-2">
            {requests.data.map((r) => (
              <li key={r.id}>
                <Link
                  to={paths.dashboard.supportRequest.to(r.id)}
                  className="grid gap-1 rounded-lg border border-border bg-card p-3 hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">{r.subject}</span>
                    <StatusBadge status={r.status} />
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {supportCategories[r.category as SupportCategory] ?? r.category} ·{' '}
                    {formatLongDate(r.created_at)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
