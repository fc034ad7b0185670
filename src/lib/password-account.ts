import { authStore } from './auth-store'

/**
 * Whether the signed-in account has a password (an `email` provider): password accounts prove
 * themselves with the password; Google-only accounts with a mailed code.
 */
export function signsInWithPassword(): boolean {
  const user = authStore.getSnapshot().session?.user
  const providers = (user?.app_metadata?.providers as string[] | undefined) ?? [
    String(user?.app_metadata?.provider ?? 'email'),
  ]
  return providers.includes('email')
}
