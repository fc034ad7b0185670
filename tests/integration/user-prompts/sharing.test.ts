// @pglite: pgcrypto's gen_random_bytes for share links (PGlite's own build)
/**
 * Sharing own prompts (issue 21, /p/<slug>) through supabase-js against the real stack: the owner
 * shares and revokes, anyone with the link reads only what is shared, a signed-in user copies it;
 * and every refusal: another user cannot share, revoke or read a private prompt, anon reads only
 * shared rows, a revoked or deleted prompt's link reads nothing (and never comes back), a library
 * fork cannot be shared (also after editing it or after its origin left the library), the copy
 * counts against the plan limit, and malformed slugs are refused in Arabic, not with a 5xx.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshIp } from '../../support/client-address.ts'
import { serviceClient, sql } from '../../support/stack.ts'
import { createTestUser, type TestUser, createSubscriber } from '../../support/users.ts'
import { clientFrom } from '../abuse/support.ts'

const GROUP = 41
const ARABIC = /[\u0600-\u06FF]/
const SLUG = /^[A-Za-z0-9_-]{24}$/

const cleanup: string[] = []
afterAll(async () => {
  for (const id of cleanup)
    await serviceClient()
      .auth.admin.deleteUser(id)
      .catch(() => {})
})

const subscriber = (plan: string): Promise<TestUser> => createSubscriber(plan, cleanup)

const BODY = 'اكتب رسالة شكر لعميل اسمه {{اسم_العميل}} من شركة {{الشركة|سند}}.'

async function create(user: TestUser, title = 'رسالة شكر'): Promise<string> {
  const { data, error } = await user.client.rpc('save_user_prompt', {
    p_id: null as unknown as string,
    p_title: title,
    p_description: 'شكر قصير بعد الشراء',
    p_body: BODY,
    p_category: 'marketing',
    p_platforms: ['chatgpt'],
    p_tags: ['شكر'],
    p_note: '',
  })
  expect(error).toBeNull()
  return data!
}

async function share(user: TestUser, id: string): Promise<string> {
  const { data, error } = await user.client.rpc('share_user_prompt', { p_id: id })
  expect(error).toBeNull()
  expect(data).toMatch(SLUG)
  return data!
}

/** An anonymous visitor from its own address (the read is rate-limited per address). */
const visitor = (): SupabaseClient => clientFrom(freshIp(GROUP))
const read = (client: SupabaseClient, slug: string) =>
  client.rpc('get_shared_prompt', { p_slug: slug })

