import { useCallback, useState } from 'react'
import { Link } from 'react-router-dom'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { LinkifiedText } from '@/components/linkified-text'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/cn'
import { paths } from '@/lib/paths'
import { supportLevelOf, supportLevels, WORKING_HOURS_TEXT } from '@/lib/support-levels'
import { supportCategories, type SupportCategory } from '@/lib/support-request'
import { toast } from '@/lib/toast'
import {
  addMessage,
  contactQuery,
  requestQuery,
  setStatus,
  supportKeys,
  useLiveRequest,
  type SupportTicket,
} from '../api/support'
import { messageSchema, type MessageValues } from '../schemas'
import { StatusBadge } from './status-badge'
import { WhatsAppButton } from './whatsapp-button'
import { interfaceDates, onFirstUse } from '@/lib/format'

const dateTime = onFirstUse(() =>
  interfaceDates({
    timeZone: 'Asia/Riyadh',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }),
)

const REOPEN_DAYS = 7

function canReopen(ticket: SupportTicket): boolean {
  if (ticket.status !== 'resolved' || !ticket.resolved_at) return false
  return Date.now() - new Date(ticket.resolved_at).getTime() < REOPEN_DAYS * 86_400_000
}

type Context = {
  plan?: string | null
  payments?: { date: string; plan: string; amount: number; currency: string; status: string }[]
  browser?: Record<string, string>
  chat?: { role: string; text: string }[]
}

