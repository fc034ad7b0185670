/**
 * /rest/v1 writes through supabase-js: insert (object, array, columns, missing=default),
 * upsert with both resolutions, update, delete, return modes, and the error bodies of
 * constraint and RLS failures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../../support/stack.ts'
import {
  createRestFixture,
  dropRestFixture,
  restAnon,
  restFetch,
  restService,
  restUser,
} from './fixtures/rest-fixture.ts'

const db = restAnon()
const books = () => db.from('compat_books')

/** `maxAffected()` is typed for clients declaring PostgREST 13+ in their Database type. */
function maxAffected(query: unknown, rows: number) {
  return (
    query as {
      maxAffected(n: number): PromiseLike<{
        status: number
        error: { code: string; details: string } | null
      }>
    }
  ).maxAffected(rows)
}

beforeAll(createRestFixture)
afterAll(dropRestFixture)

describe('insert', () => {
  it('inserts an object with return=minimal: 201 and no body', async () => {
    const { data, error, status } = await books().insert({ id: 10, title: 'Ten', author_id: 1 })
    expect(error).toBeNull()
    expect(status).toBe(201)
    expect(data).toBeNull()
    const rows = await sql('select title, status from public.compat_books where id = 10')
    expect(rows).toEqual([{ title: 'Ten', status: 'draft' }])
  })

  it('inserts with return=representation and a column list', async () => {
    const { data, error, status } = await books()
      .insert({ id: 11, title: 'Eleven', pages: 11 })
      .select('id, title, status, author:compat_authors!author_id(name)')
    expect(error).toBeNull()
    expect(status).toBe(201)
    expect(data).toEqual([{ id: 11, title: 'Eleven', status: 'draft', author: null }])
  })

  it('inserts an array: missing keys are NULL by default, DEFAULT with defaultToNull false', async () => {
    const nulls = await books()
      .insert([
        { id: 12, title: 'Twelve', status: 'published' },
        { id: 13, title: 'Thirteen', pages: 13 },
      ])
      .select('id, status, pages')
    // Missing `status` becomes NULL, which the NOT NULL column refuses.
    expect(nulls.status).toBe(400)
    expect(nulls.error?.code).toBe('23502')
    const defaults = await books()
      .insert(
        [
          { id: 12, title: 'Twelve', status: 'published' },
          { id: 13, title: 'Thirteen', pages: 13 },
        ],
        { defaultToNull: false },
      )
      .select('id, status, pages')
    expect(defaults.error).toBeNull()
    expect(defaults.data).toEqual([
      { id: 12, status: 'published', pages: null },
      { id: 13, status: 'draft', pages: 13 },
    ])
  })

  it('single() on an insert returns the object', async () => {
    const { data, error } = await books()
      .insert({ id: 14, title: 'Fourteen' })
      .select('id')
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({ id: 14 })
  })

  it('counts inserted rows and answers headers-only with a Location', async () => {
    const { count, error } = await books().insert({ id: 15, title: 'Fifteen' }, { count: 'exact' })
    expect(error).toBeNull()
    expect(count).toBe(1)
    const res = await restFetch('/compat_books', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=headers-only' },
      body: JSON.stringify({ id: 16, title: 'Sixteen' }),
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('location')).toBe('/compat_books?id=eq.16')
  })

  it('rolls back with Prefer: tx=rollback', async () => {
    const { data, error } = await books().insert({ id: 17, title: 'Ghost' }).select('id').rollback()
    expect(error).toBeNull()
    expect(data).toEqual([{ id: 17 }])
    expect(await sql('select 1 from public.compat_books where id = 17')).toEqual([])
  })

  it('answers PGRST204 for an unknown column and 409 for a unique violation', async () => {
    const unknown = await books().insert({ id: 18, title: 'x', nope: 1 })
    expect(unknown.status).toBe(400)
    expect(unknown.error).toEqual({
      code: 'PGRST204',
      details: null,
      hint: null,
      message: "Could not find the 'nope' column of 'compat_books' in the schema cache",
    })
    const duplicate = await books().insert({ id: 19, title: 'Dup', isbn: 'isbn-1' })
    expect(duplicate.status).toBe(409)
    expect(duplicate.error).toEqual({
      code: '23505',
      details: 'Key (isbn)=(isbn-1) already exists.',
      hint: null,
      message: 'duplicate key value violates unique constraint "compat_books_isbn_key"',
    })
  })

  it('maps a foreign key violation to 409 and a check violation to 400', async () => {
    const fk = await books().insert({ id: 20, title: 'Orphan', author_id: 999 })
    expect(fk.status).toBe(409)
    expect(fk.error?.code).toBe('23503')
    const check = await books().insert({ id: 21, title: 'Bad', status: 'lost' })
    expect(check.status).toBe(400)
    expect(check.error?.code).toBe('23514')
    const invalid = await books().insert({ id: 'abc' as unknown as number, title: 'Bad' })
    expect(invalid.status).toBe(400)
    expect(invalid.error?.code).toBe('22P02')
  })
})

