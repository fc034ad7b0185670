import { useQuery } from '@tanstack/react-query'
import { functionErrorBody } from '@/lib/function-error'
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { db, type Row } from './client'
import { adminMessages, toAdminError } from './errors'
import { adminKeys } from './keys'

export type InvoiceRow = Pick<
  Row<'tax_invoices'>,
  | 'id'
  | 'kind'
  | 'invoice_number'
  | 'payment_id'
  | 'original_invoice_id'
  | 'buyer_email'
  | 'plan_name'
  | 'total_amount'
  | 'vat_amount'
  | 'net_amount'
  | 'currency'
  | 'issued_at'
  | 'reason'
  | 'charge_id'
>

export type InvoiceFilters = {
  kind: '' | 'invoice' | 'credit_note'
  from: string
  to: string
  search: string
}

export const INVOICES_LIMIT = 1000

/** Invoices and credit notes by the admin's filters, newest first (RLS: admins read all). */
export async function fetchInvoices(filters: InvoiceFilters): Promise<InvoiceRow[]> {
  let query = (await db())
    .from('tax_invoices')
    .select(
      'id, kind, invoice_number, payment_id, original_invoice_id, buyer_email, plan_name, total_amount, vat_amount, net_amount, currency, issued_at, reason, charge_id',
    )
    .order('issued_at', { ascending: false })
    .limit(INVOICES_LIMIT)
  if (filters.kind) query = query.eq('kind', filters.kind)
  if (filters.from) query = query.gte('issued_at', `${filters.from}T00:00:00+03:00`)
  if (filters.to) query = query.lte('issued_at', `${filters.to}T23:59:59.999+03:00`)
  const search = filters.search.trim().replace(/[,()*%\\]/g, '')
  if (search) {
    query = query.or(`invoice_number.ilike.*${search}*,buyer_email.ilike.*${search}*`)
  }
  const { data, error } = await query
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return data as InvoiceRow[]
}

export function useInvoices(filters: InvoiceFilters) {
  return useQuery({ queryKey: adminKeys.invoices(filters), queryFn: () => fetchInvoices(filters) })
}

const CSV_HEADER = [
  'الرقم',
  'النوع',
  'تاريخ الإصدار',
  'البريد',
  'الخطة',
  'الصافي',
  'الضريبة',
  'الإجمالي',
  'العملة',
  'يشير إلى',
  'السبب',
  'رقم العملية لدى Tap',
]

/** A spreadsheet cell: quoted, and never read as a formula (=, +, -, @ lead with a quote). */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

export function invoicesCsv(rows: InvoiceRow[]): string {
  const numbers = new Map(rows.map((row) => [row.id, row.invoice_number]))
  const lines = rows.map((row) =>
    [
      row.invoice_number,
      row.kind === 'invoice' ? 'فاتورة ضريبية' : 'إشعار دائن',
      row.issued_at,
      row.buyer_email,
      row.plan_name,
      Number(row.net_amount).toFixed(2),
      Number(row.vat_amount).toFixed(2),
      Number(row.total_amount).toFixed(2),
      row.currency,
      row.original_invoice_id
        ? (numbers.get(row.original_invoice_id) ?? row.original_invoice_id)
        : '',
      row.reason,
      row.charge_id,
    ]
      .map(cell)
      .join(','),
  )
  return [CSV_HEADER.map(cell).join(','), ...lines].join('\r\n')
}

export type Reconciliation = {
  id: string
  createdAt: string
  checked: number
  captured: string[]
  failed: string[]
  abandoned: string[]
  mismatched: string[]
  unreachable: string[]
}

/** What the reconciliation job found in its latest runs (audit rows payment_reconciliation). */
export async function fetchReconciliation(): Promise<Reconciliation[]> {
  const { data, error } = await (
    await db()
  )
    .from('audit_log')
    .select('id, created_at, metadata')
    .eq('action', 'payment_reconciliation')
    .order('created_at', { ascending: false })
    .limit(10)
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : [])
  return data.map((row) => {
    const found = (row.metadata ?? {}) as Record<string, unknown>
    return {
      id: row.id,
      createdAt: row.created_at,
      checked: Number(found.checked ?? 0),
      captured: list(found.captured),
      failed: list(found.failed),
      abandoned: list(found.abandoned),
      mismatched: list(found.mismatched),
      unreachable: list(found.unreachable),
    }
  })
}

export function useReconciliation() {
  return useQuery({ queryKey: adminKeys.reconciliation(), queryFn: fetchReconciliation })
}

/** A full or partial refund by an admin, with a reason (the refund function, audited). */
export async function adminRefund(
  paymentId: string,
  reason: string,
  amount: number | null,
): Promise<{ credit_note: { number: string }; full: boolean }> {
  const client = await db()
  const body: Record<string, unknown> = { payment_id: paymentId, reason, admin: true }
  if (amount !== null) body.amount = amount
  const { data, error } = await client.functions.invoke('refund', { body })
  if (error) {
    const parsed = await functionErrorBody<{ error?: unknown }>(error)
    if (typeof parsed?.error === 'string' && parsed.error !== '') throw new Error(parsed.error)
    throw new Error(isNetworkError(error) ? NETWORK_ERROR_MESSAGE : 'تعذّر تنفيذ الاسترداد')
  }
  return data as { credit_note: { number: string }; full: boolean }
}
