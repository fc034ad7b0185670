/**
 * Bulk import of prompts (admin_import_prompts) through supabase-js with the page's own parsing
 * and export code: a dry run writes nothing, row errors are Arabic and name the column, 18 of a
 * 20-row CSV with two bad rows are created, importing it again or importing an export creates
 * nothing, non-admins are refused, and bad input is answered below 500.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { anonClient, sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'
import { BAD_ROWS, importFixture } from '../../support/prompt-import-fixture.ts'
import type { Db } from '@/features/admin/api/client'
import { fetchCatalogueTables } from '@/features/admin/api/catalogue'
import { fetchCatalogueExport, importPrompts } from '@/features/admin/api/prompt-import'
import { parseImportText } from '@/features/admin/lib/parse-import-file'
import {
  mergeResults,
  promptsToCsv,
  promptsToJson,
  sendableRecords,
  type ImportResult,
} from '@/features/admin/lib/prompt-import'
import { hasValidVariableSyntax } from '@/features/admin/lib/prompt-variables'

const ARABIC = /[\u0600-\u06FF]/

let admin: TestUser
let trial: TestUser
let basic: TestUser

const asDb = (user: TestUser) => user.client as unknown as Db

async function counts() {
  const [row] = await sql<{ prompts: number; bodies: number; imports: number }>(
    `select (select count(*)::int from public.prompts) as prompts,
            (select count(*)::int from public.prompt_bodies) as bodies,
            (select count(*)::int from public.audit_log where action = 'import_prompts') as imports`,
  )
  return row!
}

/** The page's path: parse the file, send what can be sent, merge the answers back. */
async function importFile(name: string, text: string, dryRun: boolean): Promise<ImportResult> {
  const file = await parseImportText(name, text)
  const server = await importPrompts(asDb(admin), sendableRecords(file), dryRun)
  return mergeResults(file, server)
}

beforeAll(async () => {
  admin = await createTestUser({ admin: true, fullName: 'مشرف الاستيراد' })
  trial = await createTestUser({ fullName: 'مستخدم تجريبي للاستيراد' })
  basic = await createTestUser({ fullName: 'مشترك أساسي للاستيراد' })
  await sql(
    `update public.subscriptions set plan_id = 'basic', status = 'active', expires_at = null
      where user_id = $1`,
    [basic.id],
  )
})

