import { useEffect } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { db, type Row } from './client'
import { AdminError, adminMessages, toAdminError } from './errors'
import { adminKeys } from './keys'
import { useAdminMutation } from './mutation'

export type SupportFilters = {
  status: string
  level: string
  category: string
  /** '' = anyone, 'none' = unassigned, else an admin's id. */
  assignee: string
}

export const UNASSIGNED = '00000000-0000-0000-0000-000000000000'
export const QUEUE_LIMIT = 100

export type QueueRow = {
  id: string
  subject: string
  category: string
  support_level: string
  priority: number
  status: string
  due_at: string
  overdue: boolean
  created_at: string
  last_message_at: string
  assigned_to: string | null
  customer_name: string | null
  customer_email: string | null
}

export type LevelStats = {
  level: string
  requests: number
  open: number
  overdue: number
  first_response_minutes: number | null
  resolution_minutes: number | null
  within_target: number | null
}

export type SupportStats = {
  days: number
  levels: LevelStats[]
  team: { id: string; name: string | null }[]
}

/** The database's own Arabic sentence for a refused support action (bad body, bad assignee…). */
function supportError(error: { code?: string; message?: string; hint?: string | null }) {
  if (error.code === 'P0001' && error.message && /[\u0600-\u06FF]/.test(error.message))
    return new AdminError(error.message)
  if (error.code === 'PT429')
    return new AdminError('تم تجاوز عدد المحاولات المسموح. يرجى المحاولة لاحقاً')
  return toAdminError(error, adminMessages.saveFailed)
}

export async function fetchQueue(filters: SupportFilters): Promise<QueueRow[]> {
  const { data, error } = await (
    await db()
  ).rpc('admin_support_queue', {
    p_status: filters.status || undefined,
    p_level: filters.level || undefined,
    p_category: filters.category || undefined,
    p_assigned_to:
      filters.assignee === 'none' ? UNASSIGNED : filters.assignee ? filters.assignee : undefined,
    // One more than shown: whether there are more than QUEUE_LIMIT.
    p_limit: QUEUE_LIMIT + 1,
  })
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return data as QueueRow[]
}

export async function fetchTicket(id: string) {
  const client = await db()
  const [ticket, messages, notes] = await Promise.all([
    client.from('support_tickets').select('*').eq('id', id).maybeSingle(),
    client.from('support_messages').select('*').eq('ticket_id', id).order('created_at'),
    client.from('support_internal_notes').select('*').eq('ticket_id', id).order('created_at'),
  ])
  const failed = ticket.error ?? messages.error ?? notes.error
  if (failed) throw toAdminError(failed, adminMessages.loadFailed)
  if (!ticket.data) throw new AdminError(adminMessages.notFound)
  const { data: profile } = await client
    .from('profiles')
    .select('full_name, email')
    .eq('id', ticket.data.user_id)
    .maybeSingle()
  return {
    ticket: ticket.data,
    messages: messages.data ?? [],
    notes: notes.data ?? [],
    customer: profile,
  }
}

export async function fetchStats(): Promise<SupportStats> {
  const { data, error } = await (await db()).rpc('admin_support_stats', { p_days: 30 })
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return data as unknown as SupportStats
}

export async function fetchCanned(): Promise<Row<'support_canned_replies'>[]> {
  const { data, error } = await (
    await db()
  )
    .from('support_canned_replies')
    .select('*')
    .order('title')
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return data
}

export const useSupportQueue = (filters: SupportFilters) =>
  useQuery({ queryKey: adminKeys.supportQueue(filters), queryFn: () => fetchQueue(filters) })
export const useSupportTicket = (id: string | null) =>
  useQuery({
    queryKey: adminKeys.supportTicket(id ?? ''),
    queryFn: () => fetchTicket(id!),
    enabled: Boolean(id),
  })
export const useSupportStats = () =>
  useQuery({ queryKey: adminKeys.supportStats(), queryFn: fetchStats })
