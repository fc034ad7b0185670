import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { useSession } from '@/hooks/use-session'
import { companyPaths } from '@/lib/company-paths'
import { myCompaniesQuery } from '../api/my-companies'
import { PERSONAL, readWorkspace } from '../lib/workspace'

/* Once per page load: later visits of the dashboard home are the user's own choice. */
let restored = false

/**
 * Opens the dashboard in the workspace used last on this device: a company the user still belongs
 * to goes to its library; «حسابي الشخصي» stays here.
 */
export function LastWorkspace() {
  const { session } = useSession()
  const uid = session?.user.id ?? ''
  const [target] = useState(() => (uid && !restored ? readWorkspace(uid) : PERSONAL))
  const companies = useQuery({ ...myCompaniesQuery(), enabled: target !== PERSONAL })
  const navigate = useNavigate()

  useEffect(() => {
    if (target === PERSONAL) {
      restored = true
      return
    }
    if (!companies.data) return
    restored = true
    if (companies.data.some((c) => c.id === target)) {
      void navigate(companyPaths.library.to(target), { replace: true })
    }
  }, [target, companies.data, navigate])
  return null
}
