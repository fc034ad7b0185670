/** Spec 5: codes are trimmed and upper-cased as they are typed. */
export function normalizeCode(value: string): string {
  return value.trim().toUpperCase()
}

/** The server's verdict on a code (validate_discount_code): valid, or why not in Arabic. */
export type CodeVerdict = { isValid: boolean; message: string }

/**
 * The server's verdict on `code` for an amount (validate_discount_code, spec 5). Throws the
 * client's error as it comes: each feature turns it into its own Arabic message.
 */
export async function validateDiscountCode(
  code: string,
  email: string,
  amount: number,
): Promise<CodeVerdict> {
  const { getSupabase } = await import('./supabase')
  const { data, error } = await (
    await getSupabase()
  ).rpc('validate_discount_code', {
    code_input: code,
    user_email_input: email,
    plan_amount: amount,
  })
  if (error) throw error
  const row = data?.[0]
  return {
    isValid: row?.is_valid === true,
    message: row?.error_message ?? 'كود الخصم غير صالح',
  }
}
