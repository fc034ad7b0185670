/*
 * Toasts on the static pages, without React or sonner: the same place (bottom of the screen), the
 * same roles and the same data attributes as sonner's (`data-sonner-toaster`, `data-sonner-toast`,
 * `data-type`, `data-front` on the newest), so a toast reads and is found the same on every page.
 */
type ToastType = 'success' | 'error' | 'info'

const DURATION_MS = 5000
let list: HTMLOListElement | null = null

function toaster(): HTMLOListElement {
  if (list?.isConnected) return list
  const section = document.createElement('section')
  section.setAttribute('aria-label', 'الإشعارات')
  section.setAttribute('aria-live', 'polite')
  section.setAttribute('aria-relevant', 'additions text')
  list = document.createElement('ol')
  list.dataset.sonnerToaster = ''
  list.dir = 'rtl'
  list.className =
    'pointer-events-none fixed inset-x-4 bottom-4 z-[60] flex flex-col items-center gap-2 sm:inset-x-auto sm:end-6 sm:items-end'
  section.append(list)
  document.body.append(section)
  return list
}

const tone: Record<ToastType, string> = {
  success: 'border-emerald-500/40',
  error: 'border-destructive/60',
  info: 'border-primary/40',
}

export function showToast(type: ToastType, title: string, description?: string): void {
  const ol = toaster()
  for (const item of ol.querySelectorAll<HTMLElement>('[data-sonner-toast]')) {
    item.dataset.front = 'false'
  }
  const item = document.createElement('li')
  item.dataset.sonnerToast = ''
  item.dataset.type = type
  item.dataset.front = 'true'
  item.setAttribute('role', type === 'error' ? 'alert' : 'status')
  item.className = `pointer-events-auto w-full max-w-sm rounded-lg border bg-card p-4 text-sm text-card-foreground shadow-lg ${tone[type]}`
  const heading = document.createElement('div')
  heading.dataset.title = ''
  heading.className = 'font-medium'
  heading.textContent = title
  item.append(heading)
  if (description) {
    const text = document.createElement('div')
    text.dataset.description = ''
    text.className = 'mt-1 text-muted-foreground'
    text.textContent = description
    item.append(text)
  }
  ol.append(item)
  let timer = setTimeout(() => item.remove(), DURATION_MS)
  // Paused while pointed at, as sonner does, so a long message can be read.
  item.addEventListener('pointerenter', () => clearTimeout(timer))
  item.addEventListener('pointerleave', () => {
    timer = setTimeout(() => item.remove(), DURATION_MS)
  })
}

export const toast = {
  success: (title: string, options?: { description?: string }) =>
    showToast('success', title, options?.description),
  error: (title: string, options?: { description?: string }) =>
    showToast('error', title, options?.description),
  info: (title: string, options?: { description?: string }) =>
    showToast('info', title, options?.description),
}
