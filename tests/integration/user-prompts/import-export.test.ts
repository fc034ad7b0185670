/**
 * Own prompts export and import (issue 21) through supabase-js against the real stack: the round
 * trip export -> delete everything -> import gives back the same prompts (versions, notes, order of
 * collections), a second import creates nothing, an edited file overwrites nothing, a preview
 * writes nothing; and every refusal: anon, another user's rows, the plan limits, a fork of a prompt
 * the plan does not open, bad files and bad rows (Arabic).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { anonClient, serviceClient, sql } from '../../support/stack.ts'
import { type TestUser, createSubscriber } from '../../support/users.ts'

const cleanup: string[] = []
afterAll(async () => {
  for (const id of cleanup)
    await serviceClient()
      .auth.admin.deleteUser(id)
      .catch(() => {})
})

const ARABIC = /[\u0600-\u06FF]/

type Version = { version: number; body: string; note: string; restored_from: number | null }
type ExportedPrompt = {
  ref: string
  title: string
  description: string
  category: string | null
  platforms: string[]
  tags: string[]
  variables: unknown[]
  forked_from: { id: string; slug: string } | null
  versions: Version[]
}
type ExportedItem = { kind: string; id?: string; slug?: string; ref?: string }
type ExportFile = {
  format: string
  format_version: number
  prompts: ExportedPrompt[]
  collections: { name: string; is_default: boolean; items: ExportedItem[] }[]
}
type Report = {
  prompts: { index: number; ref: string; title: string; status: string; message: string }[]
  collections: { name: string; status: string; message: string; items: number; missing: number }[]
  created: { prompts: number; versions: number; collections: number; items: number }
}

const subscriber = (plan: string): Promise<TestUser> => createSubscriber(plan, cleanup)

async function exportFile(client: SupabaseClient): Promise<ExportFile> {
  const { data, error } = await client.rpc('export_user_prompts')
  expect(error).toBeNull()
  return data as ExportFile
}

async function importFile(client: SupabaseClient, file: unknown, apply: boolean): Promise<Report> {
  const { data, error } = await client.rpc('import_user_prompts', { p_file: file, p_apply: apply })
  expect(error).toBeNull()
  return data as Report
}

async function save(user: TestUser, over: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await user.client.rpc('save_user_prompt', {
    p_id: null,
    p_title: 'رسالة ترحيب',
    p_description: 'ترحيب بعميل جديد',
    p_body: 'اكتب رسالة ترحيب لعميل اسمه {{اسم_العميل}}.',
    p_category: 'marketing',
    p_platforms: ['chatgpt'],
    p_tags: ['ترحيب'],
    p_note: '',
    ...over,
  })
  expect(error).toBeNull()
  return data as string
}

async function counts(userId: string) {
  const [row] = await sql<{ prompts: string; versions: string; lists: string; items: string }>(
    `select (select count(*) from public.user_prompts where user_id = $1 and deleted_at is null) as prompts,
            (select count(*) from public.user_prompt_versions v join public.user_prompts u
                on u.id = v.user_prompt_id where u.user_id = $1 and u.deleted_at is null) as versions,
            (select count(*) from public.collections where user_id = $1 and not is_default) as lists,
            (select count(*) from public.collection_items where user_id = $1) as items`,
    [userId],
  )
  return {
    prompts: Number(row!.prompts),
    versions: Number(row!.versions),
    lists: Number(row!.lists),
    items: Number(row!.items),
  }
}

/** Everything of an export a round trip must keep (ids of new rows and times differ). */
function comparable(file: ExportFile) {
  return {
    prompts: file.prompts.map(({ ref, versions, ...rest }) => ({
      ref,
      ...rest,
      versions: versions.map(({ version, body, note, restored_from }) => ({
        version,
        body,
        note,
        restored_from,
      })),
    })),
    collections: file.collections,
  }
}

