import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CreditCard, RefreshCw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { formatLongDate, formatSar } from '@/lib/format'
import { toast } from '@/lib/toast'
import { subscriptionKeys } from '../api/keys'
import {
  fetchRenewal,
  finishCardReplacement,
  removePaymentCard,
  setAutoRenew,
  startCardReplacement,
} from '../api/renewal-api'
import { RenewalSwitch } from './renewal-switch'

/**
 * /subscription: the next renewal (date and amount, VAT included), automatic renewal on or off,
 * and the saved card (brand, last four, expiry) with its replacement and removal. Monthly paid
 * plans only. Replacing goes through Tap's hosted 3-D Secure page (a 1.00 SAR check refunded at
 * once) and comes back here with `?card=replace&tap_id=`; the server then swaps the card.
 */
export function AutoRenewPanel({ userId }: { userId: string }) {
  const queryClient = useQueryClient()
  const [confirmRemove, setConfirmRemove] = useState(false)
  const renewal = useQuery({
    queryKey: subscriptionKeys.renewal(userId),
    queryFn: () => fetchRenewal(userId),
    enabled: Boolean(userId),
  })
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: subscriptionKeys.renewal(userId) })
  const [params, setParams] = useSearchParams()
  const returnedTapId = params.get('card') === 'replace' ? params.get('tap_id') : null
  const replace = useMutation({
    mutationFn: startCardReplacement,
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => toast.error(error.message),
  })
  const finish = useMutation({
    mutationFn: finishCardReplacement,
    onSuccess: async (card) => {
      toast.success(`تم استبدال البطاقة، وسيُجدَّد اشتراكك بالبطاقة المنتهية بـ ${card.lastFour}`)
      // By prefix: the page may have remounted this panel (and its userId) while Tap's answer
      // was being checked, so this closure's userId cannot be trusted to name the query.
      const queryKey = [...subscriptionKeys.all, 'renewal']
      // The page's first read of the panel starts with this check and may still be in flight.
      // Invalidating a query that has no data yet joins that fetch, whose read of the card may
      // predate the replacement (the old card stayed on screen): cancel it, then read again.
      await queryClient.cancelQueries({ queryKey })
      await queryClient.invalidateQueries({ queryKey })
    },
    onError: (error) => toast.error(error.message),
  })
  const finished = useRef<string | null>(null)
  const finishMutate = finish.mutate
  useEffect(() => {
    if (!userId || !returnedTapId || finished.current === returnedTapId) return
    finished.current = returnedTapId
    finishMutate(returnedTapId)
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous)
        updated.delete('card')
        updated.delete('tap_id')
        return updated
      },
      { replace: true },
    )
  }, [userId, returnedTapId, finishMutate, setParams])
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
        <RenewalSwitch
          label="التجديد التلقائي كل شهر"
          checked={state.autoRenew}
          disabled={toggle.isPending}
          onCheckedChange={(checked) => toggle.mutate(checked)}
        />
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
        <p className="text-sm text-muted-foreground">
          عند استبدال البطاقة نتحقق منها عبر صفحة الدفع الآمنة بمبلغ 1.00 ر.س يُعاد إليك فوراً.
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
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                disabled={replace.isPending || finish.isPending}
                onClick={() => replace.mutate()}
              >
                {replace.isPending
                  ? 'جارٍ فتح صفحة الدفع...'
                  : finish.isPending
                    ? 'جارٍ استبدال البطاقة...'
                    : 'استبدال البطاقة'}
              </Button>
              <Button type="button" variant="outline" onClick={() => setConfirmRemove(true)}>
                إزالة البطاقة
              </Button>
            </div>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">لا توجد بطاقة محفوظة للتجديد.</p>
      )}
    </section>
  )
}
