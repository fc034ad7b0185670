import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useSession } from '@/hooks/use-session'
import { releaseClient } from '@/lib/first-paint'
import { useVerificationStatus } from '../api/verification'

// The modal (Radix Dialog) is for unverified users only: a chunk of its own (issue 51).
const VerificationRequired = lazy(() => import('./verification-required'))

/**
 * Protected pages for verified users only (spec doc 2 section 2): an unverified user sees a
 * blocking modal, with resend and sign-out, instead of the page.
 */
export function VerificationGate({ children }: { children: ReactNode }) {
  const { session } = useSession()
  const userId = session?.user.id
  const status = useVerificationStatus(userId)
  // Not known verified: the status is read before the page, through the client, which must not
  // wait for the page's paint (src/lib/supabase.ts).
  const needsRead = Boolean(userId) && status.data === undefined
  useEffect(() => {
    if (needsRead) releaseClient()
  }, [needsRead])

  if (!userId) return children
  // Verified (also as remembered from the last visit while the server is asked again, and when
  // asking again failed: a verified user is not blocked by a refetch that did not answer).
  if (status.data === 'verified') return children
  if (status.isPending) {
    return <Spinner className="min-h-dvh" label="جارٍ التحقق من حالة الحساب..." />
  }
  if (status.isError) {
    return (
      <div
        role="alert"
        className="grid min-h-dvh place-content-center justify-items-center gap-4 p-6 text-center"
      >
        <p>{status.error.message}</p>
        <Button onClick={() => void status.refetch()}>إعادة المحاولة</Button>
      </div>
    )
  }
  return (
    <Suspense fallback={<Spinner className="min-h-dvh" label="جارٍ التحقق من حالة الحساب..." />}>
      <VerificationRequired email={session.user.email ?? ''} status={status.data} />
    </Suspense>
  )
}
