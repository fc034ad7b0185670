import { useRef, useState, type DragEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AlertTriangle, Download, FileUp, Upload } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { formatInteger } from '@/lib/format'
import { toast } from '@/lib/toast'
import { collectionKeys } from '@/lib/collections'
import {
  exportUserPrompts,
  importUserPrompts,
  userPromptKeys,
  type ImportReport,
  type ImportStatus,
} from '../api/user-prompts'
import {
  fileToCsv,
  parseTransferFile,
  transferFilename,
  TransferFileError,
  type TransferFile,
} from '../lib/transfer'
import { downloadText } from '@/lib/download'
import { ScrollRegion } from '@/components/ui/scroll-region'

/** «تصدير JSON» / «تصدير CSV» and «استيراد ملف» on /dashboard/user-prompts. */
export function TransferActions() {
  const exporting = useMutation({
    mutationFn: async (type: 'json' | 'csv') => {
      const file = await exportUserPrompts()
      const text = type === 'json' ? JSON.stringify(file, null, 2) : fileToCsv(file)
      // CSV with a BOM so Excel reads the Arabic as UTF-8; JSON forbids one.
      downloadText(
        transferFilename(type),
        text,
        type === 'csv' ? 'text/csv;charset=utf-8' : 'application/json;charset=utf-8',
        { bom: type === 'csv' },
      )
      return file
    },
    onSuccess: (file, type) =>
      toast.success(
        type === 'json'
          ? `صُدِّرت أوامرك (${formatInteger(file.prompts.length)}) ومجموعاتك (${formatInteger(file.collections.length)})`
          : `صُدِّرت أوامرك (${formatInteger(file.prompts.length)}) إلى ملف CSV`,
      ),
    onError: (error) => toast.error(error.message),
  })
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="تصدير أوامري واستيرادها">
      <Button
        variant="outline"
        disabled={exporting.isPending}
        onClick={() => exporting.mutate('json')}
        title="كل أوامرك بإصداراتها ومجموعاتك بترتيبها"
      >
        <Download aria-hidden="true" />
        تصدير JSON
      </Button>
      <Button
        variant="outline"
        disabled={exporting.isPending}
        onClick={() => exporting.mutate('csv')}
        title="صف لكل أمر بإصداره الحالي، يفتح في Excel"
      >
        <Download aria-hidden="true" />
        تصدير CSV
      </Button>
      <ImportDialog />
    </div>
  )
}

type Stage =
  | { kind: 'idle' }
  | { kind: 'reading'; name: string }
  | { kind: 'failed'; name: string; message: string }
  | { kind: 'preview'; name: string; file: TransferFile; report: ImportReport }
  | { kind: 'done'; name: string; report: ImportReport }

const nothingCreated = (report: ImportReport) =>
  report.created.prompts + report.created.collections + report.created.items === 0