describe('a 20-row CSV with two bad rows', () => {
  const tag = randomUUID().slice(0, 8)
  const fixture = importFixture(tag)

  it('dry run: 18 would be created, rows 7 and 15 have Arabic errors naming the column, nothing written', async () => {
    const before = await counts()
    const result = await importFile('prompts.csv', fixture.csv, true)
    expect(await counts()).toEqual(before)
    expect(result.dry_run).toBe(true)
    expect(result.totals).toEqual({ rows: 20, created: 18, duplicates: 0, errors: 2 })
    const bad = result.rows.filter((r) => r.status === 'error')
    expect(bad.map((r) => r.row)).toEqual([...BAD_ROWS])
    for (const row of bad) {
      expect(row.errors.length).toBeGreaterThan(0)
      for (const message of row.errors) expect(message).toMatch(ARABIC)
    }
    const [seven, fifteen] = bad
    expect(seven!.errors.some((e) => e.includes('«slug»'))).toBe(true)
    expect(seven!.errors.some((e) => e.includes('«platforms»') && e.includes('myspace'))).toBe(true)
    expect(fifteen!.errors.some((e) => e.includes('«title_ar»'))).toBe(true)
    expect(fifteen!.errors.some((e) => e.includes('«body_ar»'))).toBe(true)
    const slugs = await sql(`select 1 from public.prompts where slug like $1`, [`imp-${tag}-%`])
    expect(slugs).toHaveLength(0)
  })

  it('real run: creates the 18 valid prompts with their bodies in one go, one audit row', async () => {
    const before = await counts()
    const result = await importFile('prompts.csv', fixture.csv, false)
    expect(result.totals).toEqual({ rows: 20, created: 18, duplicates: 0, errors: 2 })
    const after = await counts()
    expect(after.prompts - before.prompts).toBe(18)
    expect(after.bodies - before.bodies).toBe(18)
    expect(after.imports - before.imports).toBe(1)

    const stored = await sql<{
      slug: string
      title_ar: string
      description_ar: string
      platforms: string[]
      tags: string[]
      trial_sample: boolean
      is_published: boolean
      body_ar: string
      variables: { key: string; default: string | null }[]
    }>(
      `select p.slug, p.title_ar, p.description_ar, p.platforms, p.tags, p.trial_sample,
              p.is_published, b.body_ar, p.variables
         from public.prompts p join public.prompt_bodies b on b.prompt_id = p.id
        where p.slug like $1 order by p.slug`,
      [`imp-${tag}-%`],
    )
    expect(stored.map((p) => p.slug)).toEqual(fixture.good.map((p) => p.slug).sort())
    const first = stored[0]!
    const source = fixture.prompts[0]!
    expect(first).toMatchObject({
      title_ar: source.title_ar,
      description_ar: source.description_ar,
      platforms: ['chatgpt', 'claude'],
      tags: ['استيراد', 'خطة محتوى أسبوعية'],
      trial_sample: true,
      is_published: false,
      body_ar: source.body_ar,
    })
    expect(first.body_ar).toContain('\n')
    expect(first.variables).toEqual([
      { key: 'اسم_الشركة', default: null },
      { key: 'المدينة', default: 'الرياض' },
    ])
    expect(stored[1]!.platforms).toEqual(['chatgpt', 'gemini'])

    const [audit] = await sql<{ user_id: string; metadata: Record<string, unknown> }>(
      `select user_id, metadata from public.audit_log where action = 'import_prompts'
        order by created_at desc limit 1`,
    )
    expect(audit!.user_id).toBe(admin.id)
    expect(audit!.metadata).toMatchObject({ rows: 20, created: 18, duplicates: 0, errors: 2 })
    expect((audit!.metadata.created_slugs as string[]).sort()).toEqual(
      fixture.good.map((p) => p.slug).sort(),
    )
  })

  it('re-importing the same file creates 0: the 18 are duplicates, the 2 still errors', async () => {
    const before = await counts()
    const result = await importFile('prompts.csv', fixture.csv, false)
    expect(result.totals).toEqual({ rows: 20, created: 0, duplicates: 18, errors: 2 })
    for (const row of result.rows.filter((r) => r.status === 'duplicate')) {
      expect(row.message).toMatch(ARABIC)
    }
    const after = await counts()
    expect(after.prompts).toBe(before.prompts)
    expect(after.imports - before.imports).toBe(1)
  })

  it('a new slug with the same title (other hamza and tashkeel) is a duplicate too', async () => {
    const source = fixture.good[0]!
    const title = source.title_ar.replace('أ', 'ا').replace('خطة', 'خُطّة')
    expect(title).not.toBe(source.title_ar)
    const result = await importPrompts(
      asDb(admin),
      [
        {
          slug: `other-${tag}`,
          title_ar: title,
          category: 'marketing',
          platforms: ['chatgpt'],
          body_ar: 'نص',
        },
      ],
      true,
    )
    expect(result.rows[0]).toMatchObject({ status: 'duplicate', message: 'يوجد أمر بالعنوان نفسه' })
  })

  it('rows repeating an earlier row of the same file are duplicates of it', async () => {
    const row = {
      slug: `twice-${tag}`,
      title_ar: `مكرر ${tag}`,
      category: 'seo',
      platforms: 'ChatGPT',
      body_ar: 'نص',
    }
    const result = await importPrompts(
      asDb(admin),
      [row, { ...row, title_ar: `آخر ${tag}` }, { ...row, slug: `third-${tag}` }],
      true,
    )
    expect(result.rows.map((r) => r.status)).toEqual(['created', 'duplicate', 'duplicate'])
    expect(result.rows[1]!.message).toBe('المعرّف (slug) مكرر في الملف (الصف 1)')
    expect(result.rows[2]!.message).toBe('العنوان مكرر في الملف (الصف 1)')
  })
})

