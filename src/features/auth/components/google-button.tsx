import { useState } from 'react'
import { useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { useHydrated } from '@/hooks/use-hydrated'
import { useStaticRender } from '@/hooks/use-static-render'
import { returnPath } from '@/lib/return-path'
import { toast } from '@/lib/toast'
import { LoginError, signInWithGoogle } from '../api/login'

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.94l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.96 10.96 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.3 9.14 5.38 12 5.38z"
      />
    </svg>
  )
}

/** Google sign-in with its own loading state (spec doc 1 section 4). */
export function GoogleButton({ disabled }: { disabled?: boolean }) {
  const [pending, setPending] = useState(false)
  // Back from Google where e-mail sign-in goes: the page that sent the user here, else the dashboard.
  const location = useLocation()
  const hydrated = useHydrated()
  // On the static /login page src/islands/login.ts runs this button (prerendered disabled).
  const isStatic = useStaticRender() !== null

  async function onClick() {
    setPending(true)
    try {
      await signInWithGoogle(returnPath(location.state))
    } catch (error) {
      setPending(false)
      toast.error('خطأ في تسجيل الدخول', {
        description:
          error instanceof LoginError ? error.message : 'فشل في تسجيل الدخول باستخدام Google',
      })
    }
  }

  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full"
      disabled={disabled || pending || !hydrated}
      data-island={isStatic ? 'google-sign-in' : undefined}
      onClick={onClick}
    >
      <GoogleMark />
      {pending ? 'جاري التحويل إلى Google...' : 'تسجيل الدخول باستخدام Google'}
    </Button>
  )
}
