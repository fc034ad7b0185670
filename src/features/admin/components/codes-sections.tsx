import { useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Input, selectClass } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { formatInteger } from '@/lib/format'
import {
  useCodeList,
  useCreateCode,
  useCreateFlag,
  useDeleteCode,
  useFeatureFlags,
  useSetFlag,
  useToggleCode,
} from '../api/settings'
import { formatDateTime } from '../lib/labels'
import { DeleteButton } from './confirm-dialog'
import { QueryState } from './query-state'

function Row({ children }: { children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-t border-border py-2 first:border-t-0">
      {children}
    </li>
  )
}

function TextField({
  id,
  label,
  ...props
}: { id: string; label: string } & React.ComponentProps<typeof Input>) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  )
}

export function FeatureFlagsSection() {
  const flags = useFeatureFlags()
  const setFlag = useSetFlag()
  const create = useCreateFlag()
  const [key, setKey] = useState('')
  const [description, setDescription] = useState('')
  const [error, setError] = useState<string>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!/^[a-z][a-z0-9_]{1,60}$/.test(key.trim())) {
      setError('المفتاح بأحرف إنجليزية صغيرة وأرقام وشرطة سفلية')
      return
    }
    setError(undefined)
    await create
      .mutateAsync({ key: key.trim(), description: description.trim() || null, enabled: false })
      .then(() => {
        setKey('')
        setDescription('')
      })
      .catch(() => undefined)
  }

  return (
    <div className="flex flex-col gap-4">
      <QueryState query={flags} isEmpty={(d) => d.length === 0} empty="لا توجد ميزات">
        {(rows) => (
          <ul>
            {rows.map((flag) => (
              <Row key={flag.id}>
                <span className="flex flex-col">
                  <span id={`flag-${flag.id}`} className="font-mono text-sm" dir="ltr">
                    {flag.key}
                  </span>
                  {flag.description ? (
                    <span className="text-sm text-muted-foreground">{flag.description}</span>
                  ) : null}
                </span>
                <Switch
                  aria-labelledby={`flag-${flag.id}`}
                  checked={flag.enabled}
                  disabled={setFlag.isPending}
                  onCheckedChange={(enabled) => setFlag.mutate({ id: flag.id, enabled })}
                />
              </Row>
            ))}
          </ul>
        )}
      </QueryState>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 sm:grid-cols-3 sm:items-end"
        aria-label="إضافة ميزة"
      >
        <TextField
          id="flag-key"
          label="مفتاح الميزة"
          dir="ltr"
          value={key}
          onChange={(e) => setKey(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'flag-key-error' : undefined}
        />
        <TextField
          id="flag-description"
          label="الوصف"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <Button type="submit" disabled={create.isPending}>
          إضافة ميزة
        </Button>
        {error ? (
          <p id="flag-key-error" className="text-sm text-destructive sm:col-span-3">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  )
}

export function ReferralCodesSection() {
  const codes = useCodeList('referral_codes')
  const create = useCreateCode('referral_codes')
  const toggle = useToggleCode('referral_codes')
  const remove = useDeleteCode('referral_codes')
  const [code, setCode] = useState('')
  const [maxUses, setMaxUses] = useState('')
  const [error, setError] = useState<string>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const value = code.trim().toUpperCase()
    if (!/^[A-Z0-9]{4,20}$/.test(value)) {
      setError('رمز الدعوة غير صحيح')
      return
    }
    setError(undefined)
    await create
      .mutateAsync({ code: value, max_uses: maxUses ? Number(maxUses) : null })
      .then(() => {
        setCode('')
        setMaxUses('')
      })
      .catch(() => undefined)
  }

  return (
    <div className="flex flex-col gap-4">
      <QueryState query={codes} isEmpty={(d) => d.length === 0} empty="لا توجد رموز دعوة">
        {(rows) => (
          <ul>
            {rows.map((r) => (
              <Row key={r.id}>
                <span className="flex flex-col">
                  <span className="font-mono" dir="ltr" id={`ref-${r.id}`}>
                    {r.code}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    استُخدم {formatInteger(r.usage_count)}
                    {r.max_uses ? ` من ${formatInteger(r.max_uses)}` : ''} مرة
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  <Switch
                    aria-labelledby={`ref-${r.id}`}
                    checked={r.active}
                    onCheckedChange={(on) => toggle.mutate({ id: r.id, on })}
                  />
                  <DeleteButton label={r.code} onConfirm={() => remove.mutateAsync(r.id)} />
                </span>
              </Row>
            ))}
          </ul>
        )}
      </QueryState>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 sm:grid-cols-3 sm:items-end"
        aria-label="إضافة رمز دعوة"
      >
        <TextField
          id="ref-code"
          label="رمز الدعوة"
          dir="ltr"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'ref-code-error' : undefined}
        />
        <TextField
          id="ref-max"
          label="أقصى عدد استخدامات (اختياري)"
          type="number"
          min={1}
          value={maxUses}
          onChange={(e) => setMaxUses(e.target.value)}
        />
        <Button type="submit" disabled={create.isPending}>
          إضافة رمز
        </Button>
        {error ? (
          <p id="ref-code-error" className="text-sm text-destructive sm:col-span-3">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  )
}

export function DiscountCodesSection() {
  const codes = useCodeList('discount_codes')
  const create = useCreateCode('discount_codes')
  const toggle = useToggleCode('discount_codes')
  const remove = useDeleteCode('discount_codes')
  const [form, setForm] = useState({
    code: '',
    type: 'percentage',
    value: '',
    maxUses: '',
    until: '',
  })
  const [error, setError] = useState<string>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const code = form.code.trim().toUpperCase()
    const value = Number(form.value)
    if (code.length < 3 || code.length > 40) return setError('الكود بين 3 و40 حرفاً')
    if (!(value > 0) || (form.type === 'percentage' && value > 100)) {
      return setError('قيمة الخصم غير صحيحة')
    }
    setError(undefined)
    await create
      .mutateAsync({
        code,
        discount_type: form.type,
        discount_value: value,
        max_uses: form.maxUses ? Number(form.maxUses) : null,
        valid_until: form.until ? new Date(`${form.until}T23:59:59`).toISOString() : null,
      })
      .then(() => setForm({ code: '', type: 'percentage', value: '', maxUses: '', until: '' }))
      .catch(() => undefined)
  }

  return (
    <div className="flex flex-col gap-4">
      <QueryState query={codes} isEmpty={(d) => d.length === 0} empty="لا توجد أكواد خصم">
        {(rows) => (
          <ul>
            {rows.map((c) => (
              <Row key={c.id}>
                <span className="flex flex-col">
                  <span className="font-mono" dir="ltr" id={`disc-${c.id}`}>
                    {c.code}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {c.discount_type === 'percentage'
                      ? `${c.discount_value}%`
                      : `${c.discount_value} ر.س`}{' '}
                    — استُخدم {formatInteger(c.used_count)}
                    {c.max_uses ? ` من ${formatInteger(c.max_uses)}` : ''} —{' '}
                    {c.valid_until ? `حتى ${formatDateTime(c.valid_until)}` : 'بلا تاريخ انتهاء'}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  <Switch
                    aria-labelledby={`disc-${c.id}`}
                    checked={c.is_active}
                    onCheckedChange={(on) => toggle.mutate({ id: c.id, on })}
                  />
                  <DeleteButton label={c.code} onConfirm={() => remove.mutateAsync(c.id)} />
                </span>
              </Row>
            ))}
          </ul>
        )}
      </QueryState>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
        aria-label="إضافة كود خصم"
      >
        <TextField
          id="disc-code"
          label="الكود"
          dir="ltr"
          value={form.code}
          onChange={(e) => setForm({ ...form, code: e.target.value.toUpperCase() })}
        />
        <div className="grid gap-1">
          <Label htmlFor="disc-type">النوع</Label>
          <select
            id="disc-type"
            className={selectClass}
            value={form.type}
            onChange={(e) => setForm({ ...form, type: e.target.value })}
          >
            <option value="percentage">نسبة مئوية</option>
            <option value="fixed">مبلغ ثابت</option>
          </select>
        </div>
        <TextField
          id="disc-value"
          label="القيمة"
          type="number"
          min={0}
          step="0.01"
          value={form.value}
          onChange={(e) => setForm({ ...form, value: e.target.value })}
        />
        <TextField
          id="disc-max"
          label="أقصى استخدام"
          type="number"
          min={1}
          value={form.maxUses}
          onChange={(e) => setForm({ ...form, maxUses: e.target.value })}
        />
        <TextField
          id="disc-until"
          label="ينتهي في"
          type="date"
          value={form.until}
          onChange={(e) => setForm({ ...form, until: e.target.value })}
        />
        <Button type="submit" disabled={create.isPending}>
          إضافة كود
        </Button>
        {error ? (
          <p role="alert" className="text-sm text-destructive sm:col-span-3 lg:col-span-6">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  )
}
