/*
 * The workspace a user last chose («حسابي الشخصي» or a company), kept on this device per user so
 * the dashboard opens where they left it; the URL stays the authority on every company page.
 */
export const PERSONAL = 'personal'

const key = (userId: string) => `sanad:workspace:${userId}`

export function readWorkspace(userId: string): string {
  try {
    return window.localStorage.getItem(key(userId)) ?? PERSONAL
  } catch {
    return PERSONAL
  }
}

export function writeWorkspace(userId: string, workspace: string): void {
  try {
    window.localStorage.setItem(key(userId), workspace)
  } catch {
    // Private mode or a full storage: the choice is simply not remembered.
  }
}
/*
 * An invitation opened by someone who must first sign in or register: its link is kept on this
 * device until it is accepted, so the verification e-mail (which may open in another tab) and
 * the dashboard can bring them back to it.
 */
const INVITE_KEY = 'sanad:pending-invite'
const INVITE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

export function rememberInvite(token: string): void {
  try {
    window.localStorage.setItem(INVITE_KEY, JSON.stringify({ token, at: Date.now() }))
  } catch {
    // Not remembered: the visitor can still open the link again.
  }
}

export function pendingInvite(): string | null {
  try {
    const raw = window.localStorage.getItem(INVITE_KEY)
    if (!raw) return null
    const { token, at } = JSON.parse(raw) as { token?: unknown; at?: unknown }
    if (typeof token !== 'string' || typeof at !== 'number') return null
    if (Date.now() - at > INVITE_MAX_AGE_MS) return null
    return token
  } catch {
    return null
  }
}

export function forgetInvite(): void {
  try {
    window.localStorage.removeItem(INVITE_KEY)
  } catch {
    // Nothing to forget.
  }
}

/** The WhatsApp share address of an invitation link (wa.me opens the app or WhatsApp Web). */
export function whatsAppShareUrl(link: string, companyName: string): string {
  const text = `دعوة للانضمام إلى ${companyName} في سند: ${link}`
  return `https://wa.me/?text=${encodeURIComponent(text)}`
}
