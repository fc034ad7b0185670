/**
 * POST /functions/v1/account-export (the caller's JWT is required)
 *
 * «تنزيل بياناتي» (issue 30, the PDPL right of access): everything held about the caller, as one
 * JSON document, plus a readable Arabic HTML summary of it. Every query is filtered on the caller's
 * own id; nothing of another user is read. Rows keyed by an address and held by no account
 * (waiting list, newsletter, pre-launch invitation, contact messages, login attempts, discount
 * uses: public.account_email_rows) are listed only once the product verified the caller's
 * address (send-verification-email / verify-email): registering an address proves nothing about
 * its mailbox. `email_linked` says which case applies, in Arabic too.
 * 5 exports per account an hour; each export is audited (`account_exported`).
 *
 * Answers: 200 { exported_at, account, email_linked, data: { <table>: rows[] }, summary_html };
 * 401; 429.
 */
import { createClient } from '@supabase/supabase-js'
import { json, preflight } from '../_shared/cors.ts'
import { adminClient, env } from '../_shared/env.ts'
import { functionErrors } from '../_shared/messages.ts'
import { escapeHtml } from '../_shared/mail.ts'

const TOO_MANY = 'طلبت نسخة من بياناتك عدة مرات خلال الساعة الأخيرة. يرجى المحاولة لاحقاً'
const FAILED = 'تعذّر تجهيز نسخة بياناتك الآن. يرجى المحاولة لاحقاً'
const EMAIL_ROWS_LINKED =
  'بريدك الإلكتروني مؤكَّد، لذلك تتضمن هذه النسخة أيضاً ما سُجّل بهذا البريد دون حساب: قائمة الانتظار، والنشرة البريدية، ودعوة ما قبل الإطلاق، ورسائل التواصل، ومحاولات الدخول، وأكواد الخصم.'
const EMAIL_ROWS_NOT_LINKED =
  'لم تؤكد بريدك الإلكتروني بعد، لذلك لا تتضمن هذه النسخة ما سُجّل بهذا البريد دون حساب (قائمة الانتظار، والنشرة البريدية، ودعوة ما قبل الإطلاق، ورسائل التواصل، ومحاولات الدخول، وأكواد الخصم): لا نربطه بحسابك قبل أن يثبت رابط التأكيد أن البريد بريدك. أكّد بريدك ثم اطلب نسخة جديدة.'