function ImportDialog() {
  const [open, setOpen] = useState(false)
  const [stage, setStage] = useState<Stage>({ kind: 'idle' })
  const [dragging, setDragging] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const queryClient = useQueryClient()
  const run = useMutation({
    mutationFn: ({ file, apply }: { file: TransferFile; apply: boolean }) =>
      importUserPrompts(file, apply),
  })
  const busy = stage.kind === 'reading' || run.isPending

  async function check(source: File) {
    setStage({ kind: 'reading', name: source.name })
    try {
      const file = await parseTransferFile(source)
      const report = await run.mutateAsync({ file, apply: false })
      setStage({ kind: 'preview', name: source.name, file, report })
    } catch (error) {
      const message =
        error instanceof TransferFileError || error instanceof Error
          ? error.message
          : 'تعذّر فحص الملف'
      setStage({ kind: 'failed', name: source.name, message })
    }
  }

  async function commit(preview: Extract<Stage, { kind: 'preview' }>) {
    try {
      const report = await run.mutateAsync({ file: preview.file, apply: true })
      setStage({ kind: 'done', name: preview.name, report })
      toast.success(
        `تم الاستيراد: الأوامر ${formatInteger(report.created.prompts)}، المجموعات ${formatInteger(report.created.collections)}`,
      )
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userPromptKeys.all }),
        queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
      ])
    } catch (error) {
      // The preview stays: nothing was written (the import is one transaction).
      toast.error(error instanceof Error ? error.message : 'تعذّر استيراد الملف')
    }
  }

  function choose(files: FileList | null) {
    const file = files?.[0]
    if (file && !busy) void check(file)
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setDragging(false)
    choose(event.dataTransfer.files)
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return
        setOpen(next)
        if (!next) setStage({ kind: 'idle' })
      }}
    >
      <Button
        variant="outline"
        onClick={() => {
          setStage({ kind: 'idle' })
          setOpen(true)
        }}
      >
        <Upload aria-hidden="true" />
        استيراد ملف
      </Button>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto" dir="rtl">
        <DialogHeader>
          <DialogTitle>استيراد أوامر</DialogTitle>
          <DialogDescription>
            ملف JSON أو CSV صدّرته من سند، حتى 2 ميغابايت و1,000 أمر. نعرض عليك أولاً ما سيُنشأ دون حفظ
            شيء، ولا يتكرر أمر موجود في أوامرك.
          </DialogDescription>
        </DialogHeader>
        {stage.kind !== 'preview' && stage.kind !== 'done' ? (
          <div
            onDragOver={(event) => {
              event.preventDefault()
              setDragging(true)
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={cn(
              'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-border p-6 text-center',
              dragging && 'border-primary bg-primary/5',
            )}
          >
            <FileUp aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="text-sm text-muted-foreground">اسحب الملف وأفلته هنا، أو</p>
            <Button onClick={() => input.current?.click()} disabled={busy}>
              اختيار ملف
            </Button>
            <input
              ref={input}
              type="file"
              accept=".json,.csv,application/json,text/csv"
              aria-label="ملف الاستيراد (JSON أو CSV)"
              className="sr-only"
              tabIndex={-1}
              onChange={(event) => {
                choose(event.target.files)
                event.target.value = ''
              }}
            />
          </div>
        ) : null}

        <div aria-live="polite" className="grid gap-4">
          {stage.kind === 'reading' ? <Spinner label={`جارٍ فحص الملف ${stage.name}...`} /> : null}
          {stage.kind === 'failed' ? (
            <div
              role="alert"
              className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive"
            >
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <p>
                <span className="font-medium">لم يُستورد الملف {stage.name}: </span>
                {stage.message}
              </p>
            </div>
          ) : null}
          {stage.kind === 'preview' ? (
            <>
              <h3 className="font-bold">معاينة {stage.name} (لم يُحفظ شيء بعد)</h3>
              <ReportView report={stage.report} done={false} />
              {nothingCreated(stage.report) ? (
                <p className="text-sm text-muted-foreground">
                  لا جديد في هذا الملف: كل ما فيه موجود في أوامرك أو فيه أخطاء.
                </p>
              ) : null}
            </>
          ) : null}
          {stage.kind === 'done' ? (
            <>
              <h3 className="font-bold">نتيجة استيراد {stage.name}</h3>
              <ReportView report={stage.report} done />
            </>
          ) : null}
        </div>

        <DialogFooter>
          {stage.kind === 'preview' ? (
            <>
              <Button
                onClick={() => void commit(stage)}
                disabled={busy || nothingCreated(stage.report)}
              >
                {run.isPending ? 'جارٍ الاستيراد...' : 'استيراد'}
              </Button>
              <Button variant="outline" disabled={busy} onClick={() => setStage({ kind: 'idle' })}>
                اختيار ملف آخر
              </Button>
            </>
          ) : null}
          {stage.kind === 'done' ? (
            <Button
              onClick={() => {
                setOpen(false)
                setStage({ kind: 'idle' })
              }}
            >
              تم
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

const STATUS: Record<
  ImportStatus,
  { preview: string; done: string; tone: 'ok' | 'muted' | 'bad' }
> = {
  create: { preview: 'سيُنشأ', done: 'أُنشئ', tone: 'ok' },
  merge: { preview: 'يُضاف إلى المفضلة', done: 'أُضيف إلى المفضلة', tone: 'ok' },
  exists: { preview: 'موجود، لن يتكرر', done: 'موجود، لم يتكرر', tone: 'muted' },
  conflict: { preview: 'مختلف، لن يُستبدل', done: 'مختلف، لم يُستبدل', tone: 'bad' },
  error: { preview: 'خطأ', done: 'لم يُستورد', tone: 'bad' },
}

function StatusBadge({ status, done }: { status: ImportStatus; done: boolean }) {
  const info = STATUS[status]
  return (
    <Badge
      variant="outline"
      className={cn(
        info.tone === 'ok' && 'border-primary/50 text-primary',
        info.tone === 'bad' && 'border-destructive/50 text-destructive',
      )}
    >
      {done ? info.done : info.preview}
    </Badge>
  )
}

function ReportView({ report, done }: { report: ImportReport; done: boolean }) {
  const { created } = report
  const errors = report.prompts.filter((row) => row.status === 'error').length
  return (
    <div className="grid gap-4">
      <p className="text-sm" data-testid="import-totals">
        {done ? 'ما أُنشئ' : 'ما سيُنشأ'}: الأوامر {formatInteger(created.prompts)}، الإصدارات{' '}
        {formatInteger(created.versions)}، المجموعات {formatInteger(created.collections)}، العناصر{' '}
        {formatInteger(created.items)}.
        {errors > 0 ? ` أوامر فيها أخطاء لن تُستورد: ${formatInteger(errors)}.` : ''}
      </p>
      {report.prompts.length > 0 ? (
        <ScrollRegion label="الأوامر">
          <table className="w-full text-sm">
            <caption className="mb-2 text-start font-medium">الأوامر</caption>
            <thead>
              <tr className="border-b border-border text-start">
                <th scope="col" className="p-2 text-start">
                  #
                </th>
                <th scope="col" className="p-2 text-start">
                  العنوان
                </th>
                <th scope="col" className="p-2 text-start">
                  الحالة
                </th>
                <th scope="col" className="p-2 text-start">
                  ملاحظة
                </th>
              </tr>
            </thead>
            <tbody>
              {report.prompts.map((row) => (
                <tr key={row.index} className="border-b border-border align-top">
                  <td className="p-2">{formatInteger(row.index)}</td>
                  <td className="p-2">{row.title || '—'}</td>
                  <td className="p-2">
                    <StatusBadge status={row.status} done={done} />
                  </td>
                  <td className="p-2 text-muted-foreground">
                    {row.status === 'create' && row.versions > 1
                      ? `الإصدارات: ${formatInteger(row.versions)}`
                      : row.message}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      {report.collections.length > 0 ? (
        <ul className="grid gap-2 text-sm" aria-label="المجموعات">
          {report.collections
            .filter((row) => !(row.status === 'merge' && row.items === 0 && row.missing === 0))
            .map((row) => (
              <li key={row.index} className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{row.name || '—'}</span>
                <StatusBadge status={row.status} done={done} />
                {row.status === 'create' || row.status === 'merge' ? (
                  <span className="text-muted-foreground">العناصر: {formatInteger(row.items)}</span>
                ) : null}
                {row.message ? <span className="text-muted-foreground">{row.message}</span> : null}
              </li>
            ))}
        </ul>
      ) : null}
    </div>
  )
}
