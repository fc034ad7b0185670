/**
 * /rest/v1 answers pinned to PostgREST's own source (12/13): counts on rpc and planned/estimated
 * counts, content negotiation (PGRST107), strict preferences (PGRST122/124/128), CSV as
 * PostgREST renders it, and a select longer than Postgres's target list limit. Each test names
 * the PostgREST file the behaviour comes from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../../support/stack.ts'
import {
  createRestFixture,
  dropRestFixture,
  restAnon,
  restFetch,
  restService,
} from './fixtures/rest-fixture.ts'

const db = restAnon()

// conf_many: 1,500 rows analyzed, then 300 deleted without vacuum or analyze, so the planner
// still estimates 1,500 while 1,200 exist (autovacuum off: the estimate cannot move under us).
const CREATE = `
drop table if exists public.conf_many, public.conf_items cascade;
drop function if exists public.conf_delete_items(), public.conf_touch_one(), public.conf_count_items() cascade;
create table public.conf_many (id int primary key, n int not null) with (autovacuum_enabled = false);
insert into public.conf_many select g, g % 7 from generate_series(1, 1500) g;
analyze public.conf_many;
delete from public.conf_many where id > 1200;
grant select on public.conf_many to anon, authenticated;
create table public.conf_items (id int primary key, label text);
insert into public.conf_items values (1, 'plain'), (2, E'He said "hi"\\nbye'), (3, E'back\\\\slash'), (4, ''), (5, null);
grant select, insert, delete on public.conf_items to anon, authenticated;
create function public.conf_delete_items() returns setof public.conf_items
  language sql volatile as 'delete from public.conf_items where id >= 3 returning *';
create function public.conf_touch_one() returns void
  language sql volatile as 'delete from public.conf_items where id = 1';
create function public.conf_count_items() returns bigint
  language sql stable as 'select count(*) from public.conf_items';
`
const DROP = `
drop table if exists public.conf_many, public.conf_items cascade;
drop function if exists public.conf_delete_items(), public.conf_touch_one(), public.conf_count_items() cascade;
`

beforeAll(async () => {
  await createRestFixture()
  await sql(CREATE)
})
afterAll(async () => {
  await sql(DROP)
  await dropRestFixture()
})

async function errorOf(res: Response) {
  return { status: res.status, body: (await res.json()) as unknown }
}

/** The planner's row estimate for a count query, as the database owner sees it. */
async function estimate(query: string): Promise<number> {
  const rows = await sql<{ 'QUERY PLAN': unknown }>(`explain (format json) ${query}`)
  const raw = rows[0]!['QUERY PLAN']
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan: { 'Plan Rows': number }
  }[]
  return Math.round(plan[0]!.Plan['Plan Rows'])
}

describe('rpc counts (Response.hs DbCallResult, Query.hs invokeQuery)', () => {
  it('count=exact on a set-returning function gives supabase-js the count', async () => {
    const all = await db.rpc('compat_numbers', { n: 5 }, { count: 'exact' })
    expect(all).toMatchObject({ data: [1, 2, 3, 4, 5], count: 5, status: 200 })
    const page = await db.rpc('compat_numbers', { n: 5 }, { count: 'exact' }).range(0, 1)
    expect(page).toMatchObject({ data: [1, 2], count: 5, status: 206 })
    const filtered = await db
      .rpc('compat_books_of', { aid: 1 }, { count: 'exact' })
      .select('id')
      .gt('pages', 150)
    expect(filtered).toMatchObject({ data: [{ id: 2 }], count: 1, status: 200 })
  })

  it('count with head: HEAD, the count and no body', async () => {
    const head = await db.rpc('compat_books_of', { aid: 1 }, { head: true, count: 'exact' })
    expect(head).toMatchObject({ data: null, count: 2, status: 200, error: null })
    const res = await restFetch('/rpc/compat_numbers?n=4&limit=1', {
      method: 'HEAD',
      headers: { Prefer: 'count=exact' },
    })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toBe('0-0/4')
    expect(res.headers.get('preference-applied')).toBe('count=exact')
    expect(await res.text()).toBe('')
  })

  it('count=planned on rpc has no total (no EXPLAIN for calls); estimated counts exactly', async () => {
    const planned = await restFetch('/rpc/compat_numbers?n=5', {
      headers: { Prefer: 'count=planned' },
    })
    expect(planned.status).toBe(200)
    expect(planned.headers.get('content-range')).toBe('0-4/*')
    expect(planned.headers.get('preference-applied')).toBe('count=planned')
    const estimated = await restFetch('/rpc/compat_numbers?n=5&limit=2', {
      headers: { Prefer: 'count=estimated' },
    })
    expect(estimated.status).toBe(206)
    expect(estimated.headers.get('content-range')).toBe('0-1/5')
  })
})

