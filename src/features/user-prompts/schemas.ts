import { z } from '@/lib/zod-arabic'

/** The editor's fields; the same limits as the database's private.user_prompt_clean. */
export const userPromptSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'اكتب عنواناً للأمر' }),
      z.maxLength(200, { error: 'العنوان طويل: 200 حرف على الأكثر' }),
    ),
  description: z
    .string()
    .check(z.trim(), z.maxLength(1000, { error: 'الوصف طويل: 1000 حرف على الأكثر' })),
  body: z.string().check(
    z.refine((v) => v.trim() !== '', { error: 'اكتب نص الأمر' }),
    z.maxLength(20000, { error: 'نص الأمر طويل: 20,000 حرف على الأكثر' }),
  ),
  category: z.string(),
  platforms: z.array(z.string()).check(z.maxLength(10, { error: 'اختر المنصات من القائمة' })),
  tags: z.string().check(
    z.refine((v) => splitTags(v).length <= 10, { error: 'عشرة وسوم على الأكثر' }),
    z.refine((v) => splitTags(v).every((t) => t.length <= 40), {
      error: 'الوسم طويل: 40 حرفاً على الأكثر',
    }),
  ),
  note: z
    .string()
    .check(z.trim(), z.maxLength(300, { error: 'ملاحظة التغيير طويلة: 300 حرف على الأكثر' })),
})
export type UserPromptValues = z.infer<typeof userPromptSchema>

/** Tags are typed separated by commas (Arabic «،» or Latin ","); "#" is dropped, repeats removed. */
export function splitTags(text: string): string[] {
  const tags = text
    .split(/[,،\n]/)
    .map((t) => t.trim().replace(/^#+/, '').trim())
    .filter(Boolean)
  return [...new Set(tags)]
}
