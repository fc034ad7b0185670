/**
 * Server refusals found by the bad-input suites, as the browser shows them: an unknown prompt
 * is now raised as P0001 with hint 'not_found' (P0002 was a 500 through PostgREST).
 */
import { adminMessages, toAdminError } from '@/features/admin/api/errors'
import { arabicIssueMessage } from '@/lib/zod-arabic'

describe('refusals in Arabic', () => {
  it('the admin area maps hint not_found (P0001) and the old P0002 to "not found"', () => {
    expect(toAdminError({ code: 'P0001', hint: 'not_found' }, 'x').message).toBe(
      adminMessages.notFound,
    )
    expect(toAdminError({ code: 'P0002' }, 'x').message).toBe(adminMessages.notFound)
    expect(toAdminError({ code: 'P0001', hint: 'other' }, 'احتياطي').message).toBe('احتياطي')
  })

  it('the zod fallback answers every issue code in Arabic', () => {
    for (const issue of [
      { code: 'invalid_type', input: undefined },
      { code: 'invalid_type', input: 5 },
      { code: 'invalid_value' },
      { code: 'too_small' },
      { code: 'too_big' },
      { code: 'invalid_format' },
      { code: 'unrecognized_keys' },
      { code: 'custom' },
      {},
    ]) {
      expect(arabicIssueMessage(issue)).toMatch(/[\u0600-\u06FF]/)
    }
  })
})
