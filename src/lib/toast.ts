import type { ExternalToast } from 'sonner'

/*
 * Toasts load sonner on first use, so it is not part of any page's initial JavaScript.
 * The app providers mount the <Toaster> once the first toast is asked for (toasterStore); sonner
 * replays the toasts created before its Toaster subscribed.
 */
type Sonner = typeof import('sonner')

let sonner: Promise<Sonner> | null = null
let toasterWanted = false
const toasterListeners = new Set<() => void>()

function importSonner(): Promise<Sonner> {
  // A failed download (e.g. offline) must not be remembered: the next toast tries again.
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = null
    throw error
  })
  return sonner
}

export function loadSonner(): Promise<Sonner> {
  if (!toasterWanted) {
    toasterWanted = true
    toasterListeners.forEach((listener) => listener())
  }
  return importSonner()
}

/**
 * Downloads sonner in the background right after the first paint, without mounting the Toaster: the
 * toasts that matter most (connection lost) are shown when nothing can be downloaded any more.
 */
export function preloadSonner(): void {
  importSonner().catch(() => undefined)
}

/** Whether a toast was asked for yet (the providers mount the Toaster from then on). */
export const toasterStore = {
  getSnapshot: (): boolean => toasterWanted,
  subscribe(listener: () => void): () => void {
    toasterListeners.add(listener)
    return () => toasterListeners.delete(listener)
  },
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
