/** The installable app's Arabic texts (issue 48). */
export const pwaMessages = {
  updateTitle: 'تحديث متاح',
  updateDescription: 'نسخة جديدة من سند جاهزة. أعد التحميل لاستخدامها.',
  reload: 'إعادة التحميل',
} as const
