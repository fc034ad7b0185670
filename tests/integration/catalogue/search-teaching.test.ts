// @pglite: pg_trgm and unaccent ranking, which PGlite ships as builds of its own
/**
 * Search understands how people ask and an admin can teach it (issue 45), against the real
 * database: the lexicon rewrites the next search, a pinned prompt comes first (still locked by the
 * plan), a query nothing fits returns no rows and gets the closest categories and prompts,
 * «هل تقصد» is offered only for a better query of catalogue words, clicks and searches are counted
 * for the admins without identity, «تمت المعالجة» is refused until something was done, the term
 * statistics follow the catalogue, and every new table and admin RPC is closed to non-admins.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

type Row = { slug: string; locked: boolean; lock_reason: string | null; total_count: number }

let admin: TestUser
let user: TestUser
const lexiconIds: number[] = []
const slugs: string[] = []
const pinQueries: string[] = []

/** Letters no word has, so a query is known to be new to the catalogue and the logs. */
const nonce = () =>
  `ظضغ${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}`

async function search(client: TestUser['client'], query: string, limit = 20) {
  const { data, error } = await client.rpc('search_prompts', { p_query: query, p_limit: limit })
  expect(error).toBeNull()
  return data as Row[]
}

async function addPrompt(title: string, extra: { asks?: string[]; sectors?: string[] } = {}) {
  const slug = `teach-${randomUUID().slice(0, 8)}`
  await sql(
    `insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, tags,
                                 ask_phrases, sectors)
     values ($1, $2, 'Teaching test', 'وصف للاختبار', 'marketing', '{chatgpt}', '{}', $3, $4)`,
    [slug, title, extra.asks ?? [], extra.sectors ?? ['general']],
  )
  slugs.push(slug)
  return slug
}

beforeAll(async () => {
  admin = await createTestUser({ admin: true })
  user = await createTestUser()
})

afterAll(async () => {
  if (lexiconIds.length)
    await sql('delete from public.search_lexicon where id = any($1::bigint[])', [lexiconIds])
  if (pinQueries.length)
    await sql('delete from public.search_pins where query = any($1::text[])', [pinQueries])
  if (slugs.length) await sql('delete from public.prompts where slug = any($1::text[])', [slugs])
})

describe('the lexicon', () => {
  it('an admin’s entry changes the next search, audited; others cannot write or read it', async () => {
    const word = nonce()
    const slug = await addPrompt(`دليل ${word.slice(3)} الخاص`)
    const dialect = `زنبرق${randomUUID().replace(/\D/g, '').slice(0, 4)}`
    expect(await search(user.client, dialect)).toEqual([])

    const denied = await user.client
      .from('search_lexicon')
      .insert({ term: dialect, maps_to: [word.slice(3)], kind: 'word', dialect: 'kw' })
    expect(denied.error).not.toBeNull()
    expect((await user.client.from('search_lexicon').select('id').limit(1)).data).toEqual([])
    expect((await anonClient().from('search_lexicon').select('id').limit(1)).data ?? []).toEqual([])

    const { data, error } = await admin.client
      .from('search_lexicon')
      .insert({
        term: dialect,
        maps_to: [word.slice(3)],
        kind: 'word',
        dialect: 'kw',
        source: 'admin',
      })
      .select('id')
      .single()
    expect(error).toBeNull()
    lexiconIds.push(data!.id as number)
    expect((await search(user.client, dialect)).map((r) => r.slug)).toEqual([slug])

    const audit = await sql<{ n: number }>(
      `select count(*)::int as n from public.audit_log
        where action = 'insert_search_lexicon' and target_id = $1 and user_id = $2`,
      [String(data!.id), admin.id],
    )
    expect(audit[0]!.n).toBe(1)

    // The same term however it is spelled (hamza, taa marbuta, article) is one entry.
    const twice = await admin.client
      .from('search_lexicon')
      .insert({ term: `ال${dialect}`, maps_to: ['تسويق'], kind: 'word', dialect: 'kw' })
    expect(twice.error).not.toBeNull()
    const empty = await admin.client
      .from('search_lexicon')
      .insert({ term: `${dialect}x`, maps_to: [], kind: 'word', dialect: 'kw' })
    expect(empty.error?.message).toBe('أدخل كلمة واحدة على الأقل من كلمات المكتبة')

    // Deleting it takes effect at once too (no stale cached ranking).
    await admin.client.from('search_lexicon').delete().eq('id', data!.id)
    expect(await search(user.client, dialect)).toEqual([])
  })

  it('a stop entry drops request talk from the query', async () => {
    const talk = `يبيلي${randomUUID().replace(/\D/g, '').slice(0, 4)}`
    const concepts = async () =>
      (
        await sql<{ n: number }>('select cardinality(private.search_concepts($1))::int as n', [
          `${talk} خطة تسويق`,
        ])
      )[0]!.n
    expect(await concepts()).toBe(3)
    const { data, error } = await admin.client
      .from('search_lexicon')
      .insert({ term: talk, maps_to: [], kind: 'stop', dialect: 'sa', source: 'admin' })
      .select('id')
      .single()
    expect(error).toBeNull()
    lexiconIds.push(data!.id as number)
    expect(await concepts()).toBe(2)
    expect(await search(user.client, `${talk} خطة تسويق`, 10)).toEqual(
      await search(user.client, 'خطة تسويق', 10),
    )
  })
})

