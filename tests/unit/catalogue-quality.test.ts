// @vitest-environment node
/**
 * The library's quality gate (issue 44, src/lib/prompt-quality.ts): every catalogue prompt passes
 * it, and it fails on what it is there to catch. The same checks run on the command line
 * (`npx tsx scripts/catalogue-gate.ts`) and on an admin's import preview.
 */
import { describe, expect, it } from 'vitest'
import { prompts } from '../../scripts/catalogue-data.mjs'
import {
  BODY_SIMILARITY_LIMIT,
  checkCatalogue,
  checkPrompt,
  isGulfPhrasing,
  type CataloguePrompt,
} from '../../src/lib/prompt-quality'

const good: CataloguePrompt = {
  slug: 'test-clinic-no-show-reminders',
  category: 'marketing',
  plan: 'paid',
  platforms: ['chatgpt', 'claude'],
  sectors: ['clinics'],
  title: 'تذكير المرضى بالمواعيد وتقليل حالات عدم الحضور',
  titleEn: 'Appointment reminders that cut no-shows',
  description: 'سلسلة رسائل واتساب قصيرة تذكّر المريض بموعده وتتيح له التأكيد أو التأجيل بضغطة.',
  tags: ['عيادات', 'مواعيد', 'واتساب'],
  body: 'أنت مسؤول علاقات مرضى في {{اسم_العيادة}} بمدينة {{المدينة|الرياض}}. اكتب ثلاث رسائل واتساب لتذكير المريض بموعده في {{التخصص: أسنان / جلدية / أطفال | أسنان}}: قبل يومين، وقبل ثلاث ساعات، وبعد الموعد إن لم يحضر. كل رسالة أقل من 300 حرف، فيها اسم المريض وموعده وطريقة التأكيد أو التأجيل، بنبرة ودودة ومحترمة، دون أي معلومة طبية.',
  asks: [
    'رسائل تذكير بموعد العيادة',
    'ابي رسالة واتساب تذكر المريض بموعده',
    'كيف أقلل غياب المرضى',
  ],
  example: {
    values: { اسم_العيادة: 'عيادات بسمة لطب الأسنان', المدينة: 'جدة', التخصص: 'أسنان' },
    answer:
      '١) قبل يومين: «مرحباً أ. سارة، نذكّرك بموعدك في عيادات بسمة لطب الأسنان يوم الأحد الساعة ٥ مساءً. للتأكيد أرسلي ١، وللتأجيل أرسلي ٢.» ٢) قبل ثلاث ساعات: «موعدك اليوم الساعة ٥ مساءً، نتطلع لرؤيتك. الموقع: حي الروضة، جدة.» ٣) بعد الموعد: «افتقدناك اليوم يا أ. سارة، هل نحجز لك موعداً آخر هذا الأسبوع؟»',
  },
}

