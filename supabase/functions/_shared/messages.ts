/**
 * Arabic error texts of the edge functions where the spec gives none (the spec's own English
 * texts, such as 'User not authenticated', stay verbatim in the functions that answer them).
 * The browser shows a function's `error` text as it comes.
 */
export const functionErrors = {
  methodNotAllowed: 'طريقة الطلب غير مدعومة',
  invalidBody: 'صيغة الطلب غير صحيحة',
  signInRequired: 'يجب تسجيل الدخول أولاً',
  sessionExpired: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى',
  paymentIdRequired: 'رقم عملية الدفع مطلوب',
  paymentNotFound: 'عملية الدفع غير موجودة',
  paymentNotCreated: 'تعذّر إنشاء عملية الدفع. لم يتم خصم أي مبلغ، يرجى المحاولة مرة أخرى.',
  ownAccountOnly: 'لا يمكن تنفيذ هذا الطلب إلا على حسابك',
  syncFailed: 'تعذّرت مزامنة بيانات الحساب. يرجى المحاولة لاحقاً',
  invalidSource: 'مصدر الطلب غير صالح',
  invalidVerificationType: 'نوع التحقق غير صالح',
  emailNotOfAccount: 'البريد الإلكتروني لا يخص هذا الحساب',
  invalidNewEmail: 'البريد الإلكتروني الجديد غير صحيح',
  sameEmail: 'البريد الإلكتروني الجديد هو نفسه الحالي',
  emailTaken: 'هذا البريد الإلكتروني مسجل مسبقاً',
  noEmail: 'لا يوجد بريد إلكتروني لهذا الحساب',
  rateLimitUnavailable: 'تعذّر التحقق من عدد الطلبات. يرجى المحاولة لاحقاً',
  signInUnavailable: 'تعذّر تسجيل الدخول الآن. يرجى المحاولة بعد قليل',
  tooManyEmails: 'تم تجاوز عدد رسائل التحقق المسموح. يرجى المحاولة لاحقاً',
  linkNotCreated: 'تعذّر إنشاء رابط التحقق. يرجى المحاولة لاحقاً',
  mailNotSent: 'تعذّر إرسال رسالة التحقق. يرجى المحاولة لاحقاً',
  notTapObject: 'الطلب ليس إشعاراً صحيحاً من بوابة الدفع',
  badSignature: 'توقيع الطلب غير صحيح',
  chargeNotConfirmed: 'تعذّر تأكيد عملية الدفع لدى بوابة الدفع',
  recoveryCodeRequired: 'أدخل رمز الاسترداد',
  recoveryCodeInvalid: 'رمز الاسترداد غير صحيح',
  recoveryCodeUsed: 'تم استخدام رمز الاسترداد هذا من قبل',
  recoveryRateLimited: 'محاولات كثيرة. يرجى الانتظار 15 دقيقة ثم المحاولة مرة أخرى',
  resetUnavailable: 'تعذّر إرسال رابط استعادة كلمة المرور الآن. يرجى المحاولة بعد قليل',
  recoveryUnavailable: 'تعذّر استخدام رمز الاسترداد الآن. يرجى المحاولة بعد قليل',
} as const

/** A JSON body is an object; null, arrays, strings and numbers are not requests. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A scheduled job's optional JSON body: `{}` when the request has none, null when it is not a
 * JSON object (the caller answers 400 with functionErrors.invalidBody).
 */
export async function optionalJsonObject(req: Request): Promise<Record<string, unknown> | null> {
  const raw = await req.text()
  if (!raw.trim()) return {}
  try {
    const body: unknown = JSON.parse(raw)
    return isPlainObject(body) ? body : null
  } catch {
    return null
  }
}