async function deleteEverything(user: TestUser) {
  const { data: prompts } = await user.client
    .from('user_prompts')
    .select('id')
    .is('deleted_at', null)
  for (const { id } of prompts ?? []) {
    expect((await user.client.rpc('delete_user_prompt', { p_id: id })).error).toBeNull()
    expect(
      (await user.client.rpc('delete_user_prompt', { p_id: id, p_forever: true })).error,
    ).toBeNull()
  }
  expect(
    (await user.client.from('collections').delete().eq('is_default', false).select()).error,
  ).toBeNull()
  expect((await user.client.from('favorites').delete().eq('user_id', user.id)).error).toBeNull()
}

describe('export and import of own prompts', () => {
  let owner: TestUser
  let library: { id: string; slug: string }[]
  let original: ExportFile

  beforeAll(async () => {
    owner = await subscriber('lifetime')
    library = await sql<{ id: string; slug: string }>(
      `select id, slug from public.prompts where is_published order by slug limit 3`,
    )
    const first = await save(owner, { p_title: 'أمر أول، بفاصلة "واقتباس"' })
    expect(
      (
        await owner.client.rpc('save_user_prompt', {
          p_id: first,
          p_title: 'أمر أول، بفاصلة "واقتباس"',
          p_description: 'وصف\nبسطرين',
          p_body: 'نص معدّل لـ {{اسم_العميل}} من {{الشركة|سند}}',
          p_category: 'marketing',
          p_platforms: ['chatgpt', 'claude'],
          p_tags: ['ترحيب', 'عملاء'],
          p_note: 'أضفت الشركة',
        })
      ).error,
    ).toBeNull()
    expect(
      (await owner.client.rpc('restore_user_prompt_version', { p_id: first, p_version: 1 })).error,
    ).toBeNull()
    const second = await save(owner, { p_title: '=HYPERLINK("x")', p_category: null, p_tags: [] })
    const fork = await owner.client.rpc('fork_prompt', { p_prompt_id: library[0]!.id })
    expect(fork.error).toBeNull()
    const list = await owner.client.from('collections').insert({ name: 'عملي' }).select().single()
    expect(list.error).toBeNull()
    for (const [kind, id] of [
      ['own_prompt', second],
      ['prompt', library[1]!.id],
      ['own_prompt', first],
      ['own_prompt', fork.data as string],
    ] as const) {
      const added = await owner.client
        .from('collection_items')
        .insert({ collection_id: list.data!.id, item_kind: kind, item_id: id })
      expect(added.error).toBeNull()
    }
    for (const item of [library[2]!, library[1]!]) {
      const fav = await owner.client
        .from('favorites')
        .insert({ user_id: owner.id, item_type: 'prompt', item_id: item.id })
      expect(fav.error).toBeNull()
    }
    original = await exportFile(owner.client)
  })

  it('exports every prompt with its versions in order, notes, origin, and the collections', () => {
    expect(original).toMatchObject({ format: 'sanad-user-prompts', format_version: 1 })
    expect(original.prompts).toHaveLength(3)
    const first = original.prompts[0]!
    expect(first.title).toBe('أمر أول، بفاصلة "واقتباس"')
    expect(first.versions.map((v) => [v.version, v.note, v.restored_from])).toEqual([
      [1, '', null],
      [2, 'أضفت الشركة', null],
      [3, 'استعادة الإصدار 1', 1],
    ])
    expect(original.prompts[2]!.forked_from).toEqual({ id: library[0]!.id, slug: library[0]!.slug })
    const [favorites, mine] = original.collections
    expect(favorites).toMatchObject({ is_default: true })
    expect(favorites!.items.map((i) => i.slug)).toEqual([library[2]!.slug, library[1]!.slug])
    expect(mine!.name).toBe('عملي')
    expect(mine!.items.map((i) => i.ref ?? i.slug)).toEqual([
      original.prompts[1]!.ref,
      library[1]!.slug,
      original.prompts[0]!.ref,
      original.prompts[2]!.ref,
    ])
  })

  it('finds the same prompts in the same account: a re-import creates nothing', async () => {
    const before = await counts(owner.id)
    const report = await importFile(owner.client, original, true)
    expect(report.prompts.map((p) => p.status)).toEqual(['exists', 'exists', 'exists'])
    expect(report.collections.map((c) => c.status)).toEqual(['merge', 'exists'])
    expect(report.created).toEqual({ prompts: 0, versions: 0, collections: 0, items: 0 })
    expect(await counts(owner.id)).toEqual(before)
  })

  it('round trip: delete everything, preview writes nothing, import brings it all back identical', async () => {
    await deleteEverything(owner)
    expect(await counts(owner.id)).toEqual({ prompts: 0, versions: 0, lists: 0, items: 0 })

    const preview = await importFile(owner.client, original, false)
    expect(preview.prompts.map((p) => p.status)).toEqual(['create', 'create', 'create'])
    // items: the collection's 4 and the 2 favorites
    expect(preview.created).toEqual({ prompts: 3, versions: 5, collections: 1, items: 6 })
    expect(await counts(owner.id)).toEqual({ prompts: 0, versions: 0, lists: 0, items: 0 })

    const report = await importFile(owner.client, original, true)
    expect(report.created).toEqual({ prompts: 3, versions: 5, collections: 1, items: 6 })
    expect(report.collections[0]).toMatchObject({ status: 'merge', items: 2 })
    const again = await exportFile(owner.client)
    expect(comparable(again)).toEqual(comparable(original))

    // The same file twice: nothing new.
    const twice = await importFile(owner.client, original, true)
    expect(twice.created).toEqual({ prompts: 0, versions: 0, collections: 0, items: 0 })
    expect(await counts(owner.id)).toEqual({ prompts: 3, versions: 5, lists: 1, items: 4 })
  })

  it('an edited file overwrites nothing: the changed prompt is reported as a conflict', async () => {
    const edited = structuredClone(original)
    edited.prompts[1]!.versions.push({
      version: 2,
      body: 'نص آخر',
      note: '',
      restored_from: null,
    })
    const report = await importFile(owner.client, edited, true)
    expect(report.prompts[1]).toMatchObject({ status: 'conflict' })
    expect(report.prompts[1]!.message).toMatch(ARABIC)
    expect(report.created.prompts).toBe(0)
    const [row] = await sql<{ body: string }>(
      `select body from public.user_prompts where user_id = $1 and title = '=HYPERLINK("x")'`,
      [owner.id],
    )
    expect(row!.body).not.toBe('نص آخر')
  })

  it('another user gets their own copy and never touches the owner', async () => {
    const other = await subscriber('lifetime')
    const before = await counts(owner.id)
    const report = await importFile(other.client, original, true)
    expect(report.created.prompts).toBe(3)
    expect(await counts(owner.id)).toEqual(before)
    const theirs = await exportFile(other.client)
    expect(theirs.prompts.map((p) => p.title)).toEqual(original.prompts.map((p) => p.title))
    // The owner's export holds nothing of the other user.
    expect((await exportFile(owner.client)).prompts).toHaveLength(3)
  })

  it('anon can neither export nor import', async () => {
    const exported = await anonClient().rpc('export_user_prompts')
    expect(exported.error).not.toBeNull()
    const imported = await anonClient().rpc('import_user_prompts', {
      p_file: original,
      p_apply: true,
    })
    expect(imported.error).not.toBeNull()
  })
})

