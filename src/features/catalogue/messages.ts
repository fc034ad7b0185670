export const catalogueMessages = {
  loadFailed: 'تعذّر تحميل البيانات. يرجى المحاولة مرة أخرى',
  upgradeRequired: 'هذا الأمر يتطلب ترقية الاشتراك',
  requiresUpgrade: 'يتطلب ترقية',
  notFound: 'الأمر غير موجود',
  signedOut: 'يجب تسجيل الدخول',
  duplicate: 'موجود مسبقاً',
  favoriteAdded: 'أُضيف إلى المفضلة',
  favoriteRemoved: 'أُزيل من المفضلة',
  ratingFailed: 'تعذّر حفظ تقييمك. يرجى المحاولة مرة أخرى',
} as const
