/**
 * Why Tap did not capture a charge, as a stable code the browser turns into Arabic (issue 46).
 * From Tap's `response.code` (charge-response-codes: 4xx failed, 5xx declined with sub-reasons,
 * 3xx abandoned or cancelled, 801 timed out; /work/shared/reference/tap-payments.md §3) and the
 * local sandbox's cards (supabase/local/sandboxes/README.md). Null while a charge is still open
 * or captured.
 */
export type DeclineReason =
  | 'insufficient_funds'
  | 'card_expired'
  | 'three_ds_failed'
  | 'declined_by_bank'
  | 'invalid_card'
  | 'cvv_mismatch'
  | 'timed_out'
  | 'cancelled'
  | 'failed'

const BY_CODE: Record<string, DeclineReason> = {
  '301': 'cancelled',
  '302': 'cancelled',
  '303': 'cancelled',
  '304': 'cancelled',
  '404': 'invalid_card',
  '405': 'invalid_card',
  '406': 'card_expired',
  '501': 'cvv_mismatch',
  '502': 'three_ds_failed',
  '503': 'three_ds_failed',
  '505': 'insufficient_funds',
  '516': 'three_ds_failed',
  '801': 'timed_out',
}

const OPEN = new Set(['INITIATED', 'IN_PROGRESS', 'CAPTURED', 'AUTHORIZED'])

export function declineReason(
  status: string | null | undefined,
  code: string | null | undefined,
): DeclineReason | null {
  if (!status || OPEN.has(status)) return null
  const known = code ? BY_CODE[code] : undefined
  if (known) return known
  // The other 5xx are the issuer's or a risk check's refusals.
  if (code && /^5\d\d$/.test(code)) return 'declined_by_bank'
  if (status === 'DECLINED' || status === 'RESTRICTED') return 'declined_by_bank'
  if (status === 'CANCELLED' || status === 'ABANDONED') return 'cancelled'
  if (status === 'TIMEDOUT') return 'timed_out'
  return 'failed'
}
