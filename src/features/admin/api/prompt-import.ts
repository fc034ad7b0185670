import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ExportPrompt, ImportRecord, ImportResult } from '../lib/prompt-import'
import type { Json } from '@/types/database'
import { db, type Db } from './client'
import { AdminError, toAdminError } from './errors'
import { adminKeys } from './keys'

export const importMessages = {
  failed: 'تعذّر الاستيراد. يرجى المحاولة مرة أخرى',
  exportFailed: 'تعذّر تصدير المكتبة. يرجى المحاولة مرة أخرى',
} as const

/** admin_import_prompts refuses a whole file with an Arabic message and one of these hints. */
const FILE_HINTS = new Set([
  'invalid_shape',
  'empty',
  'too_many_rows',
  'too_large',
  'import_failed',
])

/** A dry run (nothing written) or the real import of the rows, as one call. */
export async function importPrompts(
  client: Db,
  records: ImportRecord[],
  dryRun: boolean,
): Promise<ImportResult> {
  const { data, error } = await client.rpc('admin_import_prompts', {
    p_rows: records as unknown as Json,
    p_dry_run: dryRun,
  })
  if (error) {
    if (error.hint && FILE_HINTS.has(error.hint)) throw new AdminError(error.message)
    throw toAdminError(error, importMessages.failed)
  }
  return data as unknown as ImportResult
}

/** Both runs share one mutation: the real one refreshes the prompt lists it added to. */
export function useImportPrompts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ records, dryRun }: { records: ImportRecord[]; dryRun: boolean }) =>
      importPrompts(await db(), records, dryRun),
    onSuccess: (_result, { dryRun }) => {
      if (dryRun) return
      void queryClient.invalidateQueries({ queryKey: adminKeys.promptsAll() })
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() })
    },
  })
}

const EXPORT_PAGE = 1000

type ExportRow = Omit<ExportPrompt, 'body_ar' | 'body_en'> & {
  prompt_bodies:
    | { body_ar: string; body_en: string | null }
    | { body_ar: string; body_en: string | null }[]
    | null
}

/** Every prompt (drafts too) with its body, ordered by slug, in pages of the API's row limit. */
export async function fetchCatalogueExport(client: Db): Promise<ExportPrompt[]> {
  const prompts: ExportPrompt[] = []
  for (let from = 0; ; from += EXPORT_PAGE) {
    const { data, error } = await client
      .from('prompts')
      .select(
        'slug, title_ar, title_en, description_ar, description_en, category, platforms, tags, asks:ask_phrases, trial_sample, is_published, prompt_bodies(body_ar, body_en)',
      )
      .order('slug')
      .range(from, from + EXPORT_PAGE - 1)
    if (error) throw toAdminError(error, importMessages.exportFailed)
    for (const row of data as unknown as ExportRow[]) {
      const { prompt_bodies: bodies, ...meta } = row
      const body = Array.isArray(bodies) ? bodies[0] : bodies
      prompts.push({ ...meta, body_ar: body?.body_ar ?? '', body_en: body?.body_en ?? null })
    }
    if (data.length < EXPORT_PAGE) return prompts
  }
}

export async function exportCatalogue(): Promise<ExportPrompt[]> {
  return fetchCatalogueExport(await db())
}
