/**
 * GoTrue's request validators whose exact answers clients see: e-mail syntax (mail.go
 * validateEmail with badoux/checkmail), phone numbers (phone.go validatePhone) and the admin
 * list's pagination (shared/pagination.go Paginate).
 */
import { validation } from './errors.ts'

// badoux/checkmail's emailRegexp, which GoTrue's validateEmail runs (checkmail.ValidateFormat).
const CHECKMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** validateEmail: required, at most 255 bytes, checkmail's syntax; the address lower-cased. */
export function validateEmail(email: string): string {
  if (!email) throw validation('An email address is required')
  if (Buffer.byteLength(email) > 255) throw validation('An email address is too long')
  if (!CHECKMAIL.test(email)) throw validation('Unable to validate email address: invalid format')
  return email.toLowerCase()
}

/** validatePhone: formatPhoneNumber (drop spaces and a leading '+') then E.164 digits. */
export function validatePhone(phone: string): string {
  const formatted = phone.replace(/^\+/, '').replaceAll(' ', '')
  if (!/^[1-9]\d{1,14}$/.test(formatted)) {
    throw validation('Invalid phone number format (E.164 required)')
  }
  return formatted
}

const MAX_PER_PAGE = 1000
const MAX_INT32 = 2 ** 31 - 1

/**
 * Go's strconv.ParseUint(text, 10, 64) with its error text: digits only (no sign, no spaces),
 * at most 2^64-1.
 */
function parseUint(text: string): number {
  if (!/^\d+$/.test(text)) throw new Error(`strconv.ParseUint: parsing "${text}": invalid syntax`)
  if (BigInt(text) > 2n ** 64n - 1n) {
    throw new Error(`strconv.ParseUint: parsing "${text}": value out of range`)
  }
  return Number(text)
}

function paginate(page: string, perPage: string) {
  const out = { page: 1, perPage: 50 }
  if (page) {
    out.page = parseUint(page)
    if (out.page === 0) throw new Error('page must be greater than 0')
    if (out.page > MAX_INT32) throw new Error('page exceeds maximum allowed value')
  }
  if (perPage) {
    out.perPage = parseUint(perPage)
    if (out.perPage === 0) throw new Error('per_page must be greater than 0')
    if (out.perPage > MAX_PER_PAGE) throw new Error(`per_page must not exceed ${MAX_PER_PAGE}`)
  }
  return out
}

/** adminUsers' pagination: empty values take the defaults (auth-js sends `page=&per_page=`). */
export function pagination(query: URLSearchParams): { page: number; perPage: number } {
  try {
    return paginate(query.get('page') ?? '', query.get('per_page') ?? '')
  } catch (error) {
    throw validation(`Bad Pagination Parameters: ${(error as Error).message}`)
  }
}
