import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { adminKeys } from '../../api/keys'
import { issueRecoveryCodes, mfaErrorMessage, startTotpEnrolment, verifyTotp } from '../../api/mfa'
import { MfaShell } from './mfa-shell'
import { TotpCodeForm } from './totp-code-form'

type MfaEnrolScreenProps = {
  userId: string
  /** Called before the code is checked: the screens that follow must not be replaced meanwhile. */
  onVerifying: (busy: boolean) => void
  onEnrolled: (codes: string[]) => void
}

/** The secret in groups of four, as authenticator apps show it for typing by hand. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ')
}

/**
 * An admin without an authenticator: a QR code (and the secret to type by hand), then the first
 * code, which verifies the factor and lifts the session to aal2; the recovery codes follow.
 */
export function MfaEnrolScreen({ userId, onVerifying, onEnrolled }: MfaEnrolScreenProps) {
  // One enrolment per visit, however often the screen renders (a query dedupes the call).
  const enrolment = useQuery({
    queryKey: adminKeys.mfaEnrolment(userId),
    queryFn: startTotpEnrolment,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  })

  async function confirm(code: string) {
    const factor = enrolment.data
    if (!factor) return
    onVerifying(true)
    try {
      await verifyTotp(factor.factorId, code)
      // The factor is verified (aal2) even when the codes fail: the codes screen offers a retry.
      onEnrolled(await issueRecoveryCodes().catch(() => []))
    } finally {
      onVerifying(false)
    }
  }

  return (
    <MfaShell
      title="تفعيل التحقق بخطوتين"
      description="لحماية لوحة الإدارة، يجب على كل مشرف ربط حسابه بتطبيق مصادقة (مثل Google Authenticator أو Microsoft Authenticator أو 1Password) قبل الدخول."
    >
      {enrolment.isPending ? (
        <Spinner label="جارٍ تجهيز رمز QR..." />
      ) : enrolment.isError ? (
        <div role="alert" className="grid gap-3 text-center">
          <p className="text-destructive">
            {mfaErrorMessage(
              enrolment.error,
              'تعذّر بدء إعداد تطبيق المصادقة. يرجى المحاولة مرة أخرى',
            )}
          </p>
          <Button variant="outline" onClick={() => void enrolment.refetch()}>
            إعادة المحاولة
          </Button>
        </div>
      ) : (
        <>
          <ol className="grid list-decimal gap-2 ps-5 text-sm leading-relaxed">
            <li>افتح تطبيق المصادقة على هاتفك واختر إضافة حساب.</li>
            <li>امسح رمز QR التالي، أو أدخل المفتاح يدوياً.</li>
            <li>اكتب الرمز المكوّن من 6 أرقام الذي يظهر في التطبيق.</li>
          </ol>
          <img
            src={enrolment.data.qrCode}
            alt="رمز QR لإضافة حسابك في سند إلى تطبيق المصادقة"
            width={192}
            height={192}
            className="mx-auto size-48 rounded-md bg-white p-2"
          />
          <div className="grid gap-1 text-center">
            <p className="text-sm text-muted-foreground" id="mfa-secret-label">
              المفتاح للإدخال اليدوي
            </p>
            <p
              dir="ltr"
              aria-labelledby="mfa-secret-label"
              data-testid="mfa-secret"
              className="font-mono text-base tracking-wider break-all select-all"
            >
              {grouped(enrolment.data.secret)}
            </p>
          </div>
          <TotpCodeForm submitLabel="تفعيل التحقق بخطوتين" onCode={confirm} />
        </>
      )}
    </MfaShell>
  )
}
