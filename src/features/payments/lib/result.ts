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