/** The tables that hold the caller, the column naming them, and the Arabic title of each part. */
const BY_USER: readonly {
  table: string
  column: string
  title: string
  select?: string
  /** Read with the caller's own token, under RLS: what the app shows them, no more. */
  asCaller?: boolean
}[] = [
  { table: 'profiles', column: 'id', title: 'الملف الشخصي' },
  { table: 'user_roles', column: 'user_id', title: 'الصلاحيات' },
  { table: 'subscriptions', column: 'user_id', title: 'الاشتراك' },
  { table: 'subscription_history', column: 'user_id', title: 'سجل الاشتراك' },
  { table: 'scheduled_plan_changes', column: 'user_id', title: 'تغييرات الباقة المجدولة' },
  { table: 'tap_payment_details', column: 'user_id', title: 'المدفوعات' },
  { table: 'subscription_renewals', column: 'user_id', title: 'تجديدات الاشتراك' },
  {
    // Tap's card, customer and agreement ids never leave the server (issue 28).
    table: 'payment_cards',
    column: 'user_id',
    title: 'البطاقة المحفوظة للتجديد',
    select: 'brand, last_four, exp_month, exp_year, created_at, updated_at',
  },
  { table: 'tax_invoices', column: 'user_id', title: 'الفواتير الضريبية والإشعارات الدائنة' },
  { table: 'billing_details', column: 'user_id', title: 'بيانات الفوترة' },
  { table: 'payment_refunds', column: 'user_id', title: 'المبالغ المستردة' },
  { table: 'discount_code_uses', column: 'user_id', title: 'أكواد الخصم المستخدمة' },
  { table: 'favorites', column: 'user_id', title: 'المفضلة' },
  { table: 'collections', column: 'user_id', title: 'المجموعات' },
  { table: 'collection_items', column: 'user_id', title: 'عناصر المجموعات' },
  { table: 'prompt_usage', column: 'user_id', title: 'استخدام الأوامر' },
  { table: 'prompt_opens', column: 'user_id', title: 'الأوامر المفتوحة' },
  { table: 'prompt_votes', column: 'user_id', title: 'تقييم الأوامر (مفيد / غير مفيد)' },
  { table: 'prompt_section_choices', column: 'user_id', title: 'القسم المختار' },
  { table: 'user_prompt_variables', column: 'user_id', title: 'المتغيرات' },
  { table: 'company_members', column: 'user_id', title: 'عضويات الشركات' },
  { table: 'company_prompt_usage', column: 'user_id', title: 'استخدام أوامر الشركات' },
  // A fork of a library prompt the plan no longer opens carries a paid body: the export leaves it
  // out as the app and the own-prompts export do (RLS, docs/decisions.md "Own prompts export").
  { table: 'user_prompts', column: 'user_id', title: 'أوامري', asCaller: true },
  { table: 'user_prompt_versions', column: 'user_id', title: 'إصدارات أوامري', asCaller: true },
  {
    // Issue 47: the run history (never a key: keys stay in the browser).
    table: 'prompt_runs',
    column: 'user_id',
    title: 'سجل التشغيل',
    select:
      'id, source_kind, prompt_id, prompt_slug, title, variables, provider, model, messages, answer, status, error, input_tokens, output_tokens, duration_ms, via, company_id, created_at, updated_at',
  },
  { table: 'saved_preferences', column: 'user_id', title: 'التفضيلات المحفوظة' },
  { table: 'feedback', column: 'user_id', title: 'الملاحظات والاقتراحات' },
  { table: 'feedback_votes', column: 'user_id', title: 'التصويت على الملاحظات' },
  { table: 'bot_suggestions_log', column: 'user_id', title: 'اقتراحات المساعد' },
  { table: 'user_sessions', column: 'user_id', title: 'الجلسات' },
  { table: 'security_events', column: 'user_id', title: 'أحداث الأمان' },
  { table: 'account_locks', column: 'user_id', title: 'تجميد الحساب' },
  { table: 'contact_messages', column: 'user_id', title: 'رسائل التواصل' },
  { table: 'support_tickets', column: 'user_id', title: 'طلبات الدعم' },
  { table: 'support_messages', column: 'user_id', title: 'رسائل الدعم' },
  { table: 'trial_reminders', column: 'user_id', title: 'تذكيرات انتهاء الفترة التجريبية' },
  { table: 'mail_preferences', column: 'user_id', title: 'تفضيلات البريد' },
  { table: 'login_attempts', column: 'user_id', title: 'محاولات تسجيل الدخول' },
]

/** Titles of the parts only the address can hold (public.account_email_rows). */
const BY_EMAIL_TITLES: Record<string, string> = {
  waiting_list: 'قائمة الانتظار',
  newsletter_subscribers: 'النشرة البريدية',
  launch_invitations: 'دعوة ما قبل الإطلاق',
}

const TITLES: Record<string, string> = {
  ...Object.fromEntries(BY_USER.map((p) => [p.table, p.title])),
  ...BY_EMAIL_TITLES,
}

type EmailRows = {
  email: string
  verified: boolean
  status: string | null
  tables: string[]
  rows: Record<string, Record<string, unknown>[]>
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '—'
  return escapeHtml(typeof value === 'object' ? JSON.stringify(value) : String(value))
}

/** A readable page: one table per part, the raw JSON stays the complete copy. */
function summaryHtml(
  email: string,
  exportedAt: string,
  linkedNote: string,
  data: Record<string, unknown[]>,
): string {
  const parts = Object.entries(data).map(([table, rows]) => {
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row as object)))]
    const body = rows.length
      ? `<table><thead><tr>${columns.map((c) => `<th>${escapeHtml(c)}</th>`).join('')}</tr></thead><tbody>${rows
          .map(
            (row) =>
              `<tr>${columns.map((c) => `<td>${cell((row as Record<string, unknown>)[c])}</td>`).join('')}</tr>`,
          )
          .join('')}</tbody></table>`
      : '<p>لا توجد بيانات.</p>'
    return `<section><h2>${escapeHtml(TITLES[table] ?? table)} (${rows.length})</h2>${body}</section>`
  })
  return `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8" /><title>بياناتي في سند</title>
<style>body{font-family:Tahoma,Arial,sans-serif;margin:24px;color:#111}table{border-collapse:collapse;width:100%;font-size:12px;margin-bottom:16px}th,td{border:1px solid #ccc;padding:4px;text-align:right;vertical-align:top;word-break:break-word}h2{font-size:16px}</style></head>
<body dir="rtl"><h1>بياناتي في سند</h1><p>الحساب: <span dir="ltr">${escapeHtml(email)}</span> — تاريخ النسخة: <span dir="ltr">${escapeHtml(exportedAt)}</span></p>
<p>${escapeHtml(linkedNote)}</p>
${parts.join('\n')}</body></html>`
}

