import { useQuery } from '@tanstack/react-query'
import { db, type Row } from './client'
import { adminMessages, toAdminError } from './errors'
import { adminKeys } from './keys'
import { useAdminMutation } from './mutation'

export type LeadKind = 'waitlist' | 'newsletter' | 'contact'
export type WaitlistRow = Row<'waiting_list'>
export type NewsletterRow = Row<'newsletter_subscribers'>
export type ContactRow = Row<'contact_messages'>
type LeadRows = { waitlist: WaitlistRow[]; newsletter: NewsletterRow[]; contact: ContactRow[] }

const tables = {
  waitlist: 'waiting_list',
  newsletter: 'newsletter_subscribers',
  contact: 'contact_messages',
} as const

export const LEADS_LIMIT = 500

export async function fetchLeads<K extends LeadKind>(kind: K): Promise<LeadRows[K]> {
  const { data, error } = await (
    await db()
  )
    .from(tables[kind])
    .select('*')
    .order('created_at', { ascending: false })
    .limit(LEADS_LIMIT)
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return data as unknown as LeadRows[K]
}

export function useLeads<K extends LeadKind>(kind: K) {
  return useQuery({ queryKey: adminKeys.leads(kind), queryFn: () => fetchLeads(kind) })
}

/** The CSV the server builds (admin_export_leads), with every row, not only the shown ones. */
export async function exportLeads(kind: LeadKind): Promise<string> {
  const { data, error } = await (await db()).rpc('admin_export_leads', { p_kind: kind })
  if (error) throw toAdminError(error, 'تعذّر تصدير الملف')
  return data
}

export function useSetContactStatus() {
  return useAdminMutation(
    async ({ id, status }: { id: string; status: ContactRow['status'] }) => {
      const { error } = await (await db()).from('contact_messages').update({ status }).eq('id', id)
      if (error) throw toAdminError(error, adminMessages.saveFailed)
    },
    {
      success: 'تم تحديث حالة الرسالة',
      fallback: adminMessages.saveFailed,
      invalidate: [adminKeys.leads('contact')],
    },
  )
}
