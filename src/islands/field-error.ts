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
