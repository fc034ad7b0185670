import { queryOptions, useQuery } from '@tanstack/react-query'
import { db } from './client'
import { adminMessages, toAdminError } from './errors'
import { adminKeys } from './keys'

export type SecurityEventSummary = {
  id: string
  event_type: string
  description: string | null
  severity: 'low' | 'medium' | 'high' | 'critical'
  user_id: string | null
  created_at: string
}

export type DashboardStats = {
  users_total: number
  users_new_7d: number
  admins_total: number
  users_by_plan: { plan: string; name: string; count: number }[]
  users_by_status: { status: string; count: number }[]
  trials_ending: {
    user_id: string
    email: string | null
    full_name: string | null
    expires_at: string
  }[]
  trials_ending_count: number
  revenue_by_month: { month: string; amount: number; payments: number }[]
  revenue_total: number
  waitlist_total: number
  newsletter_total: number
  contact_new: number
  feedback_open: number
  prompts_total: number
  prompts_published: number
  locked_accounts: number
  security_events_24h: number
  recent_security_events: SecurityEventSummary[]
}

export type SecurityStatus = {
  tables: { name: string; rls_enabled: boolean; policies: number }[]
  definer_functions_without_search_path: number
  password_hook_installed: boolean
  locks_active: number
  locks_30d: number
  failed_logins_24h: number
  rate_limit_windows_1h: number
  rate_limited_1h: number
  captured_payments_30d: number
  payment_mismatches_30d: number
  single_session_enabled: boolean
  active_sessions: number
  high_events_7d: number
}

export async function fetchDashboardStats(): Promise<DashboardStats> {
  const { data, error } = await (await db()).rpc('admin_dashboard_stats')
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return data as unknown as DashboardStats
}

export const dashboardStatsQuery = queryOptions({
  queryKey: adminKeys.stats(),
  queryFn: fetchDashboardStats,
  staleTime: 30_000,
})

export function useDashboardStats() {
  return useQuery(dashboardStatsQuery)
}

export async function fetchSecurityStatus(): Promise<SecurityStatus> {
  const { data, error } = await (await db()).rpc('admin_security_status')
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return data as unknown as SecurityStatus
}

export function useSecurityStatus() {
  return useQuery({ queryKey: adminKeys.security(), queryFn: fetchSecurityStatus })
}
