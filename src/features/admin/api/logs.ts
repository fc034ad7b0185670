import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { db, type Row } from './client'
import { adminMessages, toAdminError } from './errors'
import { adminKeys } from './keys'

export const LOGS_PAGE_SIZE = 50

export type LogFilters = {
  /** Severity (security events only); '' for all. */
  severity: string
  /** Event type or audit action, matched as a prefix-insensitive substring. */
  type: string
  /** A user's e-mail or id. */
  user: string
  /** YYYY-MM-DD, inclusive. */
  from: string
  to: string
  page: number
}

export const emptyLogFilters: LogFilters = {
  severity: '',
  type: '',
  user: '',
  from: '',
  to: '',
  page: 0,
}

export type SecurityEventRow = Row<'security_events'>
export type AuditRow = Row<'audit_log'>
export type LogPage<T> = { rows: T[]; total: number }

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The user filter accepts an id or an e-mail; null means "no such user" (nothing matches). */
async function resolveUserId(value: string): Promise<string | null | undefined> {
  const needle = value.trim()
  if (!needle) return undefined
  if (uuidPattern.test(needle)) return needle
  const { data, error } = await (
    await db()
  )
    .from('profiles')
    .select('id')
    .ilike('email', needle)
    .limit(1)
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return data[0]?.id ?? null
}

function dayEnd(day: string): string {
  const end = new Date(`${day}T00:00:00`)
  end.setDate(end.getDate() + 1)
  return end.toISOString()
}

export async function fetchSecurityEvents(filters: LogFilters): Promise<LogPage<SecurityEventRow>> {
  const userId = await resolveUserId(filters.user)
  if (userId === null) return { rows: [], total: 0 }
  let query = (await db())
    .from('security_events')
    .select('*', { count: 'exact' })
    .order('created_at', { ascending: false })
    .range(filters.page * LOGS_PAGE_SIZE, (filters.page + 1) * LOGS_PAGE_SIZE - 1)
  if (filters.severity) query = query.eq('severity', filters.severity)
  if (filters.type.trim()) query = query.ilike('event_type', `%${filters.type.trim()}%`)
  if (userId) query = query.eq('user_id', userId)
  if (filters.from)
    query = query.gte('created_at', new Date(`${filters.from}T00:00:00`).toISOString())
  if (filters.to) query = query.lt('created_at', dayEnd(filters.to))
  const { data, error, count } = await query
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return { rows: data, total: count ?? data.length }
}

export async function fetchAuditLog(filters: LogFilters): Promise<LogPage<AuditRow>> {
  const userId = await resolveUserId(filters.user)
  if (userId === null) return { rows: [], total: 0 }
  let query = (await db())
    .from('audit_log')
    .select('*', { count: 'exact' })
    .order('created_at', { ascending: false })
    .range(filters.page * LOGS_PAGE_SIZE, (filters.page + 1) * LOGS_PAGE_SIZE - 1)
  if (filters.type.trim()) query = query.ilike('action', `%${filters.type.trim()}%`)
  if (userId) query = query.or(`user_id.eq.${userId},target_id.eq.${userId}`)
  if (filters.from)
    query = query.gte('created_at', new Date(`${filters.from}T00:00:00`).toISOString())
  if (filters.to) query = query.lt('created_at', dayEnd(filters.to))
  const { data, error, count } = await query
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return { rows: data, total: count ?? data.length }
}

/** The names of the people a page of logs mentions (admins read every profile). */
export async function fetchPeopleNames(ids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>()
  if (ids.length === 0) return names
  const { data, error } = await (
    await db()
  )
    .from('profiles')
    .select('id, full_name, username, email')
    .in('id', [...ids])
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  for (const person of data) {
    const name = person.full_name?.trim() || person.username?.trim() || person.email?.trim()
    if (name) names.set(person.id, name)
  }
  return names
}

export function usePeopleNames(ids: readonly string[]) {
  return useQuery({
    queryKey: adminKeys.peopleNames(ids),
    queryFn: () => fetchPeopleNames(ids),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  })
}

export function useSecurityEvents(filters: LogFilters) {
  return useQuery({
    queryKey: adminKeys.securityEvents(filters),
    queryFn: () => fetchSecurityEvents(filters),
    placeholderData: keepPreviousData,
  })
}

export function useAuditLog(filters: LogFilters) {
  return useQuery({
    queryKey: adminKeys.auditLog(filters),
    queryFn: () => fetchAuditLog(filters),
    placeholderData: keepPreviousData,
  })
}