describe('planned and estimated counts (Query.hs resultSetWTotal, RangeQuery.hs rangeStatusHeader)', () => {
  it('count=planned is the EXPLAIN estimate, 206 when fewer rows came back', async () => {
    const res = await restFetch('/conf_many?select=id&limit=10', {
      headers: { Prefer: 'count=planned' },
    })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toBe('0-9/1500')
    expect(res.headers.get('preference-applied')).toBe('count=planned')
    const head = await db.from('conf_many').select('id', { count: 'planned', head: true })
    expect(head).toMatchObject({ count: 1500, data: null, status: 206 })
    const exact = await db.from('conf_many').select('id', { count: 'exact', head: true })
    expect(exact).toMatchObject({ count: 1200, status: 206 })
  })

  it('count=planned with filters explains the filtered count query', async () => {
    const expected = await estimate('select 1 from public.conf_many where n = 3 and id > 100')
    const res = await restFetch('/conf_many?select=id&n=eq.3&id=gt.100&limit=1', {
      headers: { Prefer: 'count=planned' },
    })
    expect(res.headers.get('content-range')).toBe(`0-0/${expected}`)
  })

  it('count=planned can exceed the rows of a small table: 206 even for the whole table', async () => {
    const expected = await estimate('select 1 from public.compat_authors')
    expect(expected).not.toBe(3)
    const res = await restFetch('/compat_authors?select=id', {
      headers: { Prefer: 'count=planned' },
    })
    expect(res.status).toBe(expected > 3 ? 206 : 200)
    expect(res.headers.get('content-range')).toBe(`0-2/${expected}`)
  })

  it('count=estimated is exact up to max_rows (1000), then max(counted, planned)', async () => {
    const small = await restFetch('/conf_many?select=id&id=lte.50&limit=10', {
      headers: { Prefer: 'count=estimated' },
    })
    expect(small.status).toBe(206)
    expect(small.headers.get('content-range')).toBe('0-9/50')
    // 1,200 rows: past max_rows the count stops at 1,001 and the planner's 1,500 wins.
    const big = await restFetch('/conf_many?select=id&limit=10', {
      headers: { Prefer: 'count=estimated' },
    })
    expect(big.status).toBe(206)
    expect(big.headers.get('content-range')).toBe('0-9/1500')
    expect(big.headers.get('preference-applied')).toBe('count=estimated')
  })
})

