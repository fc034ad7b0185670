import { useState } from 'react'
import { SignOutIcon } from '@/components/icons/directional'
import { Button } from '@/components/ui/button'
import { useSignOut } from '@/hooks/use-session'
import { toast } from '@/lib/toast'

/**
 * «تسجيل الخروج» at the foot of the user area's navigation (issue 50): sign-in lands on the
 * dashboard, so the way out is there too, not only on the public site's navbar.
 */
export function SignOutButton() {
  const signOut = useSignOut()
  const [signingOut, setSigningOut] = useState(false)
  async function handleSignOut() {
    setSigningOut(true)
    try {
      await signOut()
    } catch {
      toast.error('تعذّر تسجيل الخروج، يرجى المحاولة مرة أخرى')
    } finally {
      setSigningOut(false)
    }
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      className="justify-start"
      onClick={handleSignOut}
      disabled={signingOut}
    >
      <SignOutIcon aria-hidden="true" />
      {signingOut ? 'جارٍ تسجيل الخروج...' : 'تسجيل الخروج'}
    </Button>
  )
}
