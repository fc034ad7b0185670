/**
 * The error under a static form's field (src/components/ui/field.tsx prerenders its slot hidden,
 * `<id>-error`), with aria-invalid and the hint still announced beside it, as Field renders it.
 */
export function showFieldError(control: HTMLInputElement, message: string | null): void {
  const slot = document.getElementById(`${control.id}-error`)
  if (!slot?.hasAttribute('data-field-error')) return
  slot.textContent = message ?? ''
  slot.hidden = message === null
  control.setAttribute('aria-invalid', String(message !== null))
  const hint = document.getElementById(`${control.id}-hint`) ? `${control.id}-hint` : null
  const describedBy = [hint, message === null ? null : slot.id].filter(Boolean).join(' ')
  if (describedBy) control.setAttribute('aria-describedby', describedBy)
  else control.removeAttribute('aria-describedby')
}

/** The first message of each field in a failed parse, keyed by the field's name. */
export function firstMessages<Name extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Map<Name, string> {
  const messages = new Map<Name, string>()
  for (const issue of issues) {
    const field = issue.path[0] as Name
    if (!messages.has(field)) messages.set(field, issue.message)
  }
  return messages
}

type Parser<T> = {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }
}

/**
 * A static form's fields checked with the React form's schema: each field's first message shown
 * under it (or cleared), and the first invalid field named so the caller can focus it.
 */
export function validateFields<Name extends string, T>(
  schema: Parser<T>,
  controls: Record<Name, HTMLInputElement>,
): { parsed: T; firstInvalid: null } | { parsed: null; firstInvalid: Name | null } {
  const names = Object.keys(controls) as Name[]
  const values = Object.fromEntries(names.map((name) => [name, controls[name].value]))
  const result = schema.safeParse(values)
  const messages = firstMessages<Name>(result.success ? [] : result.error.issues)
  names.forEach((name) => showFieldError(controls[name], messages.get(name) ?? null))
  return result.success
    ? { parsed: result.data, firstInvalid: null }
    : { parsed: null, firstInvalid: names.find((name) => messages.has(name)) ?? null }
}

const SPINNER_CLASS =
  'size-4 animate-spin rounded-full border-2 border-current border-e-transparent'

/**
 * A submit button's busy state as the React forms draw it: disabled, its label changed, and its
 * icon swapped for the spinner.
 */
export function busyButton(button: HTMLButtonElement, busyLabel: string) {
  const label = [...button.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)
  const idleLabel = label?.textContent ?? ''
  const icon = button.querySelector('svg')
  return (busy: boolean) => {
    button.disabled = busy
    if (label) label.textContent = busy ? busyLabel : idleLabel
    icon?.classList.toggle('hidden', busy)
    button.querySelector('[data-spinner]')?.remove()
    if (!busy) return
    const spinner = document.createElement('span')
    spinner.dataset.spinner = ''
    spinner.className = SPINNER_CLASS
    spinner.setAttribute('aria-hidden', 'true')
    button.prepend(spinner)
  }
}

/** The named inputs of a form, or null when one is missing. */
export function formControls<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
): Record<Name, HTMLInputElement> | null {
  const controls = Object.fromEntries(
    names.map((name) => [name, form.querySelector<HTMLInputElement>(`input[name="${name}"]`)]),
  ) as Record<Name, HTMLInputElement | null>
  return names.every((name) => controls[name]) ? (controls as Record<Name, HTMLInputElement>) : null
}
