import { useState } from 'react'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CreditCard, Minus, Plus } from 'lucide-react'
import { DiscountCodeField } from '@/components/discount-code-field'
import { PriceBreakdown } from '@/components/price-breakdown'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { validateDiscountCode } from '@/lib/discount-code'
import { formatInteger, formatLongDate, formatSar } from '@/lib/format'
import { countMembers, countSeats } from '../lib/plurals'
import { toast } from '@/lib/toast'
import {
  companyBillingKeys,
  fetchCompanyBilling,
  quoteCompanyCheckout,
  quoteSeatAddition,
  saveBillingDetails,
  scheduleSeatChange,
  SeatReductionError,
  setCompanyAutoRenew,
  type CompanySeats,
  type QuoteLine,
  type TeamPlan,
} from '../api/company-billing-api'
import { fetchCompanyInvoices } from '../api/invoices-api'
import { useTabParam } from '../hooks/use-tab-param'
import type { StartCompanyCheckout } from '../types'
import { BillingDetailsForm } from './billing-details-form'
import { InvoicesSection } from './invoices-section'
import { RenewalSwitch } from './renewal-switch'
import { LoadError, TabSkeleton } from './subscription-tabs'

const TABS = ['plan', 'details', 'invoices']

type Props = {
  companyId: string
  email: string
  memberCount: number
  startCheckout: StartCompanyCheckout
}

/**
 * The company's billing page for its owner (issue 46): the team plan and its seats (buy, add with
 * the prorated amount shown before paying, remove at renewal), the billing details that go on
 * its invoices, and the invoices. The server prices and checks everything again.
 */
export function CompanyBilling({ companyId, email, memberCount, startCheckout }: Props) {
  const [tab, setTab] = useTabParam(TABS, 'plan')
  const queryClient = useQueryClient()
  const overview = useQuery({
    queryKey: companyBillingKeys.overview(companyId),
    queryFn: () => fetchCompanyBilling(companyId),
  })
  const invoices = useQuery({
    queryKey: companyBillingKeys.invoices(companyId),
    queryFn: () => fetchCompanyInvoices(companyId),
  })

  let planTab
  if (overview.isPending) planTab = <TabSkeleton />
  else if (overview.isError)
    planTab = <LoadError message={overview.error.message} onRetry={() => void overview.refetch()} />
  else {
    const current = overview.data.subscription
    const paid = current && current.seats !== null && current.status === 'active' ? current : null
    planTab = paid ? (
      <SeatsPanel
        companyId={companyId}
        current={paid}
        planName={
          overview.data.teamPlans.find((plan) => plan.slug === paid.planSlug)?.name ?? paid.planSlug
        }
        memberCount={memberCount}
        startCheckout={startCheckout}
        onChanged={() =>
          void queryClient.invalidateQueries({ queryKey: companyBillingKeys.overview(companyId) })
        }
      />
    ) : (
      <BuySeats
        companyId={companyId}
        email={email}
        plans={overview.data.teamPlans}
        memberCount={memberCount}
        hasDetails={overview.data.details !== null}
        onOpenDetails={() => setTab('details')}
        startCheckout={startCheckout}
      />
    )
  }

  return (
    <Tabs value={tab} onValueChange={setTab} dir="rtl">
      <TabsList aria-label="أقسام الفوترة">
        <TabsTrigger value="plan">الخطة والمقاعد</TabsTrigger>
        <TabsTrigger value="details">بيانات الفوترة</TabsTrigger>
        <TabsTrigger value="invoices">الفواتير</TabsTrigger>
      </TabsList>
      <TabsContent value="plan" className="grid gap-6">
        {planTab}
      </TabsContent>
      <TabsContent value="details">
        {overview.isPending ? (
          <TabSkeleton />
        ) : overview.isError ? (
          <LoadError message={overview.error.message} onRetry={() => void overview.refetch()} />
        ) : (
          <BillingDetailsForm
            initial={overview.data.details}
            onSave={async (values) => {
              await saveBillingDetails(companyId, values)
              await queryClient.invalidateQueries({
                queryKey: companyBillingKeys.overview(companyId),
              })
            }}
          />
        )}
      </TabsContent>
      <TabsContent value="invoices">
        <InvoicesSection
          invoices={invoices.data}
          error={invoices.isError ? invoices.error.message : null}
          onRetry={() => void invoices.refetch()}
        />
      </TabsContent>
    </Tabs>
  )
}