describe('upsert', () => {
  it('merges duplicates on the primary key: 200 when nothing was inserted, 201 otherwise', async () => {
    const { data, error, status } = await books()
      .upsert({ id: 1, title: 'Alpha 2', author_id: 1 })
      .select('id, title, pages')
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data).toEqual([{ id: 1, title: 'Alpha 2', pages: 100 }])
    const mixed = await books()
      .upsert([
        { id: 1, title: 'Alpha 3' },
        { id: 40, title: 'Forty' },
      ])
      .select('id, title')
    expect(mixed.status).toBe(201)
    expect(mixed.data).toEqual([
      { id: 1, title: 'Alpha 3' },
      { id: 40, title: 'Forty' },
    ])
  })

  it('merges on an on_conflict column and ignores duplicates when asked', async () => {
    const merged = await books()
      .upsert({ id: 2, isbn: 'isbn-2', title: 'Beta 2' }, { onConflict: 'isbn' })
      .select('id, title')
    expect(merged.error).toBeNull()
    expect(merged.data).toEqual([{ id: 2, title: 'Beta 2' }])
    const ignored = await books()
      .upsert(
        [
          { id: 3, title: 'Gamma ignored' },
          { id: 30, title: 'Thirty' },
        ],
        { ignoreDuplicates: true },
      )
      .select('id, title')
    expect(ignored.error).toBeNull()
    expect(ignored.data).toEqual([{ id: 30, title: 'Thirty' }])
    expect(await sql('select title from public.compat_books where id = 3')).toEqual([
      { title: 'Gamma' },
    ])
  })
})

describe('update and delete', () => {
  it('updates with 204 without select and 200 with select', async () => {
    const quiet = await books().update({ pages: 101 }).eq('id', 10)
    expect(quiet.status).toBe(204)
    expect(quiet.data).toBeNull()
    const loud = await books()
      .update({ pages: 102, status: 'published' })
      .in('id', [10, 11])
      .select('id, pages')
    expect(loud.status).toBe(200)
    expect(loud.data?.sort((a, b) => a.id - b.id)).toEqual([
      { id: 10, pages: 102 },
      { id: 11, pages: 102 },
    ])
    const counted = await books().update({ pages: 103 }, { count: 'exact' }).in('id', [10, 11])
    expect(counted.count).toBe(2)
  })

  it('refuses UPDATE and DELETE without a filter (pg-safeupdate)', async () => {
    const update = await books().update({ pages: 1 })
    expect(update.status).toBe(400)
    expect(update.error).toEqual({
      code: '21000',
      details: null,
      hint: null,
      message: 'UPDATE requires a WHERE clause',
    })
    const del = await books().delete()
    expect(del.status).toBe(400)
    expect(del.error?.message).toBe('DELETE requires a WHERE clause')
    expect(await sql('select count(*)::int as n from public.compat_books where pages = 1')).toEqual(
      [{ n: 0 }],
    )
  })

  it('deletes with 204, and 200 with the deleted rows when selected', async () => {
    const quiet = await books().delete().eq('id', 15)
    expect(quiet.status).toBe(204)
    const loud = await books().delete().eq('id', 16).select('id, title')
    expect(loud.status).toBe(200)
    expect(loud.data).toEqual([{ id: 16, title: 'Sixteen' }])
    const counted = await books().delete({ count: 'exact' }).eq('id', 999)
    expect(counted.count).toBe(0)
  })

  it('refuses and rolls back a write over maxAffected', async () => {
    const over = await maxAffected(books().update({ pages: 8 }).in('id', [10, 11]), 1)
    expect(over.status).toBe(400)
    expect(over.error?.code).toBe('PGRST124')
    expect(over.error?.details).toBe('The query affects 2 rows')
    expect(await sql('select count(*)::int as n from public.compat_books where pages = 8')).toEqual(
      [{ n: 0 }],
    )
    const within = await maxAffected(books().update({ pages: 8 }).eq('id', 10), 1)
    expect(within.error).toBeNull()
    expect(within.status).toBe(204)
  })

  it('rolls back a mutation whose single() result is not one row', async () => {
    const { error, status } = await books()
      .update({ pages: 7 })
      .in('id', [10, 11])
      .select('id')
      .single()
    expect(status).toBe(406)
    expect(error?.code).toBe('PGRST116')
    expect(await sql('select count(*)::int as n from public.compat_books where pages = 7')).toEqual(
      [{ n: 0 }],
    )
  })
})

describe('row-level security', () => {
  it('refuses an anonymous insert with 401 and an authenticated policy failure with 403', async () => {
    const anon = await db.from('compat_notes').insert({ owner: crypto.randomUUID(), body: 'hi' })
    expect(anon.status).toBe(401)
    expect(anon.error?.code).toBe('42501')
    expect(anon.error?.message).toBe(
      'new row violates row-level security policy for table "compat_notes"',
    )
    const user = await restUser()
    const denied = await user.client.from('compat_notes').insert({ body: 'forbidden' })
    expect(denied.status).toBe(403)
    expect(denied.error?.code).toBe('42501')
  })

  it('runs under the JWT role: auth.uid() defaults and filters rows', async () => {
    const alice = await restUser()
    const bob = await restUser()
    const created = await alice.client
      .from('compat_notes')
      .insert({ body: 'mine' })
      .select('owner, body')
      .single()
    expect(created.error).toBeNull()
    expect(created.data).toEqual({ owner: alice.id, body: 'mine' })
    expect((await bob.client.from('compat_notes').select('body')).data).toEqual([])
    expect((await alice.client.from('compat_notes').select('body')).data).toEqual([
      { body: 'mine' },
    ])
    const all = await restService()
      .from('compat_notes')
      .select('body', { count: 'exact', head: true })
    expect(all.count).toBeGreaterThanOrEqual(1)
  })
})
