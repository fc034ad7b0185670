/** PasswordInput's show/hide toggle on a static page (src/components/ui/password-input.tsx). */
export function startPasswordToggles(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>(
    'button[data-island="password-toggle"]',
  )) {
    const input = button.parentElement?.querySelector<HTMLInputElement>('input')
    if (!input || button.dataset.started !== undefined) continue
    button.dataset.started = ''
    button.addEventListener('click', () => {
      const visible = input.type === 'password'
      input.type = visible ? 'text' : 'password'
      button.setAttribute('aria-pressed', String(visible))
      button.setAttribute('aria-label', visible ? 'إخفاء كلمة المرور' : 'إظهار كلمة المرور')
      button.querySelector('[data-icon="shown"]')?.classList.toggle('hidden', !visible)
      button.querySelector('[data-icon="hidden"]')?.classList.toggle('hidden', visible)
    })
  }
}