describe('pins', () => {
  it('an admin pins a prompt to a query and everyone then finds it first, locked by the plan', async () => {
    const query = 'خطة تسويق'
    pinQueries.push(query)
    const before = await search(user.client, query, 5)
    const [{ slug: target }] = await sql<{ slug: string }>(
      `select slug from public.prompts where is_published and not trial_sample
        and slug <> all($1::text[]) order by slug limit 1`,
      [before.map((r) => r.slug)],
    )
    const refused = await user.client.rpc('admin_pin_search_result', {
      p_query: query,
      p_prompt_slug: target,
    })
    expect(refused.error?.message).toBe('غير مصرح')

    const pinned = await admin.client.rpc('admin_pin_search_result', {
      p_query: '  خطّة   تسويق ',
      p_prompt_slug: target,
    })
    expect(pinned.error).toBeNull()
    const rows = await search(user.client, query, 5)
    expect(rows[0]?.slug).toBe(target)
    expect(rows[0]?.locked).toBe(true)
    const anonRows = (await anonClient().rpc('search_prompts', { p_query: query, p_limit: 5 }))
      .data as Row[]
    expect(anonRows[0]).toMatchObject({ slug: target, locked: true, lock_reason: 'sign_in' })

    expect((await user.client.from('search_pins').select('query')).data).toEqual([])
    const audit = await sql<{ n: number }>(
      `select count(*)::int as n from public.audit_log
        where action = 'insert_search_pins' and user_id = $2
          and target_id = (select p.id::text from public.search_pins p
                            where p.query = private.search_query_key($1))
          and new_values ->> 'query' = private.search_query_key($1)`,
      [query, admin.id],
    )
    expect(audit[0]!.n).toBe(1)

    await admin.client.rpc('admin_unpin_search_result', { p_query: query, p_prompt_slug: target })
    expect((await search(user.client, query, 5)).map((r) => r.slug)).toEqual(
      before.map((r) => r.slug),
    )
  })

  it('a prompt that does not exist is refused in Arabic with a 400, not a 500, nothing pinned', async () => {
    const query = nonce()
    pinQueries.push(query)
    const { error, status } = await admin.client.rpc('admin_pin_search_result', {
      p_query: query,
      p_prompt_slug: `no-such-prompt-${randomUUID().slice(0, 8)}`,
    })
    expect(status).toBe(400)
    expect(error).toMatchObject({ message: 'الأمر غير موجود', hint: 'not_found' })
    const kept = await sql<{ n: number }>(
      'select count(*)::int as n from public.search_pins where query = private.search_query_key($1)',
      [query],
    )
    expect(kept[0]!.n).toBe(0)
  })
})