function QuoteLines({ lines }: { lines: QuoteLine[] }) {
  if (lines.length === 0) return null
  return (
    <ul className="grid gap-1 text-sm" aria-label="بنود المبلغ">
      {lines.map((line, index) => (
        <li key={index} className="flex flex-wrap justify-between gap-2">
          <span>
            {line.label}
            {line.quantity && line.unitPrice !== null
              ? ` — ${formatInteger(line.quantity)} × ${formatSar(line.unitPrice)}`
              : ''}
            {line.periodStart && line.periodEnd
              ? ` (من ${formatLongDate(line.periodStart)} إلى ${formatLongDate(line.periodEnd)})`
              : ''}
          </span>
          <span>{formatSar(line.amount)}</span>
        </li>
      ))}
    </ul>
  )
}

/** A number of seats, typed as the user likes; the server checks the range. */
function SeatCount({
  label,
  hint,
  error,
  value,
  onChange,
}: {
  label: string
  hint?: string
  error?: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <Input
          {...control}
          type="number"
          min={1}
          max={10000}
          inputMode="numeric"
          dir="ltr"
          className="max-w-40"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  )
}

const wholeNumber = (value: string) => {
  const parsed = Number.parseInt(value, 10)
  return Number.isFinite(parsed) ? parsed : 0
}

