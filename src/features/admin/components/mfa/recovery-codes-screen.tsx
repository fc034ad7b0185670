import { useId, useState } from 'react'
import { Copy, Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { toast } from '@/lib/toast'
import { issueRecoveryCodes, mfaErrorMessage } from '../../api/mfa'
import { downloadText } from '@/lib/download'
import { MfaShell } from './mfa-shell'

type RecoveryCodesScreenProps = {
  codes: string[]
  onDone: () => void
}

/**
 * Shown once, right after enrolment: the ten one-time codes, to copy or download, then confirm.
 * No codes (issuing failed after the factor was verified): a retry, never the admin area without.
 */
export function RecoveryCodesScreen({ codes: issued, onDone }: RecoveryCodesScreenProps) {
  const [codes, setCodes] = useState(issued)
  const [issuing, setIssuing] = useState(false)
  const [issueError, setIssueError] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const checkboxId = useId()
  const errorId = useId()
  const text = `${codes.join('\n')}\n`

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      toast.success('تم نسخ رموز الاسترداد')
    } catch {
      toast.error('تعذّر النسخ. حدّد الرموز وانسخها يدوياً أو نزّلها كملف.')
    }
  }

  async function issueAgain() {
    setIssuing(true)
    setIssueError(null)
    try {
      setCodes(await issueRecoveryCodes())
    } catch (error) {
      setIssueError(mfaErrorMessage(error, 'تعذّر إنشاء رموز الاسترداد. يرجى المحاولة مرة أخرى'))
    } finally {
      setIssuing(false)
    }
  }

  if (codes.length === 0) {
    return (
      <MfaShell
        title="رموز الاسترداد"
        description="تم تفعيل التحقق بخطوتين، لكن تعذّر إنشاء رموز الاسترداد. أنشئها الآن قبل المتابعة."
      >
        {issueError ? (
          <p role="alert" className="text-center text-sm text-destructive">
            {issueError}
          </p>
        ) : null}
        <Button onClick={() => void issueAgain()} disabled={issuing}>
          {issuing ? 'جارٍ الإنشاء...' : 'إنشاء رموز الاسترداد'}
        </Button>
      </MfaShell>
    )
  }

  function finish() {
    if (!saved) {
      setError('أكّد أنك حفظت رموز الاسترداد في مكان آمن قبل المتابعة')
      return
    }
    onDone()
  }

  return (
    <MfaShell
      title="رموز الاسترداد"
      description="تم تفعيل التحقق بخطوتين. احفظ هذه الرموز في مكان آمن: إذا فقدت هاتفك يمكنك الدخول بأحدها مرة واحدة. لن تظهر مرة أخرى."
    >
      <ol
        dir="ltr"
        aria-label="رموز الاسترداد"
        className="grid grid-cols-1 gap-2 rounded-md border border-border bg-muted/40 p-4 font-mono text-base sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="text-center select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          نسخ الرموز
        </Button>
        <Button
          variant="outline"
          onClick={() => downloadText('sanad-recovery-codes.txt', text, 'text/plain;charset=utf-8')}
        >
          <Download aria-hidden="true" />
          تنزيل ملف نصي (.txt)
        </Button>
      </div>
      <div className="grid gap-2">
        <div className="flex items-center gap-3">
          <Checkbox
            id={checkboxId}
            checked={saved}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={Boolean(error)}
            onCheckedChange={(value) => {
              setSaved(value === true)
              setError(null)
            }}
          />
          <Label htmlFor={checkboxId}>حفظت رموز الاسترداد في مكان آمن</Label>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button onClick={finish}>المتابعة إلى لوحة الإدارة</Button>
    </MfaShell>
  )
}
