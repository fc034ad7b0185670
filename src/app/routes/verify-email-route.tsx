import { useNavigate } from 'react-router-dom'
import { CompletionPanel } from '@/features/onboarding/components/completion-panel'
import VerifyEmailPage, { type SuccessExtra } from '@/features/verification/pages/verify-email-page'
import { paths } from '@/lib/paths'

/** /verify-email: right after a successful verification, the plan chosen in the wizard. */
export default function VerifyEmailRoute() {
  const navigate = useNavigate()
  const extra: SuccessExtra = ({ onResolved }) => (
    <CompletionPanel
      onResolved={onResolved}
      onContinueTrial={() => navigate(paths.dashboard.root, { replace: true })}
    />
  )
  return <VerifyEmailPage successExtra={extra} />
}
