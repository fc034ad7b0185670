import { MailWarning } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { SignOutIcon } from '@/components/icons/directional'
import { Button } from '@/components/ui/button'
import { useSignOut } from '@/hooks/use-session'
import type { VerificationStatus } from '../api/verification'
import { ResendButton } from './resend-button'

/** The blocking modal an unverified user sees instead of a protected page (spec doc 2 section 2). */
export default function VerificationRequired({
  email,
  status,
}: {
  email: string
  status: VerificationStatus
}) {
  const signOut = useSignOut()
  return (
    <div className="min-h-dvh" aria-hidden="false">
      <DialogPrimitive.Root open modal>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/80 backdrop-blur-sm" />
          <DialogPrimitive.Content
            onEscapeKeyDown={(event) => event.preventDefault()}
            onPointerDownOutside={(event) => event.preventDefault()}
            onInteractOutside={(event) => event.preventDefault()}
            className="fixed start-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 rtl:translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border border-border bg-popover p-6 shadow-xl"
          >
            <MailWarning aria-hidden="true" className="size-10 text-accent" />
            <DialogPrimitive.Title className="text-lg font-bold">
              يرجى تأكيد بريدك الإلكتروني
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="text-sm leading-relaxed text-muted-foreground">
              {status === 'suspended'
                ? 'طلبت تغيير بريدك الإلكتروني. افتح رابط التأكيد المرسل إلى عنوانك الجديد لمتابعة استخدام حسابك.'
                : `لمتابعة استخدام حسابك افتح رابط التأكيد الذي أرسلناه إلى ${email || 'بريدك الإلكتروني'}. الرابط صالح لمدة 30 دقيقة.`}
            </DialogPrimitive.Description>
            <div className="flex flex-wrap gap-2">
              <ResendButton />
              <Button variant="outline" onClick={() => void signOut()}>
                <SignOutIcon aria-hidden="true" />
                تسجيل الخروج
              </Button>
            </div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </div>
  )
}