Deno.serve(async (req) => {
  const early = preflight(req)
  if (early) return early
  if (req.method !== 'POST') {
    return json({ error: functionErrors.methodNotAllowed }, { status: 405 })
  }
  const jwt = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]
  if (!jwt) return json({ error: functionErrors.signInRequired }, { status: 401 })
  const admin = adminClient()
  // getUser: the account as it is now (its current e-mail for the rows keyed by address).
  const { data: auth, error: authError } = await admin.auth.getUser(jwt)
  const caller = auth?.user
  if (authError || !caller) return json({ error: functionErrors.sessionExpired }, { status: 401 })

  const { data: allowed, error: limitError } = await admin.rpc('check_rate_limit', {
    p_identifier: caller.id,
    p_identifier_type: 'user',
    p_endpoint: 'account_export',
    p_max_requests: 5,
    p_window_minutes: 60,
  })
  if (limitError) {
    console.error('account-export: rate limit check failed', limitError)
    return json({ error: functionErrors.rateLimitUnavailable }, { status: 503 })
  }
  if (!allowed) return json({ error: TOO_MANY }, { status: 429 })

  const email = (caller.email ?? '').toLowerCase()
  const data: Record<string, unknown[]> = {}
  const asCaller = createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${jwt}` } },
  })
  for (const part of BY_USER) {
    const { data: rows, error } = await (part.asCaller ? asCaller : admin)
      .from(part.table)
      .select(part.select ?? '*')
      .eq(part.column, caller.id)
    if (error) {
      console.error(`account-export: ${part.table} failed`, error)
      return json({ error: FAILED }, { status: 503 })
    }
    data[part.table] = rows ?? []
  }
  // The rows the address holds without an account: none until the product verified it.
  const { data: byEmail, error: emailError } = await admin.rpc('account_email_rows', {
    p_user_id: caller.id,
  })
  if (emailError || !byEmail) {
    console.error('account-export: rows by address failed', emailError)
    return json({ error: FAILED }, { status: 503 })
  }
  const linked = byEmail as EmailRows
  for (const [table, rows] of Object.entries(linked.rows)) {
    const held = (data[table] ?? []) as Record<string, unknown>[]
    const seen = new Set(held.map((row) => row.id).filter((id) => id !== undefined))
    data[table] = [...held, ...rows.filter((row) => row.id === undefined || !seen.has(row.id))]
  }
  const emailLinked = {
    email: linked.email,
    verified: linked.verified,
    tables: linked.tables,
    message: linked.verified ? EMAIL_ROWS_LINKED : EMAIL_ROWS_NOT_LINKED,
  }

  const exportedAt = new Date().toISOString()
  const account = {
    id: caller.id,
    email: caller.email ?? null,
    created_at: caller.created_at,
    last_sign_in_at: caller.last_sign_in_at ?? null,
    providers: caller.app_metadata?.providers ?? [],
    user_metadata: caller.user_metadata ?? {},
  }
  const { error: auditError } = await admin.rpc('log_audit_event', {
    p_action: 'account_exported',
    p_user_id: caller.id,
    p_target_type: 'account',
    p_target_id: caller.id,
    p_metadata: { parts: Object.keys(data).length },
  })
  if (auditError) console.error('account-export: audit failed', auditError)
  return json(
    {
      exported_at: exportedAt,
      account,
      email_linked: emailLinked,
      data,
      summary_html: summaryHtml(email, exportedAt, emailLinked.message, { ...data }),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
})
