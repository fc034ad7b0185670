import { useState, type FormEvent } from 'react'
import { Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { signsInWithPassword } from '@/lib/password-account'
import { AccountDeleteError, deleteMyAccount, sendDeletionCode } from '../api/account-delete'

/** What deletion does, in the words of docs/security.md "Retention" and /privacy. */
const CONSEQUENCES = [
  'يُحذف ملفك الشخصي واشتراكك (ويتوقف أي تجديد) ومفضلتك ومتغيراتك وتفضيلاتك وملاحظاتك ومحادثاتك وجلساتك فوراً.',
  'ما سُجّل ببريدك دون حساب (النشرة البريدية وقائمة الانتظار ودعوة ما قبل الإطلاق) يُحذف معه إن كنت قد أكدت بريدك فقط.',
  'تبقى سجلات الدفع والفواتير الضريبية 10 سنوات كما يوجب النظام، دون اسمك أو بريدك أو أي بيانات تعرّف بك.',
  'تصلك رسالة تأكيد على بريدك، ويمكنك التسجيل لاحقاً بالبريد نفسه كحساب جديد.',
  'لا يمكن التراجع عن الحذف.',
]

/** «حذف حسابي»: a summary, then re-authentication (password, or a mailed code for Google). */
export function DeleteAccountCard({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(false)
  const usesPassword = signsInWithPassword()
  const [secret, setSecret] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [codeSent, setCodeSent] = useState(false)
  const [busy, setBusy] = useState<'code' | 'delete' | null>(null)

  function reset(next: boolean) {
    setOpen(next)
    setSecret('')
    setError(null)
    setCodeSent(false)
  }

  async function sendCode() {
    setBusy('code')
    setError(null)
    try {
      await sendDeletionCode()
      setCodeSent(true)
    } catch (failure) {
      setError(failure instanceof AccountDeleteError ? failure.message : 'تعذّر إرسال الرمز')
    } finally {
      setBusy(null)
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!secret.trim()) {
      setError(usesPassword ? 'كلمة المرور مطلوبة' : 'رمز التأكيد مطلوب')
      return
    }
    setBusy('delete')
    setError(null)
    try {
      await deleteMyAccount(usesPassword ? { password: secret } : { nonce: secret.trim() })
      setOpen(false)
      onDeleted()
    } catch (failure) {
      setError(failure instanceof AccountDeleteError ? failure.message : 'تعذّر حذف الحساب')
    } finally {
      setBusy(null)
    }
  }

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle as="h2">حذف الحساب</CardTitle>
        <CardDescription>احذف حسابك وبياناتك الشخصية نهائياً.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid list-disc gap-1 ps-5 text-sm text-muted-foreground">
          {CONSEQUENCES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <Button variant="destructive" className="justify-self-start" onClick={() => reset(true)}>
          <Trash2 aria-hidden="true" />
          حذف حسابي
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={reset}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>تأكيد حذف الحساب</DialogTitle>
            <DialogDescription>
              {usesPassword
                ? 'أدخل كلمة مرورك للتأكيد. لا يمكن التراجع عن الحذف.'
                : 'أرسلنا رمزاً من 6 أرقام إلى بريدك عند الطلب؛ أدخله للتأكيد. لا يمكن التراجع عن الحذف.'}
            </DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            {usesPassword ? (
              <Field label="كلمة المرور الحالية" required>
                {(control) => (
                  <PasswordInput
                    autoComplete="current-password"
                    value={secret}
                    onChange={(event) => setSecret(event.target.value)}
                    {...control}
                  />
                )}
              </Field>
            ) : (
              <>
                <Button
                  type="button"
                  variant="outline"
                  disabled={busy !== null}
                  onClick={() => void sendCode()}
                >
                  {codeSent ? 'إعادة إرسال الرمز' : 'أرسل رمز التأكيد إلى بريدي'}
                </Button>
                {codeSent ? (
                  <p role="status" className="text-sm text-muted-foreground">
                    أرسلنا الرمز إلى بريدك، وهو صالح لساعة واحدة.
                  </p>
                ) : null}
                <Field label="رمز التأكيد" required>
                  {(control) => (
                    <Input
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      dir="ltr"
                      maxLength={6}
                      value={secret}
                      onChange={(event) => setSecret(event.target.value)}
                      {...control}
                    />
                  )}
                </Field>
              </>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => reset(false)}>
                إلغاء
              </Button>
              <Button type="submit" variant="destructive" disabled={busy !== null}>
                {busy === 'delete' ? 'جارٍ الحذف...' : 'حذف حسابي نهائياً'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  )
}
