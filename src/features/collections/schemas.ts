import { z } from '@/lib/zod-arabic'
import { COLLECTION_NAME_MAX } from '@/lib/collections'

/** A collection's name: the database trims it and refuses the same rules in the same words. */
export const collectionNameSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'اكتب اسماً للمجموعة' }),
      z.maxLength(COLLECTION_NAME_MAX, { error: 'اسم المجموعة طويل: 60 حرفاً على الأكثر' }),
    ),
})

export type CollectionNameValues = z.infer<typeof collectionNameSchema>
