import { functionErrorBody } from '@/lib/function-error'
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { getSupabase } from '@/lib/supabase'

export class AccountExportError extends Error {}

export type AccountExport = {
  exported_at: string
  account: Record<string, unknown>
  /** Whether rows keyed by the address (no account on them) are in the copy, and why (Arabic). */
  email_linked?: { verified: boolean; message: string }
  data: Record<string, unknown[]>
  summary_html: string
}

/** Everything the platform holds about the caller, from the `account-export` function. */
export async function fetchMyData(): Promise<AccountExport> {
  try {
    const supabase = await getSupabase()
    const { data, error } = await supabase.functions.invoke<AccountExport>('account-export', {
      body: {},
    })
    if (!error && data) return data
    if (error && isNetworkError(error)) throw new AccountExportError(NETWORK_ERROR_MESSAGE)
    const body = error ? await functionErrorBody<{ error?: string }>(error) : null
    throw new AccountExportError(body?.error ?? 'تعذّر تجهيز نسخة بياناتك. يرجى المحاولة لاحقاً')
  } catch (error) {
    if (error instanceof AccountExportError) throw error
    throw new AccountExportError(
      isNetworkError(error)
        ? NETWORK_ERROR_MESSAGE
        : 'تعذّر تجهيز نسخة بياناتك. يرجى المحاولة لاحقاً',
    )
  }
}

function download(name: string, type: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** Saves the export as one JSON file and its readable HTML summary. */
export function saveExport(copy: AccountExport) {
  const day = copy.exported_at.slice(0, 10)
  const { summary_html: summary, ...rest } = copy
  download(`sanad-my-data-${day}.json`, 'application/json', JSON.stringify(rest, null, 2))
  download(`sanad-my-data-${day}.html`, 'text/html', summary)
}