/** /dashboard/help/requests/:id — the conversation with the team, live. */
export function SupportRequestView({ id }: { id: string }) {
  const queryClient = useQueryClient()
  const request = useQuery(requestQuery(id))
  const contact = useQuery(contactQuery())
  const [live, setLive] = useState(false)
  const onConnected = useCallback((connected: boolean) => setLive(connected), [])
  useLiveRequest(id, onConnected)
  const refresh = () => queryClient.invalidateQueries({ queryKey: supportKeys.request(id) })
  const form = useForm<MessageValues>({
    resolver: zodResolver(messageSchema),
    defaultValues: { body: '' },
  })
  const send = useMutation({
    mutationFn: (values: MessageValues) => addMessage(id, values.body),
    onSuccess: () => form.reset(),
    onError: (error) => toast.error(error.message),
    onSettled: refresh,
  })
  const status = useMutation({
    mutationFn: (next: 'open' | 'resolved') => setStatus(id, next),
    onSuccess: (next) =>
      toast.success(next === 'resolved' ? 'أُغلق الطلب. شكراً لك' : 'أُعيد فتح الطلب'),
    onError: (error) => toast.error(error.message),
    onSettled: () => {
      void refresh()
      void queryClient.invalidateQueries({ queryKey: supportKeys.list() })
    },
  })

  if (request.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-24" />
        <Skeleton className="h-40" />
      </div>
    )
  }
  if (request.isError) {
    return (
      <div role="alert" className="grid gap-3">
        <p>{request.error.message}</p>
        <Button variant="outline" className="w-fit" onClick={() => void request.refetch()}>
          إعادة المحاولة
        </Button>
      </div>
    )
  }
  if (!request.data) {
    return (
      <div className="grid gap-3">
        <p>لم نجد هذا الطلب.</p>
        <Button asChild variant="outline" className="w-fit">
          <Link to={paths.dashboard.help}>العودة إلى المساعدة</Link>
        </Button>
      </div>
    )
  }

  const { ticket, messages } = request.data
  const level = supportLevels[supportLevelOf(ticket.support_level)]
  const context = (ticket.context ?? {}) as Context
  const resolved = ticket.status === 'resolved'
  const reopenable = canReopen(ticket)
  const errors = form.formState.errors

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="conversation" className="grid content-start gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="conversation" className="text-xl font-semibold">
            {ticket.subject}
          </h2>
          <span data-testid="support-status">
            <StatusBadge status={ticket.status} />
          </span>
          <span className="text-xs text-muted-foreground" aria-live="polite">
            {live ? 'متصل: تظهر الردود فور وصولها' : 'جارٍ الاتصال…'}
          </span>
        </div>
        <ol className="grid gap-3" aria-label="الرسائل">
          {messages.map((m) => (
            <li
              key={m.id}
              className={cn(
                'grid gap-1 rounded-lg border p-3',
                m.author_role === 'team'
                  ? 'border-primary/40 bg-primary/5'
                  : 'border-border bg-card',
              )}
            >
              <span className="text-xs font-medium text-muted-foreground">
                {m.author_role === 'team' ? 'فريق الدعم' : 'أنت'} ·{' '}
                {dateTime().format(new Date(m.created_at))}
              </span>
              <LinkifiedText text={m.body} />
            </li>
          ))}
        </ol>
        {resolved && !reopenable ? (
          <p className="rounded-md border border-border p-3 text-sm">
            أُغلق هذا الطلب منذ أكثر من {REOPEN_DAYS} أيام. لمتابعة الموضوع{' '}
            <Link to={paths.dashboard.help} className="text-primary underline">
              افتح طلباً جديداً
            </Link>
            .
          </p>
        ) : (
          <form
            noValidate
            className="grid gap-3"
            onSubmit={form.handleSubmit((values) => send.mutate(values))}
          >
            <Field
              label={resolved ? 'اكتب رداً لإعادة فتح الطلب' : 'ردك'}
              required
              error={errors.body?.message}
            >
              {(control) => (
                <Textarea
                  {...control}
                  maxLength={5000}
                  className="min-h-24"
                  {...form.register('body')}
                />
              )}
            </Field>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? 'جارٍ الإرسال…' : 'إرسال'}
              </Button>
              {resolved ? (
                <Button
                  type="button"
                  variant="outline"
                  disabled={status.isPending}
                  onClick={() => status.mutate('open')}
                >
                  إعادة فتح الطلب
                </Button>
              ) : (
                <Button
                  type="button"
                  variant="outline"
                  disabled={status.isPending}
                  onClick={() => status.mutate('resolved')}
                >
                  تم حل المشكلة
                </Button>
              )}
            </div>
          </form>
        )}
      </section>

      <Card className="h-fit">
        <CardHeader>
          <CardTitle as="h2">تفاصيل الطلب</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          <p>التصنيف: {supportCategories[ticket.category as SupportCategory] ?? ticket.category}</p>
          <p>
            مستوى الدعم: {level.label} — {level.target}
          </p>
          <p data-testid="support-due">
            {ticket.first_response_at
              ? `أول رد: ${dateTime().format(new Date(ticket.first_response_at))}`
              : `موعد أول رد متوقع: ${dateTime().format(new Date(ticket.first_response_due_at))}`}
          </p>
          <p className="text-xs text-muted-foreground">{WORKING_HOURS_TEXT}</p>
          {contact.data?.whatsapp ? (
            <WhatsAppButton phone={contact.data.whatsapp} text={`طلب الدعم: ${ticket.subject}`} />
          ) : null}
          <details className="rounded-md border border-border p-2">
            <summary className="cursor-pointer">المرفقات التلقائية</summary>
            <div className="mt-2 grid gap-2 text-xs">
              <p>الخطة عند فتح الطلب: {context.plan ?? 'بدون خطة فعّالة'}</p>
              <p>
                آخر المدفوعات:{' '}
                {context.payments?.length
                  ? context.payments
                      .map((p) => `${p.plan} ${p.amount} ${p.currency} (${p.status})`)
                      .join('، ')
                  : 'لا توجد'}
              </p>
              {context.browser ? (
                <dl dir="ltr" className="grid gap-1">
                  {Object.entries(context.browser).map(([key, value]) => (
                    <div key={key} className="flex gap-2">
                      <dt className="font-medium">{key}</dt>
                      <dd className="break-all">{String(value)}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {context.chat?.length ? (
                <div className="grid gap-1">
                  <p className="font-medium">محادثة المساعد المرفقة:</p>
                  {context.chat.map((line, index) => (
                    <p key={index}>
                      {line.role === 'user' ? 'أنت' : 'المساعد'}: <LinkifiedText text={line.text} />
                    </p>
                  ))}
                </div>
              ) : null}
            </div>
          </details>
        </CardContent>
      </Card>
    </div>
  )
}
