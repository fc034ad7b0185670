/**
 * /rest/v1/rpc through supabase-js: every return kind by POST and GET, overloads, the single
 * unnamed json parameter, read-only GET, the per-request settings functions see, and errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../../support/stack.ts'
import {
  createRestFixture,
  dropRestFixture,
  restAnon,
  restFetch,
  restUser,
  signToken,
} from './fixtures/rest-fixture.ts'

const db = restAnon({ 'X-Compat-Test': 'hello' })

beforeAll(createRestFixture)
afterAll(dropRestFixture)

describe('return kinds', () => {
  it('scalar: a bare JSON value, by POST and GET, with defaults', async () => {
    expect(await db.rpc('compat_add', { a: 1, b: 2 })).toMatchObject({ data: 3, status: 200 })
    expect(await db.rpc('compat_add', { a: 1 })).toMatchObject({ data: 11 })
    expect(await db.rpc('compat_add', { a: 5, b: 5 }, { get: true })).toMatchObject({ data: 10 })
  })

  it('composite: an object', async () => {
    const { data, error } = await db.rpc('compat_author', { aid: 2 })
    expect(error).toBeNull()
    expect(data).toMatchObject({ id: 2, name: 'Bob', tags: ['history'] })
    const got = await db.rpc('compat_author', { aid: 1 }, { get: true })
    expect(got.data).toMatchObject({ id: 1, name: 'Ann' })
  })

  it('setof table rows: an array that takes select, filters, order, limit and embeds', async () => {
    const { data, error } = await db
      .rpc('compat_books_of', { aid: 1 })
      .select('title, author:compat_authors!author_id(name)')
      .order('title', { ascending: false })
    expect(error).toBeNull()
    expect(data).toEqual([
      { title: 'Beta', author: { name: 'Ann' } },
      { title: 'Alpha', author: { name: 'Ann' } },
    ])
    const filtered = await db
      .rpc('compat_books_of', { aid: 1 }, { get: true })
      .select('id')
      .gt('pages', 150)
    expect(filtered.data).toEqual([{ id: 2 }])
    const single = await db.rpc('compat_books_of', { aid: 2 }).select('title').single()
    expect(single.data).toEqual({ title: 'Gamma' })
    const counted = await db
      .rpc('compat_books_of', { aid: 1 }, { count: 'exact' })
      .select('id')
      .limit(1)
    expect(counted.count).toBe(2)
  })

  it('returns table (...): an array of records', async () => {
    const { data, error } = await db.rpc('compat_stats').order('author')
    expect(error).toBeNull()
    expect(data).toEqual([
      { author: 'Ann', books: 2 },
      { author: 'Bob', books: 1 },
      { author: 'Cy, Jr.', books: 0 },
    ])
    const got = await db.rpc('compat_stats', {}, { get: true }).eq('books', 0)
    expect(got.data).toEqual([{ author: 'Cy, Jr.', books: 0 }])
  })

  it('setof scalar: an array of bare values', async () => {
    expect((await db.rpc('compat_numbers', { n: 3 })).data).toEqual([1, 2, 3])
    expect((await db.rpc('compat_numbers', { n: 4 }, { get: true })).data).toEqual([1, 2, 3, 4])
  })

  it('void: 204 with no body, and the write commits', async () => {
    const { data, error, status } = await db.rpc('compat_touch', { msg: 'posted' })
    expect(error).toBeNull()
    expect(status).toBe(204)
    expect(data).toBeNull()
    expect(await sql("select msg from public.compat_log where msg = 'posted'")).toEqual([
      { msg: 'posted' },
    ])
    expect((await db.rpc('compat_nothing', {}, { get: true })).status).toBe(204)
  })
})

describe('calling conventions', () => {
  it('picks an overload by argument names', async () => {
    expect((await db.rpc('compat_pick', { n: 4 })).data).toBe('int 4')
    expect((await db.rpc('compat_pick', { s: 'x' })).data).toBe('text x')
  })

  it('passes the whole body to a single unnamed json parameter', async () => {
    const { data, error } = await db.rpc('compat_echo', { any: ['thing', 1] })
    expect(error).toBeNull()
    expect(data).toEqual({ any: ['thing', 1] })
  })

  it('passes the body as one object with Prefer: params=single-object', async () => {
    const res = await restFetch('/rpc/compat_echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'params=single-object' },
      body: JSON.stringify({ n: 1, s: 'x' }),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ n: 1, s: 'x' })
  })

  it('runs GET read-only: a volatile write fails with 405', async () => {
    const { error, status } = await db.rpc('compat_touch', { msg: 'via get' }, { get: true })
    expect(status).toBe(405)
    expect(error?.code).toBe('25006')
    expect(await sql("select msg from public.compat_log where msg = 'via get'")).toEqual([])
  })

  it('lets SQL set the response status and headers', async () => {
    const res = await restFetch('/rpc/compat_created', { method: 'POST', body: '{}' })
    expect(res.status).toBe(201)
    expect(res.headers.get('x-compat')).toBe('yes')
    expect(await res.json()).toBe(42)
  })

  it('sets role, claims, method, path and headers for the function', async () => {
    const anon = await db.rpc('compat_whoami')
    expect(anon.data).toEqual({
      user: 'anon',
      uid: null,
      role: 'anon',
      method: 'POST',
      path: '/rpc/compat_whoami',
      header: 'hello',
      // A stable function is called in a read-only transaction, as PostgREST does.
      read_only: 'on',
    })
    const user = await restUser()
    const me = await user.client.rpc('compat_whoami', {}, { get: true })
    expect(me.data).toMatchObject({
      user: 'authenticated',
      uid: user.id,
      role: 'authenticated',
      method: 'GET',
    })
  })
})

describe('errors', () => {
  it('answers PGRST202 for an unknown function or argument names', async () => {
    const { error, status } = await db.rpc('compat_missing', { a: 1, b: 2 })
    expect(status).toBe(404)
    expect(error).toEqual({
      code: 'PGRST202',
      details:
        'Searched for the function public.compat_missing with parameters a, b or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
      message: 'Could not find the function public.compat_missing(a, b) in the schema cache',
    })
    const wrongArgs = await db.rpc('compat_add', { x: 1 })
    expect(wrongArgs.status).toBe(404)
    expect(wrongArgs.error?.code).toBe('PGRST202')
  })

  it('maps raise exception to 400 with message, detail and hint', async () => {
    const { error, status } = await db.rpc('compat_fail', { msg: 'boom' })
    expect(status).toBe(400)
    expect(error).toEqual({
      code: 'P0001',
      details: 'some detail',
      hint: 'some hint',
      message: 'failed: boom',
    })
  })

  it('maps a PTxxx SQLSTATE to that HTTP status', async () => {
    const { error, status } = await db.rpc('compat_payment_required')
    expect(status).toBe(402)
    expect(error?.message).toBe('pay first')
  })

  it('refuses an invalid JWT with 401 and WWW-Authenticate, and PATCH on rpc with 405', async () => {
    const bad = await restFetch('/rpc/compat_add?a=1', {
      headers: { Authorization: 'Bearer not-a-jwt' },
    })
    expect(bad.status).toBe(401)
    expect(bad.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/)
    expect((await bad.json()).code).toBe('PGRST301')
    const token = await signToken({ sub: crypto.randomUUID(), role: 'no_such_role' })
    const role = await restFetch('/rpc/compat_add?a=1', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(role.status).toBe(401)
    const patch = await restFetch('/rpc/compat_add', { method: 'PATCH', body: '{}' })
    expect(patch.status).toBe(405)
    expect((await patch.json()).code).toBe('PGRST101')
  })
})
