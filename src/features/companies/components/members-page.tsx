import { useCompany } from '../hooks/use-company'
import { can } from '../lib/roles'
import { InvitationsPanel } from './invitations-panel'
import { MembersPanel } from './members-panel'

export function MembersPage() {
  const company = useCompany()
  return (
    <div className="grid gap-6">
      {can(company.role).manageMembers ? <InvitationsPanel /> : null}
      <MembersPanel />
    </div>
  )
}
