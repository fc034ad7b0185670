/**
 * POST /functions/v1/support-mail (bearer token required)
 * Body: { ticketId }
 *
 * Sends the Arabic e-mails a support request owes its customer (issue 31): «استلمنا طلبك» with
 * the first-response target once, and a copy of every team reply once. The caller must be able
 * to read the request under RLS (its owner, or an admin at aal2), so the function only ever mails
 * a request's own customer what the database says is due; each mail is claimed first
 * (support_tickets.received_mailed_at, support_messages.mailed_at) so two calls never send it
 * twice, and released again when the provider refuses it. The app calls it after opening a
 * request and after each team reply.
 *
 * Answers { success: true, sent } or { error } with 400/401/403/404/405/429/502.
 */
import { createClient } from '@supabase/supabase-js'
import { json, preflight } from '../_shared/cors.ts'
import { env } from '../_shared/env.ts'
import { escapeHtml, type Mail, sendMail } from '../_shared/mail.ts'
import { functionErrors, isPlainObject } from '../_shared/messages.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const CALLS_PER_HOUR = 120

const messages = {
  ticketRequired: 'رقم طلب الدعم مطلوب',
  ticketNotFound: 'طلب الدعم غير موجود',
  tooMany: 'تم تجاوز عدد المحاولات المسموح. يرجى المحاولة لاحقاً',
  mailNotSent: 'تعذّر إرسال بريد الدعم. يرجى المحاولة لاحقاً',
} as const

const targets: Record<string, string> = {
  email: 'خلال يومَي عمل',
  standard: 'خلال يوم عمل',
  direct: 'خلال 4 ساعات عمل',
  priority: 'خلال ساعة عمل',
}

const riyadh = new Intl.DateTimeFormat('ar-SA-u-ca-gregory', {
  timeZone: 'Asia/Riyadh',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
})

/** Plain text as HTML: escaped, line breaks kept; nothing from a message is markup. */
function textToHtml(text: string): string {
  return escapeHtml(text).replaceAll('\n', '<br>')
}

function layout(title: string, paragraphs: string[], link: string): string {
  return `<!doctype html><html lang="ar" dir="rtl"><body style="font-family:Tahoma,Arial,sans-serif;direction:rtl;text-align:right;background:#f6f7f9;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:24px;color:#111">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#2dd4bf;color:#04201c;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">عرض الطلب</a></p>
<p>فريق سند</p>
</div></body></html>`
}

interface Ticket {
  id: string
  user_id: string
  subject: string
  support_level: string
  first_response_due_at: string
}

function receivedMail(name: string, ticket: Ticket, link: string) {
  const subject = `استلمنا طلب الدعم: ${ticket.subject}`
  const target = targets[ticket.support_level] ?? targets.email
  const due = riyadh.format(new Date(ticket.first_response_due_at))
  const lines = [
    `مرحباً ${name}،`,
    `استلمنا طلبك «${ticket.subject}» وسيرد عليك فريق الدعم ${target} (ساعات العمل: الأحد–الخميس 9:00–18:00، السبت 10:00–16:00، بتوقيت الرياض).`,
    `موعد الرد المتوقع: ${due}.`,
    `تابع طلبك واكتب لنا من هنا: ${link}`,
  ]
  return {
    subject,
    text: `${lines.join('\n\n')}\n\nفريق سند`,
    html: layout(subject, lines.slice(0, 3).map(escapeHtml), link),
  }
}

function replyMail(name: string, ticket: Ticket, body: string, link: string) {
  const subject = `رد فريق الدعم على طلبك: ${ticket.subject}`
  const lead = `مرحباً ${name}،`
  const intro = 'ردّ فريق دعم سند على طلبك:'
  const after = 'يمكنك الرد أو إغلاق الطلب من صفحة الطلب.'
  return {
    subject,
    text: `${lead}\n\n${intro}\n\n${body}\n\n${after}\n${link}\n\nفريق سند`,
    html: layout(
      subject,
      [
        escapeHtml(lead),
        escapeHtml(intro),
        `<span style="display:block;white-space:normal;border-inline-start:3px solid #2dd4bf;padding-inline-start:12px">${textToHtml(body)}</span>`,
        escapeHtml(after),
      ],
      link,
    ),
  }
}

