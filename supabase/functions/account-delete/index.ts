/**
 * POST /functions/v1/account-delete { password } | { nonce } (the caller's JWT is required)
 *
 * «حذف حسابي» (issue 30, the PDPL right to erasure). The caller proves it is them again: the
 * account password (checked by the auth server itself, so its lock counts a guess) or the
 * six-digit code the auth server mailed on `reauthenticate` (Google accounts have no password).
 * Then public.delete_account removes or anonymises every personal row, keeps the payment
 * records without personal data and deletes the auth user, in one transaction; a confirmation
 * e-mail goes to the address the account had. Rows keyed by the address and held by no account
 * (waiting list, newsletter, pre-launch invitation, contact messages, login attempts) go with it
 * only when the product verified the address (send-verification-email / verify-email): a
 * sign-up alone proves nothing about the mailbox. `email_linked` says which case applied.
 *
 * Limits: 5 attempts per account in 15 minutes. Answers: 200 { deleted: true, email_linked:
 * { verified, removed: { <table>: n }, anonymised: { <table>: n }, message } }; 400 a wrong or
 * missing proof; 401 no session; 409 the last admin; 429 over the limit.
 */
import { bearerToken } from '../_shared/auth.ts'
import { clientIp } from '../_shared/client-address.ts'
import { json, preflight } from '../_shared/cors.ts'
import { adminClient, env } from '../_shared/env.ts'
import { escapeHtml } from '../_shared/mail.ts'
import { sendThroughOutbox } from '../_shared/outbox.ts'
import { functionErrors, isPlainObject } from '../_shared/messages.ts'

const MAX_PASSWORD = 1024
const WRONG_PASSWORD = 'كلمة المرور غير صحيحة'
const WRONG_CODE = 'رمز التأكيد غير صحيح أو انتهت صلاحيته. اطلب رمزاً جديداً'
const PROOF_REQUIRED = 'أدخل كلمة المرور أو رمز التأكيد المرسل إلى بريدك'
const TOO_MANY = 'محاولات كثيرة لحذف الحساب. يرجى الانتظار 15 دقيقة ثم المحاولة مرة أخرى'
const FAILED = 'تعذّر حذف الحساب الآن. لم يُحذف شيء، يرجى المحاولة لاحقاً'
const EMAIL_ROWS_REMOVED =
  'وبما أن بريدك كان مؤكَّداً حذفنا كذلك ما سُجّل به دون حساب (قائمة الانتظار، والنشرة البريدية، ودعوة ما قبل الإطلاق، ورسائل التواصل، ومحاولات الدخول)، وأزلناه من أكواد الخصم المستخدمة ومن سجلات الأمان والتدقيق.'
const EMAIL_ROWS_KEPT =
  'لم يكن بريدك مؤكَّداً، فلم نحذف ما سُجّل بهذا البريد دون حساب (قائمة الانتظار، والنشرة البريدية، ودعوة ما قبل الإطلاق، ورسائل التواصل): لا نربطه بحساب قبل أن يثبت رابط التأكيد أن البريد لصاحبه. لحذفه راسلنا من هذا البريد.'

type EmailLinked = {
  verified: boolean
  removed: Record<string, number>
  anonymised: Record<string, number>
}

