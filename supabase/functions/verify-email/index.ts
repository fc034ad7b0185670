/**
 * GET /functions/v1/verify-email?token=... (public: the link in the verification e-mail)
 *
 * Spends the token once (a single UPDATE ... WHERE used_at IS NULL AND expires_at > now(), so
 * two clicks cannot both succeed), confirms the account's e-mail through the auth admin API,
 * marks the profile verified, and for an e-mail change applies the new address. Then redirects
 * to the app: `${SITE_URL}/verify-email?success=true` or `?error=missing_token |
 * verification_failed | server_error` (spec doc 2 section 8).
 */
import { createClient } from '@supabase/supabase-js'
import { preflight } from '../_shared/cors.ts'
import { hashVerificationToken } from '../_shared/verification-token.ts'

type Outcome =
  | { success: true; message?: string }
  | { error: 'missing_token' | 'verification_failed' | 'server_error' }

function env(name: string, fallback = ''): string {
  return Deno.env.get(name)?.trim() || fallback
}

function redirect(outcome: Outcome): Response {
  const target = new URL('/verify-email', env('SITE_URL', 'http://127.0.0.1:5173'))
  if ('success' in outcome) {
    target.searchParams.set('success', 'true')
    if (outcome.message) target.searchParams.set('message', outcome.message)
  } else {
    target.searchParams.set('error', outcome.error)
  }
  return new Response(null, {
    status: 303,
    headers: { Location: target.toString(), 'Cache-Control': 'no-store' },
  })
}

async function verify(token: string): Promise<Outcome> {
  const admin = createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const { data: spent, error } = await admin
    .from('email_verification_tokens')
    .update({ used_at: new Date().toISOString(), confirmed_at: new Date().toISOString() })
    .eq('token_hash', await hashVerificationToken(token))
    .is('used_at', null)
    .gt('expires_at', new Date().toISOString())
    .select('id, user_id, type, new_email, change_id')
    .maybeSingle()
  if (error) {
    console.error('verify-email: token lookup failed', error)
    return { error: 'server_error' }
  }
  if (!spent) return { error: 'verification_failed' }

  // Issue 49: an e-mail change waits for both of its links (new and current address).
  if (spent.change_id) {
    const { data: partner, error: partnerError } = await admin
      .from('email_verification_tokens')
      .select('id')
      .eq('change_id', spent.change_id)
      .neq('id', spent.id)
      .not('confirmed_at', 'is', null)
      .maybeSingle()
    if (partnerError) {
      console.error('verify-email: partner lookup failed', partnerError)
      return { error: 'server_error' }
    }
    if (!partner) {
      return {
        success: true,
        message:
          spent.type === 'email_change_current'
            ? 'تم تأكيد الطلب من بريدك الحالي. لإتمام التغيير افتح الرابط الذي أرسلناه إلى بريدك الجديد'
            : 'تم تأكيد بريدك الجديد. لإتمام التغيير افتح الرابط الذي أرسلناه إلى بريدك الحالي',
      }
    }
  }

  const changing =
    (spent.type === 'email_change' || spent.type === 'email_change_current') &&
    typeof spent.new_email === 'string'
  const { error: confirmError } = await admin.auth.admin.updateUserById(spent.user_id, {
    ...(changing ? { email: spent.new_email } : {}),
    email_confirm: true,
  })
  if (confirmError) {
    // e.g. the new address was taken by another account since the link was sent.
    console.error('verify-email: confirming the user failed', confirmError)
    return { error: 'verification_failed' }
  }
  const { error: profileError } = await admin
    .from('profiles')
    .update({ email_verification_status: 'verified' })
    .eq('id', spent.user_id)
  if (profileError) {
    console.error('verify-email: profile update failed', profileError)
    return { error: 'server_error' }
  }
  await admin.rpc('log_security_event', {
    p_event_type: changing ? 'email_changed' : 'email_verified',
    p_description: changing ? 'E-mail change confirmed' : 'E-mail address verified',
    p_user_id: spent.user_id,
    p_severity: changing ? 'medium' : 'low',
    p_metadata: changing ? { new_email: spent.new_email } : {},
  })
  return changing
    ? { success: true, message: 'تم تحديث بريدك الإلكتروني وتأكيده بنجاح' }
    : { success: true, message: 'تم تأكيد بريدك الإلكتروني بنجاح. مرحباً بك في سند!' }
}

Deno.serve(async (req) => {
  const early = preflight(req)
  if (early) return early
  // Only GET spends a token; link scanners that probe with HEAD must not use it up.
  if (req.method !== 'GET') {
    return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET' } })
  }
  const token = new URL(req.url).searchParams.get('token')?.trim()
  if (!token) return redirect({ error: 'missing_token' })
  try {
    return redirect(await verify(token))
  } catch (error) {
    console.error('verify-email: unexpected failure', error)
    return redirect({ error: 'server_error' })
  }
})
