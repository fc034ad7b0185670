import { queryOptions } from '@tanstack/react-query'
import type { SupabaseClient } from '@supabase/supabase-js'
import {
  collectionKeys,
  collectionMessages,
  fetchCollectionEntries,
  toCollectionError,
  type Collection,
  type CollectionEntry,
  type CollectionItemKind,
} from '@/lib/collections'
import { paths } from '@/lib/paths'
import { getSupabase } from '@/lib/supabase'
import type { Database } from '@/types/database'

type Db = SupabaseClient<Database>
const db = async () => (await getSupabase()) as unknown as Db

/** An entry with what the page shows of its item; `title` null when the item is gone. */
export type CollectionRow = CollectionEntry & {
  title: string | null
  description: string | null
  to: string
}

export const kindLabels: Record<CollectionItemKind, string> = {
  prompt: 'أمر',
  assistant: 'مساعد رقمي',
  tool: 'أداة',
  template: 'قالب أتمتة',
  own_prompt: 'من أوامري',
}

function linkTo(kind: CollectionItemKind, id: string): string {
  switch (kind) {
    case 'prompt':
      return paths.dashboard.promptCard.to(id)
    case 'assistant':
      return paths.dashboard.gptAssistants
    case 'tool':
      return paths.dashboard.aiTools
    case 'template':
      return paths.dashboard.automationTemplates
    case 'own_prompt':
      return paths.dashboard.userPrompt.to(id)
  }
}

type Described = { id: string; title: string; description: string | null }

/** Titles of the items (metadata only: a locked prompt's body is never read here). */
async function describe(entries: CollectionEntry[]): Promise<Map<string, Described>> {
  const client = await db()
  const ids = (kind: CollectionItemKind) =>
    entries.filter((e) => e.item_kind === kind).map((e) => e.item_id)
  const found = new Map<string, Described>()
  const put = (kind: CollectionItemKind, rows: Described[]) => {
    for (const row of rows) found.set(`${kind}:${row.id}`, row)
  }
  const [prompts, assistants, tools, templates, own] = await Promise.all([
    ids('prompt').length
      ? client.from('prompts').select('id, title_ar, description_ar').in('id', ids('prompt'))
      : null,
    ids('assistant').length
      ? client.from('gpt_assistants').select('id, name, description').in('id', ids('assistant'))
      : null,
    ids('tool').length
      ? client.from('ai_tools').select('id, name, description').in('id', ids('tool'))
      : null,
    ids('template').length
      ? client
          .from('automation_templates')
          .select('id, title, description')
          .in('id', ids('template'))
      : null,
    ids('own_prompt').length
      ? client.from('user_prompts').select('id, title, description').in('id', ids('own_prompt'))
      : null,
  ])
  for (const answer of [prompts, assistants, tools, templates, own]) {
    if (answer?.error) throw toCollectionError(answer.error, collectionMessages.loadFailed)
  }
  put(
    'prompt',
    (prompts?.data ?? []).map((p) => ({
      id: p.id,
      title: p.title_ar,
      description: p.description_ar,
    })),
  )
  put(
    'assistant',
    (assistants?.data ?? []).map((a) => ({ id: a.id, title: a.name, description: a.description })),
  )
  put(
    'tool',
    (tools?.data ?? []).map((t) => ({ id: t.id, title: t.name, description: t.description })),
  )
  put(
    'template',
    (templates?.data ?? []).map((t) => ({
      id: t.id,
      title: t.title,
      description: t.description,
    })),
  )
  put(
    'own_prompt',
    (own?.data ?? []).map((u) => ({ id: u.id, title: u.title, description: u.description })),
  )
  return found
}

export async function fetchCollectionRows(collection: Collection): Promise<CollectionRow[]> {
  const entries = await fetchCollectionEntries(collection)
  const found = await describe(entries)
  return entries.map((entry) => {
    const item = found.get(`${entry.item_kind}:${entry.item_id}`)
    return {
      ...entry,
      title: item?.title ?? null,
      description: item?.description ?? null,
      to: linkTo(entry.item_kind, entry.item_id),
    }
  })
}

export const collectionRowsQuery = (collection: Collection) =>
  queryOptions({
    queryKey: collectionKeys.items(collection.id),
    queryFn: () => fetchCollectionRows(collection),
  })
