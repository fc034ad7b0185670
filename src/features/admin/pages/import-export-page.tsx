import { useRef, useState, type DragEvent } from 'react'
import { AlertTriangle, Download, FileJson, FileSpreadsheet, Library, Upload } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/cn'
import { fetchCatalogueTables } from '../api/catalogue'
import { exportCatalogue, importMessages, useImportPrompts } from '../api/prompt-import'
import { messageOf } from '../api/errors'
import { AdminPage, Section } from '../components/admin-page'
import { ImportRowsTable, ImportTotals } from '../components/import-results'
import { downloadText } from '@/lib/download'
import { exportFilename } from '../lib/download'
import { parseImportFile } from '../lib/parse-import-file'
import {
  COLUMN_HELP,
  EXAMPLE_PROMPTS,
  ImportFileError,
  IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  mergeResults,
  promptObjects,
  promptsToCsv,
  promptsToJson,
  REQUIRED_COLUMNS,
  sendableRecords,
  validRowsLabel,
  type ImportResult,
  type ParsedFile,
  applyQualityGate,
} from '../lib/prompt-import'
import { ScrollRegion } from '@/components/ui/scroll-region'

type Stage =
  | { kind: 'idle' }
  | { kind: 'reading'; name: string }
  | { kind: 'failed'; name: string; message: string }
  | { kind: 'preview'; name: string; file: ParsedFile; result: ImportResult }
  | { kind: 'done'; name: string; result: ImportResult }

const csvType = 'text/csv;charset=utf-8'
const jsonType = 'application/json;charset=utf-8'
const jsonName = (kind: string) => exportFilename(kind).replace(/\.csv$/, '.json')

function ImportPanel() {
  const [stage, setStage] = useState<Stage>({ kind: 'idle' })
  const [dragging, setDragging] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const run = useImportPrompts()
  const busy = stage.kind === 'reading' || run.isPending

  async function check(source: File) {
    setStage({ kind: 'reading', name: source.name })
    try {
      // The library's quality gate holds back rows the catalogue would not accept (issue 44).
      const file = applyQualityGate(await parseImportFile(source), await exportCatalogue())
      const records = sendableRecords(file)
      const server =
        records.length > 0
          ? await run.mutateAsync({ records, dryRun: true })
          : { dry_run: true, totals: { rows: 0, created: 0, duplicates: 0, errors: 0 }, rows: [] }
      setStage({ kind: 'preview', name: source.name, file, result: mergeResults(file, server) })
    } catch (error) {
      const message =
        error instanceof ImportFileError ? error.message : messageOf(error, importMessages.failed)
      setStage({ kind: 'failed', name: source.name, message })
    }
  }

  async function commit(preview: Extract<Stage, { kind: 'preview' }>) {
    try {
      const server = await run.mutateAsync({
        records: sendableRecords(preview.file),
        dryRun: false,
      })
      const result = mergeResults(preview.file, server)
      setStage({ kind: 'done', name: preview.name, result })
      toast.success(`تم الاستيراد: أُنشئ ${result.totals.created} أمراً`)
    } catch (error) {
      // The preview stays: nothing was written (the import is one transaction).
      toast.error(messageOf(error, importMessages.failed))
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
    <Section
      title="استيراد الأوامر"
      description={`ملف CSV أو JSON حتى ${MAX_IMPORT_ROWS} صف و5 ميغابايت. تُفحص الصفوف أولاً دون حفظ أي شيء، ثم تستورد الصالحة منها.`}
    >
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
        <Upload aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="text-sm text-muted-foreground">اسحب الملف وأفلته هنا، أو</p>
        <Button onClick={() => input.current?.click()} disabled={busy}>
          <FileSpreadsheet aria-hidden="true" />
          اختيار ملف
        </Button>
        <input
          ref={input}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          aria-label="ملف الاستيراد (CSV أو JSON)"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            choose(event.target.files)
            // The same file can be chosen again (a re-import after fixing it, or to check it).
            event.target.value = ''
          }}
        />
      </div>

      <div aria-live="polite" className="flex flex-col gap-4">
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
          <div className="flex flex-col gap-4">
            <h3 className="text-base font-bold">معاينة {stage.name} (لم يُحفظ شيء بعد)</h3>
            {stage.file.warnings.map((warning) => (
              <p key={warning} className="text-sm text-muted-foreground">
                {warning}
              </p>
            ))}
            <ImportTotals result={stage.result} label="ملخص المعاينة" />
            <ImportRowsTable result={stage.result} caption="معاينة صفوف الملف" />
            <div className="flex flex-wrap items-center gap-3">
              <Button
                onClick={() => void commit(stage)}
                disabled={busy || stage.result.totals.created === 0}
              >
                {run.isPending
                  ? 'جارٍ الاستيراد...'
                  : `استيراد ${validRowsLabel(stage.result.totals.created)}`}
              </Button>
              <Button variant="outline" onClick={() => setStage({ kind: 'idle' })} disabled={busy}>
                إلغاء
              </Button>
              {stage.result.totals.created === 0 ? (
                <p className="text-sm text-muted-foreground">
                  لا توجد صفوف جديدة صالحة للاستيراد: كل الصفوف مكررة أو فيها أخطاء.
                </p>
              ) : null}
            </div>
          </div>
        ) : null}

        {stage.kind === 'done' ? (
          <div className="flex flex-col gap-4">
            <h3 className="text-base font-bold">نتيجة استيراد {stage.name}</h3>
            <ImportTotals result={stage.result} label="نتيجة الاستيراد" />
            <ImportRowsTable result={stage.result} caption="نتيجة كل صف" />
          </div>
        ) : null}
      </div>
    </Section>
  )
}

