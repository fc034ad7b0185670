/** /verify-email error codes (spec doc 2 section 8); any other value is shown as it came. */
const errorTexts: Record<string, string> = {
  missing_token: 'رابط التحقق غير صحيح أو مفقود',
  verification_failed: 'فشل في تأكيد البريد الإلكتروني',
  server_error: 'حدث خطأ في الخادم. يرجى المحاولة مرة أخرى',
}

export function verificationErrorText(code: string | null | undefined): string {
  const trimmed = code?.trim()
  if (!trimmed) return 'حدث خطأ غير متوقع'
  return errorTexts[trimmed] ?? trimmed
}

export const RESEND_FAILED = 'فشل في إرسال رابط التحقق. يرجى المحاولة مرة أخرى'

/** Seconds before the success screen goes home (spec doc 2 section 9). */
export const SUCCESS_REDIRECT_SECONDS = 5

/** The «check your inbox» screen's first line, after sign-up (the wizard says if the mail left). */
export function checkInboxText(email: string | null, mailSent: boolean): string {
  return mailSent
    ? `أرسلنا رابط التحقق إلى ${email ?? 'بريدك الإلكتروني'}. افتح الرابط لتأكيد حسابك؛ صلاحيته 30 دقيقة.`
    : 'لم نتمكن من إرسال رابط التحقق. اضغط على إعادة الإرسال للحصول على رابط جديد.'
}

/** What the resend says for each outcome (ResendButton, and src/islands/verify-email.ts). */
export const RESEND_TOASTS = {
  sent: {
    title: 'تم إرسال رابط التحقق',
    description: 'تحقق من بريدك الإلكتروني. الرابط صالح لمدة 30 دقيقة.',
  },
  alreadyVerified: 'بريدك الإلكتروني مؤكد بالفعل',
  signedOut: 'يرجى تسجيل الدخول لإعادة إرسال رابط التحقق',
}
