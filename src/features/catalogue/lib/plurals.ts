import { plural } from '@/lib/plural'

export const countPrompts = (n: number) =>
  plural(n, {
    zero: 'لا توجد أوامر',
    one: 'أمر واحد',
    two: 'أمران',
    few: '{n} أوامر',
    many: '{n} أمراً',
    other: '{n} أمر',
  })

export const countAssistants = (n: number) =>
  plural(n, {
    zero: 'لا توجد مساعدات',
    one: 'مساعد واحد',
    two: 'مساعدان',
    few: '{n} مساعدات',
    many: '{n} مساعداً',
    other: '{n} مساعد',
  })

export const countTools = (n: number) =>
  plural(n, {
    zero: 'لا توجد أدوات',
    one: 'أداة واحدة',
    two: 'أداتان',
    few: '{n} أدوات',
    many: '{n} أداة',
    other: '{n} أداة',
  })

export const countTemplates = (n: number) =>
  plural(n, {
    zero: 'لا توجد قوالب',
    one: 'قالب واحد',
    two: 'قالبان',
    few: '{n} قوالب',
    many: '{n} قالباً',
    other: '{n} قالب',
  })

export const countDays = (n: number) =>
  plural(n, {
    zero: 'أقل من يوم',
    one: 'يوم واحد',
    two: 'يومان',
    few: '{n} أيام',
    many: '{n} يوماً',
    other: '{n} يوم',
  })

/** search_prompts ranks at most this many hits and counts exactly up to it (migration 20261121900000). */
export const SEARCH_TOTAL_CAP = 500

/** The library's result count: at the server's cap the real number may be larger. */
export const countSearchResults = (total: number) =>
  total >= SEARCH_TOTAL_CAP ? `${countPrompts(total)} أو أكثر` : countPrompts(total)
