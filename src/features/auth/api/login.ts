import { oauthRedirectTo } from '@/lib/return-path'
import { getSupabase } from '@/lib/supabase'
import { toSecurityStatus, type LoginSecurityStatus } from '../lock'
import { LoginError, signInThrough, type SignInAnswer } from './sign-in-core'

const client = getSupabase

export const authKeys = {
  all: ['auth'] as const,
  securityStatus: (identifier: string) =>
    [...authKeys.all, 'security-status', identifier.trim().toLowerCase()] as const,
}

export { LoginError, loginErrorMessage } from './sign-in-core'

export async function fetchLoginSecurityStatus(identifier: string): Promise<LoginSecurityStatus> {
  const { data, error } = await (
    await client()
  ).rpc('get_login_security_status', { identifier: identifier.trim().toLowerCase() })
  if (error) throw new Error('تعذّر التحقق من حالة الحساب')
  return toSecurityStatus(data)
}

/**
 * Signs in with an e-mail or username and a password through the `sign-in` edge function and
 * stores the returned session with supabase-js (sign-in-core.ts). Throws LoginError.
 */
export function signInWithIdentifier(identifier: string, password: string): Promise<void> {
  return signInThrough(
    async () => {
      const supabase = await client()
      return {
        invoke: (name, options) => supabase.functions.invoke<SignInAnswer>(name, options),
        setSession: (tokens) => supabase.auth.setSession(tokens),
        rpc: (name, args) => supabase.rpc(name, args as never),
      }
    },
    identifier,
    password,
  )
}

/**
 * Google sign-in: leaves for the provider and returns signed in to `path`, where e-mail sign-in
 * goes (returnPath: the page the user came from, else the dashboard).
 */
export async function signInWithGoogle(path: string): Promise<void> {
  try {
    const { error } = await (
      await client()
    ).auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: oauthRedirectTo(path) },
    })
    if (error) throw error
  } catch {
    throw new LoginError('فشل في تسجيل الدخول باستخدام Google')
  }
}
