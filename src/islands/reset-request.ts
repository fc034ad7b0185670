import '@/lib/zod-jitless'
import { PasswordResetError, requestPasswordResetThrough } from '@/features/auth/api/reset-request'
import { busyButton, formControls, validateFields } from './field-error'
import { invokeFunction } from './invoke'

type Schemas = typeof import('@/features/auth/schemas')
const FIELDS = ['identifier'] as const
const GENERIC = 'تعذّر إرسال الرابط الآن. يرجى المحاولة مرة أخرى'

/*
 * ResetRequestForm on a static page (issue 51: /forgot-password, and /reset-password's expired
 * link), run as the React form runs it: the same schema on submit and then on every change, the
 * same `password-reset` function call (reset-request.ts, over fetch), the same answer panel and
 * refusal, both from the form's templates; «أرسل مرة أخرى» shows the form again with what was typed.
 */
export function startResetRequest(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const found = formControls(form, FIELDS)
  if (!button || !found) return
  const controls = found
  const setBusy = busyButton(button, 'جارٍ الإرسال...')
  const template = (name: string) =>
    form.querySelector<HTMLTemplateElement>(`template[data-island="${name}"]`)
  let schemas: Schemas | null = null
  let submitted = false
  let submitting = false

  controls.identifier.addEventListener('input', () => {
    if (submitted && schemas) validateFields(schemas.forgotPasswordSchema, controls)
  })

  const showFailure = formAlert(form, 'reset-failure')

  const showSent = () => {
    const panel = template('reset-sent')?.content.firstElementChild?.cloneNode(true)
    if (!(panel instanceof HTMLElement)) return
    form.hidden = true
    form.after(panel)
    const again = panel.querySelector<HTMLButtonElement>('[data-island="reset-again"]')
    again?.addEventListener('click', () => {
      panel.remove()
      form.hidden = false
    })
    again?.focus()
  }

  async function submit() {
    schemas ??= await import('@/features/auth/schemas')
    submitted = true
    showFailure(null)
    const { parsed, firstInvalid } = validateFields(schemas.forgotPasswordSchema, controls)
    if (!parsed) {
      if (firstInvalid) controls[firstInvalid].focus()
      return
    }
    try {
      await requestPasswordResetThrough(
        async () =>
          (name, { body }) =>
            invokeFunction(name, body),
        parsed.identifier,
      )
      showSent()
    } catch (error) {
      showFailure(error instanceof PasswordResetError ? error.message : GENERIC)
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (submitting) return
    submitting = true
    setBusy(true)
    submit()
      .catch(() => showFailure(GENERIC))
      .finally(() => {
        submitting = false
        setBusy(false)
      })
  })
  // Prerendered disabled: a submit before this ran would have reloaded the page with the input.
  button.disabled = false
}

/**
 * A refusal above a static form of the reset flow, from the form's `<template data-island="<name>">` (the React
 * form's alert): `show(message)` puts it first in the form, `show(null)` removes it.
 */
export function formAlert(form: HTMLFormElement, name: string) {
  return (message: string | null) => {
    form.querySelector(':scope > [data-island-failure]')?.remove()
    const template = form.querySelector<HTMLTemplateElement>(`template[data-island="${name}"]`)
    const alert = template?.content.firstElementChild?.cloneNode(true)
    if (message === null || !(alert instanceof HTMLElement)) return
    alert.dataset.islandFailure = ''
    alert.textContent = message
    form.prepend(alert)
  }
}
