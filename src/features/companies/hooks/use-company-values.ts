import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { companyValuesQuery } from '../api/companies'

/**
 * The company's values by variable key, as the filler's defaults: they come before the member's
 * own and global values and the built-ins (docs/companies.md, "Precedence").
 */
export function useCompanyValues(companyId: string | null) {
  const query = useQuery({ ...companyValuesQuery(companyId ?? ''), enabled: companyId !== null })
  const values = useMemo(
    () => Object.fromEntries((query.data ?? []).map((v) => [v.key, v.value])),
    [query.data],
  )
  // Not while the fetch is paused (offline, none stored): a filler starts without them (issue 48).
  const loading = companyId !== null && query.isPending && query.fetchStatus !== 'paused'
  return { values, loading, error: query.error }
}
