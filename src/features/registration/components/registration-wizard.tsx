import { useEffect, useRef, useState, type FormEvent } from 'react'
import { UserPlus } from 'lucide-react'
import { ArrowBack, ArrowForward } from '@/components/icons/directional'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { PlanPrice } from '@/components/plan-price'
import { useHydrated } from '@/hooks/use-hydrated'
import { useStaticRender } from '@/hooks/use-static-render'
import { cn } from '@/lib/cn'
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'
import {
  initialWizardPlans,
  RegistrationError,
  registerAccount,
  startGoogleSignUp,
  useWizardPlans,
  type RegistrationOutcome,
} from '../api/register'
import { companySizes, companyTypes, countries, TOTAL_STEPS } from '../options'
import {
  emptyRegistration,
  validateStep,
  type RegistrationData,
  type RegistrationField,
  type StepErrors,
  type WizardStep,
} from '../schemas'
import { clearDraft, loadDraft, saveDraft, takeHandover } from '../lib/draft'
import { recordWizardStart } from '../lib/wizard-visitor'
import { ChoiceGroup } from './choice-group'
import { PasswordStrengthMeter } from '@/components/password-strength-meter'

const stepTitles: Record<WizardStep, { title: string; hint: string }> = {
  1: { title: 'طريقة التسجيل', hint: 'اختر كيف تريد إنشاء حسابك' },
  2: { title: 'اسم الشركة', hint: 'ما اسم شركتك أو مشروعك؟' },
  3: { title: 'نوع الشركة', hint: 'اختر ما يصف عملك' },
  4: { title: 'البلد', hint: 'أين تعمل شركتك؟' },
  5: { title: 'رقم الهاتف', hint: 'اختياري، للتواصل معك عند الحاجة' },
  6: { title: 'حجم الشركة', hint: 'كم عدد العاملين في شركتك؟' },
  7: { title: 'اسم المستخدم', hint: 'يمكنك تسجيل الدخول به بدلاً من البريد الإلكتروني' },
  8: { title: 'كلمة المرور', hint: 'اختر كلمة مرور قوية لحماية حسابك' },
  9: { title: 'خطة الاشتراك', hint: 'اختر الخطة المناسبة لك' },
}

const methods = [
  {
    value: 'manual',
    label: 'التسجيل بالبريد الإلكتروني',
    description: 'أدخل اسمك وبريدك الإلكتروني',
  },
  { value: 'google', label: 'التسجيل باستخدام Google', description: 'استخدم حساب Google الخاص بك' },
] as const

/** Plan slugs the spec also uses for the premium plan ("full", "complete"). */
function planFromQuery(slug: string | null): string {
  if (!slug) return ''
  const normalized = slug.trim().toLowerCase()
  return normalized === 'full' || normalized === 'complete' ? 'premium' : normalized
}

type WizardProps = {
  /** `?plan=slug` preselects the plan of step 9. */
  initialPlan: string | null
  onRegistered: (outcome: RegistrationOutcome) => void
  /** True while the account is being created (the user is signed in before it finishes). */
  onSubmitting?: (submitting: boolean) => void
  /** Where Google sign-up comes back to (returnPath: the page the visitor came from, else the dashboard). */
  returnTo?: string
}

/**
 * Where the wizard starts: the draft this device kept (a closed tab), resumed at its step or at
 * the first earlier step that no longer validates; `?plan=` wins over the draft's plan.
 */
function initialState(initialPlan: string | null): { step: WizardStep; data: RegistrationData } {
  const draft = loadDraft()
  const queryPlan = planFromQuery(initialPlan)
  if (!draft) return { step: 1, data: { ...emptyRegistration, subscriptionPlan: queryPlan } }
  const data = { ...draft.data, subscriptionPlan: queryPlan || draft.data.subscriptionPlan }
  let step: WizardStep = 1
  while (step < draft.step && Object.keys(validateStep(step, data)).length === 0) {
    step = (step + 1) as WizardStep
  }
  return { step, data }
}