describe('confidence', () => {
  it('a query nothing fits returns no rows, is logged as unmet, and gets the closest categories and prompts', async () => {
    const asker = await createTestUser()
    const query = 'ابغى قصيدة نبطية لعرس اخوي'
    expect(await search(asker.client, query)).toEqual([])
    const logged = await sql<{ last_results: number }>(
      'select last_results from public.search_queries where query = private.search_query_key($1)',
      [query],
    )
    expect(logged).toEqual([{ last_results: 0 }])

    const { data, error } = await anonClient().rpc('search_nearby', { p_query: query })
    expect(error).toBeNull()
    const nearby = data as { kind: string; value: string; locked: boolean }[]
    expect(nearby.filter((r) => r.kind === 'category').length).toBeGreaterThan(0)
    const prompts = nearby.filter((r) => r.kind === 'prompt')
    expect(prompts.length).toBe(4)
    expect(prompts.every((r) => r.locked)).toBe(true)
    expect(JSON.stringify(nearby)).not.toContain('body')
  })

  it('a query that names its task still finds it when the asker adds their situation', async () => {
    const rows = await search(user.client, 'خطة تسويق لمطعم في الرياض', 10)
    expect(rows.length).toBeGreaterThan(0)
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from public.prompts
        where slug = any($1::text[]) and category = 'marketing'`,
      [rows.map((r) => r.slug)],
    )
    expect(n).toBe(rows.length)
  })

  it('«هل تقصد» only offers catalogue words that find prompts, never for words the catalogue knows', async () => {
    const cv = (await anonClient().rpc('search_suggest', { p_query: 'سيرة ذاتية' })).data as {
      kind: string
    }[]
    expect(cv.filter((r) => r.kind === 'correction')).toEqual([])
    expect(cv.some((r) => r.kind === 'prompt')).toBe(true)
    const typo = (await anonClient().rpc('search_suggest', { p_query: 'مفتاحبة' })).data as {
      kind: string
      label: string
    }[]
    const correction = typo.find((r) => r.kind === 'correction')
    if (correction) {
      const found = await search(user.client, correction.label, 1)
      expect(found.length).toBe(1)
    }
    // Needs the catalogue lacks: no "correction" into other words («تفسير الام», «اب قصير نبقيه
    // لعرض اخر» were offered before).
    for (const query of ['xqzwvy', 'تفسير الاحلام', 'ابغى قصيدة نبطية لعرس اخوي']) {
      const none = (await anonClient().rpc('search_suggest', { p_query: query })).data as {
        kind: string
      }[]
      expect(
        none.filter((r) => r.kind === 'correction'),
        query,
      ).toEqual([])
    }
  })
})

describe('what people search and open', () => {
  it('counts searches and clicks per query without identity; only admins read the insights', async () => {
    const asker = await createTestUser()
    const query = 'خطة تسويق'
    const rows = await search(asker.client, query, 5)
    const before = await sql<{ clicks: number; click_position_sum: string }>(
      'select clicks, click_position_sum from public.search_queries where query = private.search_query_key($1)',
      [query],
    )
    expect(before.length).toBe(1)
    const click = await anonClient().rpc('log_search_click', {
      p_query: query,
      p_prompt_slug: rows[1]!.slug,
      p_position: 2,
    })
    expect(click.error).toBeNull()
    // Bad input is ignored, never an error.
    for (const args of [
      { p_query: query, p_prompt_slug: 'no-such-prompt', p_position: 1 },
      { p_query: query, p_prompt_slug: rows[0]!.slug, p_position: -3 },
      { p_query: '', p_prompt_slug: rows[0]!.slug, p_position: 1 },
    ]) {
      const { error } = await anonClient().rpc('log_search_click', args)
      expect(error).toBeNull()
    }
    const after = await sql<{ clicks: number; click_position_sum: string }>(
      'select clicks, click_position_sum from public.search_queries where query = private.search_query_key($1)',
      [query],
    )
    expect(after[0]!.clicks).toBe(before[0]!.clicks + 1)
    expect(Number(after[0]!.click_position_sum)).toBe(Number(before[0]!.click_position_sum) + 2)

    const columns = await sql<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = 'public' and table_name = 'search_queries' order by 1`,
    )
    expect(
      columns.map((c) => c.column_name).filter((c) => /user|ip|address|session/.test(c)),
    ).toEqual([])

    const denied = await user.client.rpc('admin_search_insights', { p_days: 30 })
    expect(denied.error?.message).toBe('غير مصرح')
    expect((await user.client.from('search_queries').select('query')).data).toEqual([])
    expect((await anonClient().rpc('admin_search_insights', { p_days: 30 })).error).not.toBeNull()
    const { data, error } = await admin.client.rpc('admin_search_insights', { p_days: 30 })
    expect(error).toBeNull()
    const [{ key }] = await sql<{ key: string }>('select private.search_query_key($1) as key', [
      query,
    ])
    const mine = (data as { query: string; clicks: number; no_click: boolean }[]).find(
      (r) => r.query === key,
    )
    expect(mine).toMatchObject({ clicks: after[0]!.clicks, no_click: false })
  })
})

