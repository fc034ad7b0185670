import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { normalizeCode, type CodeVerdict } from '@/lib/discount-code'
import { toast } from '@/lib/toast'

/**
 * «كود الخصم (اختياري)» with its «تطبيق» button, on the first payment (/payment) as on a plan change
 * (issue 46). `check` asks the server (validate_discount_code); a valid code is handed to
 * `onApplied` and the caller re-quotes with it, so the price shown is always the server's. The
 * server checks the code again when the payment starts.
 */
export function DiscountCodeField({
  check,
  onApplied,
  quoteError,
  disabled = false,
}: {
  check: (code: string) => Promise<CodeVerdict>
  onApplied: (code: string | null) => void
  /** The quote's own refusal of the applied code (e.g. used up since it was checked). */
  quoteError?: string | null
  disabled?: boolean
}) {
  const [input, setInput] = useState('')
  const [verdict, setVerdict] = useState<{ ok: boolean; text: string } | null>(null)
  const [checking, setChecking] = useState(false)

  const apply = async () => {
    const code = normalizeCode(input)
    if (!code) return
    setChecking(true)
    try {
      const result = await check(code)
      setVerdict({ ok: result.isValid, text: result.message })
      onApplied(result.isValid ? code : null)
    } catch (caught) {
      const text = caught instanceof Error ? caught.message : 'تعذّر التحقق من كود الخصم'
      setVerdict({ ok: false, text })
      toast.error(text)
    } finally {
      setChecking(false)
    }
  }

  return (
    <div className="grid gap-2 text-start">
      <Field
        label="كود الخصم (اختياري)"
        error={verdict && !verdict.ok ? verdict.text : undefined}
        hint={verdict?.ok ? undefined : 'يُطبَّق بعد العرض الترويجي إن وُجد'}
      >
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              dir="ltr"
              value={input}
              autoComplete="off"
              disabled={disabled}
              onChange={(event) => {
                setInput(event.target.value.toUpperCase().trimStart())
                setVerdict(null)
              }}
              onBlur={() => setInput((value) => normalizeCode(value))}
            />
            <Button
              type="button"
              variant="outline"
              disabled={disabled || normalizeCode(input) === '' || checking}
              onClick={() => void apply()}
            >
              {checking ? 'جارٍ التحقق...' : 'تطبيق'}
            </Button>
          </div>
        )}
      </Field>
      {verdict?.ok ? (
        <p role="status" className="text-sm text-success">
          {verdict.text}
        </p>
      ) : null}
      {quoteError ? (
        <p role="alert" className="text-sm text-destructive">
          {quoteError}
        </p>
      ) : null}
    </div>
  )
}