describe('sharing an own prompt', () => {
  let owner: TestUser
  let other: TestUser
  beforeAll(async () => {
    owner = await subscriber('advanced')
    other = await subscriber('advanced')
  })

  it('is private by default; a shared prompt reads by its link, without the owner', async () => {
    const id = await create(owner)
    const own = await owner.client.from('user_prompts').select('share_slug').eq('id', id).single()
    expect(own.data).toEqual({ share_slug: null })

    const slug = await share(owner, id)
    // Sharing again answers the same link.
    expect((await owner.client.rpc('share_user_prompt', { p_id: id })).data).toBe(slug)
    const { data, error } = await read(visitor(), slug)
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    expect(Object.keys(data![0]!).sort()).toEqual(
      [
        'body',
        'category',
        'description',
        'platforms',
        'shared_at',
        'tags',
        'title',
        'updated_at',
        'variables',
      ].sort(),
    )
    expect(data![0]).toMatchObject({
      title: 'رسالة شكر',
      body: BODY,
      category: 'marketing',
      platforms: ['chatgpt'],
      tags: ['شكر'],
      variables: [
        { key: 'اسم_العميل', default: null },
        { key: 'الشركة', default: 'سند' },
      ],
    })
    expect(JSON.stringify(data)).not.toContain(owner.id)
    // A signed-in stranger reads it through the link too, but not the table row.
    expect((await read(other.client, slug)).data).toHaveLength(1)
    const row = await other.client.from('user_prompts').select('id').eq('id', id)
    expect(row.data).toEqual([])
  })

  it('revoking kills the link; sharing again draws a new one and the old stays dead', async () => {
    const id = await create(owner)
    const first = await share(owner, id)
    expect((await owner.client.rpc('unshare_user_prompt', { p_id: id })).error).toBeNull()
    expect(await read(visitor(), first)).toMatchObject({ data: [], error: null })
    const second = await share(owner, id)
    expect(second).not.toBe(first)
    expect(await read(visitor(), first)).toMatchObject({ data: [], error: null })
    expect((await read(visitor(), second)).data).toHaveLength(1)
    // An edit shows through the live link.
    await owner.client.rpc('save_user_prompt', {
      p_id: id,
      p_title: 'عنوان معدّل',
      p_description: '',
      p_body: 'نص معدّل',
      p_category: '',
      p_platforms: [],
      p_tags: [],
      p_note: '',
    })
    expect((await read(visitor(), second)).data?.[0]).toMatchObject({
      title: 'عنوان معدّل',
      body: 'نص معدّل',
    })
  })

  it('a link never shared, or unknown, reads nothing (the same answer as a revoked one)', async () => {
    expect(await read(visitor(), 'A'.repeat(24))).toMatchObject({ data: [], error: null })
  })

  it('another user cannot share or revoke the owner’s prompt; anon cannot call either', async () => {
    const id = await create(owner)
    const refused = await other.client.rpc('share_user_prompt', { p_id: id })
    expect(refused.error).toMatchObject({ hint: 'not_found' })
    expect(refused.error?.message).toMatch(ARABIC)
    const slug = await share(owner, id)
    const revoke = await other.client.rpc('unshare_user_prompt', { p_id: id })
    expect(revoke.error).toMatchObject({ hint: 'not_found' })
    expect((await read(visitor(), slug)).data).toHaveLength(1)

    const anon = visitor()
    expect((await anon.rpc('share_user_prompt', { p_id: id })).error).not.toBeNull()
    expect((await anon.rpc('unshare_user_prompt', { p_id: id })).error).not.toBeNull()
    expect((await anon.rpc('fork_shared_prompt', { p_slug: slug })).error).not.toBeNull()
    expect((await anon.from('user_prompts').select('id').eq('id', id)).data ?? []).toEqual([])
    const [stored] = await sql<{ share_slug: string }>(
      `select share_slug from public.user_prompts where id = $1`,
      [id],
    )
    expect(stored!.share_slug).toBe(slug)
  })

  it('a private prompt of another user reads nothing by any slug', async () => {
    const id = await create(owner)
    // Only the owner ever learns the slug; a stranger's guesses read nothing.
    const guesses = Array.from({ length: 5 }, () =>
      Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64url'),
    )
    for (const guess of guesses) expect((await read(visitor(), guess)).data).toEqual([])
    const [row] = await sql<{ share_slug: string | null }>(
      `select share_slug from public.user_prompts where id = $1`,
      [id],
    )
    expect(row!.share_slug).toBeNull()
  })

  it('a deleted prompt’s link is dead, and restoring the prompt does not revive it', async () => {
    const id = await create(owner)
    const slug = await share(owner, id)
    expect((await owner.client.rpc('delete_user_prompt', { p_id: id })).error).toBeNull()
    expect((await read(visitor(), slug)).data).toEqual([])
    expect((await owner.client.rpc('restore_user_prompt', { p_id: id })).error).toBeNull()
    expect((await read(visitor(), slug)).data).toEqual([])
    // Deleted for good: still nothing.
    await owner.client.rpc('delete_user_prompt', { p_id: id })
    await owner.client.rpc('delete_user_prompt', { p_id: id, p_forever: true })
    expect((await read(visitor(), slug)).data).toEqual([])
  })

  it('an expired plan cannot create a link but can revoke one; its live link keeps working', async () => {
    const user = await subscriber('advanced')
    const id = await create(user)
    const slug = await share(user, id)
    const other = await create(user, 'أمر آخر')
    await sql(
      `update public.subscriptions set status = 'expired', expires_at = now() - interval '1 day'
        where user_id = $1`,
      [user.id],
    )
    const refused = await user.client.rpc('share_user_prompt', { p_id: other })
    expect(refused.error).toMatchObject({ hint: 'no_plan' })
    expect((await read(visitor(), slug)).data).toHaveLength(1)
    expect((await user.client.rpc('unshare_user_prompt', { p_id: id })).error).toBeNull()
    expect((await read(visitor(), slug)).data).toEqual([])
  })
})

describe('library forks cannot be shared', () => {
  let sample: string
  beforeAll(async () => {
    sample = (
      await sql<{ id: string }>(
        `select id from public.prompts where is_published and trial_sample
          and exists (select 1 from public.prompt_bodies b where b.prompt_id = prompts.id)
          order by slug limit 1`,
      )
    )[0]!.id
  })

  it('refuses in Arabic, also after the body is edited, in a duplicate, and once the origin is gone', async () => {
    const user = await subscriber('lifetime')
    const fork = await user.client.rpc('fork_prompt', { p_prompt_id: sample })
    expect(fork.error).toBeNull()
    const id = fork.data!
    const refused = await user.client.rpc('share_user_prompt', { p_id: id })
    expect(refused.error).toMatchObject({ code: 'P0001', hint: 'fork_not_shareable' })
    expect(refused.error?.message).toMatch(ARABIC)

    await user.client.rpc('save_user_prompt', {
      p_id: id,
      p_title: 'نسختي الخاصة',
      p_description: '',
      p_body: 'نص جديد كلياً كتبته بنفسي',
      p_category: '',
      p_platforms: [],
      p_tags: [],
      p_note: '',
    })
    expect((await user.client.rpc('share_user_prompt', { p_id: id })).error?.hint).toBe(
      'fork_not_shareable',
    )
    const copy = await user.client.rpc('duplicate_user_prompt', { p_id: id })
    expect(copy.error).toBeNull()
    expect((await user.client.rpc('share_user_prompt', { p_id: copy.data! })).error?.hint).toBe(
      'fork_not_shareable',
    )

    // The origin leaves the library (forked_from becomes null): still a fork.
    await sql(`update public.user_prompts set forked_from = null where id = any($1::uuid[])`, [
      [id, copy.data],
    ])
    expect((await user.client.rpc('share_user_prompt', { p_id: id })).error?.hint).toBe(
      'fork_not_shareable',
    )
    // Whoever writes the slug, the database refuses it.
    await expect(
      sql(`update public.user_prompts set share_slug = $2 where id = $1`, [id, 'B'.repeat(24)]),
    ).rejects.toThrow(/لا يمكن مشاركة/)
    const [row] = await sql<{ share_slug: string | null; library_fork: boolean }>(
      `select share_slug, library_fork from public.user_prompts where id = $1`,
      [id],
    )
    expect(row).toEqual({ share_slug: null, library_fork: true })
  })
})