function BuySeats({
  companyId,
  email,
  plans,
  memberCount,
  hasDetails,
  onOpenDetails,
  startCheckout,
}: {
  companyId: string
  email: string
  plans: TeamPlan[]
  memberCount: number
  hasDetails: boolean
  onOpenDetails: () => void
  startCheckout: StartCompanyCheckout
}) {
  const [plan, setPlan] = useState(plans[0]?.slug ?? '')
  const [period, setPeriod] = useState<'month' | 'year'>('month')
  const [seatsInput, setSeatsInput] = useState(String(Math.max(memberCount, 1)))
  const [code, setCode] = useState<string | null>(null)
  const [autoRenew, setAutoRenew] = useState(true)
  const [starting, setStarting] = useState(false)
  const seats = wholeNumber(seatsInput)
  const selected = plans.find((candidate) => candidate.slug === plan)
  const quote = useQuery({
    queryKey: companyBillingKeys.checkout(companyId, plan, period, seats, code),
    queryFn: () => quoteCompanyCheckout(companyId, plan, period, seats, code),
    enabled: Boolean(plan) && seats > 0,
    placeholderData: keepPreviousData,
    retry: false,
  })

  if (plans.length === 0) {
    return (
      <p className="rounded-lg border border-border p-6 text-center text-muted-foreground">
        لا توجد باقات للشركات حالياً.
      </p>
    )
  }

  const pay = async () => {
    setStarting(true)
    try {
      const { url } = await startCheckout({
        companyId,
        plan,
        seats,
        period,
        discountCode: code,
        autoRenew,
      })
      window.location.assign(url)
    } catch (caught) {
      toast.error(caught instanceof Error ? caught.message : 'تعذّر بدء عملية الدفع')
      setStarting(false)
    }
  }

  return (
    <section
      aria-labelledby="buy-seats-title"
      className="grid gap-4 rounded-lg border border-border bg-card p-6"
    >
      <h2 id="buy-seats-title" className="text-xl font-bold">
        اشترك في باقة {selected?.name ?? 'الفريق'} لشركتك
      </h2>
      {!hasDetails ? (
        <p className="rounded-md bg-muted p-3 text-sm">
          لإصدار فاتورة ضريبية باسم الشركة ورقمها الضريبي، أدخل{' '}
          <button type="button" className="text-primary underline" onClick={onOpenDetails}>
            بيانات الفوترة
          </button>{' '}
          قبل الدفع.
        </p>
      ) : null}
      {plans.length > 1 ? (
        <Field label="الباقة">
          {(control) => (
            <select
              {...control}
              className="h-11 rounded-md border border-input bg-background px-3 text-sm"
              value={plan}
              onChange={(event) => setPlan(event.target.value)}
            >
              {plans.map((candidate) => (
                <option key={candidate.slug} value={candidate.slug}>
                  {candidate.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">مدة الاشتراك</legend>
        <div className="flex flex-wrap gap-4">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="period"
              checked={period === 'month'}
              onChange={() => setPeriod('month')}
            />
            شهري ({formatSar(selected?.seatPrice ?? 0)} للمقعد شهرياً)
          </label>
          {selected?.seatAnnualPrice ? (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="period"
                checked={period === 'year'}
                onChange={() => setPeriod('year')}
              />
              سنوي ({formatSar(selected.seatAnnualPrice)} للمقعد سنوياً)
            </label>
          ) : null}
        </div>
      </fieldset>
      <SeatCount
        label="عدد المقاعد"
        hint={`في الشركة ${countMembers(memberCount)} الآن؛ لكل عضو مقعد.`}
        error={quote.isError ? quote.error.message : undefined}
        value={seatsInput}
        onChange={setSeatsInput}
      />
      {quote.data && !quote.isError ? (
        <div className="grid gap-2">
          <QuoteLines lines={quote.data.lines} />
          <PriceBreakdown quote={quote.data} />
        </div>
      ) : quote.isFetching ? (
        <Spinner label="جارٍ حساب المبلغ..." />
      ) : null}
      <DiscountCodeField
        check={(entered) =>
          validateDiscountCode(
            entered,
            email,
            (quote.data?.finalAmount ?? 0) + (quote.data?.discountAmount ?? 0),
          )
        }
        onApplied={setCode}
        quoteError={code ? quote.data?.codeError : null}
        disabled={starting}
      />
      <div className="flex items-start gap-3 text-sm">
        <Checkbox
          id="company-auto-renew"
          checked={autoRenew}
          onCheckedChange={(value) => setAutoRenew(value === true)}
        />
        <Label htmlFor="company-auto-renew" className="font-normal leading-relaxed">
          جدّد الاشتراك تلقائياً في نهاية كل {period === 'year' ? 'سنة' : 'شهر'} من البطاقة نفسها (عدد
          المقاعد × سعر المقعد)، ويمكنك إيقاف التجديد في أي وقت.
        </Label>
      </div>
      <Button
        type="button"
        size="lg"
        className="justify-self-start"
        disabled={starting || !quote.data || quote.isError || quote.isFetching}
        onClick={() => void pay()}
      >
        <CreditCard aria-hidden="true" className="size-5" />
        {starting
          ? 'جارٍ التحويل إلى بوابة الدفع...'
          : quote.data
            ? `ادفع ${formatSar(quote.data.finalAmount)}`
            : 'ادفع الآن'}
      </Button>
    </section>
  )
}

/** The owner turns the company's renewal on (their saved card pays the next period) or off. */
export function CompanyAutoRenew({
  companyId,
  current,
  onChanged,
}: {
  companyId: string
  current: CompanySeats
  onChanged: () => void
}) {
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => setCompanyAutoRenew(companyId, enabled),
    onSuccess: (result) => {
      toast.success(
        result.autoRenew ? 'تم تشغيل التجديد التلقائي للشركة' : 'تم إيقاف التجديد التلقائي للشركة',
        result.autoRenew && !result.hasCard
          ? { description: 'لا بطاقة محفوظة لديك؛ سنرسل رابط الدفع بالبريد قبل نهاية الفترة.' }
          : undefined,
      )
      onChanged()
    },
    onError: (error) => toast.error(error.message),
  })
  const seatsNext = current.seatsNextPeriod ?? current.seats ?? 0
  return (
    <section
      aria-labelledby="company-auto-renew-title"
      className="grid gap-3 rounded-lg border border-border p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="company-auto-renew-title" className="font-bold">
          التجديد التلقائي
        </h3>
        <RenewalSwitch
          label="التجديد التلقائي لاشتراك الشركة"
          checked={current.autoRenew}
          disabled={toggle.isPending}
          onCheckedChange={(checked) => toggle.mutate(checked)}
        />
      </div>
      {current.expiresAt ? (
        <p className="text-sm" data-testid="company-next-renewal">
          {current.autoRenew
            ? `يُجدَّد الاشتراك في ${formatLongDate(current.expiresAt)} بـ${countSeats(seatsNext)}${current.pricePerSeat !== null ? ` × ${formatSar(current.pricePerSeat)}` : ''} من بطاقتك المحفوظة.`
            : `لن يُجدَّد الاشتراك: ينتهي في ${formatLongDate(current.expiresAt)} ولن يُخصم أي مبلغ آخر.`}
        </p>
      ) : null}
    </section>
  )
}

function SeatsPanel({
  companyId,
  current,
  planName,
  memberCount,
  startCheckout,
  onChanged,
}: {
  companyId: string
  current: CompanySeats
  planName: string
  memberCount: number
  startCheckout: StartCompanyCheckout
  onChanged: () => void
}) {
  const seats = current.seats ?? 0
  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="seats-title"
        className="grid gap-3 rounded-lg border border-border bg-card p-6"
      >
        <h2 id="seats-title" className="text-xl font-bold">
          باقة {planName}
        </h2>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">المقاعد</dt>
            <dd data-testid="company-seats">
              {countSeats(seats)}، مستخدم منها {formatInteger(memberCount)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">المدة</dt>
            <dd>{current.period === 'year' ? 'سنوي' : 'شهري'}</dd>
          </div>
          {current.pricePerSeat !== null ? (
            <div>
              <dt className="text-muted-foreground">سعر المقعد</dt>
              <dd>{formatSar(current.pricePerSeat)}</dd>
            </div>
          ) : null}
          {current.expiresAt ? (
            <div>
              <dt className="text-muted-foreground">التجديد القادم</dt>
              <dd>{formatLongDate(current.expiresAt)}</dd>
            </div>
          ) : null}
        </dl>
        {current.seatsNextPeriod !== null && current.expiresAt ? (
          <p role="status" className="rounded-md bg-muted p-3 text-sm">
            سيصبح عدد المقاعد {formatInteger(current.seatsNextPeriod)} عند التجديد في{' '}
            {formatLongDate(current.expiresAt)}.
          </p>
        ) : null}
      </section>
      <CompanyAutoRenew companyId={companyId} current={current} onChanged={onChanged} />
      <AddSeats companyId={companyId} startCheckout={startCheckout} />
      <ReduceSeats
        companyId={companyId}
        seats={seats}
        memberCount={memberCount}
        onChanged={onChanged}
      />
    </div>
  )
}

function AddSeats({
  companyId,
  startCheckout,
}: {
  companyId: string
  startCheckout: StartCompanyCheckout
}) {
  const [addInput, setAddInput] = useState('1')
  const [starting, setStarting] = useState(false)
  const add = wholeNumber(addInput)
  const quote = useQuery({
    queryKey: companyBillingKeys.addition(companyId, add),
    queryFn: () => quoteSeatAddition(companyId, add),
    enabled: add > 0,
    retry: false,
  })
  const pay = async () => {
    setStarting(true)
    try {
      const { url } = await startCheckout({ companyId, addSeats: add })
      window.location.assign(url)
    } catch (caught) {
      toast.error(caught instanceof Error ? caught.message : 'تعذّر بدء عملية الدفع')
      setStarting(false)
    }
  }
  return (
    <section
      aria-labelledby="add-seats-title"
      className="grid gap-3 rounded-lg border border-border p-6"
    >
      <h3 id="add-seats-title" className="flex items-center gap-2 font-bold">
        <Plus aria-hidden="true" className="size-4" />
        إضافة مقاعد
      </h3>
      <SeatCount
        label="عدد المقاعد المضافة"
        hint="تُضاف المقاعد فور الدفع، ويُحسب المبلغ لبقية الفترة الحالية فقط."
        error={quote.isError ? quote.error.message : undefined}
        value={addInput}
        onChange={setAddInput}
      />
      {quote.isFetching && !quote.data ? <Spinner label="جارٍ حساب المبلغ..." /> : null}
      {quote.data && !quote.isError ? (
        <div
          className="grid gap-2 rounded-md border border-border p-4 text-sm"
          aria-label="مبلغ المقاعد المضافة"
        >
          <QuoteLines lines={quote.data.lines} />
          <p>
            {formatInteger(add)} × {formatSar(quote.data.unitPrice)} لبقية الفترة من{' '}
            {formatLongDate(quote.data.periodStart)} إلى {formatLongDate(quote.data.periodEnd)}
          </p>
          <p className="flex justify-between border-t border-border pt-2 font-bold">
            <span>المبلغ المستحق الآن</span>
            <span data-testid="seat-addition-amount">{formatSar(quote.data.amount)}</span>
          </p>
          <p className="text-xs text-muted-foreground">
            يصبح عدد المقاعد {formatInteger(quote.data.seatsAfter)}. الأسعار شاملة ضريبة القيمة
            المضافة.
          </p>
        </div>
      ) : null}
      <Button
        type="button"
        className="justify-self-start"
        disabled={starting || !quote.data || quote.isError || quote.isFetching}
        onClick={() => void pay()}
      >
        <CreditCard aria-hidden="true" className="size-4" />
        {starting
          ? 'جارٍ التحويل إلى بوابة الدفع...'
          : quote.data
            ? `ادفع ${formatSar(quote.data.amount)}`
            : 'ادفع'}
      </Button>
    </section>
  )
}

function ReduceSeats({
  companyId,
  seats,
  memberCount,
  onChanged,
}: {
  companyId: string
  seats: number
  memberCount: number
  onChanged: () => void
}) {
  const [input, setInput] = useState(String(Math.max(memberCount, 1)))
  const [saving, setSaving] = useState(false)
  const [refusal, setRefusal] = useState<SeatReductionError | null>(null)
  const [error, setError] = useState<string | null>(null)
  const save = async () => {
    setSaving(true)
    setRefusal(null)
    setError(null)
    try {
      const result = await scheduleSeatChange(companyId, wholeNumber(input))
      toast.success(
        result.seatsNextPeriod !== null
          ? `سيصبح عدد المقاعد ${formatInteger(result.seatsNextPeriod)} عند التجديد القادم`
          : 'لا تغيير مجدول على عدد المقاعد',
      )
      onChanged()
    } catch (caught) {
      if (caught instanceof SeatReductionError) setRefusal(caught)
      else setError(caught instanceof Error ? caught.message : 'تعذّر تغيير عدد المقاعد')
    } finally {
      setSaving(false)
    }
  }
  return (
    <section
      aria-labelledby="reduce-seats-title"
      className="grid gap-3 rounded-lg border border-border p-6"
    >
      <h3 id="reduce-seats-title" className="flex items-center gap-2 font-bold">
        <Minus aria-hidden="true" className="size-4" />
        تقليل المقاعد عند التجديد
      </h3>
      <p className="text-sm text-muted-foreground">
        يبقى لديك {countSeats(seats)} حتى نهاية الفترة المدفوعة، ويُحتسب العدد الجديد من التجديد
        القادم. لا يقل العدد عن عدد أعضاء الشركة.
      </p>
      <SeatCount
        label="عدد المقاعد من التجديد القادم"
        error={error ?? undefined}
        value={input}
        onChange={setInput}
      />
      {refusal ? (
        <div
          role="alert"
          className="grid gap-2 rounded-md border border-destructive/40 p-3 text-sm"
        >
          <p>{refusal.message}</p>
          {refusal.members.length ? (
            <>
              <p className="font-medium">الأعضاء الذين يمكن أن يغادروا:</p>
              <ul className="list-inside list-disc">
                {refusal.members.map((member, index) => (
                  <li key={index}>{member.name}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={saving}
        onClick={() => void save()}
      >
        {saving ? 'جارٍ الحفظ...' : 'جدولة عدد المقاعد'}
      </Button>
    </section>
  )
}
