import { z } from '@/lib/zod-arabic'

export const requestSchema = z.object({
  subject: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, { error: 'اكتب عنواناً للطلب (3 أحرف على الأقل)' }),
      z.maxLength(150, { error: 'العنوان طويل جداً (150 حرفاً كحد أقصى)' }),
    ),
  category: z.enum(['billing', 'account', 'content', 'technical', 'other'], {
    error: 'اختر تصنيف الطلب',
  }),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, { error: 'اكتب رسالتك (حرفان على الأقل)' }),
      z.maxLength(5000, { error: 'الرسالة طويلة جداً (5000 حرف كحد أقصى)' }),
    ),
})
export type RequestValues = z.infer<typeof requestSchema>

export const messageSchema = z.object({
  body: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, { error: 'اكتب رسالتك (حرفان على الأقل)' }),
      z.maxLength(5000, { error: 'الرسالة طويلة جداً (5000 حرف كحد أقصى)' }),
    ),
})
export type MessageValues = z.infer<typeof messageSchema>