describe('copying a shared prompt («نسخ إلى أوامري»)', () => {
  let owner: TestUser
  let slug: string
  beforeAll(async () => {
    owner = await subscriber('advanced')
    slug = await share(owner, await create(owner, 'أمر للنسخ'))
  })

  it('copies into the caller’s own prompts, remembering the link', async () => {
    const user = await subscriber('basic')
    const { data, error } = await user.client.rpc('fork_shared_prompt', { p_slug: slug })
    expect(error).toBeNull()
    const row = await user.client
      .from('user_prompts')
      .select('title, body, shared_from_slug, share_slug, forked_from, version')
      .eq('id', data!)
      .single()
    expect(row.data).toEqual({
      title: 'أمر للنسخ',
      body: BODY,
      shared_from_slug: slug,
      share_slug: null,
      forked_from: null,
      version: 1,
    })
    const versions = await user.client
      .from('user_prompt_versions')
      .select('version, note')
      .eq('user_prompt_id', data!)
    expect(versions.data).toEqual([{ version: 1, note: 'نُسخ من رابط مشاركة' }])
  })

  it('counts against the plan limit', async () => {
    const trial = await subscriber('trial')
    await sql(
      `insert into public.user_prompts (user_id, title, body)
       select $1, 'أمر ' || g, 'نص' from generate_series(1, 10) g`,
      [trial.id],
    )
    const refused = await trial.client.rpc('fork_shared_prompt', { p_slug: slug })
    expect(refused.error).toMatchObject({ hint: 'plan_limit' })
    expect(refused.error?.message).toContain('10 من 10')
    const [n] = await sql<{ n: number }>(
      `select count(*)::int as n from public.user_prompts where user_id = $1`,
      [trial.id],
    )
    expect(n!.n).toBe(10)
  })

  it('refuses a revoked link and a user without a plan, in Arabic', async () => {
    const id = await create(owner, 'سيُلغى')
    const gone = await share(owner, id)
    await owner.client.rpc('unshare_user_prompt', { p_id: id })
    const user = await subscriber('advanced')
    const refused = await user.client.rpc('fork_shared_prompt', { p_slug: gone })
    expect(refused.error).toMatchObject({ hint: 'share_unavailable' })
    expect(refused.error?.message).toMatch(ARABIC)

    const noPlan = await createTestUser()
    cleanup.push(noPlan.id)
    await sql(
      `update public.subscriptions set status = 'expired', expires_at = now() - interval '1 day' where user_id = $1`,
      [noPlan.id],
    )
    const expired = await noPlan.client.rpc('fork_shared_prompt', { p_slug: slug })
    expect(expired.error).toMatchObject({ hint: 'no_plan' })
  })
})

describe('bad slugs', () => {
  const shapes = [
    '',
    'short',
    'A'.repeat(25),
    'A'.repeat(23) + '/',
    '../../etc/passwd',
    'ا'.repeat(24),
    'x'.repeat(10_000),
    "' or 1=1 --",
  ]

  it.each(shapes.map((s) => ({ s, label: s.slice(0, 30) })))(
    'get_shared_prompt($label) is refused in Arabic with invalid_slug, not a 5xx',
    async ({ s }) => {
      const { data, error, status } = await read(visitor(), s)
      expect(status).toBe(400)
      expect(data).toBeNull()
      expect(error).toMatchObject({ code: 'P0001', hint: 'invalid_slug' })
      expect(error?.message).toMatch(ARABIC)
    },
  )

  it('a null slug and a bad slug to fork_shared_prompt are refused in Arabic', async () => {
    const nullSlug = await visitor().rpc('get_shared_prompt', { p_slug: null as unknown as string })
    expect(nullSlug.error).toMatchObject({ hint: 'invalid_slug' })
    const user = await subscriber('advanced')
    const fork = await user.client.rpc('fork_shared_prompt', { p_slug: 'nope' })
    expect(fork.status).toBe(400)
    expect(fork.error).toMatchObject({ hint: 'invalid_slug' })
    expect(fork.error?.message).toMatch(ARABIC)
  })
})