describe('content negotiation (Plan/Negotiate.hs, MediaType.hs, Error.hs MediaTypeError)', () => {
  const pgrst107 = (types: string) => ({
    status: 406,
    body: {
      code: 'PGRST107',
      details: null,
      hint: null,
      message: `None of these media types are available: ${types}`,
    },
  })

  it('refuses text/xml, text/plain and octet-stream on tables with 406 PGRST107', async () => {
    const res = await restFetch('/compat_authors?select=id', { headers: { Accept: 'text/xml' } })
    expect(res.headers.get('proxy-status')).toBe('PostgREST; error=PGRST107')
    expect(await errorOf(res)).toEqual(pgrst107('text/xml'))
    // wai-extra parseHttpAccept: sorted by q, so the message lists text/plain first.
    const two = await restFetch('/compat_authors', {
      headers: { Accept: 'application/octet-stream;q=0.5, text/plain' },
    })
    expect(await errorOf(two)).toEqual(pgrst107('text/plain, application/octet-stream'))
  })

  it('falls back to JSON when */* is among the accepted types', async () => {
    const res = await restFetch('/compat_authors?select=id&order=id&limit=1', {
      headers: { Accept: 'text/xml, */*;q=0.1' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await res.json()).toEqual([{ id: 1 }])
  })

  it('refuses .explain() (db-plan-enabled is off on Supabase) with PGRST107', async () => {
    const res = await db.from('compat_authors').select('id').explain()
    expect(res.status).toBe(406)
    expect(res.error).toMatchObject({
      code: 'PGRST107',
      message:
        'None of these media types are available: application/vnd.pgrst.plan+text; for="application/json"',
    })
  })

  it('negotiates rpc and writes too; a refused write changes nothing', async () => {
    const rpc = await restFetch('/rpc/compat_numbers?n=2', { headers: { Accept: 'text/plain' } })
    expect(await errorOf(rpc)).toEqual(pgrst107('text/plain'))
    const write = await restFetch('/conf_items', {
      method: 'POST',
      headers: { Accept: 'text/xml', 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 90, label: 'refused' }),
    })
    expect(await errorOf(write)).toEqual(pgrst107('text/xml'))
    expect(await sql('select 1 from public.conf_items where id = 90')).toEqual([])
  })

  it('application/geo+json is built in: ST_AsGeoJSON per row (404 42883 without PostGIS)', async () => {
    const res = await db.from('compat_authors').select('id').eq('id', 1).geojson()
    const postgis = await sql("select 1 from pg_extension where extname = 'postgis'")
    if (postgis.length) {
      expect(res.status).toBe(200)
      expect(res.data).toMatchObject({ type: 'FeatureCollection' })
    } else {
      expect(res.status).toBe(404)
      expect(res.error).toMatchObject({
        code: '42883',
        message: 'function st_asgeojson(record) does not exist',
      })
    }
  })
})

describe('strict preferences (Plan.hs, Query.hs, Error.hs)', () => {
  it('handling=strict with an unknown preference is 400 PGRST122, on reads, rpc and writes', async () => {
    const expected = {
      status: 400,
      body: {
        code: 'PGRST122',
        details: 'Invalid preferences: anything, count=bogus',
        hint: null,
        message: 'Invalid preferences given with handling=strict',
      },
    }
    const prefer = { Prefer: 'handling=strict, anything, count=bogus' }
    expect(await errorOf(await restFetch('/compat_authors', { headers: prefer }))).toEqual(expected)
    expect(await errorOf(await restFetch('/rpc/compat_numbers?n=1', { headers: prefer }))).toEqual(
      expected,
    )
    const write = await restFetch('/conf_items', {
      method: 'POST',
      headers: { ...prefer, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 91, label: 'strict' }),
    })
    expect(await errorOf(write)).toEqual(expected)
    expect(await sql('select 1 from public.conf_items where id = 91')).toEqual([])
    const lenient = await restFetch('/compat_authors?select=id&limit=1', {
      headers: { Prefer: 'handling=lenient, anything' },
    })
    expect(lenient.status).toBe(200)
  })

  it('max-affected on rpc: PGRST124 past the limit (rolled back), applied within it', async () => {
    const over = await restFetch('/rpc/conf_delete_items', {
      method: 'POST',
      headers: { Prefer: 'handling=strict, max-affected=2' },
    })
    expect(await errorOf(over)).toEqual({
      status: 400,
      body: {
        code: 'PGRST124',
        details: 'The query affects 3 rows',
        hint: null,
        message: 'Query result exceeds max-affected preference constraint',
      },
    })
    expect(await sql('select count(*)::int as n from public.conf_items')).toEqual([{ n: 5 }])
    const within = await restFetch('/rpc/conf_delete_items?select=id', {
      method: 'POST',
      headers: { Prefer: 'handling=strict, max-affected=3, tx=rollback' },
    })
    expect(within.status).toBe(200)
    expect(within.headers.get('preference-applied')).toBe(
      'tx=rollback, handling=strict, max-affected=3',
    )
    expect(await within.json()).toEqual([{ id: 3 }, { id: 4 }, { id: 5 }])
  })

  it('max-affected with handling=strict on a void or scalar function is 400 PGRST128', async () => {
    const body = {
      code: 'PGRST128',
      details: null,
      hint: null,
      message:
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    }
    for (const fn of ['conf_touch_one', 'conf_count_items']) {
      const res = await restFetch(`/rpc/${fn}`, {
        method: 'POST',
        headers: { Prefer: 'handling=strict, max-affected=10' },
      })
      expect(await errorOf(res)).toEqual({ status: 400, body })
    }
    expect(await sql('select 1 from public.conf_items where id = 1')).toEqual([{ '?column?': 1 }])
    // Without handling=strict max-affected is not enforced.
    const lenient = await restFetch('/rpc/conf_count_items', {
      method: 'POST',
      headers: { Prefer: 'max-affected=0' },
    })
    expect(lenient.status).toBe(200)
  })
})

