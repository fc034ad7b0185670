import { useState } from 'react'
import { useSignOut } from '@/hooks/use-session'
import { toast } from '@/lib/toast'

/**
 * Signing out from a button: its pending state, and an Arabic toast if it fails. `before` runs
 * first (the navbar closes its phone menu).
 */
export function useSignOutAction(before?: () => void) {
  const signOut = useSignOut()
  const [signingOut, setSigningOut] = useState(false)
  async function handleSignOut() {
    setSigningOut(true)
    before?.()
    try {
      await signOut()
    } catch {
      toast.error('تعذّر تسجيل الخروج، يرجى المحاولة مرة أخرى')
    } finally {
      setSigningOut(false)
    }
  }
  return { signingOut, handleSignOut }
}
