/** Every Arabic text of the chat assistant that the spec describes (spec 1 §2.13, §6, §8). */
export const chatMessages = {
  welcome:
    'مرحباً بك! أنا مساعد سند الذكي. اسألني عن الأوامر الجاهزة أو المساعدين الرقميين أو أدوات الذكاء الاصطناعي التي تناسب عملك.',
  /** Spec 1 §8: webhook failure (non-OK status or network). */
  connectionErrorTitle: 'خطأ في الاتصال',
  connectionErrorDescription: 'حدث خطأ أثناء إرسال الرسالة، يرجى المحاولة مرة أخرى',
  /** Spec 1 §8: reset. */
  resetTitle: 'تمت إعادة تعيين المحادثة',
  resetDescription: 'تم مسح جميع الرسائل',
  /** Spec 1 §8: suggestion fetch error. */
  suggestionsFetchError: 'خطأ في جلب الاقتراحات',
  /** Spec 1 §6: unavailable suggestions. */
  requiresUpgrade: 'يتطلب ترقية',
  rateLimited: 'تم تجاوز الحد المسموح من الطلبات. يرجى المحاولة لاحقاً',
  signedOut: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى',
  typing: 'المساعد يكتب…',
  /** Issue 20: the chat_assistant flag is off. */
  disabled:
    'المساعد الذكي متوقف حالياً. يمكنك تصفح الأوامر والمساعدين من القائمة، أو مراسلتنا من صفحة المساعدة.',
} as const
