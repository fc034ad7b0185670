/**
 * /rest/v1 reads through supabase-js: column lists, filters (every operator postgrest-js
 * emits), logic trees, embedding, order, ranges and counts, single/maybeSingle, errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRestFixture, dropRestFixture, restAnon, restFetch } from './fixtures/rest-fixture.ts'

const db = restAnon()
const authors = () => db.from('compat_authors')
const books = () => db.from('compat_books')

async function ids(query: PromiseLike<{ data: { id: number }[] | null; error: unknown }>) {
  const { data, error } = await query
  expect(error).toBeNull()
  return (data ?? []).map((r) => r.id).sort((a, b) => a - b)
}

beforeAll(createRestFixture)
afterAll(dropRestFixture)

describe('select', () => {
  it('returns every column with Postgres JSON rendering', async () => {
    const { data, error, status } = await authors().select('*').eq('id', 1)
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data).toEqual([
      {
        id: 1,
        name: 'Ann',
        born: '1970-01-01',
        meta: { country: { code: 'SA' }, langs: ['ar', 'en'] },
        tags: ['poetry', 'history'],
        score: 4.5,
        active: true,
        period: '[1,10)',
        bio: 'The quick brown foxes jumped',
      },
    ])
  })

  it('supports column lists, aliases, casts and json paths', async () => {
    const { data, error } = await authors()
      .select('id, label:name, score::text, meta->country->>code, lang:meta->langs->0')
      .eq('id', 1)
    expect(error).toBeNull()
    expect(data).toEqual([{ id: 1, label: 'Ann', score: '4.5', code: 'SA', lang: 'ar' }])
  })

  it('reports an unknown column as Postgres does', async () => {
    const { error, status } = await authors().select('nope')
    expect(status).toBe(400)
    expect(error?.code).toBe('42703')
  })
})

describe('filters', () => {
  it('compares with eq, neq, gt, gte, lt, lte', async () => {
    expect(await ids(authors().select('id').eq('name', 'Bob'))).toEqual([2])
    expect(await ids(authors().select('id').neq('name', 'Bob'))).toEqual([1, 3])
    expect(await ids(books().select('id').gt('pages', 100))).toEqual([2])
    expect(await ids(books().select('id').gte('pages', 100))).toEqual([1, 2])
    expect(await ids(books().select('id').lt('pages', 250))).toEqual([1])
    expect(await ids(books().select('id').lte('pages', 250))).toEqual([1, 2])
  })

  it('matches patterns with like, ilike, match, imatch and any/all', async () => {
    expect(await ids(books().select('id').like('title', '%ta'))).toEqual([2])
    expect(await ids(books().select('id').like('title', '*mm*'))).toEqual([3])
    expect(await ids(books().select('id').ilike('title', 'a%'))).toEqual([1])
    expect(await ids(books().select('id').match({ title: 'Beta' }))).toEqual([2])
    expect(await ids(books().select('id').regexMatch('title', '^[AB]'))).toEqual([1, 2])
    expect(await ids(books().select('id').regexIMatch('title', '^g'))).toEqual([3])
    expect(await ids(books().select('id').likeAnyOf('title', ['A%', 'G%']))).toEqual([1, 3])
    expect(await ids(books().select('id').likeAllOf('title', ['%a', '%l%']))).toEqual([1])
    expect(await ids(books().select('id').ilikeAnyOf('title', ['b%', 'g%']))).toEqual([2, 3])
    expect(await ids(books().select('id').filter('pages', 'gt(any)', '{200,300}'))).toEqual([2])
  })

  it('tests nulls and booleans with is, and distinctness with isdistinct', async () => {
    expect(await ids(authors().select('id').is('born', null))).toEqual([2])
    expect(await ids(authors().select('id').not('born', 'is', null))).toEqual([1, 3])
    expect(await ids(authors().select('id').is('active', true))).toEqual([1])
    expect(await ids(authors().select('id').is('active', false))).toEqual([2])
    expect(await ids(authors().select('id').isDistinct('active', true))).toEqual([2, 3])
    // eq.null is a text comparison, never IS NULL.
    expect(await ids(authors().select('id').eq('bio', 'null'))).toEqual([])
  })

  it('filters lists with in and not in, including quoted values', async () => {
    expect(await ids(authors().select('id').in('name', ['Ann', 'Cy, Jr.']))).toEqual([1, 3])
    expect(await ids(authors().select('id').notIn('id', [1, 2]))).toEqual([3])
    expect(await ids(authors().select('id').in('id', []))).toEqual([])
  })

  it('uses array and jsonb containment: cs, cd, ov', async () => {
    expect(await ids(authors().select('id').contains('tags', ['history']))).toEqual([1, 2])
    expect(await ids(authors().select('id').containedBy('tags', ['history', 'x']))).toEqual([2, 3])
    expect(await ids(authors().select('id').overlaps('tags', ['poetry', 'nope']))).toEqual([1])
    expect(
      await ids(
        authors()
          .select('id')
          .contains('meta', { country: { code: 'EG' } }),
      ),
    ).toEqual([2])
  })

  it('compares ranges: sl, sr, nxl, nxr, adj, ov', async () => {
    expect(await ids(authors().select('id').rangeLt('period', '[11,15)'))).toEqual([1])
    expect(await ids(authors().select('id').rangeGt('period', '[11,15)'))).toEqual([2])
    expect(await ids(authors().select('id').rangeLte('period', '[5,12)'))).toEqual([1])
    expect(await ids(authors().select('id').rangeGte('period', '[5,12)'))).toEqual([2])
    expect(await ids(authors().select('id').rangeAdjacent('period', '[10,20)'))).toEqual([1, 2])
    expect(await ids(authors().select('id').overlaps('period', '[25,40)'))).toEqual([2])
  })

  it('searches text with fts, plfts, phfts and wfts', async () => {
    const fts = (query: string, type?: 'plain' | 'phrase' | 'websearch', config = 'english') =>
      ids(authors().select('id').textSearch('bio', query, { type, config }))
    expect(await fts("'fox' & 'jump'")).toEqual([1])
    expect(await fts('lazy dogs', 'plain')).toEqual([2])
    expect(await fts('brown fox', 'phrase')).toEqual([1])
    expect(await fts('"quick brown" -dog', 'websearch')).toEqual([1])
    expect(await ids(authors().select('id').textSearch('bio', 'dog'))).toEqual([2])
  })

  it('negates any operator with not', async () => {
    expect(await ids(books().select('id').not('title', 'like', 'A%'))).toEqual([2, 3])
    expect(await ids(authors().select('id').not('tags', 'cs', '{history}'))).toEqual([3])
  })

  it('combines conditions with or/and trees, nested and negated', async () => {
    expect(await ids(books().select('id').or('pages.gt.200,title.eq.Gamma'))).toEqual([2, 3])
    expect(
      await ids(books().select('id').or('title.eq.Alpha,and(pages.gt.200,status.eq.draft)')),
    ).toEqual([1, 2])
    expect(await ids(books().select('id').or('pages.is.null,title.in.("Alpha","x,y")'))).toEqual([
      1, 3,
    ])
    const negated = await restFetch('/compat_books?select=id&not.or=(title.eq.Alpha,title.eq.Beta)')
    expect(await negated.json()).toEqual([{ id: 3 }])
    expect(await ids(authors().select('id').or('name.eq."Cy, Jr.",id.eq.2'))).toEqual([2, 3])
    const res = await restFetch(
      '/compat_books?select=id&and=(pages.gte.100,not.or(status.eq.draft,id.eq.3))',
    )
    expect(await res.json()).toEqual([{ id: 1 }])
  })

  it('rejects a malformed filter with PGRST100', async () => {
    const { error, status } = await books().select('id').filter('pages', 'eqq', 5)
    expect(status).toBe(400)
    expect(error?.code).toBe('PGRST100')
    expect(error?.message).toContain('failed to parse filter')
    const tree = await books().select('id').or('pages.gt')
    expect(tree.status).toBe(400)
    expect(tree.error?.code).toBe('PGRST100')
  })
})

describe('embedding', () => {
  it('embeds a many-to-one as an object and a one-to-many as an array', async () => {
    const { data, error } = await books()
      .select('id, title, author:compat_authors!author_id(name)')
      .order('id')
    expect(error).toBeNull()
    expect(data).toEqual([
      { id: 1, title: 'Alpha', author: { name: 'Ann' } },
      { id: 2, title: 'Beta', author: { name: 'Ann' } },
      { id: 3, title: 'Gamma', author: { name: 'Bob' } },
    ])
    const many = await authors()
      .select('name, compat_books!author_id(title), compat_profiles(handle)')
      .order('id')
    expect(many.error).toBeNull()
    expect(many.data).toEqual([
      {
        name: 'Ann',
        compat_books: [{ title: 'Alpha' }, { title: 'Beta' }],
        compat_profiles: { handle: '@ann' },
      },
      { name: 'Bob', compat_books: [{ title: 'Gamma' }], compat_profiles: null },
      { name: 'Cy, Jr.', compat_books: [], compat_profiles: null },
    ])
  })

  it('answers PGRST201 for an ambiguous embed and PGRST200 for no relationship', async () => {
    const ambiguous = await books().select('id, compat_authors(name)')
    expect(ambiguous.status).toBe(300)
    expect(ambiguous.error?.code).toBe('PGRST201')
    const none = await books().select('id, compat_log(msg)')
    expect(none.status).toBe(400)
    expect(none.error?.code).toBe('PGRST200')
  })

  it('embeds through a named foreign key hint', async () => {
    const { data, error } = await books()
      .select('id, editor:compat_authors!compat_books_editor_id_fkey(name)')
      .eq('id', 3)
    expect(error).toBeNull()
    expect(data).toEqual([{ id: 3, editor: { name: 'Ann' } }])
  })

  it('filters, orders and limits embedded rows without touching parents', async () => {
    const { data, error } = await authors()
      .select('id, books:compat_books!author_id(title)')
      .eq('books.status', 'published')
      .order('id')
    expect(error).toBeNull()
    expect(data).toEqual([
      { id: 1, books: [{ title: 'Alpha' }] },
      { id: 2, books: [{ title: 'Gamma' }] },
      { id: 3, books: [] },
    ])
    const ordered = await authors()
      .select('id, books:compat_books!author_id(title)')
      .eq('id', 1)
      .order('title', { referencedTable: 'books', ascending: false })
      .limit(1, { referencedTable: 'books' })
    expect(ordered.data).toEqual([{ id: 1, books: [{ title: 'Beta' }] }])
    const ored = await authors()
      .select('id, books:compat_books!author_id(title)')
      .eq('id', 1)
      .or('pages.lt.150,title.eq.Nope', { referencedTable: 'books' })
    expect(ored.data).toEqual([{ id: 1, books: [{ title: 'Alpha' }] }])
  })

  it('drops parents without a match when the embed is !inner', async () => {
    const { data, error } = await authors()
      .select('id, books:compat_books!author_id!inner(title)')
      .eq('books.title', 'Gamma')
    expect(error).toBeNull()
    expect(data).toEqual([{ id: 2, books: [{ title: 'Gamma' }] }])
    const counted = await books()
      .select('id, author:compat_authors!author_id!inner(name)', { count: 'exact' })
      .eq('author.name', 'Ann')
    expect(counted.count).toBe(2)
    expect(await ids(counted as never)).toEqual([1, 2])
  })

  it('filters parents on an embed being null', async () => {
    const res = await restFetch(
      '/compat_authors?select=id,compat_profiles(handle)&compat_profiles=not.is.null',
    )
    expect(await res.json()).toEqual([{ id: 1, compat_profiles: { handle: '@ann' } }])
  })

  it('counts embedded rows and spreads a to-one embed', async () => {
    const { data, error } = await authors().select('id, compat_books!author_id(count)').order('id')
    expect(error).toBeNull()
    expect(data).toEqual([
      { id: 1, compat_books: [{ count: 2 }] },
      { id: 2, compat_books: [{ count: 1 }] },
      { id: 3, compat_books: [{ count: 0 }] },
    ])
    const spread = await books()
      .select('id, ...compat_authors!author_id(author_name:name)')
      .eq('id', 3)
    expect(spread.data).toEqual([{ id: 3, author_name: 'Bob' }])
  })

  it('embeds many-to-many through a junction table, both ways', async () => {
    const { data, error } = await books()
      .select('id, compat_tags(name)')
      .order('id')
      .order('name', { referencedTable: 'compat_tags' })
    expect(error).toBeNull()
    expect(data).toEqual([
      { id: 1, compat_tags: [{ name: 'classic' }, { name: 'new' }] },
      { id: 2, compat_tags: [] },
      { id: 3, compat_tags: [{ name: 'classic' }] },
    ])
    const back = await db
      .from('compat_tags')
      .select('name, books:compat_books!compat_book_tags!inner(id)')
      .order('name')
    expect(back.error).toBeNull()
    expect(back.data).toEqual([
      { name: 'classic', books: [{ id: 1 }, { id: 3 }] },
      { name: 'new', books: [{ id: 1 }] },
    ])
  })

  it('orders parents by a to-one embedded column', async () => {
    const { data } = await books()
      .select('id, author:compat_authors!author_id(name)')
      .order('author(name)', { ascending: false })
      .order('id')
    expect(data?.map((r) => r.id)).toEqual([3, 1, 2])
  })
})

describe('order, ranges and counts', () => {
  it('orders by several columns with nulls first/last', async () => {
    const asc = await books().select('id').order('pages', { ascending: true, nullsFirst: true })
    expect(asc.data?.map((r) => r.id)).toEqual([3, 1, 2])
    const desc = await books().select('id').order('pages', { ascending: false, nullsFirst: false })
    expect(desc.data?.map((r) => r.id)).toEqual([2, 1, 3])
    const multi = await books().select('id').order('status').order('id', { ascending: false })
    expect(multi.data?.map((r) => r.id)).toEqual([2, 3, 1])
    const json = await authors().select('id').order('meta->country->>code', { nullsFirst: true })
    expect(json.data?.map((r) => r.id)).toEqual([3, 2, 1])
  })

  it('pages with limit/offset and answers 206 with Content-Range when counting', async () => {
    const page = await books().select('id', { count: 'exact' }).order('id').range(1, 1)
    expect(page.status).toBe(206)
    expect(page.count).toBe(3)
    expect(page.data).toEqual([{ id: 2 }])
    const res = await restFetch('/compat_books?select=id&order=id&offset=1&limit=1', {
      headers: { Prefer: 'count=exact' },
    })
    expect(res.headers.get('content-range')).toBe('1-1/3')
    const full = await books().select('id', { count: 'exact' })
    expect(full.status).toBe(200)
    expect(full.count).toBe(3)
    const plain = await restFetch('/compat_books?select=id&limit=2')
    expect(plain.headers.get('content-range')).toBe('0-1/*')
    const empty = await books().select('id', { count: 'exact' }).eq('id', 99)
    expect(empty.count).toBe(0)
    expect(empty.status).toBe(200)
  })

  it('honours a Range header and rejects an offset past the end with 416', async () => {
    const res = await restFetch('/compat_books?select=id&order=id', { headers: { Range: '1-2' } })
    expect(await res.json()).toEqual([{ id: 2 }, { id: 3 }])
    const past = await books().select('id', { count: 'exact' }).range(10, 12)
    expect(past.status).toBe(416)
    expect(past.error?.code).toBe('PGRST103')
  })

  it('answers HEAD with the count and no body', async () => {
    const { data, count, status } = await books().select('*', { count: 'exact', head: true })
    expect(status).toBe(200)
    expect(count).toBe(3)
    expect(data).toBeNull()
  })

  it('answers estimated counts exactly below max_rows', async () => {
    // Planned counts are the planner's estimate: rest-conformance.test.ts pins them.
    const res = await books().select('id', { count: 'estimated' }).limit(1)
    expect(res.count).toBe(3)
  })

  it('strips nulls when asked', async () => {
    const { data, error } = await authors().select('id, born').eq('id', 2).stripNulls()
    expect(error).toBeNull()
    expect(data).toEqual([{ id: 2 }])
    const one = await authors().select('id, born').eq('id', 2).single().stripNulls()
    expect(one.data).toEqual({ id: 2 })
  })

  it('answers csv', async () => {
    const res = await restFetch('/compat_authors?select=id,name&order=id', {
      headers: { Accept: 'text/csv' },
    })
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(await res.text()).toBe('id,name\n1,Ann\n2,Bob\n3,"Cy, Jr."')
  })
})

describe('single and maybeSingle', () => {
  it('single returns the object for one row and PGRST116 for zero or many', async () => {
    const one = await authors().select('name').eq('id', 1).single()
    expect(one.data).toEqual({ name: 'Ann' })
    const zero = await authors().select('name').eq('id', 99).single()
    expect(zero.status).toBe(406)
    expect(zero.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    })
    const many = await authors().select('name').single()
    expect(many.status).toBe(406)
    expect(many.error?.details).toBe('The result contains 3 rows')
  })

  it('maybeSingle returns null for zero rows and an error for many', async () => {
    const zero = await authors().select('name').eq('id', 99).maybeSingle()
    expect(zero.error).toBeNull()
    expect(zero.data).toBeNull()
    const one = await authors().select('name').eq('id', 2).maybeSingle()
    expect(one.data).toEqual({ name: 'Bob' })
    const many = await authors().select('name').maybeSingle()
    expect(many.error?.code).toBe('PGRST116')
  })
})

describe('errors and schema cache', () => {
  it('answers PGRST205 for an unknown table, with a hint for a near miss', async () => {
    const { error, status } = await db.from('compat_author').select('*')
    expect(status).toBe(404)
    expect(error?.code).toBe('PGRST205')
    expect(error?.message).toBe(
      "Could not find the table 'public.compat_author' in the schema cache",
    )
    expect(error?.hint).toBe("Perhaps you meant the table 'public.compat_authors'")
  })

  it('sees a table created after start without any reload call', async () => {
    const { sql } = await import('../../support/stack.ts')
    await sql(
      'create table public.compat_late (id int primary key); insert into public.compat_late values (7)',
    )
    try {
      const { data, error } = await db.from('compat_late').select('id')
      expect(error).toBeNull()
      expect(data).toEqual([{ id: 7 }])
    } finally {
      await sql('drop table public.compat_late')
    }
  })

  it('refuses an unexposed schema with PGRST106', async () => {
    const res = await restFetch('/users', { headers: { 'Accept-Profile': 'auth' } })
    expect(res.status).toBe(406)
    expect((await res.json()).code).toBe('PGRST106')
  })
})
