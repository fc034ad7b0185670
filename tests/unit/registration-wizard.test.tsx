import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RegistrationWizard } from '@/features/registration/components/registration-wizard'
import { initialWizardPlans } from '@/features/registration/api/register'
import { DRAFT_KEY, markHandover } from '@/features/registration/lib/draft'

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
}))

const registerAccount = vi.fn()
const startGoogleSignUp = vi.fn()
vi.mock('@/features/registration/api/register', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/features/registration/api/register')>()
  return {
    ...original,
    registerAccount: (...args: unknown[]) => registerAccount(...args),
    startGoogleSignUp: (path: string) => startGoogleSignUp(path),
    useWizardPlans: () => ({ data: original.initialWizardPlans }),
  }
})

function renderWizard(initialPlan: string | null = null, returnTo?: string) {
  const onRegistered = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RegistrationWizard
        initialPlan={initialPlan}
        onRegistered={onRegistered}
        returnTo={returnTo}
      />
    </QueryClientProvider>,
  )
  return { user: userEvent.setup(), onRegistered }
}

const next = () => screen.getByRole('button', { name: /التالي/ })

// Long keyboard journeys; the shared CI machine can be slow.
describe('RegistrationWizard', { timeout: 30_000 }, () => {
  // Each test starts as a first visit: the draft of the previous one is not resumed.
  beforeEach(() => localStorage.clear())

  it('gates Next per step, shows progress, clears errors on change and goes back', async () => {
    const { user } = renderWizard()
    expect(screen.getByText('الخطوة 1 من 9')).toBeInTheDocument()
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '11')
    expect(screen.queryByRole('button', { name: /السابق/ })).not.toBeInTheDocument()

    await user.click(next())
    expect(screen.getByText('يرجى اختيار طريقة التسجيل')).toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: /التسجيل بالبريد الإلكتروني/ }))
    expect(screen.queryByText('يرجى اختيار طريقة التسجيل')).not.toBeInTheDocument()
    await user.click(next())
    expect(screen.getByLabelText(/الاسم الكامل/)).toHaveAccessibleDescription(
      'يرجى إدخال الاسم الكامل والبريد الإلكتروني',
    )
    await user.type(screen.getByLabelText(/الاسم الكامل/), 'نورة السالم')
    expect(screen.getByLabelText(/الاسم الكامل/)).not.toHaveAttribute('aria-invalid', 'true')
    // Enter advances.
    await user.type(
      screen.getByRole('textbox', { name: /^البريد الإلكتروني/ }),
      'noura@sanad.sa{Enter}',
    )

    expect(screen.getByText('الخطوة 2 من 9')).toBeInTheDocument()
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '22')
    expect(screen.getByRole('heading', { name: 'اسم الشركة' })).toHaveFocus()
    await user.click(next())
    expect(screen.getByLabelText(/اسم الشركة/)).toHaveAccessibleDescription('يرجى إدخال اسم الشركة')
    await user.click(screen.getByRole('button', { name: /السابق/ }))
    expect(screen.getByText('الخطوة 1 من 9')).toBeInTheDocument()
    expect(screen.getByLabelText(/الاسم الكامل/)).toHaveValue('نورة السالم')
  })

  it('walks all nine steps and creates the account', async () => {
    registerAccount.mockResolvedValueOnce({ email: 'noura@sanad.sa', mailSent: true })
    const { user, onRegistered } = renderWizard('full')
    await user.click(screen.getByRole('radio', { name: /التسجيل بالبريد الإلكتروني/ }))
    await user.type(screen.getByLabelText(/الاسم الكامل/), 'نورة')
    await user.type(screen.getByRole('textbox', { name: /^البريد الإلكتروني/ }), 'noura@sanad.sa')
    await user.click(next())
    await user.type(screen.getByLabelText(/اسم الشركة/), 'شركة سند')
    await user.click(next())

    await user.click(screen.getByRole('radio', { name: 'أخرى' }))
    await user.click(next())
    expect(screen.getByLabelText(/حدد نوع الشركة/)).toHaveAccessibleDescription(
      'يرجى تحديد نوع الشركة',
    )
    await user.type(screen.getByLabelText(/حدد نوع الشركة/), 'استشارات')
    await user.click(next())

    await user.click(next())
    expect(screen.getByLabelText(/البلد/)).toHaveAccessibleDescription('يرجى اختيار البلد')
    expect(screen.getAllByRole('option')).toHaveLength(13)
    await user.selectOptions(screen.getByLabelText(/البلد/), 'SA')
    await user.click(next())

    await user.type(screen.getByLabelText(/رقم الهاتف/), 'abc')
    await user.click(next())
    expect(screen.getByLabelText(/رقم الهاتف/)).toHaveAccessibleDescription(
      /يرجى إدخال رقم هاتف صحيح/,
    )
    await user.clear(screen.getByLabelText(/رقم الهاتف/))
    await user.click(next())

    await user.click(next())
    expect(screen.getByText('يرجى اختيار حجم الشركة')).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: '2 - 10 موظفين' }))
    await user.click(next())

    await user.click(next())
    expect(screen.getByLabelText(/اسم المستخدم/)).toHaveAccessibleDescription(
      'يرجى إدخال اسم المستخدم',
    )
    await user.type(screen.getByLabelText(/اسم المستخدم/), 'noura')
    await user.click(next())

    await user.type(screen.getByLabelText(/^كلمة المرور/, { selector: 'input' }), 'Str0ng!Pass')
    expect(screen.getByText('قوية جداً')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/تأكيد كلمة المرور/, { selector: 'input' }), 'nope')
    await user.click(next())
    expect(screen.getByText('كلمات المرور غير متطابقة')).toBeInTheDocument()
    await user.clear(screen.getByLabelText(/تأكيد كلمة المرور/, { selector: 'input' }))
    await user.type(
      screen.getByLabelText(/تأكيد كلمة المرور/, { selector: 'input' }),
      'Str0ng!Pass',
    )
    await user.click(next())

    expect(screen.getByText('الخطوة 9 من 9')).toBeInTheDocument()
    expect(screen.getAllByRole('radio')).toHaveLength(initialWizardPlans.length)
    // ?plan=full preselects the premium plan ("full" is its Arabic-era name).
    expect(screen.getByRole('radio', { name: /الكاملة/ })).toBeChecked()
    expect(screen.getByText(/يمكنك تغيير الخطة في أي وقت من إعدادات الحساب/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }))

    expect(registerAccount).toHaveBeenCalledWith(
      expect.objectContaining({
        signUpMethod: 'manual',
        email: 'noura@sanad.sa',
        companyType: 'other',
        customCompanyType: 'استشارات',
        country: 'SA',
        companySize: '2-10',
        username: 'noura',
        subscriptionPlan: 'premium',
      }),
    )
    expect(onRegistered).toHaveBeenCalledWith({ email: 'noura@sanad.sa', mailSent: true })
  })

  it('the Google method starts the Google flow from step 1', async () => {
    startGoogleSignUp.mockResolvedValueOnce(undefined)
    const { user } = renderWizard()
    await user.click(screen.getByRole('radio', { name: /التسجيل باستخدام Google/ }))
    await user.click(screen.getByRole('button', { name: 'المتابعة باستخدام Google' }))
    // Back where signing in lands: the dashboard when the visitor came from nowhere in particular.
    expect(startGoogleSignUp).toHaveBeenCalledWith('/dashboard')
  })

  it('the Google method comes back to the page the visitor came from', async () => {
    startGoogleSignUp.mockResolvedValueOnce(undefined)
    const { user } = renderWizard(null, '/p/shared-slug')
    await user.click(screen.getByRole('radio', { name: /التسجيل باستخدام Google/ }))
    await user.click(screen.getByRole('button', { name: 'المتابعة باستخدام Google' }))
    expect(startGoogleSignUp).toHaveBeenCalledWith('/p/shared-slug')
  })

  it('shows the sign-up failure message and lets the user try again', async () => {
    const { RegistrationError } = await import('@/features/registration/api/register')
    registerAccount.mockRejectedValueOnce(new RegistrationError('هذا البريد الإلكتروني مسجل مسبقاً'))
    const { user } = renderWizard('basic')
    await user.click(screen.getByRole('radio', { name: /التسجيل بالبريد الإلكتروني/ }))
    await user.type(screen.getByLabelText(/الاسم الكامل/), 'نورة')
    await user.type(
      screen.getByRole('textbox', { name: /^البريد الإلكتروني/ }),
      'noura@sanad.sa{Enter}',
    )
    await user.type(screen.getByLabelText(/اسم الشركة/), 'سند{Enter}')
    await user.click(screen.getByRole('radio', { name: 'وكالة تسويق' }))
    await user.click(next())
    await user.selectOptions(screen.getByLabelText(/البلد/), 'EG')
    await user.click(next())
    await user.click(next())
    await user.click(screen.getByRole('radio', { name: 'فردي' }))
    await user.click(next())
    await user.type(screen.getByLabelText(/اسم المستخدم/), 'noura{Enter}')
    await user.type(screen.getByLabelText(/^كلمة المرور/, { selector: 'input' }), 'abcdefgh')
    expect(screen.getByText('متوسطة')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/تأكيد كلمة المرور/, { selector: 'input' }), 'abcdefgh')
    await user.click(next())
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }))
    const { toast } = await import('@/lib/toast')
    expect(toast.error).toHaveBeenCalledWith('هذا البريد الإلكتروني مسجل مسبقاً')
    expect(screen.getByRole('button', { name: 'إنشاء الحساب' })).toBeEnabled()
  })

  it('lands on step 2’s heading when the static page’s step 1 handed over, not on a plain resume', async () => {
    const data = { signUpMethod: 'manual', fullName: 'نورة', email: 'noura@sanad.sa' }
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ step: 2, data }))
    renderWizard()
    expect(screen.getByRole('heading', { name: 'اسم الشركة' })).not.toHaveFocus()
    cleanup()

    localStorage.setItem(DRAFT_KEY, JSON.stringify({ step: 2, data }))
    markHandover()
    renderWizard()
    expect(screen.getByText('الخطوة 2 من 9')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'اسم الشركة' })).toHaveFocus()
    // Once: the next visit does not take the focus.
    expect(sessionStorage.getItem('sanad.registration-handover')).toBeNull()
  })

  it('a closed tab comes back to the same step with what was typed, except the password', async () => {
    const first = renderWizard('advanced')
    await first.user.click(screen.getByRole('radio', { name: /التسجيل بالبريد الإلكتروني/ }))
    await first.user.type(screen.getByLabelText(/الاسم الكامل/), 'نورة')
    await first.user.type(
      screen.getByRole('textbox', { name: /^البريد الإلكتروني/ }),
      'noura@sanad.sa{Enter}',
    )
    await first.user.type(screen.getByLabelText(/اسم الشركة/), 'شركة سند{Enter}')
    await first.user.click(screen.getByRole('radio', { name: 'وكالة تسويق' }))
    await first.user.click(next())
    await first.user.selectOptions(screen.getByLabelText(/البلد/), 'KW')
    await first.user.click(next())
    await first.user.type(screen.getByLabelText(/رقم الهاتف/), '+965 5000 1234{Enter}')
    expect(screen.getByText('الخطوة 6 من 9')).toBeInTheDocument()
    await first.user.click(screen.getByRole('radio', { name: 'فردي' }))
    cleanup()

    // The tab is opened again (no ?plan=): step 6, with every value typed before.
    const second = renderWizard()
    expect(screen.getByText('الخطوة 6 من 9')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'فردي' })).toBeChecked()
    await second.user.click(next())
    await second.user.type(screen.getByLabelText(/اسم المستخدم/), 'noura{Enter}')
    await second.user.type(
      screen.getByLabelText(/^كلمة المرور/, { selector: 'input' }),
      'Str0ng!Pass',
    )
    await second.user.type(
      screen.getByLabelText(/تأكيد كلمة المرور/, { selector: 'input' }),
      'Str0ng!Pass',
    )
    await second.user.click(next())
    expect(screen.getByText('الخطوة 9 من 9')).toBeInTheDocument()
    expect(localStorage.getItem(DRAFT_KEY)).not.toContain('Str0ng!Pass')
    cleanup()

    // Closed on the plan step: the password was not kept, so it resumes on the password step.
    const third = renderWizard()
    expect(screen.getByText('الخطوة 8 من 9')).toBeInTheDocument()
    expect(screen.getByLabelText(/^كلمة المرور/, { selector: 'input' })).toHaveValue('')
    await third.user.click(screen.getByRole('button', { name: /السابق/ }))
    await third.user.click(screen.getByRole('button', { name: /السابق/ }))
    await third.user.click(screen.getByRole('button', { name: /السابق/ }))
    expect(screen.getByLabelText(/رقم الهاتف/)).toHaveValue('+965 5000 1234')
    await third.user.click(screen.getByRole('button', { name: /السابق/ }))
    expect(screen.getByLabelText(/البلد/)).toHaveValue('KW')
    for (let i = 0; i < 4; i += 1) await third.user.click(next())
    await third.user.type(
      screen.getByLabelText(/^كلمة المرور/, { selector: 'input' }),
      'Str0ng!Pass',
    )
    await third.user.type(
      screen.getByLabelText(/تأكيد كلمة المرور/, { selector: 'input' }),
      'Str0ng!Pass',
    )
    await third.user.click(next())
    expect(screen.getByRole('radio', { name: /المتقدمة/ })).toBeChecked()
    registerAccount.mockResolvedValueOnce({ email: 'noura@sanad.sa', mailSent: true })
    await third.user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }))
    expect(registerAccount).toHaveBeenLastCalledWith(
      expect.objectContaining({
        fullName: 'نورة',
        companyName: 'شركة سند',
        companyType: 'marketing-agency',
        country: 'KW',
        phoneNumber: '+965 5000 1234',
        companySize: 'solo',
        username: 'noura',
        password: 'Str0ng!Pass',
        subscriptionPlan: 'advanced',
      }),
    )
    expect(third.onRegistered).toHaveBeenCalled()
    // Created: the draft is gone, the next visit starts at step 1.
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it('ignores a draft it did not write and resumes at the first step that no longer validates', async () => {
    localStorage.setItem(DRAFT_KEY, '{not json')
    renderWizard()
    expect(screen.getByText('الخطوة 1 من 9')).toBeInTheDocument()
    cleanup()
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        step: 7,
        data: { signUpMethod: 'manual', fullName: 'نورة', email: 'noura@sanad.sa', password: 'x' },
      }),
    )
    renderWizard()
    // Step 2 (company name) is empty, so that is where the wizard resumes.
    expect(screen.getByText('الخطوة 2 من 9')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: /السابق/ }))
    expect(screen.getByLabelText(/الاسم الكامل/)).toHaveValue('نورة')
    expect(localStorage.getItem(DRAFT_KEY)).not.toContain('"password"')
  })
})
