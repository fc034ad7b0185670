/**
 * Tap's webhook signature (`hashstring` header), shared by the product's webhook function (Deno)
 * and the local Tap sandbox (Node): one recipe, so the sandbox can never sign differently from
 * what production verifies. Only Web Crypto is used, which both runtimes provide.
 *
 * Recipe (Tap docs, "Validate the webhook"): HMAC-SHA256 with the secret API key over
 *   x_id{id}x_amount{amount}x_currency{currency}x_gateway_reference{reference.gateway}
 *   x_payment_reference{reference.payment}x_status{status}x_created{transaction.created}
 * with the amount written with the currency's ISO 4217 decimals and absent fields as ''.
 */

/** ISO 4217 currencies with 3 minor digits; Tap formats every other supported currency with 2. */
const THREE_DECIMALS = new Set(['KWD', 'BHD', 'OMR', 'JOD', 'IQD', 'LYD', 'TND'])
const ZERO_DECIMALS = new Set(['JPY', 'KRW', 'CLP', 'VND', 'ISK', 'UGX', 'XAF', 'XOF'])

export interface TapSignedObject {
  id: string
  amount: number | string
  currency: string
  status: string
  reference?: { gateway?: string | null; payment?: string | null } | null
  transaction?: { created?: string | number | null } | null
}

export function currencyDecimals(currency: string): number {
  const code = currency.toUpperCase()
  if (THREE_DECIMALS.has(code)) return 3
  if (ZERO_DECIMALS.has(code)) return 0
  return 2
}

/**
 * The amount as Tap writes it into the signed string: rounded half-up on the decimal digits of
 * the number as written (1.005 SAR -> "1.01"), never through binary float arithmetic.
 */
export function formatTapAmount(amount: number | string, currency: string): string {
  const decimals = currencyDecimals(currency)
  const written = typeof amount === 'number' ? String(amount) : amount.trim()
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(written)
  if (!match) {
    // Exponent notation (1e-7, 1e21) only appears for amounts Tap would reject anyway.
    return Number(amount).toFixed(decimals)
  }
  const [, sign, whole, fraction = ''] = match
  const padded = fraction.padEnd(decimals + 1, '0')
  let units = BigInt(whole + padded.slice(0, decimals))
  if (Number(padded[decimals]) >= 5) units += 1n
  const digits = units.toString().padStart(decimals + 1, '0')
  const integer = decimals ? digits.slice(0, -decimals) : digits
  const minor = decimals ? `.${digits.slice(-decimals)}` : ''
  return `${sign && units !== 0n ? '-' : ''}${integer}${minor}`
}

/** The exact string Tap signs for a charge, authorize or refund object. */
export function tapHashInput(object: TapSignedObject): string {
  return (
    `x_id${object.id}` +
    `x_amount${formatTapAmount(object.amount, object.currency)}` +
    `x_currency${object.currency}` +
    `x_gateway_reference${object.reference?.gateway ?? ''}` +
    `x_payment_reference${object.reference?.payment ?? ''}` +
    `x_status${object.status}` +
    `x_created${object.transaction?.created ?? ''}`
  )
}

export async function hmacSha256Hex(key: string, message: string): Promise<string> {
  const encoder = new TextEncoder()
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const signature = await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message))
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  )
}

/** The `hashstring` header value for `object`, signed with the secret API key. */
export function tapHashString(object: TapSignedObject, secretKey: string): Promise<string> {
  return hmacSha256Hex(secretKey, tapHashInput(object))
}

/** Constant-time check of a received `hashstring` (case-insensitive hex). */
export async function verifyTapHashString(
  object: TapSignedObject,
  received: string | null | undefined,
  secretKey: string,
): Promise<boolean> {
  if (!received || !secretKey) return false
  const expected = await tapHashString(object, secretKey)
  const actual = received.trim().toLowerCase()
  if (actual.length !== expected.length) return false
  let difference = 0
  for (let index = 0; index < expected.length; index += 1) {
    difference |= expected.charCodeAt(index) ^ actual.charCodeAt(index)
  }
  return difference === 0
}
