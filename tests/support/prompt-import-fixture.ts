/**
 * The import journey's file: 20 prompts as a spreadsheet program saves them (UTF-8 with a BOM,
 * CRLF, quoted cells with commas, quotes and line breaks, Arabic text, lists split by '|' and
 * '،'), of which rows 7 and 15 are bad. Written here by hand, not with the product's CSV writer,
 * so the parser is tested against a file it did not make. Slugs and titles carry `tag`, so every
 * run imports prompts of its own.
 */
export const BAD_ROWS = [7, 15] as const

export type FixturePrompt = {
  slug: string
  title_ar: string
  category: string
  platforms: string
  tags: string
  trial_sample: string
  body_ar: string
  description_ar: string
}

const HEADER = [
  'slug',
  'title_ar',
  'title_en',
  'description_ar',
  'category',
  'platforms',
  'tags',
  'trial_sample',
  'is_published',
  'body_ar',
]

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)

const topics = [
  'خطة محتوى أسبوعية',
  'رسالة ترحيب بالعملاء',
  'تحليل المنافسين',
  'وصف منتج لمتجر إلكتروني',
  'أسئلة مقابلة توظيف',
  'ملخص اجتماع',
  'إعلان وظيفة',
  'رد على شكوى عميل',
  'خطة إطلاق حملة',
  'تقرير مبيعات شهري',
  'عنوان مقال جذاب',
  'نص فيديو قصير',
  'عرض سعر مختصر',
  'سياسة الإرجاع',
  'نشرة بريدية',
  'أفكار منشورات رمضان',
  'دراسة جدوى مبسطة',
  'خطة تدريب موظف جديد',
  'قائمة كلمات مفتاحية',
  'رسالة متابعة بعد البيع',
]

export function importFixture(tag: string) {
  const prompts: FixturePrompt[] = topics.map((topic, i) => ({
    slug: `imp-${tag}-${String(i + 1).padStart(2, '0')}`,
    // Distinct from the library's titles (the quality gate refuses a title one word off one).
    title_ar: `اختبار استيراد ${tag}: ${topic}`,
    category: i % 2 === 0 ? 'marketing' : 'content-writing',
    platforms: i % 3 === 0 ? 'chatgpt|claude' : 'chatgpt، gemini',
    tags: `استيراد|${topic}`,
    trial_sample: i === 0 ? 'نعم' : 'false',
    description_ar: `وصف "${topic}"، مع فاصلة`,
    body_ar: `أنت خبير. اكتب ${topic} لشركة {{اسم_الشركة}} في {{المدينة|الرياض}}.\nالسطر الثاني من النص.`,
  }))
  // Row 7: a slug with capitals and a space, and a platform that does not exist.
  prompts[BAD_ROWS[0] - 1] = {
    ...prompts[BAD_ROWS[0] - 1]!,
    slug: `Bad Slug ${tag}`,
    platforms: 'chatgpt|myspace',
  }
  // Row 15: a one-letter title and a placeholder that is never closed.
  prompts[BAD_ROWS[1] - 1] = {
    ...prompts[BAD_ROWS[1] - 1]!,
    title_ar: 'ن',
    body_ar: 'اكتب نشرة عن {{الموضوع',
  }
  const lines = [
    HEADER.join(','),
    ...prompts.map((p) =>
      [
        p.slug,
        p.title_ar,
        '',
        p.description_ar,
        p.category,
        p.platforms,
        p.tags,
        p.trial_sample,
        // Drafts: the prompts never reach the library other specs read.
        'لا',
        p.body_ar,
      ]
        .map(quote)
        .join(','),
    ),
  ]
  const csv = `\uFEFF${lines.join('\r\n')}\r\n`
  const good = prompts.filter((_, i) => !(BAD_ROWS as readonly number[]).includes(i + 1))
  return { csv, prompts, good }
}
