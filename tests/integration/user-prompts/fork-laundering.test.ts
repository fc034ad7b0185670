/**
 * A library body cannot be laundered into a share (issue 41, "also seen"), through supabase-js
 * against the real stack. The attack: a subscriber forks a paid library prompt, exports their own
 * prompts, deletes "forked_from" from the fork's entry, imports the file again and shares the new
 * prompt; an anonymous visitor then reads the paid body by the link. Now the database recognises a
 * library body by its text (private.library_origin_of): the import links it to its origin as the
 * untouched file would, a pasted or lightly edited copy is a fork too, so the sharing rule refuses
 * its link; the user's own writing stays shareable.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshIp } from '../../support/client-address.ts'
import { serviceClient, sql } from '../../support/stack.ts'
import { type TestUser, createSubscriber } from '../../support/users.ts'
import { clientFrom } from '../abuse/support.ts'

const GROUP = 62
const ARABIC = /[\u0600-\u06FF]/

type ExportedPrompt = {
  ref?: string
  title: string
  forked_from?: { id: string; slug: string } | null
  versions: { version: number; body: string; note: string }[]
}
type ExportFile = { format: string; format_version: number; prompts: ExportedPrompt[] }
type Report = { prompts: { status: string; message: string }[] }

const cleanup: string[] = []
afterAll(async () => {
  for (const id of cleanup)
    await serviceClient()
      .auth.admin.deleteUser(id)
      .catch(() => {})
})

const subscriber = (plan: string): Promise<TestUser> => createSubscriber(plan, cleanup)

const visitor = (): SupabaseClient => clientFrom(freshIp(GROUP))

async function importFile(client: SupabaseClient, file: unknown): Promise<Report> {
  const { data, error } = await client.rpc('import_user_prompts', { p_file: file, p_apply: true })
  expect(error).toBeNull()
  return data as Report
}

/** The user's one prompt of this title (an import keeps the file's times, not the order). */
async function titled(user: TestUser, title: string) {
  const rows = await sql<{ id: string; forked_from: string | null; library_fork: boolean }>(
    `select id, forked_from, library_fork from public.user_prompts where user_id = $1 and title = $2`,
    [user.id, title],
  )
  expect(rows).toHaveLength(1)
  return rows[0]!
}

async function save(user: TestUser, body: string, id: string | null = null) {
  return user.client.rpc('save_user_prompt', {
    p_id: id as unknown as string,
    p_title: 'أمري',
    p_description: '',
    p_body: body,
    p_category: '',
    p_platforms: [],
    p_tags: [],
    p_note: '',
  })
}

/** Shares `id` and answers what an anonymous visitor reads by the link (null: refused). */
async function shareAndRead(user: TestUser, id: string) {
  const shared = await user.client.rpc('share_user_prompt', { p_id: id })
  if (shared.error) {
    expect(shared.error).toMatchObject({ code: 'P0001', hint: 'fork_not_shareable' })
    expect(shared.error.message).toMatch(ARABIC)
    return null
  }
  const { data, error } = await visitor().rpc('get_shared_prompt', { p_slug: shared.data })
  expect(error).toBeNull()
  return ((data ?? []) as { body: string }[])[0]?.body ?? null
}

let paid: { id: string; slug: string; body: string }
beforeAll(async () => {
  // A library prompt that premium opens and trial does not (as the import-export tests pick it).
  const [row] = await sql<{ id: string; slug: string; body: string }>(
    `select p.id, p.slug, b.body_ar as body from public.prompts p
       join public.prompt_bodies b on b.prompt_id = p.id
      where p.is_published and not p.trial_sample and not ('chatgpt' = any (p.platforms))
      order by p.slug limit 1`,
  )
  paid = row!
})