export const useCannedReplies = () =>
  useQuery({ queryKey: adminKeys.supportCanned(), queryFn: fetchCanned })

const touched = (id: string) => [
  adminKeys.supportTicket(id),
  adminKeys.supportQueueAll(),
  adminKeys.supportStats(),
]

export function useReply(id: string) {
  return useAdminMutation(
    async ({ body, resolve }: { body: string; resolve: boolean }) => {
      const { error } = await (
        await db()
      ).rpc('admin_reply_support_request', {
        p_ticket_id: id,
        p_body: body,
        p_resolve: resolve,
      })
      // The customer's copy by e-mail is queued by the same transaction (issue 49).
      if (error) throw supportError(error)
    },
    {
      success: 'أُرسل الرد إلى العميل',
      fallback: adminMessages.saveFailed,
      invalidate: touched(id),
    },
  )
}

export function useAddNote(id: string) {
  return useAdminMutation(
    async (body: string) => {
      const { error } = await (
        await db()
      ).rpc('admin_add_support_note', {
        p_ticket_id: id,
        p_body: body,
      })
      if (error) throw supportError(error)
    },
    {
      success: 'حُفظت الملاحظة الداخلية',
      fallback: adminMessages.saveFailed,
      invalidate: touched(id),
    },
  )
}

export function useUpdateTicket(id: string) {
  return useAdminMutation(
    async (change: { assignee?: string; status?: string }) => {
      const { error } = await (
        await db()
      ).rpc('admin_update_support_request', {
        p_ticket_id: id,
        p_assigned_to: change.assignee && change.assignee !== 'none' ? change.assignee : undefined,
        p_unassign: change.assignee === 'none',
        p_status: change.status,
      })
      if (error) throw supportError(error)
    },
    { success: 'حُفظ التغيير', fallback: adminMessages.saveFailed, invalidate: touched(id) },
  )
}

/** New requests and messages refresh the queue and the open request (realtime, admins at aal2). */
export function useSupportLive(ticketId: string | null) {
  const queryClient = useQueryClient()
  useEffect(() => {
    let cancelled = false
    let cleanup: (() => void) | undefined
    void db().then((client) => {
      if (cancelled) return
      const channel = client
        .channel(`admin-support:${Math.random().toString(36).slice(2)}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'support_tickets' }, () => {
          void queryClient.invalidateQueries({ queryKey: adminKeys.supportQueueAll() })
          if (ticketId)
            void queryClient.invalidateQueries({ queryKey: adminKeys.supportTicket(ticketId) })
        })
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'support_messages' },
          () => {
            if (ticketId)
              void queryClient.invalidateQueries({ queryKey: adminKeys.supportTicket(ticketId) })
          },
        )
        .subscribe()
      cleanup = () => void client.removeChannel(channel)
    })
    return () => {
      cancelled = true
      cleanup?.()
    }
  }, [queryClient, ticketId])
}

/** Canned replies are written straight to their table (admins only under RLS; audited by trigger). */
export function useSaveCanned() {
  return useAdminMutation(
    async (reply: { title: string; body: string }) => {
      const { error } = await (await db()).from('support_canned_replies').insert(reply)
      if (error) throw toAdminError(error, adminMessages.saveFailed)
    },
    {
      success: 'أُضيف الرد الجاهز',
      fallback: adminMessages.saveFailed,
      invalidate: [adminKeys.supportCanned()],
    },
  )
}

export function useDeleteCanned() {
  return useAdminMutation(
    async (id: string) => {
      const { error } = await (await db()).from('support_canned_replies').delete().eq('id', id)
      if (error) throw toAdminError(error, adminMessages.saveFailed)
    },
    {
      success: 'حُذف الرد الجاهز',
      fallback: adminMessages.saveFailed,
      invalidate: [adminKeys.supportCanned()],
    },
  )
}
