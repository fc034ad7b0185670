import { paths } from '@/lib/paths'
import { storedSession } from './session'
import { toast } from './toast'

/*
 * The navbar of a static page (src/components/layout/navbar.tsx rendered at build time): the
 * mobile menu, and the signed-in actions swapped in when this browser holds a session.
 */
const MENU_LABEL = { open: 'إغلاق القائمة', closed: 'فتح القائمة' } as const

/** The open menu of the page shown now (a swapped-in page has its own, src/islands/page.ts). */
let closeOnEscape: (() => void) | null = null
let listening = false

function setUpMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-island="menu-toggle"]')
  const menu = document.getElementById('mobile-menu')
  if (!toggle || !menu) return
  const setOpen = (open: boolean) => {
    menu.hidden = !open
    toggle.setAttribute('aria-expanded', String(open))
    toggle.setAttribute('aria-label', open ? MENU_LABEL.open : MENU_LABEL.closed)
    toggle.querySelector('[data-icon="open"]')?.classList.toggle('hidden', !open)
    toggle.querySelector('[data-icon="closed"]')?.classList.toggle('hidden', open)
  }
  toggle.addEventListener('click', () => setOpen(Boolean(menu.hidden)))
  closeOnEscape = () => {
    if (!menu.hidden) setOpen(false)
  }
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false)
  })
  // Prerendered disabled, so a tap before this script ran did nothing rather than half-work.
  toggle.disabled = false
}

async function signOut(button: HTMLButtonElement): Promise<void> {
  const label = [...button.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)
  document
    .querySelectorAll<HTMLButtonElement>('[data-island="sign-out"]')
    .forEach((b) => (b.disabled = true))
  if (label) label.textContent = 'جارٍ تسجيل الخروج...'
  try {
    const { signOutHere } = await import('./sign-out')
    await signOutHere()
    window.location.assign(paths.login)
  } catch {
    toast.error('تعذّر تسجيل الخروج، يرجى المحاولة مرة أخرى')
    document
      .querySelectorAll<HTMLButtonElement>('[data-island="sign-out"]')
      .forEach((b) => (b.disabled = false))
    if (label) label.textContent = 'تسجيل الخروج'
  }
}

function showAccount(): void {
  const template = document.querySelector<HTMLTemplateElement>(
    'template[data-island="account-signed-in"]',
  )
  if (!template || !storedSession()) return
  for (const slot of document.querySelectorAll('[data-island="account"]')) {
    slot.replaceChildren(template.content.cloneNode(true))
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-island="sign-out"]')) {
    button.addEventListener('click', () => void signOut(button))
  }
  // Members change plan on /subscription (src/features/marketing/hooks/use-plan-href.ts).
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-plan-link]')) {
    link.href = `${paths.subscription}?plan=${link.dataset.planLink}`
  }
}

export function startNav(): void {
  closeOnEscape = null
  setUpMenu()
  showAccount()
  if (listening) return
  listening = true
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeOnEscape?.()
  })
  // Another tab signed in or out: the nav follows (as the app's auth store does). A refreshed
  // token of the same session changes nothing here.
  const signedIn = storedSession() !== null
  window.addEventListener('storage', (event) => {
    if (event.key?.endsWith('-auth-token') && (storedSession() !== null) !== signedIn) {
      window.location.reload()
    }
  })
}