describe('the query log at its cap', () => {
  const CAP = 20000
  const run = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)

  afterAll(async () => {
    await sql('delete from public.search_queries where query like $1', [`flood-${run}-%`])
  })

  const size = async () =>
    (
      await sql<{ rows: number; kept: number }>(
        `select (select count(*)::int from public.search_queries) as rows,
                (select n from private.search_queries_size where id) as kept`,
      )
    )[0]!

  it('keeps its size in a counter row (no count per new query); a new query replaces the weakest', async () => {
    // The counter follows inserts and deletes of any statement.
    const start = await size()
    expect(start.kept).toBe(start.rows)
    // The log at its cap: noise rows, each searched once by nobody, an hour ago.
    await sql(
      `insert into public.search_queries (query, searches, askers, first_seen_at, last_seen_at)
       select 'flood-' || $1 || '-' || g, 1, 0, now() - interval '1 hour', now() - interval '1 hour'
         from generate_series(1, greatest(0, $2::int - (select count(*)::int from public.search_queries))) g`,
      [run, CAP],
    )
    const full = await size()
    expect(full).toEqual({ rows: CAP, kept: CAP })

    const query = nonce()
    await search(user.client, query)
    const logged = await sql<{ searches: number }>(
      'select searches from public.search_queries where query = private.search_query_key($1)',
      [query],
    )
    expect(logged).toEqual([{ searches: 1 }])
    // A noise row made room: still at the cap, and the counter says so.
    expect(await size()).toEqual({ rows: CAP, kept: CAP })

    await sql('delete from public.search_queries where query like $1', [`flood-${run}-%`])
    const after = await size()
    expect(after.kept).toBe(after.rows)
    expect(after.rows).toBeLessThan(CAP)
  })
})

describe('«تمت المعالجة»', () => {
  it('is refused until a pin, a lexicon entry or a content request was made and the query finds something', async () => {
    const asker = await createTestUser()
    const query = nonce()
    expect(await search(asker.client, query)).toEqual([])

    const refused = await admin.client.rpc('admin_resolve_search_query', { p_query: query })
    expect(refused.error?.message).toBe(
      'لا يمكن وضعها كمعالجة: لم يُضف لها مرادف أو نتيجة مثبتة أو طلب محتوى، أو ما زالت بلا نتائج',
    )
    expect(
      (await user.client.rpc('admin_mark_search_content_request', { p_query: query })).error
        ?.message,
    ).toBe('غير مصرح')

    // A lexicon entry for it that finds a prompt: now it can be resolved.
    const { data, error } = await admin.client
      .from('search_lexicon')
      .insert({ term: query, maps_to: ['تسويق'], kind: 'word', dialect: 'msa', source: 'admin' })
      .select('id')
      .single()
    expect(error).toBeNull()
    lexiconIds.push(data!.id as number)
    expect(
      (await admin.client.rpc('admin_resolve_search_query', { p_query: query })).error,
    ).toBeNull()
    const insights = (await admin.client.rpc('admin_search_insights', { p_days: 30 })).data as {
      query: string
      lexicon: boolean
      handled: boolean
    }[]
    expect(insights.find((r) => r.query === query)).toMatchObject({ lexicon: true, handled: true })

    // A content request is the action for a need the catalogue cannot answer yet.
    const other = nonce()
    await search(asker.client, other)
    expect(
      (
        await admin.client.rpc('admin_mark_search_content_request', {
          p_query: other,
          p_note: 'ناقص',
        })
      ).error,
    ).toBeNull()
    expect(
      (await admin.client.rpc('admin_resolve_search_query', { p_query: other })).error,
    ).toBeNull()
    const [row] = await sql<{ content_request: boolean; handled: boolean }>(
      `select content_request, handled_at is not null as handled from public.search_queries
        where query = private.search_query_key($1)`,
      [other],
    )
    expect(row).toEqual({ content_request: true, handled: true })
  })
})

describe('term statistics', () => {
  it('follow the published catalogue when prompts are added, unpublished and deleted', async () => {
    const word = `مصطلح${randomUUID().replace(/\D/g, '').slice(0, 6)}`
    const df = async () =>
      (
        await sql<{ df: number }>(
          `select coalesce((select df from private.search_term_df
                             where lexeme = private.search_stems($1)), 0)::int as df`,
          [word],
        )
      )[0]!.df
    const slug = await addPrompt(`دليل ${word}`)
    expect(await df()).toBe(1)
    await sql('update public.prompts set is_published = false where slug = $1', [slug])
    expect(await df()).toBe(0)
    await sql('update public.prompts set is_published = true where slug = $1', [slug])
    expect(await df()).toBe(1)
    await sql('delete from public.prompts where slug = $1', [slug])
    expect(await df()).toBe(0)
    const [{ ok }] = await sql<{ ok: boolean }>(
      `select (select n from private.search_doc_count) =
              (select count(*) from public.prompts where is_published) as ok`,
    )
    expect(ok).toBe(true)
  })
})
