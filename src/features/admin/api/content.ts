import { useQuery } from '@tanstack/react-query'
import { db } from './client'
import { adminMessages, toAdminError } from './errors'
import { adminKeys } from './keys'
import { fetchSearchGaps, type SearchGap } from './search'

/**
 * The content dashboard (issue 44): what the library holds against the content team's targets
 * (prompt_categories.total_count: the spec's round figures, never shown to visitors), by
 * category, sector and platform; what is missing (examples, published GPT links); and the unmet
 * searches and the queries admins marked as content requests (issue 45) as the backlog. Admins read every row through RLS.
 */
export type ContentCoverage = {
  published: number
  drafts: number
  withoutExample: number
  assistantsWithoutLink: number
  categories: { id: string; name: string; count: number; target: number }[]
  sectors: Record<string, number>
  platforms: Record<string, number>
  gaps: SearchGap[]
  /** Queries an admin marked as content requests at /518/search (issue 45), newest first. */
  requests: { query: string; note: string | null; searches: number; handled: boolean }[]
}

export async function fetchContentCoverage(): Promise<ContentCoverage> {
  const client = await db()
  const [prompts, categories, examples, assistants, gaps, requests] = await Promise.all([
    client.from('prompts').select('category, sectors, platforms, is_published').limit(100_000),
    client.from('prompt_categories').select('id, name, total_count').order('sort_order'),
    client
      .from('prompt_bodies')
      .select('prompt_id', { count: 'exact', head: true })
      .is('example', null),
    client
      .from('gpt_assistant_details')
      .select('assistant_id', { count: 'exact', head: true })
      .is('url', null),
    fetchSearchGaps(),
    client
      .from('search_queries')
      .select('query, content_request_note, searches, handled_at')
      .eq('content_request', true)
      .order('content_requested_at', { ascending: false })
      .limit(50),
  ])
  for (const result of [prompts, categories, examples, assistants, requests])
    if (result.error) throw toAdminError(result.error, adminMessages.loadFailed)
  const rows = prompts.data ?? []
  const published = rows.filter((p) => p.is_published)
  const tally = (values: string[]) =>
    values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {})
  const byCategory = tally(published.map((p) => p.category))
  return {
    published: published.length,
    drafts: rows.length - published.length,
    withoutExample: examples.count ?? 0,
    assistantsWithoutLink: assistants.count ?? 0,
    categories: (categories.data ?? []).map((c) => ({
      id: c.id,
      name: c.name,
      count: byCategory[c.id] ?? 0,
      target: c.total_count,
    })),
    sectors: tally(published.flatMap((p) => p.sectors)),
    platforms: tally(published.flatMap((p) => p.platforms)),
    gaps: gaps.slice(0, 30),
    requests: (requests.data ?? []).map((r) => ({
      query: r.query,
      note: r.content_request_note,
      searches: r.searches,
      handled: r.handled_at !== null,
    })),
  }
}

export const useContentCoverage = () =>
  useQuery({ queryKey: adminKeys.contentCoverage(), queryFn: fetchContentCoverage })
