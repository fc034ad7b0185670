import { useNavigate } from 'react-router-dom'
import { PendingInviteNotice } from '@/features/companies/components/pending-invite-notice'
import { pendingInvite } from '@/features/companies/lib/workspace'
import { CompletionPanel } from '@/features/onboarding/components/completion-panel'
import VerifyEmailPage, { type SuccessExtra } from '@/features/verification/pages/verify-email-page'
import { paths } from '@/lib/paths'

/**
 * /verify-email: right after a successful verification, the company invitation that brought the
 * user here (they registered through its link), else the plan chosen in the wizard.
 */
export default function VerifyEmailRoute() {
  const navigate = useNavigate()
  const extra: SuccessExtra = ({ onResolved }) =>
    pendingInvite() !== null ? (
      <PendingInviteNotice onShown={onResolved} />
    ) : (
      <CompletionPanel
        onResolved={onResolved}
        onContinueTrial={() => navigate(paths.dashboard.root, { replace: true })}
      />
    )
  return <VerifyEmailPage successExtra={extra} />
}
