import { describe, expect, it } from 'vitest'
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'

describe('isNetworkError', () => {
  it.each([
    ['fetch in Chromium', new TypeError('Failed to fetch')],
    ['fetch in Firefox', new TypeError('NetworkError when attempting to fetch resource.')],
    ['fetch in Safari', new TypeError('Load failed')],
    ['undici', new TypeError('fetch failed')],
    ['auth-js', Object.assign(new Error('Failed to fetch'), { name: 'AuthRetryableFetchError' })],
    ['functions-js', Object.assign(new Error('x'), { name: 'FunctionsFetchError' })],
    ['postgrest-js', { message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' }],
  ])('recognises %s', (_, error) => {
    expect(isNetworkError(error)).toBe(true)
  })

  it.each([
    ['a server refusal', { message: 'Invalid login credentials', code: 'invalid_credentials' }],
    ['a database error', { message: 'duplicate key value', code: '23505' }],
    ['null', null],
    ['a string', 'Failed to fetch'],
  ])('does not mistake %s for one', (_, error) => {
    expect(isNetworkError(error)).toBe(false)
  })

  it('has an Arabic message', () => {
    expect(NETWORK_ERROR_MESSAGE).toMatch(/^[\u0600-\u06FF .،]+$/)
  })
})