describe('exporting a fork, dropping forked_from and importing it again', () => {
  it('imports it as a fork of its origin, so it cannot be shared', async () => {
    const premium = await subscriber('premium')
    const fork = await premium.client.rpc('fork_prompt', { p_prompt_id: paid.id })
    expect(fork.error).toBeNull()
    const exported = await premium.client.rpc('export_user_prompts')
    expect(exported.error).toBeNull()
    const file = exported.data as ExportFile
    expect(file.prompts).toHaveLength(1)
    expect(file.prompts[0]!.forked_from).toEqual({ id: paid.id, slug: paid.slug })

    // The laundered file: no origin, no reference to the fork it came from.
    const laundered: ExportFile = {
      ...file,
      prompts: file.prompts.map(({ forked_from: _origin, ref: _ref, ...rest }) => ({
        ...rest,
        title: 'أمري الخاص',
      })),
    }
    const report = await importFile(premium.client, laundered)
    expect(report.prompts[0]).toMatchObject({ status: 'create' })
    const imported = await titled(premium, 'أمري الخاص')
    expect(imported.id).not.toBe(fork.data)
    // Before the fix the share went through and a visitor read the paid body.
    expect(await shareAndRead(premium, imported.id)).toBeNull()
    expect(imported).toMatchObject({ forked_from: paid.id, library_fork: true })
    // Whoever writes the slug, the database refuses it.
    await expect(
      sql(`update public.user_prompts set share_slug = $2 where id = $1`, [
        imported.id,
        'L'.repeat(24),
      ]),
    ).rejects.toThrow(/لا يمكن مشاركة/)

    // Handed to a user whose plan does not open the origin: refused like the untouched file.
    const trial = await subscriber('trial')
    const refused = await importFile(trial.client, laundered)
    expect(refused.prompts[0]).toMatchObject({
      status: 'error',
      message: 'هذا الأمر منسوخ من أمر في المكتبة لا تفتحه خطتك الحالية.',
    })
    const [left] = await sql<{ n: number }>(
      'select count(*)::int as n from public.user_prompts where user_id = $1',
      [trial.id],
    )
    expect(left!.n).toBe(0)
  })

  it('also when the paid body is hidden in an earlier version of the file', async () => {
    const premium = await subscriber('premium')
    const report = await importFile(premium.client, {
      format: 'sanad-user-prompts',
      format_version: 1,
      prompts: [
        {
          title: 'أمر بريء',
          versions: [
            { version: 1, body: paid.body, note: '' },
            { version: 2, body: 'اكتب تحية قصيرة لفريق العمل.', note: '' },
          ],
        },
      ],
    })
    expect(report.prompts[0]).toMatchObject({ status: 'create' })
    const imported = await titled(premium, 'أمر بريء')
    expect(imported.library_fork).toBe(true)
    const restored = await premium.client.rpc('restore_user_prompt_version', {
      p_id: imported.id,
      p_version: 1,
    })
    expect(restored.error).toBeNull()
    expect(await shareAndRead(premium, imported.id)).toBeNull()
  })
})

describe('a library body pasted into an own prompt', () => {
  let premium: TestUser
  beforeAll(async () => {
    premium = await subscriber('premium')
  })

  it('is a fork, also lightly edited: more text, renamed fields, marks and invisible characters', async () => {
    const words = paid.body.split(' ')
    const edited = [
      'مقدمة كتبتها بنفسي قبل النص.',
      words
        .map((w, i) => (i === 3 ? 'كلمة' : w))
        .join(' ')
        .replace(/\{\{([^}|]+)/g, '{{حقل_$1')
        .replace(/ا/g, 'اَ')
        .replace(/ي/g, 'ی')
        .replace(/ /g, ' \u200b'),
      'وخاتمة من عندي.',
    ].join('\n')
    for (const body of [paid.body, edited]) {
      const { data, error } = await save(premium, body)
      expect(error).toBeNull()
      expect(await shareAndRead(premium, data as string)).toBeNull()
    }
  })

  it('cannot enter a prompt that is already shared; the link keeps showing the own text', async () => {
    const own = 'اكتب رسالة شكر لعميل اسمه {{اسم_العميل}} على ثقته بنا.'
    const { data: id } = await save(premium, own)
    expect(await shareAndRead(premium, id as string)).toBe(own)
    const swapped = await save(premium, paid.body, id as string)
    expect(swapped.error).toMatchObject({ hint: 'fork_not_shareable' })
    expect(swapped.error?.message).toMatch(ARABIC)
    const [row] = await sql<{ body: string; share_slug: string }>(
      'select body, share_slug from public.user_prompts where id = $1',
      [id],
    )
    expect(row!.body).toBe(own)
    const { data } = await visitor().rpc('get_shared_prompt', { p_slug: row!.share_slug })
    expect((data as { body: string }[])[0]?.body).toBe(own)
  })

  it('own writing that quotes a line of a library prompt stays shareable', async () => {
    const firstLine = paid.body.split('\n')[0]!.split(' ').slice(0, 6).join(' ')
    const own = `${firstLine}\nثم اكتب خطة مختلفة تماماً من عندي: ثلاثة أسابيع للتجربة، أسبوع للقياس، وتقرير موجز للإدارة بالنتائج والدروس المستفادة.`
    const { data, error } = await save(premium, own)
    expect(error).toBeNull()
    expect(await shareAndRead(premium, data as string)).toBe(own)
  })
})
