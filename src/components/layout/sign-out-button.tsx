import { SignOutIcon } from '@/components/icons/directional'
import { Button } from '@/components/ui/button'
import { useSignOutAction } from '@/hooks/use-sign-out-action'

/**
 * «تسجيل الخروج» at the foot of the user area's navigation (issue 50): sign-in lands on the
 * dashboard, so the way out is there too, not only on the public site's navbar.
 */
export function SignOutButton() {
  const { signingOut, handleSignOut } = useSignOutAction()
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
