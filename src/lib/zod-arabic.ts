import * as z from 'zod/mini'

/*
 * zod/mini carries no locale, so an issue a schema gives no message of its own (a wrong type, a
 * missing field, an unknown enum value) would reach the form as "Invalid input". Every form
 * schema imports `z` from here, which installs an Arabic fallback first; the schemas' own
 * messages (the spec's) still take precedence.
 */
export function arabicIssueMessage(issue: { code?: string; input?: unknown }): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? 'هذا الحقل مطلوب'
        : 'قيمة غير صالحة لهذا الحقل'
    case 'invalid_value':
      return 'يرجى اختيار قيمة من القائمة'
    case 'too_small':
      return 'القيمة قصيرة جداً'
    case 'too_big':
      return 'القيمة طويلة جداً'
    case 'invalid_format':
      return 'تنسيق القيمة غير صحيح'
    case 'unrecognized_keys':
      return 'يحتوي النموذج على حقول غير معروفة'
    default:
      return 'قيمة غير صالحة'
  }
}

z.config({ customError: arabicIssueMessage })

/**
 * The address shape the lead RPCs accept (private.is_valid_email): stricter than z.email(), which
 * lets through an apostrophe the server then refuses.
 */
export const SERVER_EMAIL_PATTERN =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/

export { z }
