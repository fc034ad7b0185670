import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { companyPaths } from '@/lib/company-paths'
import { pendingInvite } from '../lib/workspace'

/**
 * An invitation opened before signing in or registering, offered again (after the e-mail is
 * verified, on the dashboard) until it is accepted. `onShown` says whether it shows.
 */
export function PendingInviteNotice({ onShown }: { onShown?: (shown: boolean) => void }) {
  const [token] = useState(pendingInvite)
  useEffect(() => onShown?.(token !== null), [token, onShown])
  if (!token) return null
  return (
    <div
      role="region"
      aria-label="دعوة بانتظارك"
      className="grid justify-items-start gap-3 rounded-lg border border-primary/40 bg-primary/10 p-4 text-start"
    >
      <p className="inline-flex items-center gap-2 font-medium">
        لديك دعوة للانضمام إلى شركة لم تقبلها بعد.
      </p>
      <Button asChild size="sm">
        <Link to={companyPaths.invite(token)}>متابعة قبول الدعوة</Link>
      </Button>
    </div>
  )
}
