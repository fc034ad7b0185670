import { db } from './client'

/**
 * A result opened from a search, for the admins' insights (log_search_click: the query, the
 * prompt and its position from 1; no identity). Never in the visitor's way: a failure is dropped.
 */
export function logSearchClick(query: string, slug: string, position: number): void {
  void db()
    .then((client) =>
      client.rpc('log_search_click', { p_query: query, p_prompt_slug: slug, p_position: position }),
    )
    .catch(() => undefined)
}
