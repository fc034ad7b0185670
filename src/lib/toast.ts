import type { ExternalToast } from 'sonner'

/*
 * Toasts load sonner on first use, so it is not part of any page's initial JavaScript.
 * The <Toaster> is mounted lazily by the app providers right after the first render.
 */
type Sonner = typeof import('sonner')

let sonner: Promise<Sonner> | null = null

export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner')
  return sonner
}

type Show = (message: string, options?: ExternalToast) => void

function show(kind: 'success' | 'error' | 'info' | 'warning' | 'message'): Show {
  return (message, options) => {
    loadSonner()
      .then(({ toast }) => toast[kind](message, options))
      .catch((error: unknown) => console.error('Could not load the toast module', error))
  }
}

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  message: show('message'),
  /** Closes the toast shown with this `id` (e.g. a warning that no longer applies). */
  dismiss(id: string | number) {
    loadSonner()
      .then(({ toast }) => toast.dismiss(id))
      .catch((error: unknown) => console.error('Could not load the toast module', error))
  },
}
