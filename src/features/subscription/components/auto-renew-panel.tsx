import { useId, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CreditCard, RefreshCw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { formatLongDate, formatSar } from '@/lib/format'
import { toast } from '@/lib/toast'
import { subscriptionKeys } from '../api/keys'
import { fetchRenewal, removePaymentCard, setAutoRenew } from '../api/renewal-api'

/**
 * /subscription: the next renewal (date and amount, VAT included), automatic renewal on or off,
 * and the saved card (brand, last four, expiry) with its removal. Monthly paid plans only.
 */
export function AutoRenewPanel({ userId }: { userId: string }) {
  const queryClient = useQueryClient()
  const switchId = useId()
  const [confirmRemove, setConfirmRemove] = useState(false)
  const renewal = useQuery({
    queryKey: subscriptionKeys.renewal(userId),
    queryFn: () => fetchRenewal(userId),
    enabled: Boolean(userId),
  })
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: subscriptionKeys.renewal(userId) })
  const toggle = useMutation({
    mutationFn: setAutoRenew,
    onSuccess: async (enabled) => {
      toast.success(enabled ? 'تم تشغيل التجديد التلقائي' : 'تم إيقاف التجديد التلقائي')
      await refresh()
    },
    onError: (error) => toast.error(error.message),
  })
  const remove = useMutation({
    mutationFn: removePaymentCard,
    onSuccess: async () => {
      toast.success('تمت إزالة البطاقة المحفوظة')
      setConfirmRemove(false)
      await refresh()
    },
    onError: (error) => toast.error(error.message),
  })

  if (renewal.isPending) return <Skeleton className="h-40 w-full" />
  if (renewal.isError) {
    return (
      <section className="grid gap-3 rounded-lg border border-border bg-card p-6">
        <p role="alert" className="text-sm text-destructive">
          {renewal.error.message}
        </p>
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => void renewal.refetch()}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          إعادة المحاولة
        </Button>
      </section>
    )
  }
  const state = renewal.data
  if (!state || !state.monthly || !state.active) return null
  const { card } = state

  return (
    <section
      aria-labelledby="auto-renew-title"
      className="grid gap-4 rounded-lg border border-border bg-card p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="auto-renew-title" className="text-xl font-bold">
          التجديد التلقائي
        </h2>
        <div className="flex items-center gap-3">
          <label htmlFor={switchId} className="text-sm">
            {state.autoRenew ? 'مفعّل' : 'متوقف'}
          </label>
          <Switch
            id={switchId}
            aria-label="التجديد التلقائي كل شهر"
            checked={state.autoRenew}
            disabled={toggle.isPending}
            onCheckedChange={(checked) => toggle.mutate(checked)}
          />
        </div>
      </div>
      {state.expiresAt ? (
        <p data-testid="next-renewal">
          {state.autoRenew
            ? `التجديد القادم في ${formatLongDate(state.expiresAt)} بمبلغ ${formatSar(state.amount)} شاملاً ضريبة القيمة المضافة${card ? '' : '، وسنرسل إليك رابط الدفع بالبريد الإلكتروني قبل انتهاء اشتراكك لأن طريقة دفعك لا تدعم الخصم التلقائي'}.`
            : `لن يُجدَّد اشتراكك: ينتهي في ${formatLongDate(state.expiresAt)} ولن يُخصم أي مبلغ آخر.`}
        </p>
      ) : null}
      {state.failure ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm"
        >
          تعذّر تحصيل مبلغ التجديد ({state.failure.attempts}{' '}
          {state.failure.attempts === 1 ? 'محاولة' : 'محاولات'})
          {state.failure.nextAttemptAt
            ? `، وسنعيد المحاولة في ${formatLongDate(state.failure.nextAttemptAt)}`
            : ''}
          . إن كانت بطاقتك لم تعد صالحة فأزلها وجدّد اشتراكك يدوياً.
        </p>
      ) : null}
      {card ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-4">
          <p className="flex items-center gap-2" data-testid="saved-card">
            <CreditCard aria-hidden="true" className="size-5 text-muted-foreground" />
            <span>
              {card.brand} <span dir="ltr">•••• {card.lastFour}</span>
              {card.expMonth && card.expYear ? (
                <span className="text-sm text-muted-foreground">
                  {' '}
                  (تنتهي صلاحيتها{' '}
                  <span dir="ltr">
                    {String(card.expMonth).padStart(2, '0')}/{card.expYear}
                  </span>
                  )
                </span>
              ) : null}
            </span>
          </p>
          {confirmRemove ? (
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="destructive"
                disabled={remove.isPending}
                onClick={() => remove.mutate()}
              >
                {remove.isPending ? 'جارٍ الإزالة...' : 'تأكيد إزالة البطاقة'}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setConfirmRemove(false)}>
                تراجع
              </Button>
            </div>
          ) : (
            <Button type="button" variant="outline" onClick={() => setConfirmRemove(true)}>
              إزالة البطاقة
            </Button>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">لا توجد بطاقة محفوظة للتجديد.</p>
      )}
    </section>
  )
}