export function RegistrationWizard({
  initialPlan,
  onRegistered,
  onSubmitting,
  returnTo = paths.dashboard.root,
}: WizardProps) {
  const [initial] = useState(() => initialState(initialPlan))
  const [step, setStep] = useState<WizardStep>(initial.step)
  const [data, setData] = useState<RegistrationData>(initial.data)
  const [errors, setErrors] = useState<StepErrors>({})
  const [submitting, setSubmitting] = useState(false)
  const [googlePending, setGooglePending] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)
  const plansQuery = useWizardPlans()
  const plans = plansQuery.data ?? initialWizardPlans
  // The static /registration (issue 51): step 1 run by src/islands/registration.ts, which hands
  // the later steps to this wizard (the draft carries what was entered).
  const isStatic = useStaticRender() !== null
  const hydrated = useHydrated()

  useEffect(() => {
    // Keyboard and screen-reader users land on the new step's heading (also when the static
    // page's step 1 handed over: its «التالي» is gone).
    if (firstRender.current) {
      firstRender.current = false
      if (!takeHandover()) return
    }
    headingRef.current?.focus()
  }, [step])

  useEffect(() => {
    // The funnel's first step (once per browser on the server).
    void recordWizardStart()
  }, [])

  useEffect(() => {
    saveDraft(step, data)
  }, [step, data])

  // An unknown ?plan= slug is dropped once the real catalogue is known.
  const knownPlan = plans.some((plan) => plan.slug === data.subscriptionPlan)
  const selectedPlan = knownPlan ? data.subscriptionPlan : ''

  function update(field: RegistrationField, value: string) {
    setData((current) => ({ ...current, [field]: value }))
    setErrors({})
  }

  function goTo(next: WizardStep) {
    setErrors({})
    setStep(next)
  }

  async function google() {
    setGooglePending(true)
    try {
      await startGoogleSignUp(returnTo)
    } catch (error) {
      setGooglePending(false)
      toast.error(error instanceof RegistrationError ? error.message : 'حدث خطأ أثناء التسجيل')
    }
  }

  async function submit() {
    setSubmitting(true)
    onSubmitting?.(true)
    try {
      const outcome = await registerAccount({ ...data, subscriptionPlan: selectedPlan })
      clearDraft()
      onRegistered(outcome)
    } catch (error) {
      toast.error(error instanceof RegistrationError ? error.message : 'حدث خطأ أثناء إنشاء الحساب')
      setSubmitting(false)
      onSubmitting?.(false)
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (submitting || googlePending) return
    const found = validateStep(step, { ...data, subscriptionPlan: selectedPlan })
    if (Object.keys(found).length > 0) {
      setErrors(found)
      return
    }
    if (step === 1 && data.signUpMethod === 'google') {
      void google()
      return
    }
    if (step < TOTAL_STEPS) {
      goTo((step + 1) as WizardStep)
      return
    }
    void submit()
  }

  const percent = Math.round((step / TOTAL_STEPS) * 100)
  const { title, hint } = stepTitles[step]
  const busy = submitting || googlePending

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="معالج إنشاء الحساب"
      data-island={isStatic ? 'registration' : undefined}
      className="grid gap-6"
    >
      <div className="grid gap-2">
        <div className="flex items-center justify-between text-sm text-muted-foreground">
          <span>{`الخطوة ${step} من ${TOTAL_STEPS}`}</span>
          <span dir="ltr">{`${percent}%`}</span>
        </div>
        <div
          role="progressbar"
          aria-label="تقدم التسجيل"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`الخطوة ${step} من ${TOTAL_STEPS}`}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          {/* A style attribute in static HTML is inline style, which the CSP refuses: step 1's
              width is a class there. */}
          <div
            className={cn(
              'h-full rounded-full bg-primary transition-[width]',
              isStatic && 'w-[11%]',
            )}
            style={isStatic ? undefined : { width: `${percent}%` }}
          />
        </div>
      </div>

      <div className="grid gap-1">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>

      <div className="grid gap-5">
        {step === 1 ? (
          <>
            <ChoiceGroup
              legend="طريقة التسجيل"
              name="signUpMethod"
              options={methods}
              value={data.signUpMethod}
              onChange={(value) => update('signUpMethod', value)}
              error={errors.signUpMethod}
            />
            {data.signUpMethod === 'manual' || isStatic ? (
              <div
                className="grid gap-5"
                hidden={data.signUpMethod !== 'manual'}
                data-island={isStatic ? 'manual-fields' : undefined}
              >
                <Field label="الاسم الكامل" required error={errors.fullName}>
                  {(control) => (
                    <Input
                      autoComplete="name"
                      name="fullName"
                      value={data.fullName}
                      onChange={(event) => update('fullName', event.target.value)}
                      {...control}
                    />
                  )}
                </Field>
                <Field label="البريد الإلكتروني" required error={errors.email}>
                  {(control) => (
                    <Input
                      type="email"
                      inputMode="email"
                      autoComplete="email"
                      dir="ltr"
                      className="text-left"
                      name="email"
                      value={data.email}
                      onChange={(event) => update('email', event.target.value)}
                      {...control}
                    />
                  )}
                </Field>
              </div>
            ) : null}
          </>
        ) : null}

        {step === 2 ? (
          <Field label="اسم الشركة" required error={errors.companyName}>
            {(control) => (
              <Input
                autoComplete="organization"
                value={data.companyName}
                onChange={(event) => update('companyName', event.target.value)}
                {...control}
              />
            )}
          </Field>
        ) : null}

        {step === 3 ? (
          <>
            <ChoiceGroup
              legend="نوع الشركة"
              name="companyType"
              options={companyTypes}
              value={data.companyType}
              onChange={(value) => update('companyType', value)}
              error={errors.companyType}
            />
            {data.companyType === 'other' ? (
              <Field label="حدد نوع الشركة" required error={errors.customCompanyType}>
                {(control) => (
                  <Input
                    value={data.customCompanyType}
                    onChange={(event) => update('customCompanyType', event.target.value)}
                    {...control}
                  />
                )}
              </Field>
            ) : null}
          </>
        ) : null}

        {step === 4 ? (
          <Field label="البلد" required error={errors.country}>
            {(control) => (
              <select
                value={data.country}
                onChange={(event) => update('country', event.target.value)}
                autoComplete="country"
                className="flex h-11 w-full rounded-md border border-input bg-background/60 px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm"
                {...control}
              >
                <option value="">اختر البلد</option>
                {countries.map((country) => (
                  <option key={country.value} value={country.value}>
                    {country.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}

        {step === 5 ? (
          <Field
            label="رقم الهاتف (اختياري)"
            hint="مثال: ‎+966 50 123 4567"
            error={errors.phoneNumber}
          >
            {(control) => (
              <Input
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                dir="ltr"
                className="text-left"
                value={data.phoneNumber}
                onChange={(event) => update('phoneNumber', event.target.value)}
                {...control}
              />
            )}
          </Field>
        ) : null}

        {step === 6 ? (
          <ChoiceGroup
            legend="حجم الشركة"
            name="companySize"
            options={companySizes}
            value={data.companySize}
            onChange={(value) => update('companySize', value)}
            error={errors.companySize}
          />
        ) : null}

        {step === 7 ? (
          <Field label="اسم المستخدم" required error={errors.username}>
            {(control) => (
              <Input
                autoComplete="username"
                dir="ltr"
                className="text-left"
                value={data.username}
                onChange={(event) => update('username', event.target.value)}
                {...control}
              />
            )}
          </Field>
        ) : null}

        {step === 8 ? (
          <>
            <Field label="كلمة المرور" required error={errors.password}>
              {(control) => (
                <PasswordInput
                  autoComplete="new-password"
                  value={data.password}
                  onChange={(event) => update('password', event.target.value)}
                  {...control}
                />
              )}
            </Field>
            <PasswordStrengthMeter password={data.password} />
            <Field label="تأكيد كلمة المرور" required error={errors.confirmPassword}>
              {(control) => (
                <PasswordInput
                  autoComplete="new-password"
                  value={data.confirmPassword}
                  onChange={(event) => update('confirmPassword', event.target.value)}
                  {...control}
                />
              )}
            </Field>
          </>
        ) : null}

        {step === 9 ? (
          <>
            <ChoiceGroup
              legend="خطة الاشتراك"
              name="subscriptionPlan"
              columns={1}
              options={plans.map((plan) => ({
                value: plan.slug,
                label: (
                  <span className="flex flex-wrap items-center gap-2">
                    {plan.name}
                    <PlanPrice
                      plan={plan}
                      promotion={plan.promotion}
                      className="text-sm font-normal text-primary"
                    />
                    {plan.isPopular ? (
                      <span className="rounded-full bg-accent px-2 py-0.5 text-xs text-accent-foreground">
                        الأكثر طلباً
                      </span>
                    ) : null}
                  </span>
                ),
                description: plan.description,
              }))}
              value={selectedPlan}
              onChange={(value) => update('subscriptionPlan', value)}
              error={errors.subscriptionPlan}
            />
            <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
              يمكنك تغيير الخطة في أي وقت من إعدادات الحساب. تبدأ الخطط المدفوعة بعد إتمام الدفع،
              وحتى ذلك الحين تتمتع بفترة تجريبية مجانية لمدة 7 أيام.
            </p>
          </>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        {step > 1 ? (
          <Button variant="outline" disabled={busy} onClick={() => goTo((step - 1) as WizardStep)}>
            <ArrowBack aria-hidden="true" />
            السابق
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={busy || !hydrated}>
          {isStatic ? (
            <>
              <span className="contents" data-island="next-label">
                التالي
                <ArrowForward aria-hidden="true" />
              </span>
              <span hidden data-island="google-label">
                المتابعة باستخدام Google
              </span>
            </>
          ) : step === TOTAL_STEPS ? (
            <>
              <UserPlus aria-hidden="true" />
              {submitting ? 'جاري إنشاء الحساب...' : 'إنشاء الحساب'}
            </>
          ) : step === 1 && data.signUpMethod === 'google' ? (
            googlePending ? (
              'جاري التحويل إلى Google...'
            ) : (
              'المتابعة باستخدام Google'
            )
          ) : (
            <>
              التالي
              <ArrowForward aria-hidden="true" />
            </>
          )}
        </Button>
      </div>
    </form>
  )
}