function confirmationMail(name: string, emailRows: string) {
  const subject = 'تم حذف حسابك في سند'
  const greeting = name ? `مرحباً ${name}،` : 'مرحباً،'
  const lines = [
    'حذفنا حسابك في سند بناءً على طلبك، ومعه ملفك الشخصي واشتراكك ومفضلتك ومتغيراتك وتفضيلاتك وجلساتك ومحادثاتك.',
    'نحتفظ بسجلات الدفع والفواتير الضريبية دون اسمك أو بريدك طوال المدة التي يوجبها النظام (10 سنوات)، ثم تُحذف.',
    emailRows,
    'إن لم تطلب حذف حسابك فتواصل معنا فوراً بالرد على هذه الرسالة.',
  ]
  const text = `${subject}\n\n${greeting}\n\n${lines.join('\n\n')}\n\nفريق سند\n`
  const html = `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8" /><title>${subject}</title></head><body dir="rtl" style="margin:0;padding:24px;background:#f6f7f9;font-family:Tahoma,Arial,sans-serif;direction:rtl;text-align:right;color:#111">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-size:22px;font-weight:bold;color:#0f766e">سند</p>
<h1 style="font-size:20px;margin:0 0 16px">${subject}</h1>
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p style="line-height:1.8">${line}</p>`).join('\n')}
<p>فريق سند</p>
</div></body></html>`
  return { subject, text, html }
}

Deno.serve(async (req) => {
  const early = preflight(req)
  if (early) return early
  if (req.method !== 'POST') {
    return json({ error: functionErrors.methodNotAllowed }, { status: 405 })
  }
  const jwt = bearerToken(req)
  if (!jwt) return json({ error: functionErrors.signInRequired }, { status: 401 })
  const admin = adminClient()
  // getUser, not getClaims: the account as it is now (its current e-mail), and a token of an
  // account that is already gone gets nothing.
  const { data: auth, error: authError } = await admin.auth.getUser(jwt)
  const caller = auth?.user
  if (authError || !caller) return json({ error: functionErrors.sessionExpired }, { status: 401 })

  const body: unknown = await req.json().catch(() => null)
  if (!isPlainObject(body)) return json({ error: functionErrors.invalidBody }, { status: 400 })
  const password = typeof body.password === 'string' ? body.password : ''
  const nonce = typeof body.nonce === 'string' ? body.nonce.trim() : ''
  if ((!password && !nonce) || password.length > MAX_PASSWORD || nonce.length > 16) {
    return json({ error: PROOF_REQUIRED }, { status: 400 })
  }

  const { data: allowed, error: limitError } = await admin.rpc('check_rate_limit', {
    p_identifier: caller.id,
    p_identifier_type: 'user',
    p_endpoint: 'account_delete',
    p_max_requests: 5,
    p_window_minutes: 15,
  })
  if (limitError) {
    console.error('account-delete: rate limit check failed', limitError)
    return json({ error: functionErrors.rateLimitUnavailable }, { status: 503 })
  }
  if (!allowed) return json({ error: TOO_MANY }, { status: 429 })

  if (password) {
    const headers: Record<string, string> = {
      apikey: env('SUPABASE_SERVICE_ROLE_KEY'),
      'Content-Type': 'application/json',
    }
    const ip = clientIp(req.headers)
    if (ip) headers['Sb-Forwarded-For'] = ip
    const check = await fetch(`${env('SUPABASE_URL')}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: caller.email, password }),
    })
    await check.body?.cancel()
    if (!check.ok) return json({ error: WRONG_PASSWORD }, { status: 400 })
  } else {
    const { data: valid, error } = await admin.rpc('verify_reauthentication_nonce', {
      p_user_id: caller.id,
      p_nonce: nonce,
    })
    if (error) {
      console.error('account-delete: nonce check failed', error)
      return json({ error: FAILED }, { status: 503 })
    }
    if (!valid) return json({ error: WRONG_CODE }, { status: 400 })
  }

  const { data: deleted, error: deleteError } = await admin.rpc('delete_account', {
    p_user_id: caller.id,
  })
  if (deleteError) {
    if (deleteError.hint === 'last_admin') {
      return json({ error: deleteError.message, error_code: 'last_admin' }, { status: 409 })
    }
    console.error('account-delete: deletion failed', deleteError)
    return json({ error: FAILED }, { status: 503 })
  }

  const gone = (isPlainObject(deleted) ? deleted : {}) as {
    email?: string
    full_name?: string
    email_linked?: EmailLinked
  }
  const linked: EmailLinked = gone.email_linked ?? { verified: false, removed: {}, anonymised: {} }
  const emailLinked = {
    verified: linked.verified,
    removed: linked.removed,
    anonymised: linked.anonymised,
    message: linked.verified ? EMAIL_ROWS_REMOVED : EMAIL_ROWS_KEPT,
  }
  if (gone.email) {
    const mail = confirmationMail(
      gone.full_name && !gone.full_name.includes('@') ? gone.full_name : '',
      emailLinked.message,
    )
    // The account is gone either way; the outbox (issue 49) retries the notice and forgets it
    // once sent.
    await sendThroughOutbox(admin, gone.email, mail, { forget: true })
  }
  return json(
    { deleted: true, email_linked: emailLinked },
    { headers: { 'Cache-Control': 'no-store' } },
  )
})
