import type { DeclineReason } from '../../../../supabase/functions/_shared/decline-reasons.ts'

/** Spec 8: the result page's messages, verbatim. */
export const resultMessages = {
  missingId: 'لم يتم العثور على معرف الدفع',
  failed: 'فشل في عملية الدفع. يرجى المحاولة مرة أخرى.',
  cancelled: 'تم إلغاء عملية الدفع.',
  checkError: 'حدث خطأ أثناء التحقق من حالة الدفع',
} as const

/**
 * A signed-out visitor on /payment-result?tap_id= (another browser, an expired session): only the
 * payer may read the charge, so they are asked to sign in and return here (spec is silent).
 */
export const signInPrompt = {
  title: 'سجّل الدخول لمتابعة الدفع',
  message:
    'للتحقق من حالة الدفع وتفعيل خطتك، سجّل الدخول بالحساب الذي أتممت منه الدفع. ستعود إلى هذه الصفحة بعد تسجيل الدخول.',
  action: 'تسجيل الدخول',
} as const

/** Shown with the check error when a tap_id is known: the charge may be paid already. */
export const recheckHint =
  'إن كنت قد أتممت الدفع فلا داعي للدفع مرة أخرى؛ أعد التحقق بعد قليل أو راجع صفحة الاشتراكات.'

export type PaymentOutcome = 'success' | 'failed' | 'cancelled'

/**
 * Spec 4 "Payment result": status success/CAPTURED is success, failed/FAILED failed,
 * cancelled/CANCELLED cancelled; a charge status read from the server counts as success only when
 * CAPTURED. A cancelled charge (the customer left Tap's page) reads as cancelled, not failed.
 */
export function outcomeFromStatus(status: string | null | undefined): PaymentOutcome | null {
  if (!status) return null
  const value = status.trim()
  if (value === 'success' || value === 'CAPTURED') return 'success'
  if (value === 'failed' || value === 'FAILED') return 'failed'
  if (value === 'cancelled' || value === 'CANCELLED') return 'cancelled'
  return null
}

export function outcomeFromCharge(chargeStatus: string): PaymentOutcome {
  if (chargeStatus === 'CAPTURED') return 'success'
  if (chargeStatus === 'CANCELLED') return 'cancelled'
  return 'failed'
}

/** Why Tap did not capture a card (payment-status' decline_reason, issue 46): the server's codes. */
export type { DeclineReason } from '../../../../supabase/functions/_shared/decline-reasons.ts'

/**
 * Each reason in Arabic, with what to do next. Nothing was charged in any of them; an unknown code
 * (a newer server) says nothing more than the spec's failure line.
 */
export const declineMessages: Record<DeclineReason, string> = {
  insufficient_funds:
    'رفض البنك العملية لعدم كفاية الرصيد. تأكد من رصيد البطاقة أو استخدم بطاقة أخرى.',
  card_expired: 'البطاقة منتهية الصلاحية. استخدم بطاقة سارية أو تحقق من تاريخ الانتهاء المُدخل.',
  three_ds_failed:
    'لم يكتمل التحقق الآمن (3-D Secure) من البنك. أعد المحاولة وأدخل رمز التحقق المرسل إليك.',
  declined_by_bank: 'رفض البنك المُصدر للبطاقة العملية. تواصل مع البنك أو استخدم بطاقة أخرى.',
  invalid_card:
    'بيانات البطاقة غير صحيحة أو أنها غير مدعومة. تحقق من رقم البطاقة أو استخدم بطاقة أخرى.',
  cvv_mismatch: 'رمز التحقق (CVV) غير صحيح. تحقق منه وأعد المحاولة.',
  timed_out: 'انتهت مهلة العملية قبل ردّ البنك. لم يتم خصم أي مبلغ، أعد المحاولة.',
  cancelled: 'أُلغيت العملية قبل إتمامها ولم يتم خصم أي مبلغ.',
  failed: 'تعذّر إتمام العملية لدى بوابة الدفع. لم يتم خصم أي مبلغ، أعد المحاولة.',
}

export function declineMessage(reason: string | null | undefined): string | null {
  return reason && reason in declineMessages ? declineMessages[reason as DeclineReason] : null
}
