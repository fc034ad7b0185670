import { useState } from 'react'
import { Link } from 'react-router-dom'
import { AlertTriangle, Pencil, RefreshCw, Trash2, Wifi, WifiOff } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { formatInteger, formatLongDate, interfaceDates, onFirstUse } from '@/lib/format'
import { paths } from '@/lib/paths'
import {
  useDeleteVariable,
  useGlobalVariables,
  useResolveConflict,
  useUpdateVariable,
} from '../hooks/use-global-variables'
import type { GlobalVariable } from '../lib/global-variables'
import { variableLabel } from '@/lib/prompt-template'

function usesLabel(n: number): string {
  if (n === 1) return 'أمر واحد'
  if (n === 2) return 'أمران'
  if (n >= 3 && n <= 10) return `${formatInteger(n)} أوامر`
  return `${formatInteger(n)} أمراً`
}

const timeFormat = onFirstUse(() =>
  interfaceDates({
    hour: 'numeric',
    minute: '2-digit',
  }),
)

/** Global variables: every key the user filled, its current value, conflicts to resolve. */
export function GlobalVariablesManager() {
  const state = useGlobalVariables()
  const resolve = useResolveConflict()
  const remove = useDeleteVariable()
  const [editing, setEditing] = useState<GlobalVariable | null>(null)
  const [deleting, setDeleting] = useState<GlobalVariable | null>(null)

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        {state.connected ? (
          <span className="inline-flex items-center gap-1 text-primary">
            <Wifi aria-hidden="true" className="size-4" /> متصل - التحديث مباشر
          </span>
        ) : (
          <span className="inline-flex items-center gap-1">
            <WifiOff aria-hidden="true" className="size-4" /> غير متصل بالتحديث المباشر
          </span>
        )}
        {state.lastSync ? <span>آخر مزامنة: {timeFormat().format(state.lastSync)}</span> : null}
        <Button variant="ghost" size="sm" onClick={() => void state.reload()}>
          <RefreshCw aria-hidden="true" /> تحديث
        </Button>
      </div>

      {state.conflicts.length > 0 ? (
        <section aria-labelledby="conflicts-title" className="grid gap-4">
          <h2 id="conflicts-title" className="flex items-center gap-2 text-lg font-semibold">
            <AlertTriangle aria-hidden="true" className="size-5 text-accent" />
            تعارضات ({formatInteger(state.conflicts.length)})
          </h2>
          <p className="text-sm text-muted-foreground">
            استخدمت قيماً مختلفة للمتغير نفسه في أوامر مختلفة. اختر القيمة التي تريد توحيدها في جميع
            الأوامر.
          </p>
          {state.conflicts.map((conflict) => (
            <Card key={conflict.key}>
              <CardHeader>
                <CardTitle>{variableLabel(conflict.key)}</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-2">
                  {conflict.values.map((entry) => (
                    <li
                      key={`${entry.own ? 'own' : 'library'}:${entry.prompt_id}`}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
                    >
                      <div className="grid gap-1">
                        <span className="font-medium">{entry.value || '(فارغة)'}</span>
                        <span className="text-xs text-muted-foreground">
                          في «{entry.prompt_title ?? 'أمر'}» · {formatLongDate(entry.updated_at)}
                        </span>
                      </div>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={resolve.isPending}
                        aria-label={`اعتماد «${entry.value}» للمتغير ${variableLabel(conflict.key)}`}
                        onClick={() => resolve.mutate({ key: conflict.key, value: entry.value })}
                      >
                        اعتماد هذه القيمة
                      </Button>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </section>
      ) : null}

      <section aria-labelledby="variables-title" className="grid gap-4">
        <h2 id="variables-title" className="text-lg font-semibold">
          المتغيرات العامة
        </h2>
        {state.loading ? (
          <div className="grid gap-3" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        ) : state.error ? (
          <Card>
            <CardHeader>
              <CardTitle>فشل في تحميل المتغيرات العامة</CardTitle>
              <CardDescription>تحقق من اتصالك ثم أعد المحاولة.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button onClick={() => void state.reload()}>إعادة المحاولة</Button>
            </CardContent>
          </Card>
        ) : state.variables.length === 0 ? (
          <Card>
            <CardHeader>
              <CardTitle>لا توجد متغيرات محفوظة بعد</CardTitle>
              <CardDescription>
                عندما تملأ متغيرات أمر (مثل اسم الشركة أو المنتج) وتنسخه، تُحفظ القيم هنا وتُقترح
                تلقائياً في الأوامر الأخرى.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild>
                <Link to={paths.dashboard.promptCards}>تصفح الأوامر</Link>
              </Button>
            </CardContent>
          </Card>
        ) : (
          <ul className="grid gap-3" aria-label="المتغيرات العامة">
            {state.variables.map((variable) => (
              <li
                key={variable.key}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-4"
              >
                <div className="grid min-w-0 gap-1">
                  <span className="flex items-center gap-2 font-semibold">
                    {variableLabel(variable.key)}
                    {variable.conflict ? <Badge variant="destructive">تعارض</Badge> : null}
                  </span>
                  <span className="break-words">{variable.value || '(فارغة)'}</span>
                  <span className="text-xs text-muted-foreground">
                    مستخدم في {usesLabel(variable.usage_count)} · آخر تعديل{' '}
                    {formatLongDate(variable.updated_at)} ·{' '}
                    <Link
                      className="underline-offset-4 hover:underline"
                      to={
                        variable.source_own
                          ? paths.dashboard.userPrompt.to(variable.source_prompt_id)
                          : paths.dashboard.promptCard.to(variable.source_prompt_id)
                      }
                    >
                      المصدر
                    </Link>
                  </span>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`تعديل ${variableLabel(variable.key)}`}
                    onClick={() => setEditing(variable)}
                  >
                    <Pencil aria-hidden="true" /> تعديل
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`حذف ${variableLabel(variable.key)}`}
                    onClick={() => setDeleting(variable)}
                  >
                    <Trash2 aria-hidden="true" /> حذف
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <EditDialog variable={editing} onClose={() => setEditing(null)} />

      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>حذف المتغير «{deleting ? variableLabel(deleting.key) : ''}»؟</DialogTitle>
            <DialogDescription>
              سيُحذف من جميع الأوامر التي استخدمته، ولن يُقترح بعد ذلك.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">إلغاء</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => {
                if (deleting) remove.mutate(deleting.key, { onSettled: () => setDeleting(null) })
              }}
            >
              حذف من جميع الأوامر
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  )
}

function EditDialog({
  variable,
  onClose,
}: {
  variable: GlobalVariable | null
  onClose: () => void
}) {
  return (
    <Dialog open={variable !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {variable ? <EditForm key={variable.key} variable={variable} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function EditForm({ variable, onClose }: { variable: GlobalVariable; onClose: () => void }) {
  const update = useUpdateVariable()
  const [value, setValue] = useState(variable.value)
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        update.mutate({ key: variable.key, value: value.trim() }, { onSuccess: onClose })
      }}
    >
      <DialogHeader>
        <DialogTitle>تعديل «{variableLabel(variable.key)}»</DialogTitle>
        <DialogDescription>تُطبَّق القيمة الجديدة على جميع الأوامر التي تستخدمه.</DialogDescription>
      </DialogHeader>
      <Field label="القيمة">
        {(control) => (
          <Input {...control} value={value} onChange={(event) => setValue(event.target.value)} />
        )}
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">إلغاء</Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          حفظ في جميع الأوامر
        </Button>
      </DialogFooter>
    </form>
  )
}