function ColumnsHelp() {
  return (
    <Section
      title="أعمدة الملف"
      description="الأسماء نفسها في CSV (سطر العناوين) وفي JSON (مفاتيح كل كائن في المصفوفة)."
      actions={
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              downloadText('sanad-prompts-example.csv', promptsToCsv(EXAMPLE_PROMPTS), csvType)
            }
          >
            <Download aria-hidden="true" />
            تنزيل مثال CSV
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              downloadText('sanad-prompts-example.json', promptsToJson(EXAMPLE_PROMPTS), jsonType, {
                bom: false,
              })
            }
          >
            <FileJson aria-hidden="true" />
            تنزيل مثال JSON
          </Button>
        </div>
      }
    >
      <ScrollRegion label="أعمدة ملف الاستيراد" className="rounded-lg border border-border">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">أعمدة ملف الاستيراد</caption>
          <thead className="bg-muted/50 text-muted-foreground">
            <tr>
              <th scope="col" className="p-3 text-start font-medium">
                العمود
              </th>
              <th scope="col" className="p-3 text-start font-medium">
                ما يقبله
              </th>
            </tr>
          </thead>
          <tbody>
            {IMPORT_COLUMNS.map((column) => (
              <tr key={column} className="border-t border-border">
                <td className="p-3 font-mono text-xs" dir="ltr">
                  {column}
                  {REQUIRED_COLUMNS.includes(column) ? (
                    <span className="ms-1 text-destructive" aria-label="مطلوب">
                      *
                    </span>
                  ) : null}
                </td>
                <td className="p-3">{COLUMN_HELP[column]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <ul className="flex list-disc flex-col gap-1 ps-5 text-sm text-muted-foreground">
        <li>
          القوائم (platforms وtags) في CSV تُفصل بـ | أو بالفاصلة العربية «،» (أو «,»)، وفي JSON
          مصفوفة نصوص.
        </li>
        <li>
          صيغ السؤال (asks) في CSV تُفصل بـ | وحدها لأن الصيغة قد تحمل فاصلة، وفي JSON مصفوفة نصوص.
        </li>
        <li>
          ملف CSV بترميز UTF-8 (مع BOM أو دونه)، والنص الذي فيه فاصلة أو سطر جديد يوضع بين علامتي
          اقتباس.
        </li>
        <li>
          الصف المكرر لا يُستورد: إن وُجد أمر بالمعرّف (slug) نفسه أو بالعنوان العربي نفسه (بعد توحيد
          الهمزات والتشكيل)، أو تكرر في الملف نفسه. لذلك لا يُنشئ استيراد الملف مرتين أو استيراد ملف
          مُصدَّر أي أمر جديد.
        </li>
        <li>رقم الصف هو ترتيبه بين صفوف البيانات، دون سطر العناوين.</li>
      </ul>
    </Section>
  )
}

/** Prompts in the import's columns, then every table of /518/catalogue with its details. */
async function fullCatalogueJson(): Promise<string> {
  const [prompts, tables] = await Promise.all([exportCatalogue(), fetchCatalogueTables()])
  const catalogue = {
    exported_at: new Date().toISOString(),
    prompts: promptObjects(prompts),
    ...tables,
  }
  return `${JSON.stringify(catalogue, null, 2)}\n`
}

function ExportPanel() {
  const [pending, setPending] = useState<'csv' | 'json' | 'full' | null>(null)

  async function download(format: 'csv' | 'json' | 'full') {
    setPending(format)
    try {
      if (format === 'full') {
        downloadText(jsonName('catalogue'), await fullCatalogueJson(), jsonType, { bom: false })
        toast.success('تم تصدير الكتالوج كاملاً')
        return
      }
      const prompts = await exportCatalogue()
      if (format === 'csv') {
        downloadText(exportFilename('prompts'), promptsToCsv(prompts), csvType)
      } else {
        downloadText(jsonName('prompts'), promptsToJson(prompts), jsonType, { bom: false })
      }
      toast.success(`تم تصدير ${prompts.length} أمراً`)
    } catch (error) {
      toast.error(messageOf(error, importMessages.exportFailed))
    } finally {
      setPending(null)
    }
  }

  return (
    <Section
      title="تصدير المكتبة"
      description="كل الأوامر (المنشورة والمسودات) مع نصوصها وتصنيفاتها ومنصاتها، بأعمدة الاستيراد نفسها. الخلايا التي تبدأ بـ = أو + أو - أو @ تُسبق بعلامة ' كي لا ينفذها برنامج الجداول، ويزيلها الاستيراد. «الكتالوج كاملاً» يضيف المساعدين والأدوات والقوالب بخطواتها والتصنيفات والمنصات والباقات والعروض، مع تفاصيلها المدفوعة."
    >
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void download('csv')} disabled={pending !== null}>
          <FileSpreadsheet aria-hidden="true" />
          {pending === 'csv' ? 'جارٍ التصدير...' : 'تصدير CSV'}
        </Button>
        <Button variant="outline" onClick={() => void download('json')} disabled={pending !== null}>
          <FileJson aria-hidden="true" />
          {pending === 'json' ? 'جارٍ التصدير...' : 'تصدير JSON'}
        </Button>
        <Button variant="outline" onClick={() => void download('full')} disabled={pending !== null}>
          <Library aria-hidden="true" />
          {pending === 'full' ? 'جارٍ التصدير...' : 'الكتالوج كاملاً (JSON)'}
        </Button>
      </div>
    </Section>
  )
}

export default function ImportExportPage() {
  return (
    <AdminPage
      title="الاستيراد والتصدير"
      description="استورد الأوامر بالجملة من ملف CSV أو JSON بعد معاينتها، وصدّر المكتبة."
    >
      <ImportPanel />
      <ColumnsHelp />
      <ExportPanel />
    </AdminPage>
  )
}
