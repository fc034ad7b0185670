import { useQuery } from '@tanstack/react-query'
import { userId } from '../api/client'
import { myCompaniesQuery } from '../api/my-companies'
import { PERSONAL, readWorkspace } from '../lib/workspace'
import { useCompanyValues } from './use-company-values'

/**
 * The values of the company the user works in now (the workspace last chosen in the dashboard
 * shell), for every prompt they fill there, library prompts included (issue 43: «قيم الشركة» are
 * the defaults of every prompt a member fills). In «حسابي الشخصي», none.
 */
export function useActiveCompanyValues() {
  const uid = userId()
  const workspace = uid ? readWorkspace(uid) : PERSONAL
  const mine = useQuery({ ...myCompaniesQuery(), enabled: workspace !== PERSONAL })
  const company =
    workspace === PERSONAL ? null : (mine.data?.find((c) => c.id === workspace) ?? null)
  const { values } = useCompanyValues(company?.id ?? null)
  return { company, values }
}
