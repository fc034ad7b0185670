import { useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { Session } from '@supabase/supabase-js'
import { Spinner } from '@/components/ui/spinner'
import { useAdminAccess } from '../../api/access'
import { adminKeys } from '../../api/keys'
import { AdminRefusal } from '../admin-refusal'
import { MfaEnrolScreen } from './mfa-enrol-screen'
import { MfaVerifyScreen } from './mfa-verify-screen'
import { RecoveryCodesScreen } from './recovery-codes-screen'

/**
 * What /518 shows a signed-in user: a refusal for a non-admin; for an admin whose session has not
 * passed TOTP (the database refuses every admin call below aal2), the enrolment or the code
 * screen; the admin pages (children) only at aal2. Comfort only: the server checks every call.
 */
export function AdminAccessGate({ session, children }: { session: Session; children: ReactNode }) {
  const access = useAdminAccess(session)
  const queryClient = useQueryClient()
  // Enrolment spans a session change (aal1 → aal2) that re-asks the access question; these keep
  // the enrolment and then the recovery codes on screen until the admin is done with them.
  const [verifying, setVerifying] = useState(false)
  const [codes, setCodes] = useState<string[] | null>(null)

  if (codes) return <RecoveryCodesScreen codes={codes} onDone={() => setCodes(null)} />
  if (verifying || access.status === 'enrol') {
    return (
      <MfaEnrolScreen userId={session.user.id} onVerifying={setVerifying} onEnrolled={setCodes} />
    )
  }
  if (access.status === 'verify') {
    return (
      <MfaVerifyScreen
        onRecovered={() =>
          queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'access'] })
        }
      />
    )
  }
  if (access.status === 'checking') {
    return <Spinner className="min-h-dvh" label="جارٍ التحقق من صلاحيات الإدارة..." />
  }
  if (access.status === 'refused') return <AdminRefusal />
  return children
}
