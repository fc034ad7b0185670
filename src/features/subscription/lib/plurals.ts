import { plural } from '@/lib/plural'

/** Count phrases of the billing screens, in Arabic agreement. */
export const countSeats = (n: number) =>
  plural(n, {
    zero: 'لا مقاعد',
    one: 'مقعد واحد',
    two: 'مقعدان',
    few: '{n} مقاعد',
    many: '{n} مقعداً',
    other: '{n} مقعد',
  })

export const countMembers = (n: number) =>
  plural(n, {
    zero: 'لا أعضاء',
    one: 'عضو واحد',
    two: 'عضوان',
    few: '{n} أعضاء',
    many: '{n} عضواً',
    other: '{n} عضو',
  })