const send = (to: string, mail: Mail) => sendMail(to, mail, 'support-mail')

Deno.serve(async (req) => {
  const early = preflight(req)
  if (early) return early
  if (req.method !== 'POST')
    return json({ error: functionErrors.methodNotAllowed }, { status: 405 })

  const supabaseUrl = env('SUPABASE_URL')
  const jwt = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]
  if (!jwt) return json({ error: functionErrors.signInRequired }, { status: 401 })
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
  const ticketId = typeof body.ticketId === 'string' ? body.ticketId.trim() : ''
  if (!UUID.test(ticketId)) return json({ error: messages.ticketRequired }, { status: 400 })

  // Read as the caller: RLS decides whether this request is theirs (or they are an aal2 admin).
  const asCaller = createClient(supabaseUrl, env('SUPABASE_ANON_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${jwt}` } },
  })
  const { data: visible } = await asCaller
    .from('support_tickets')
    .select('id')
    .eq('id', ticketId)
    .maybeSingle()
  if (!visible) return json({ error: messages.ticketNotFound }, { status: 404 })

  const { data: allowed, error: limitError } = await admin.rpc('check_rate_limit', {
    p_identifier: caller.id,
    p_identifier_type: 'user',
    p_endpoint: 'support-mail',
    p_max_requests: CALLS_PER_HOUR,
    p_window_minutes: 60,
  })
  if (limitError) return json({ error: functionErrors.rateLimitUnavailable }, { status: 500 })
  if (allowed === false) return json({ error: messages.tooMany }, { status: 429 })

  const { data: ticket } = await admin
    .from('support_tickets')
    .select('id, user_id, subject, support_level, first_response_due_at')
    .eq('id', ticketId)
    .single<Ticket>()
  if (!ticket) return json({ error: messages.ticketNotFound }, { status: 404 })
  const { data: profile } = await admin
    .from('profiles')
    .select('full_name, email')
    .eq('id', ticket.user_id)
    .maybeSingle()
  const { data: owner } = await admin.auth.admin.getUserById(ticket.user_id)
  const recipient = owner?.user?.email ?? profile?.email ?? ''
  if (!recipient) return json({ success: true, sent: 0 })
  const name = profile?.full_name && !profile.full_name.includes('@') ? profile.full_name : 'بك'
  const link = `${env('SITE_URL', 'http://127.0.0.1:5173').replace(/\/+$/, '')}/dashboard/help/requests/${ticket.id}`

  let sent = 0
  let failed = false
  const { data: claimedTicket } = await admin
    .from('support_tickets')
    .update({ received_mailed_at: new Date().toISOString() })
    .eq('id', ticket.id)
    .is('received_mailed_at', null)
    .select('id')
  if (claimedTicket?.length) {
    if (await send(recipient, receivedMail(name, ticket, link))) sent += 1
    else {
      failed = true
      await admin.from('support_tickets').update({ received_mailed_at: null }).eq('id', ticket.id)
    }
  }
  const { data: replies } = await admin
    .from('support_messages')
    .update({ mailed_at: new Date().toISOString() })
    .eq('ticket_id', ticket.id)
    .eq('author_role', 'team')
    .is('mailed_at', null)
    .select('id, body, created_at')
  for (const reply of (replies ?? []).sort((a, b) => a.created_at.localeCompare(b.created_at))) {
    if (await send(recipient, replyMail(name, ticket, reply.body, link))) sent += 1
    else {
      failed = true
      await admin.from('support_messages').update({ mailed_at: null }).eq('id', reply.id)
    }
  }
  if (failed) return json({ error: messages.mailNotSent, sent }, { status: 502 })
  return json({ success: true, sent })
})