const file = (prompts: unknown[], collections: unknown[] = []) => ({
  format: 'sanad-user-prompts',
  format_version: 1,
  prompts,
  collections,
})
const row = (title: string, over: Record<string, unknown> = {}) => ({
  title,
  description: '',
  body: `نص ${title}`,
  category: 'marketing',
  platforms: ['chatgpt'],
  tags: [],
  ...over,
})

describe('import refusals', () => {
  it('keeps the plan limits: prompts past user_prompts and collections past collections', async () => {
    const trial = await subscriber('trial') // 10 own prompts, 3 collections
    const rows = Array.from({ length: 12 }, (_, i) => row(`أمر رقم ${i + 1}`))
    const lists = Array.from({ length: 4 }, (_, i) => ({ name: `قائمة ${i + 1}`, items: [] }))
    const report = await importFile(trial.client, file(rows, lists), true)
    expect(report.prompts.filter((p) => p.status === 'create')).toHaveLength(10)
    const refused = report.prompts.filter((p) => p.status === 'error')
    expect(refused).toHaveLength(2)
    expect(refused[0]!.message).toContain('وصلت إلى حدّ خطتك')
    expect(report.collections.map((c) => c.status)).toEqual(['create', 'create', 'create', 'error'])
    expect(report.collections[3]!.message).toMatch(ARABIC)
    expect(await counts(trial.id)).toMatchObject({ prompts: 10, lists: 3 })
  })

  it('reports each bad row in Arabic and imports the good ones', async () => {
    const user = await subscriber('lifetime')
    const report = await importFile(
      user.client,
      file([
        row(''),
        row('طويل', { body: 'x'.repeat(20001) }),
        row('تصنيف', { category: 'no-such-category' }),
        row('جيد'),
        row('جيد'),
        'not an object',
        row('منصة', { platforms: ['no-such-platform'] }),
      ]),
      true,
    )
    expect(report.prompts.map((p) => p.status)).toEqual([
      'error',
      'error',
      'error',
      'create',
      'error',
      'error',
      'error',
    ])
    expect(report.prompts.map((p) => p.message)).toEqual([
      'اكتب عنواناً للأمر',
      'نص الأمر طويل: 20,000 حرف على الأكثر',
      'اختر تصنيفاً من القائمة',
      '',
      'هذا الأمر مكرر في الملف',
      'صف غير صالح: ليس أمراً',
      'اختر المنصات من القائمة',
    ])
    expect((await counts(user.id)).prompts).toBe(1)
  })

  it('refuses a file that is not ours, of another version, of the wrong shape or too long', async () => {
    const user = await subscriber('lifetime')
    for (const bad of [
      { hello: 'world' },
      [1, 2],
      { ...file([]), format_version: 9 },
      { ...file([]), prompts: 'x' },
      file(Array.from({ length: 1001 }, (_, i) => row(`أمر ${i}`))),
    ]) {
      const { data, error } = await user.client.rpc('import_user_prompts', {
        p_file: bad,
        p_apply: true,
      })
      expect(data).toBeNull()
      expect(error?.hint).toBe('invalid_file')
      expect(error?.message).toMatch(ARABIC)
    }
    expect((await counts(user.id)).prompts).toBe(0)
  })

  it('refuses a user without a plan in force', async () => {
    const expired = await subscriber('basic')
    await sql(
      `update public.subscriptions set status = 'expired', expires_at = now() - interval '40 days',
              grace_period_until = null where user_id = $1`,
      [expired.id],
    )
    const { error } = await expired.client.rpc('import_user_prompts', {
      p_file: file([row('أمر')]),
      p_apply: true,
    })
    expect(error?.hint).toBe('no_plan')
  })

  it('a fork whose origin the plan does not open is neither exported nor importable', async () => {
    const [paid] = await sql<{ id: string; slug: string }>(
      `select id, slug from public.prompts where is_published and not trial_sample
        and not ('chatgpt' = any (platforms)) order by slug limit 1`,
    )
    const premium = await subscriber('premium')
    const fork = await premium.client.rpc('fork_prompt', { p_prompt_id: paid!.id })
    expect(fork.error).toBeNull()
    const withFork = await exportFile(premium.client)
    expect(withFork.prompts).toHaveLength(1)
    await sql(`update public.subscriptions set plan_id = 'trial' where user_id = $1`, [premium.id])
    expect((await exportFile(premium.client)).prompts).toHaveLength(0)

    const trial = await subscriber('trial')
    const report = await importFile(trial.client, withFork, true)
    expect(report.prompts[0]).toMatchObject({
      status: 'error',
      message: 'هذا الأمر منسوخ من أمر في المكتبة لا تفتحه خطتك الحالية.',
    })
    expect((await counts(trial.id)).prompts).toBe(0)
  })
})
