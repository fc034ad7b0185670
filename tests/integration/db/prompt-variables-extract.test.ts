/**
 * Issue 22: the database's private.extract_prompt_variables (what prompts.variables,
 * user_prompts.variables and the search use) lists the same keys as the client parser
 * (src/lib/prompt-template.ts) for the typed syntax, the original syntax and malformed bodies,
 * and still gives every seeded prompt the variables it had.
 */
import { describe, expect, it } from 'vitest'
import { parsePromptTemplate, parseTemplate } from '../../../src/lib/prompt-template.ts'
import { serviceClient, sql } from '../../support/stack.ts'
import { createTestUser } from '../../support/users.ts'

type Variable = { key: string; default: string | null }

async function extract(body: string): Promise<Variable[]> {
  const rows = await sql<{ v: Variable[] }>('select private.extract_prompt_variables($1) as v', [
    body,
  ])
  return rows[0]!.v
}

const bodies = [
  'اكتب لـ {{اسم_الشركة}} في {{المدينة|الرياض}} عن {{product|coffee}} ثم {{ tone }}',
  'بنبرة {{النبرة: رسمية / ودية / حماسية | ودية}} و{{النبرة}}',
  '{{الميزانية#: 1000..50000}} {{العدد #: ٣..}} {{التاريخ@}} {{الوصف*+}} {{الملاحظات¶}}',
  '{{موعد_التسليم @*|2026-12-01}} {{اسم العميل*}} {{الوقت|7:30 مساءً}} {{رقم_الطلب|#0000}}',
  '{{*}} {{ : أ / ب}} {{النبرة: وحيدة}} {{المبلغ#: كثير}} {{س#@}} {{ن: أ / ب | ج}} {{ناقص',
  '{{اللون: أحمر / أزرق}} ثم {{اللون#: 1..3}} ثم {{اللون}} {{a*b}} {{ Brand Name + }}',
  'بدون متغيرات {غير} مكتملة {{}} {{|x}}',
]

describe('private.extract_prompt_variables agrees with the client parser', () => {
  it.each(bodies)('on %s', async (body) => {
    const server = await extract(body)
    expect(server.map((v) => v.key)).toEqual(parsePromptTemplate(body).fields.map((f) => f.key))
  })

  it('keeps the stored variables of every seeded prompt and matches the client on them', async () => {
    const rows = await sql<{ body: string; stored: Variable[]; now: Variable[] }>(
      `select b.body_ar as body, p.variables as stored, private.extract_prompt_variables(b.body_ar) as now
         from public.prompt_bodies b join public.prompts p on p.id = b.prompt_id
`,
    )
    expect(rows.length).toBeGreaterThan(50)
    for (const row of rows) {
      expect(row.now).toEqual(row.stored)
      expect(row.now.map((v) => v.key)).toEqual(parseTemplate(row.body).map((v) => v.key))
    }
  })
})

describe('the profile columns of the built-in values', () => {
  it('the owner sets job_title and city; another user cannot; over 100 characters is refused', async () => {
    const owner = await createTestUser()
    const other = await createTestUser()
    try {
      const own = await owner.client
        .from('profiles')
        .update({ job_title: 'مديرة التسويق', city: 'جدة' })
        .eq('id', owner.id)
        .select('job_title, city')
      expect(own.error).toBeNull()
      expect(own.data).toEqual([{ job_title: 'مديرة التسويق', city: 'جدة' }])

      const foreign = await other.client
        .from('profiles')
        .update({ city: 'الرياض' })
        .eq('id', owner.id)
        .select('id')
      expect(foreign.error).toBeNull()
      expect(foreign.data).toEqual([])
      expect(await sql('select city from public.profiles where id = $1', [owner.id])).toEqual([
        { city: 'جدة' },
      ])

      const long = await owner.client
        .from('profiles')
        .update({ job_title: 'م'.repeat(101) })
        .eq('id', owner.id)
      expect(long.error?.code).toBe('23514')
    } finally {
      for (const id of [owner.id, other.id]) await serviceClient().auth.admin.deleteUser(id)
    }
  })
})
