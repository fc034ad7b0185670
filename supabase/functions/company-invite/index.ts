/**
 * POST /functions/v1/company-invite (bearer token required)
 * Body: { companyId, email, role, expiresInDays? } creates an e-mail invitation;
 *       { invitationId } resends a pending one (with a new token: the old link stops working).
 *
 * Company invitations by e-mail (issue 43). The invitation is created or resent by the database
 * AS THE CALLER (create_company_invitation / resend_company_invitation), so the role rules, the
 * seat limit, the rate limits and the Arabic refusals are the database's; the raw token exists
 * only in that answer and in the mail. The mail (Arabic: the company's name, the inviter, the
 * role, the expiry and the link ${SITE_URL}/invite/<token>) goes through the product's mail path
 * (_shared/mail.ts; locally the stack's mailbox), and mark_company_invitation_sent counts it.
 *
 * Answers { success: true, invitationId, expiresAt } or { error, hint? } with
 * 400/401/403/404/405/429, and 502 { error, invitationId } when the provider refused the mail (the
 * invitation exists; resend it later).
 */
import { createClient, type PostgrestError } from '@supabase/supabase-js'
import { json, preflight } from '../_shared/cors.ts'
import { env } from '../_shared/env.ts'
import { escapeHtml, type Mail, siteUrl } from '../_shared/mail.ts'
import { sendThroughOutbox } from '../_shared/outbox.ts'
import { functionErrors, isPlainObject } from '../_shared/messages.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const messages = {
  companyRequired: 'اختر الشركة',
  emailRequired: 'اكتب البريد الإلكتروني للمدعو',
  mailNotSent: 'تعذّر إرسال بريد الدعوة. يرجى المحاولة لاحقاً',
  invitationNotFound: 'الدعوة غير موجودة',
} as const

const roleNames: Record<string, string> = { admin: 'مشرف', editor: 'محرر', member: 'عضو' }