describe('export', () => {
  it('the catalogue exported as CSV and as JSON re-imports as 0 created, byte-exact', async () => {
    const tag = randomUUID().slice(0, 8)
    // Cells a spreadsheet would run, and text that needs quoting, must survive the round trip.
    const tricky = {
      slug: `tricky-${tag}`,
      title_ar: `=HYPERLINK("x") ${tag}`,
      title_en: '-1+1',
      description_ar: '@SUM(A1)\tوصف، بفاصلة "واقتباس"',
      description_en: "'=already",
      category: 'data-analysis',
      platforms: ['claude'],
      tags: ['+وسم', 'ثانٍ'],
      // A phrase may hold a comma (only «|» separates them in CSV) or start like a formula.
      asks: ['=ابي خطة للمتجر الحين', 'العميل يقول غالي، وش ارد؟'],
      trial_sample: false,
      is_published: false,
      body_ar: '-أولاً\r\nثانياً {{س|١}}',
      body_en: null,
    }
    const created = await importPrompts(asDb(admin), [tricky], false)
    expect(created.totals.created).toBe(1)

    const before = await counts()
    const exported = await fetchCatalogueExport(asDb(admin))
    expect(exported.length).toBe(before.prompts)
    const mine = exported.find((p) => p.slug === tricky.slug)
    expect(mine).toEqual({ ...tricky, body_ar: '-أولاً\r\nثانياً {{س|١}}' })

    const csv = promptsToCsv(exported)
    expect(csv).toContain(`"'=HYPERLINK(""x"") ${tag}"`)
    const fromCsv = await parseImportText('catalogue.csv', csv)
    const tricked = fromCsv.rows.find((r) => r.record?.slug === tricky.slug)
    expect(tricked?.record).toMatchObject({
      title_ar: tricky.title_ar,
      title_en: tricky.title_en,
      description_ar: tricky.description_ar,
      description_en: tricky.description_en,
      tags: tricky.tags,
      asks: tricky.asks,
      body_ar: tricky.body_ar,
    })

    // The export may hold more than one import's rows: send it in chunks of the row limit.
    for (const [name, text] of [
      ['catalogue.csv', csv],
      ['catalogue.json', promptsToJson(exported)],
    ] as const) {
      const file = await parseImportText(name, text)
      const records = sendableRecords(file)
      for (let i = 0; i < records.length; i += 1000) {
        const result = await importPrompts(asDb(admin), records.slice(i, i + 1000), false)
        expect(result.totals.created, name).toBe(0)
        expect(
          result.totals.errors,
          `${name}: ${JSON.stringify(result.rows.find((r) => r.status === 'error'))}`,
        ).toBe(0)
      }
    }
    expect((await counts()).prompts).toBe(before.prompts)
  })
})

describe('refused to non-admins on every path', () => {
  const row = [
    {
      slug: 'never-created',
      title_ar: 'لن يُنشأ',
      category: 'seo',
      platforms: 'chatgpt',
      body_ar: 'x',
    },
  ]

  it('anon has no access; trial and basic subscribers get 42501 in Arabic; nothing written', async () => {
    const before = await counts()
    for (const dryRun of [true, false]) {
      const anon = await anonClient().rpc('admin_import_prompts', {
        p_rows: row,
        p_dry_run: dryRun,
      })
      expect(anon.error).not.toBeNull()
      expect(anon.data).toBeNull()
      expect(anon.status).toBeLessThan(500)
      for (const user of [trial, basic]) {
        const { data, error, status } = await user.client.rpc('admin_import_prompts', {
          p_rows: row,
          p_dry_run: dryRun,
        })
        expect(data).toBeNull()
        expect(error?.code).toBe('42501')
        expect(error?.message).toMatch(ARABIC)
        expect(status).toBe(403)
      }
    }
    const direct = await anonClient().rpc('admin_import_prompts', { p_rows: row })
    expect(direct.error).not.toBeNull()
    expect(await counts()).toEqual(before)
  })
})

