import '@/lib/zod-jitless'
import { choiceClasses } from '@/features/registration/lib/choice-classes'
import { wizardVisitorId } from '@/features/registration/lib/wizard-visitor'
import type { RegistrationData, StepErrors } from '@/features/registration/schemas'
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { paths } from '@/lib/paths'
import { oauthRedirectTo } from '@/lib/return-path'
import { startApp } from './app'
import { authClient } from './auth-client'
import { formControls, showFieldError } from './field-error'
import { onPage, swapPage } from './page'
import { destination } from './public-only'
import { callRpc, storedSession } from './session'
import { toast } from './toast'

type Draft = typeof import('@/features/registration/lib/draft')
type Schemas = typeof import('@/features/registration/schemas')
const FIELDS = ['fullName', 'email'] as const

/*
 * /registration (and /register) as a static page (issue 51): RegistrationWizard's first step
 * rendered at build time and run here as the wizard runs it — the method's cards, the name and
 * e-mail for a manual sign-up, the step's schema (validateStep) and its Arabic messages, Google's
 * redirect, the draft kept on every change and the funnel's start. A valid manual step 1 is saved
 * as the draft at step 2 and the app starts in place (src/islands/app.ts): the React wizard
 * resumes the draft there, with the plan of `?plan=`, as it resumes a closed tab's. A visitor with
 * a draft past step 1 gets the app at once; a signed-in one goes home, as the page sends them.
 */

/** The funnel's «wizard started» (record_wizard_start), as recordWizardStart sends it. */
function recordStart(): void {
  const visitor = wizardVisitorId()
  if (visitor) void callRpc('record_wizard_start', { p_visitor: visitor }).catch(() => null)
}

/** startGoogleSignUp's redirect through auth-js: null, or why it failed in Arabic. */
async function googleSignUp(): Promise<string | null> {
  try {
    const { error } = await (
      await authClient()
    ).signInWithOAuth({
      provider: 'google',
      options: { redirectTo: oauthRedirectTo(destination()) },
    })
    return error ? 'فشل في التسجيل باستخدام Google' : null
  } catch {
    return 'حدث خطأ أثناء التسجيل'
  }
}

export async function startRegistration(form: HTMLFormElement): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const found = formControls(form, FIELDS)
  const fieldset = form.querySelector('fieldset')
  const choiceError = form.querySelector<HTMLElement>('[data-choice-error]')
  const manual = form.querySelector<HTMLElement>('[data-island="manual-fields"]')
  if (!button || !found || !fieldset || !choiceError || !manual) return
  const controls = found
  const radios = [...form.querySelectorAll<HTMLInputElement>('input[name="signUpMethod"]')]
  const nextLabel = button.querySelector<HTMLElement>('[data-island="next-label"]')
  const googleLabel = button.querySelector<HTMLElement>('[data-island="google-label"]')

  const [draftModule, schemas]: [Draft, Schemas] = await Promise.all([
    import('@/features/registration/lib/draft'),
    import('@/features/registration/schemas'),
  ])
  const draft = draftModule.loadDraft()
  if (draft && draft.step > 1) {
    // The wizard resumes a later step itself.
    await startApp()
    return
  }
  // What the draft kept, unless the visitor typed or chose before this ran.
  let data: RegistrationData = { ...schemas.emptyRegistration, ...draft?.data }
  const method = () => radios.find((radio) => radio.checked)?.value ?? ''
  if (!method() && data.signUpMethod) {
    const radio = radios.find((r) => r.value === data.signUpMethod)
    if (radio) radio.checked = true
  }
  for (const name of FIELDS) {
    if (!controls[name].value && data[name]) controls[name].value = data[name]
  }

  const current = (): RegistrationData => ({
    ...data,
    signUpMethod: method() as RegistrationData['signUpMethod'],
    fullName: controls.fullName.value,
    email: controls.email.value,
  })

  const showErrors = (errors: StepErrors) => {
    const message = errors.signUpMethod ?? null
    choiceError.textContent = message ?? ''
    choiceError.hidden = message === null
    if (message === null) {
      fieldset.removeAttribute('aria-invalid')
      fieldset.removeAttribute('aria-describedby')
    } else {
      fieldset.setAttribute('aria-invalid', 'true')
      fieldset.setAttribute('aria-describedby', choiceError.id)
    }
    FIELDS.forEach((name) => showFieldError(controls[name], errors[name] ?? null))
    draw(message !== null)
  }

  /** The cards' look, the manual fields and the button's label for the chosen method. */
  const draw = (invalid = false) => {
    for (const radio of radios) {
      const card = radio.closest('label')
      if (!card) continue
      card.classList.remove(
        ...`${choiceClasses.checked} ${choiceClasses.unchecked} ${choiceClasses.invalid}`.split(
          ' ',
        ),
      )
      card.classList.add(
        ...(radio.checked ? choiceClasses.checked : choiceClasses.unchecked).split(' '),
      )
      if (invalid && !radio.checked) card.classList.add(...choiceClasses.invalid.split(' '))
    }
    manual.hidden = method() !== 'manual'
    if (nextLabel) nextLabel.hidden = method() === 'google'
    if (googleLabel) googleLabel.hidden = method() !== 'google'
  }

  // As the wizard's update(): every change clears the step's errors and is kept in the draft.
  const changed = () => {
    data = current()
    showErrors({})
    draftModule.saveDraft(1, data)
  }
  radios.forEach((radio) => radio.addEventListener('change', changed))
  FIELDS.forEach((name) => controls[name].addEventListener('input', changed))

  let busy = false
  const setBusy = (label: string | null) => {
    busy = label !== null
    button.disabled = busy
    if (googleLabel && method() === 'google') {
      googleLabel.textContent = label ?? 'المتابعة باستخدام Google'
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (busy) return
    data = current()
    const errors = schemas.validateStep(1, data)
    if (Object.keys(errors).length > 0) {
      showErrors(errors)
      return
    }
    if (data.signUpMethod === 'google') {
      setBusy('جاري التحويل إلى Google...')
      void googleSignUp().then((failure) => {
        if (failure === null) return
        setBusy(null)
        toast.error(failure)
      })
      return
    }
    // Step 2 onwards is the app's wizard, resuming this draft.
    draftModule.saveDraft(2, data)
    draftModule.markHandover()
    setBusy('')
    startApp().catch(() => {
      draftModule.saveDraft(1, data)
      setBusy(null)
      toast.error(NETWORK_ERROR_MESSAGE)
    })
  })

  draw()
  recordStart()
  // Prerendered disabled: a submit before this ran would have reloaded the page with the input.
  button.disabled = false
}

onPage(() => {
  const form = document.querySelector<HTMLFormElement>('form[data-island="registration"]')
  if (!form || form.dataset.started !== undefined) return
  form.dataset.started = ''
  // The page sends a signed-in visitor home (RegistrationPage).
  if (storedSession()) {
    void swapPage(paths.home)
    return
  }
  void startRegistration(form).catch(() => toast.error(NETWORK_ERROR_MESSAGE))
})
