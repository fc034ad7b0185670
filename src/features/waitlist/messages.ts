/**
 * Every message of the waitlist (spec 4, 5.4 and 8), in Arabic. The server answers the same
 * texts for the refusals it decides (join_waitlist), so both sides read alike.
 */
export const waitlistMessages = {
  submitting: 'جارٍ التسجيل الآمن...',
  submit: 'انضم إلى قائمة الانتظار',
  errorTitle: 'خطأ في التسجيل',
  successTitle: 'تم التسجيل بنجاح!',
  successDescription: 'شكراً لانضمامك، سنخبرك فور الإطلاق',
  invalidInvite: 'رمز الدعوة غير صالح أو منتهي الصلاحية',
  duplicateEmail: 'هذا البريد الإلكتروني مسجل مسبقاً في قائمة الانتظار',
  fallback: 'حدث خطأ أثناء التسجيل، يرجى المحاولة لاحقاً',
  csrf: 'رمز الحماية غير صالح. يرجى تحديث الصفحة.',
  session: 'الجلسة غير صالحة. يرجى تسجيل الدخول مرة أخرى.',
  rateLimited: 'تم تجاوز عدد المحاولات المسموح. يرجى المحاولة لاحقاً',
  earlyDiscount: 'ميزة المشتركين الأوائل: ستحصل على خصم خاص عند إطلاق المنصة.',
} as const