describe('the quality gate', () => {
  it('passes a well-formed prompt', () => {
    expect(checkPrompt(good)).toEqual([])
    expect(checkCatalogue([good]).problems).toEqual([])
  })

  it('fails a near-duplicate: the same prompt with the sector swapped', () => {
    const copy: CataloguePrompt = {
      ...good,
      slug: 'test-salon-no-show-reminders',
      title: 'رسائل تذكير عملاء الصالون بمواعيدهم',
      body: good.body
        .replace('مسؤول علاقات مرضى', 'مسؤول علاقات عملاء')
        .replace('المريض', 'العميلة'),
    }
    const report = checkCatalogue([copy], { against: [good] })
    expect(report.closestBodies[0]!.score).toBeGreaterThanOrEqual(BODY_SIMILARITY_LIMIT)
    expect(report.problems.map((p) => p.message).join('\n')).toContain('نص الأمر قريب جداً')
  })

  it('compares the checked prompts, not two prompts already in the catalogue', () => {
    // Two catalogue prompts identical to each other, and a checked one close to them only in part:
    // the closest pair reported is the checked one's, though the catalogue's own pair is closer.
    const twinA: CataloguePrompt = { ...good, slug: 'twin-a', title: 'عنوان أول' }
    const twinB: CataloguePrompt = { ...good, slug: 'twin-b', title: 'عنوان ثان' }
    const checked: CataloguePrompt = {
      ...good,
      slug: 'checked-one',
      body: `${good.body.slice(0, 120)} ثم اقترح ثلاث أفكار لحملة موسمية تناسب جمهور العيادة في رمضان.`,
    }
    const report = checkCatalogue([checked], { against: [twinA, twinB], keep: 1 })
    expect(report.closestBodies.map((pair) => [pair.a, pair.b].sort())).toEqual([
      ['checked-one', 'twin-a'],
    ])
  })

  it('fails an example that fills a variable the body does not have, or misses one it has', () => {
    const undeclared = {
      ...good,
      example: { ...good.example!, values: { ...good.example!.values, الميزانية: '5000' } },
    }
    expect(checkPrompt(undeclared)).toContain('المثال يملأ «الميزانية» وليس متغيراً في الأمر')
    const missing = {
      ...good,
      example: { ...good.example!, values: { اسم_العيادة: 'عيادات بسمة' } },
    }
    expect(checkPrompt(missing)).toContain('المثال لا يملأ المتغير «المدينة»')
  })

  it('fails a broken placeholder, a body that is not Arabic, no Gulf phrasing and a duplicate title', () => {
    expect(checkPrompt({ ...good, body: good.body + ' {{ }}' }).join()).toMatch(/أقواس|متغير/)
    expect(
      checkPrompt({ ...good, body: 'Write three reminder messages. '.repeat(12) + '{{x}}' }).join(),
    ).toContain('نسبة العربية')
    expect(checkPrompt({ ...good, asks: ['رسائل تذكير', 'تذكير المرضى', 'قالب تذكير'] })).toContain(
      'لا توجد صيغة سؤال باللهجة الخليجية',
    )
    expect(isGulfPhrasing('وش أكتب للعميل')).toBe(true)
    expect(isGulfPhrasing('ماذا أكتب للعميل')).toBe(false)
    const twin = {
      ...good,
      slug: 'test-other',
      body: 'مختلف '.repeat(5) + good.body.split('').reverse().join(''),
    }
    expect(checkCatalogue([twin], { against: [good] }).problems.map((p) => p.message)).toContain(
      `العنوان مكرر مع ${good.slug}`,
    )
  })
})

describe('the seeded library', () => {
  const all = prompts as unknown as CataloguePrompt[]
  const report = checkCatalogue(all, { keep: 3 })

  it('holds at least 1,200 prompts in every category, with trial samples for ChatGPT', () => {
    expect(all.length).toBeGreaterThanOrEqual(1200)
    for (const category of new Set(all.map((p) => p.category)))
      expect(
        all.some(
          (p) => p.category === category && p.plan === 'trial' && p.platforms.includes('chatgpt'),
        ),
        category,
      ).toBe(true)
  })

  it('passes the gate (npm test prints its closest pairs: scripts/catalogue-gate.ts)', () => {
    expect(report.closestBodies[0]!.score).toBeLessThan(0.33)
    expect(report.problems.slice(0, 20)).toEqual([])
  })
})

describe('the gate on an admin import', () => {
  it('holds back a near-copy of a catalogue prompt and a body that is not Arabic', async () => {
    const { applyQualityGate } = await import('../../src/features/admin/lib/prompt-import')
    const catalogue = [
      {
        slug: good.slug,
        title_ar: good.title,
        title_en: null,
        description_ar: good.description,
        description_en: null,
        category: good.category,
        platforms: good.platforms,
        tags: good.tags,
        asks: good.asks ?? [],
        trial_sample: false,
        is_published: true,
        body_ar: good.body,
        body_en: null,
      },
    ]
    const row = (n: number, body: string, title: string) => ({
      row: n,
      title,
      errors: [],
      record: {
        slug: `row-${n}`,
        title_ar: title,
        category: 'marketing',
        platforms: ['chatgpt'],
        body_ar: body,
      },
    })
    const file = applyQualityGate(
      {
        format: 'json',
        warnings: [],
        rows: [
          row(1, good.body.replace('المريض', 'العميل'), 'رسائل تذكير العملاء بمواعيدهم'),
          row(
            2,
            'Write a marketing plan for {{company}} with weekly goals and a budget table.',
            'خطة تسويق',
          ),
          row(
            3,
            'اكتب خطة محتوى شهرية لحساب {{اسم_الحساب}} على إنستغرام بثلاث منشورات أسبوعياً.',
            'خطة محتوى شهرية',
          ),
        ],
      },
      catalogue,
    )
    expect(file.rows[0]!.record).toBeNull()
    expect(file.rows[0]!.errors.join()).toContain(`نص الأمر قريب جداً من ${good.slug}`)
    expect(file.rows[1]!.record).toBeNull()
    expect(file.rows[1]!.errors.join()).toContain('نسبة العربية')
    expect(file.rows[2]!.record).not.toBeNull()
  })
})