const riyadh = new Intl.DateTimeFormat('ar-SA-u-ca-gregory', {
  timeZone: 'Asia/Riyadh',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

/** The database's refusal as an HTTP answer: its Arabic message and hint, its status. */
function refusal(error: PostgrestError): Response {
  const status =
    error.code === 'PT429'
      ? 429
      : error.code === '42501'
        ? 403
        : error.hint === 'not_found'
          ? 404
          : error.code === 'P0001'
            ? 400
            : 500
  return json(
    { error: status === 500 ? functionErrors.invalidBody : error.message, hint: error.hint },
    { status },
  )
}

export function invitationMail(input: {
  company: string
  inviter: string
  role: string
  expiresAt: string
  link: string
}): Mail {
  const role = roleNames[input.role] ?? input.role
  const until = riyadh.format(new Date(input.expiresAt))
  const subject = `دعوة للانضمام إلى ${input.company} على سند`
  const lines = [
    'مرحباً،',
    `يدعوك ${input.inviter} للانضمام إلى حساب «${input.company}» على سند بدور «${role}»، لتستخدم مكتبة أوامر الشركة وقيمها.`,
    `الدعوة صالحة حتى ${until}، وتُستخدم مرة واحدة. إن لم يكن لديك حساب في سند فأنشئ حساباً بهذا البريد ثم اقبل الدعوة.`,
  ]
  const html = `<!doctype html><html lang="ar" dir="rtl"><body style="font-family:Tahoma,Arial,sans-serif;direction:rtl;text-align:right;background:#f6f7f9;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:24px;color:#111">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="background:#2dd4bf;color:#04201c;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">قبول الدعوة</a></p>
<p style="font-size:13px;color:#555">أو افتح هذا الرابط: ${escapeHtml(input.link)}</p>
<p>فريق سند</p>
</div></body></html>`
  return {
    subject,
    text: `${lines.join('\n\n')}\n\nقبول الدعوة: ${input.link}\n\nفريق سند`,
    html,
  }
}

interface Issued {
  id: string
  token: string
  expires_at: string
  email?: string | null
  company_id?: string
}

Deno.serve(async (req) => {
  const early = preflight(req)
  if (early) return early
  if (req.method !== 'POST')
    return json({ error: functionErrors.methodNotAllowed }, { status: 405 })

  const jwt = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]
  if (!jwt) return json({ error: functionErrors.signInRequired }, { status: 401 })
  const supabaseUrl = env('SUPABASE_URL')
  const admin = createClient(supabaseUrl, env('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const { data: auth, error: authError } = await admin.auth.getUser(jwt)
  const caller = auth?.user
  if (authError || !caller) return json({ error: functionErrors.sessionExpired }, { status: 401 })

  let body: unknown
  try {
    body = await req.json()
  } catch {
    return json({ error: functionErrors.invalidBody }, { status: 400 })
  }
  if (!isPlainObject(body)) return json({ error: functionErrors.invalidBody }, { status: 400 })

  // Everything about the company goes through the database as the caller.
  const asCaller = createClient(supabaseUrl, env('SUPABASE_ANON_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${jwt}` } },
  })

  let issued: Issued
  let companyId: string
  let to: string
  if (typeof body.invitationId === 'string') {
    const invitationId = body.invitationId.trim()
    if (!UUID.test(invitationId))
      return json({ error: messages.invitationNotFound, hint: 'not_found' }, { status: 404 })
    const { data, error } = await asCaller
      .rpc('resend_company_invitation', { p_invitation_id: invitationId })
      .single<Issued>()
    if (error) return refusal(error)
    if (!data.email)
      // A link invitation has no address to mail: the new token is for the inviter to share.
      return json({ error: messages.emailRequired, hint: 'invalid_email' }, { status: 400 })
    issued = data
    companyId = data.company_id ?? ''
    to = data.email
  } else {
    companyId = typeof body.companyId === 'string' ? body.companyId.trim() : ''
    if (!UUID.test(companyId)) return json({ error: messages.companyRequired }, { status: 400 })
    const email = typeof body.email === 'string' ? body.email.trim() : ''
    if (!email)
      return json({ error: messages.emailRequired, hint: 'invalid_email' }, { status: 400 })
    const role = typeof body.role === 'string' ? body.role : ''
    const days = typeof body.expiresInDays === 'number' ? body.expiresInDays : 7
    const { data, error } = await asCaller
      .rpc('create_company_invitation', {
        p_company_id: companyId,
        p_role: role,
        p_email: email,
        p_expires_in_days: days,
      })
      .single<Issued>()
    if (error) return refusal(error)
    issued = data
    to = email.toLowerCase()
  }

  const { data: company } = await asCaller
    .from('companies')
    .select('legal_name, trade_name')
    .eq('id', companyId)
    .maybeSingle()
  const { data: profile } = await admin
    .from('profiles')
    .select('full_name')
    .eq('id', caller.id)
    .maybeSingle()
  const { data: invitation } = await admin
    .from('company_invitations')
    .select('role')
    .eq('id', issued.id)
    .single()
  const inviter =
    profile?.full_name && !profile.full_name.includes('@') ? profile.full_name : 'فريق الشركة'
  const mail = invitationMail({
    company: company?.trade_name || company?.legal_name || 'شركتك',
    inviter,
    role: invitation?.role ?? 'member',
    expiresAt: issued.expires_at,
    link: `${siteUrl()}/invite/${issued.token}`,
  })
  // Through the outbox (issue 49); the link is forgotten by the outbox once the mail is sent.
  if (!(await sendThroughOutbox(admin, to, mail, { sensitive: true })))
    return json({ error: messages.mailNotSent, invitationId: issued.id }, { status: 502 })
  await asCaller.rpc('mark_company_invitation_sent', { p_invitation_id: issued.id })
  return json({ success: true, invitationId: issued.id, expiresAt: issued.expires_at })
})
