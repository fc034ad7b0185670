import type { ReactNode } from 'react'
import { ShieldCheck } from 'lucide-react'
import { SignOutIcon } from '@/components/icons/directional'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useSignOut } from '@/hooks/use-session'

type MfaShellProps = {
  title: string
  description: ReactNode
  children: ReactNode
}

/** The frame of the admin MFA screens: what is asked, why, and a way out (sign out). */
export function MfaShell({ title, description, children }: MfaShellProps) {
  usePageMeta(title, 'لوحة الإدارة تتطلب التحقق بخطوتين.')
  const signOut = useSignOut()
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh w-full max-w-xl flex-col justify-center px-4 py-10"
    >
      <Card>
        <CardContent className="grid gap-6 p-6 sm:p-8">
          <div className="grid gap-3 text-center">
            <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary/15 text-primary">
              <ShieldCheck aria-hidden="true" className="size-7" />
            </span>
            <h1 className="text-2xl font-bold">{title}</h1>
            <div className="leading-relaxed text-muted-foreground">{description}</div>
          </div>
          {children}
        </CardContent>
      </Card>
      <Button variant="ghost" className="mx-auto mt-4" onClick={() => void signOut()}>
        <SignOutIcon aria-hidden="true" />
        تسجيل الخروج
      </Button>
    </main>
  )
}