describe('bad input: an Arabic answer, never a 5xx, nothing half-written', () => {
  const call = (p_rows: unknown, p_dry_run: unknown = false) =>
    admin.client.rpc('admin_import_prompts', { p_rows, p_dry_run })

  it('a wrong shape, an empty list and too many rows are refused with an Arabic message', async () => {
    const before = await counts()
    for (const [rows, hint] of [
      [null, 'invalid_shape'],
      [{ slug: 'x' }, 'invalid_shape'],
      ['نص', 'invalid_shape'],
      [42, 'invalid_shape'],
      [[], 'empty'],
      [Array.from({ length: 5001 }, () => ({})), 'too_many_rows'],
      [[{ body_ar: 'س'.repeat(6_000_000) }], 'too_large'],
    ] as const) {
      const { data, error, status } = await call(rows)
      expect(status, String(hint)).toBe(400)
      expect(data).toBeNull()
      expect(error?.hint).toBe(hint)
      expect(error?.message).toMatch(ARABIC)
    }
    expect(await counts()).toEqual(before)
  })

  it('nulls, wrong types, huge fields and bad flags are row errors naming the column', async () => {
    const before = await counts()
    const { data, error, status } = await call([
      null,
      7,
      'نص',
      [],
      { slug: null, title_ar: null, category: null, platforms: null, body_ar: null },
      {
        slug: 5,
        title_ar: { a: 1 },
        category: ['seo'],
        platforms: [1],
        tags: {},
        asks: 7,
        body_ar: true,
      },
      {
        slug: 'huge-fields',
        title_ar: 'ع'.repeat(201),
        title_en: 'e'.repeat(201),
        description_ar: 'و'.repeat(2001),
        category: 'seo',
        platforms: 'chatgpt',
        tags: 'و'.repeat(501),
        asks: 'قصير|صيغة مقبولة الطول',
        trial_sample: 'ربما',
        is_published: 3,
        body_ar: 'ن'.repeat(20001),
        body_en: 'b {{}} c',
      },
      {
        slug: '-starts-with-dash',
        title_ar: 'عنوان',
        category: 'x',
        platforms: 'chatgpt',
        body_ar: '{{ }}',
      },
    ])
    expect(error).toBeNull()
    expect(status).toBe(200)
    const result = data as ImportResult
    expect(result.totals).toEqual({ rows: 8, created: 0, duplicates: 0, errors: 8 })
    for (const row of result.rows) {
      expect(row.errors.length).toBeGreaterThan(0)
      for (const message of row.errors) expect(message).toMatch(ARABIC)
    }
    const named = (index: number) => result.rows[index]!.errors.join(' | ')
    expect(named(4)).toMatch(
      /«slug» مطلوب.*«title_ar» مطلوب.*«category» مطلوب.*«platforms» مطلوب.*«body_ar» مطلوب/,
    )
    for (const column of ['slug', 'title_ar', 'category', 'body_ar', 'platforms', 'tags', 'asks']) {
      expect(named(5)).toContain(`«${column}»`)
    }
    expect(named(6)).toContain('العمود «asks»: كل صيغة سؤال من 6 إلى 140 حرفاً')
    for (const column of [
      'title_ar',
      'title_en',
      'description_ar',
      'tags',
      'asks',
      'trial_sample',
      'is_published',
      'body_ar',
      'body_en',
    ]) {
      expect(named(6)).toContain(`«${column}»`)
    }
    expect(named(7)).toMatch(/«slug».*«category».*«body_ar»/)
    expect(await counts()).toEqual({ ...before, imports: before.imports + 1 })
  })

  it('a NUL byte is answered below 500 and stored nowhere; the page keeps such a row back', async () => {
    const before = await counts()
    const { data, error, status } = await call([
      {
        slug: 'nul-byte',
        title_ar: 'عنوان\u0000',
        category: 'seo',
        platforms: 'chatgpt',
        body_ar: 'x',
      },
    ])
    expect(status).toBeLessThan(500)
    expect(data).toBeNull()
    expect(error).not.toBeNull()
    expect(await counts()).toEqual(before)

    const file = await parseImportText(
      'nul.csv',
      'slug,title_ar,category,platforms,body_ar\r\nnul-byte,"عنوان\u0000",seo,chatgpt,x\r\nok-row,عنوان سليم,seo,chatgpt,x\r\n',
    )
    expect(file.rows[0]!.record).toBeNull()
    expect(file.rows[0]!.errors[0]).toContain('«title_ar»')
    const server = await importPrompts(asDb(admin), sendableRecords(file), true)
    const merged = mergeResults(file, server)
    expect(merged.rows.map((r) => [r.row, r.status])).toEqual([
      [1, 'error'],
      [2, 'created'],
    ])
  })

  it('the browser and the database read {{variables}} the same way', async () => {
    const bodies = [
      'بلا متغيرات',
      '{{اسم}} و {{ المدينة | الرياض }}',
      '{{اسم|}}',
      '{{}}',
      '{{ }}',
      '{{اسم',
      'اسم}}',
      '{{a{{b}}}}',
      '{{a|b|c}}',
      '{ مفرد }',
      '{{\n}}',
      '{{a}}}',
      '{{a}}}}',
    ]
    const rows = await sql<{ body: string; valid: boolean }>(
      `select b as body, private.prompt_variables_valid(b) as valid from unnest($1::text[]) as b`,
      [bodies],
    )
    expect(rows.map((r) => [r.body, r.valid])).toEqual(
      bodies.map((b) => [b, hasValidVariableSyntax(b)]),
    )
    expect(rows.filter((r) => r.valid).length).toBeGreaterThan(2)
    expect(rows.filter((r) => !r.valid).length).toBeGreaterThan(2)
  })
})

