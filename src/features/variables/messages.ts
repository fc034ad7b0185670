/** The spec's variable toasts (document 2, section 8), in Arabic. */
export const variableMessages = {
  errorTitle: 'خطأ',
  loadFailed: 'فشل في تحميل المتغيرات العامة',
  updateFailed: 'فشل في تحديث المتغير العام',
  deleteFailed: 'فشل في حذف المتغير',
  deleted: 'تم حذف المتغير',
  deletedDescription: 'تمت إزالة المتغير من جميع الأوامر',
  resolved: 'تم حل التعارض',
  resolvedDescription: 'تم توحيد القيمة في جميع الأوامر',
  updated: 'تم تحديث المتغير',
  updatedDescription: 'تم تحديث القيمة في جميع الأوامر',
  saved: 'تم حفظ قيم المتغيرات',
  saveFailed: 'تعذّر حفظ قيم المتغيرات. يرجى المحاولة مرة أخرى',
  copied: 'تم نسخ الأمر',
  copyFailed: 'تعذّر النسخ إلى الحافظة. حدّد النص وانسخه يدوياً',
  signedOut: 'يجب تسجيل الدخول',
  dialectSaveFailed: 'تعذّر حفظ اختيار اللهجة. سيُستخدم في هذه الصفحة فقط',
  blocked: 'أكمل الحقول المطلوبة قبل النسخ',
  copiedWithGaps: 'تم نسخ الأمر وفيه متغيرات لم تُملأ',
  copiedForService: (label: string) => `نُسخ الأمر إلى الحافظة، الصقه في ${label}`,
  tooLongForService: (label: string) =>
    `الأمر أطول من أن يُرسل في الرابط، فنُسخ إلى الحافظة: الصقه في ${label}`,
  shareCopied: 'تم نسخ رابط الأمر مع قيمك',
  shareDescription:
    'القيم محفوظة في الرابط نفسه ولا تُرسل إلى خوادمنا، ويحتاج المستلم إلى باقة تتيح هذا الأمر',
  sharedApplied: 'مُلئت الحقول بالقيم من الرابط المشترك',
} as const
