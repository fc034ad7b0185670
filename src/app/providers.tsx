import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { Direction } from 'radix-ui'
import { AuthProvider } from '@/features/session/components/auth-provider'
import { SubscriptionProvider } from '@/features/subscription/components/subscription-provider'
import { takeFlashToast } from '@/lib/flash-toast'
import { createQueryClient } from '@/lib/query-client'
import { loadSonner, preloadSonner, toast, toasterStore } from '@/lib/toast'

type ToasterModule = { default: typeof import('sonner').Toaster }

/**
 * React.lazy remembers a failed import for good: a first toast asked for while offline (before the
 * idle preload ran) left the page without toasts after the connection came back. The import
 * therefore never fails: it waits for the `online` event and tries again.
 */
function loadToaster(): Promise<ToasterModule> {
  return loadSonner().then(
    (m) => ({ default: m.Toaster }),
    () =>
      new Promise<ToasterModule>((resolve) => {
        window.addEventListener('online', () => resolve(loadToaster()), { once: true })
      }),
  )
}

const Toaster = lazy(loadToaster)

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  // Issue 48, after the first paint in its own chunk: the offline store (kept for the signed-in
  // user, wiped on sign-out) and the service worker.
  useEffect(() => {
    let unbind: (() => void) | undefined
    let ended = false
    import('@/lib/offline/bind')
      .then(({ startOffline }) => {
        if (!ended) unbind = startOffline(queryClient)
      })
      .catch((error: unknown) => console.warn('Could not load the offline store', error))
    return () => {
      ended = true
      unbind?.()
    }
  }, [queryClient])
  // Mounted with the first toast: a page that shows none never downloads sonner.
  const toasterWanted = useSyncExternalStore(
    toasterStore.subscribe,
    toasterStore.getSnapshot,
    () => false,
  )
  // Sonner downloads right after the first paint, not on idle: the toast that matters most
  // («أنت غير متصل») is asked for when nothing can be downloaded any more, and a busy page may not
  // be idle before the connection drops (the offline e2e caught it on a loaded machine).
  useEffect(preloadSonner, [])
  // A toast the previous page left for this one (the static /login's welcome, flash-toast.ts).
  useEffect(() => {
    const flash = takeFlashToast()
    if (flash) toast.success(flash.title, { description: flash.description })
  }, [])
  return (
    <QueryClientProvider client={queryClient}>
      <Direction.Provider dir="rtl">
        <AuthProvider>
          <SubscriptionProvider>{children}</SubscriptionProvider>
        </AuthProvider>
        <Suspense fallback={null}>
          {/* Spec: one toast at a time, 5 seconds by default. */}
          {toasterWanted ? (
            <Toaster
              dir="rtl"
              theme="dark"
              position="top-center"
              visibleToasts={1}
              duration={5000}
              richColors
              closeButton
              // Arabic names for a screen reader (sonner's defaults are English), as the static
              // pages' toasts (src/islands/toast.ts).
              containerAriaLabel="الإشعارات"
              toastOptions={{ closeButtonAriaLabel: 'إغلاق الإشعار' }}
            />
          ) : null}
        </Suspense>
      </Direction.Provider>
    </QueryClientProvider>
  )
}