describe('CSV as PostgREST renders it (SqlFragment.hs asCsvF)', () => {
  it("each row is Postgres's own record text: jsonb, arrays, booleans, ranges, quoting, NULL", async () => {
    const { data, error } = await db
      .from('compat_authors')
      .select('id,name,born,meta,tags,score,active,period,bio')
      .order('id')
      .csv()
    expect(error).toBeNull()
    expect(data).toBe(
      [
        'id,name,born,meta,tags,score,active,period,bio',
        '1,Ann,1970-01-01,"{""langs"": [""ar"", ""en""], ""country"": {""code"": ""SA""}}","{poetry,history}",4.5,t,"[1,10)","The quick brown foxes jumped"',
        '2,Bob,,"{""country"": {""code"": ""EG""}}",{history},,f,"[20,30)","A lazy dog sleeps"',
        '3,"Cy, Jr.",1990-05-05,,{},2.0,,,',
      ].join('\n'),
    )
  })

  it('quotes, newlines, backslashes and empty strings as record_out writes them', async () => {
    const res = await restFetch('/conf_items?order=id', { headers: { Accept: 'text/csv' } })
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(await res.text()).toBe(
      'id,label\n1,plain\n2,"He said ""hi""\nbye"\n3,"back\\\\slash"\n4,""\n5,',
    )
  })

  it('an empty result is the empty header line', async () => {
    const res = await restFetch('/conf_items?id=eq.999', { headers: { Accept: 'text/csv' } })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('\n')
  })

  it('writes with return=representation and set-returning rpc answer CSV too', async () => {
    const res = await restService()
      .from('conf_items')
      .insert({ id: 92, label: 'a,b' })
      .select('id,label')
      .csv()
    expect(res.data).toBe('id,label\n92,"a,b"')
    await sql('delete from public.conf_items where id = 92')
    const rpc = await restFetch('/rpc/compat_numbers?n=3', { headers: { Accept: 'text/csv' } })
    expect(await rpc.text()).toBe('pgrst_scalar\n1\n2\n3')
  })
})

describe('a select longer than Postgres allows (Error.hs mapSQLtoHTTP)', () => {
  it('1665 columns: 54011 with PostgREST body, status 500 (class 54 "too complex" maps to 500)', async () => {
    const res = await restFetch(`/compat_authors?select=${Array(1665).fill('id').join(',')}`)
    expect(res.headers.get('proxy-status')).toBe('PostgREST; error=54011')
    expect(await errorOf(res)).toEqual({
      status: 500,
      body: {
        code: '54011',
        details: null,
        hint: null,
        message: 'target lists can have at most 1664 entries',
      },
    })
    const fits = await restFetch(`/compat_authors?select=${Array(1664).fill('id').join(',')}`)
    expect(fits.status).toBe(200)
  })

  it('5000 columns: the same PostgREST error, never an unhandled failure', async () => {
    const res = await restFetch(`/compat_authors?select=${Array(5000).fill('id').join(',')}`)
    expect(await errorOf(res)).toMatchObject({ status: 500, body: { code: '54011' } })
  })

  it('a URL over 16 kB: 414 from the gateway, as the hosted edge answers', async () => {
    const res = await restFetch(`/compat_authors?select=${Array(5000).fill('name').join(',')}`)
    expect(res.status).toBe(414)
    expect(await res.json()).toEqual({ message: 'URI Too Long' })
  })
})
