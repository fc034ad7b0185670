import { useEffect } from 'react'
import type { SupabaseClient } from '@supabase/supabase-js'
import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { supportErrorMessage } from '@/lib/support-request'
import { supportLevelOf, type SupportLevel } from '@/lib/support-levels'
import type { Database, Tables } from '@/types/database'

type Db = SupabaseClient<Database>
const db = async () => (await getSupabase()) as unknown as Db

export type SupportTicket = Tables<'support_tickets'>
export type SupportMessage = Tables<'support_messages'>
export type SupportStatus = 'open' | 'waiting_customer' | 'resolved'

export const supportStatuses: Record<SupportStatus, string> = {
  open: 'مفتوح — بانتظار فريق الدعم',
  waiting_customer: 'بانتظار ردك',
  resolved: 'تم الحل',
}

export class SupportError extends Error {}

export const supportKeys = {
  all: ['support'] as const,
  list: () => ['support', 'list'] as const,
  request: (id: string) => ['support', 'request', id] as const,
  contact: () => ['support', 'contact'] as const,
}

export async function fetchMyRequests(): Promise<SupportTicket[]> {
  const client = await db()
  const { data, error } = await client
    .from('support_tickets')
    .select('*')
    .order('last_message_at', { ascending: false })
    .limit(100)
  if (error) throw new SupportError(supportErrorMessage(error, 'تعذّر تحميل طلبات الدعم'))
  return data
}

export const myRequestsQuery = () =>
  queryOptions({ queryKey: supportKeys.list(), queryFn: fetchMyRequests })

export async function fetchRequest(
  id: string,
): Promise<{ ticket: SupportTicket; messages: SupportMessage[] } | null> {
  const client = await db()
  const [ticket, messages] = await Promise.all([
    client.from('support_tickets').select('*').eq('id', id).maybeSingle(),
    client
      .from('support_messages')
      .select('*')
      .eq('ticket_id', id)
      .order('created_at', { ascending: true }),
  ])
  if (ticket.error?.code === '22P02') return null
  if (ticket.error) throw new SupportError(supportErrorMessage(ticket.error, 'تعذّر تحميل الطلب'))
  if (messages.error)
    throw new SupportError(supportErrorMessage(messages.error, 'تعذّر تحميل الرسائل'))
  if (!ticket.data) return null
  return { ticket: ticket.data, messages: messages.data }
}

export const requestQuery = (id: string) =>
  queryOptions({ queryKey: supportKeys.request(id), queryFn: () => fetchRequest(id) })

export async function addMessage(ticketId: string, body: string): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('add_support_message', { p_ticket_id: ticketId, p_body: body })
  if (error) throw new SupportError(supportErrorMessage(error, 'تعذّر إرسال الرسالة'))
}

export async function setStatus(ticketId: string, status: 'open' | 'resolved'): Promise<string> {
  const client = await db()
  const { data, error } = await client.rpc('set_support_request_status', {
    p_ticket_id: ticketId,
    p_status: status,
  })
  if (error) throw new SupportError(supportErrorMessage(error, 'تعذّر تغيير حالة الطلب'))
  return data
}

export type SupportContact = { level: SupportLevel; targetMinutes: number; whatsapp: string | null }

export async function fetchContact(): Promise<SupportContact> {
  const client = await db()
  const { data, error } = await client.rpc('my_support_contact')
  if (error) throw new SupportError(supportErrorMessage(error, 'تعذّر تحميل مستوى الدعم'))
  const value = (data ?? {}) as { level?: unknown; target_minutes?: unknown; whatsapp?: unknown }
  return {
    level: supportLevelOf(value.level),
    targetMinutes: typeof value.target_minutes === 'number' ? value.target_minutes : 0,
    whatsapp: typeof value.whatsapp === 'string' && value.whatsapp ? value.whatsapp : null,
  }
}

export const contactQuery = () =>
  queryOptions({ queryKey: supportKeys.contact(), queryFn: fetchContact, staleTime: 60_000 })

/**
 * Live conversation: new messages and status changes of one request reload it (realtime
 * postgres_changes, delivered under RLS to its owner and admins). Team replies are also mailed.
 */
export function useLiveRequest(id: string, onConnected?: (connected: boolean) => void) {
  const queryClient = useQueryClient()
  useEffect(() => {
    let cancelled = false
    let cleanup: (() => void) | undefined
    void db().then((client) => {
      if (cancelled) return
      const reload = () => {
        void queryClient.invalidateQueries({ queryKey: supportKeys.request(id) })
        void queryClient.invalidateQueries({ queryKey: supportKeys.list() })
      }
      const channel = client
        .channel(`support-request:${id}:${Math.random().toString(36).slice(2)}`)
        .on(
          'postgres_changes',
          {
            event: 'INSERT',
            schema: 'public',
            table: 'support_messages',
            filter: `ticket_id=eq.${id}`,
          },
          reload,
        )
        .on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'support_tickets', filter: `id=eq.${id}` },
          reload,
        )
        .subscribe((status) => {
          onConnected?.(status === 'SUBSCRIBED')
          // Changes made while the channel was joining are picked up once it is.
          if (status === 'SUBSCRIBED') reload()
        })
      cleanup = () => void client.removeChannel(channel)
    })
    return () => {
      cancelled = true
      cleanup?.()
    }
  }, [id, queryClient, onConnected])
}