describe('the full catalogue export (/518/import-export, «الكتالوج كاملاً»)', () => {
  it('holds every catalogue table with its paid details, read as an admin', async () => {
    const tables = await fetchCatalogueTables(asDb(admin))
    const [stored] = await sql<{ templates: number; detailed: number; assistants: number }>(
      `select (select count(*)::int from public.automation_templates) as templates,
              (select count(*)::int from public.automation_template_details
                where jsonb_array_length(steps) > 0) as detailed,
              (select count(*)::int from public.gpt_assistants) as assistants`,
    )
    expect(Object.keys(tables).sort()).toEqual([
      'ai_tools',
      'automation_templates',
      'gpt_assistant_categories',
      'gpt_assistants',
      'plans',
      'platforms',
      'promotions',
      'prompt_categories',
    ])
    expect(tables.automation_templates).toHaveLength(stored!.templates)
    expect(tables.gpt_assistants).toHaveLength(stored!.assistants)
    const withSteps = tables.automation_templates!.filter((t) => {
      const steps = (t.details as { steps?: unknown[] } | null)?.steps
      return Array.isArray(steps) && steps.length > 0
    })
    expect(withSteps).toHaveLength(stored!.detailed)
    expect(stored!.detailed).toBeGreaterThan(0)
    // The details row is nested without its key column.
    expect(withSteps[0]!.details).not.toHaveProperty('template_id')
  })

  it('gives a trial user no paid details: the database, not the page, decides', async () => {
    const tables = await fetchCatalogueTables(asDb(trial))
    const paid = tables.automation_templates!.filter((t) => t.details !== null)
    expect(paid).toEqual([])
    // Drafts stay hidden too: only published rows come back.
    expect(tables.automation_templates!.every((t) => t.is_published === true)).toBe(true)
  })
})
