/**
 * signInWithIdentifier (issue 20): the login page signs in through the `sign-in` edge function
 * (usernames are resolved on the server), stores the session it returns, and turns the server's
 * answers into the spec's Arabic. The supabase-js client is replaced by a recording fake.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'

const invoke = vi.fn()
const setSession = vi.fn()
const rpc = vi.fn()

vi.mock('@/lib/supabase', () => ({
  getSupabase: async () => ({ functions: { invoke }, auth: { setSession }, rpc }),
}))

const { signInWithIdentifier, LoginError } = await import('@/features/auth/api/login')

/** The functions client's error for a non-2xx answer: the Response is in `context`. */
function httpError(status: number, body: unknown) {
  return {
    name: 'FunctionsHttpError',
    message: 'Edge Function returned a non-2xx status code',
    context: new Response(JSON.stringify(body), { status }),
  }
}

beforeEach(() => {
  invoke.mockReset()
  setSession.mockReset()
  rpc.mockReset()
  rpc.mockResolvedValue({ error: null })
})

describe('signInWithIdentifier', () => {
  it('sends what was typed to the sign-in function and stores the returned session', async () => {
    invoke.mockResolvedValue({ data: { access_token: 'a.b.c', refresh_token: 'r1' }, error: null })
    setSession.mockResolvedValue({ error: null })
    await signInWithIdentifier('  Premium_Demo ', 'Secret-1!')
    expect(invoke).toHaveBeenCalledWith('sign-in', {
      body: { identifier: 'premium_demo', password: 'Secret-1!' },
    })
    expect(setSession).toHaveBeenCalledWith({ access_token: 'a.b.c', refresh_token: 'r1' })
    expect(rpc).not.toHaveBeenCalled()
  })

  it('answers a refused password in the spec’s Arabic and logs it with what was typed', async () => {
    invoke.mockResolvedValue({
      data: null,
      // The auth server's whole body, as the function passes it on.
      error: httpError(400, {
        code: 400,
        error_code: 'invalid_credentials',
        msg: 'Invalid login credentials',
        message: 'Invalid login credentials',
        error: 'invalid_grant',
        error_description: 'Invalid login credentials',
      }),
    })
    const failure = signInWithIdentifier('someone', 'wrong')
    await expect(failure).rejects.toBeInstanceOf(LoginError)
    await expect(failure).rejects.toThrow(
      'البيانات غير صحيحة. يرجى التحقق من البريد الإلكتروني وكلمة المرور',
    )
    expect(setSession).not.toHaveBeenCalled()
    expect(rpc).toHaveBeenCalledWith('log_security_event', {
      p_event_type: 'failed_login_attempt',
      p_description: 'Failed password sign-in',
      p_severity: 'medium',
      p_metadata: { identifier: 'someone', reason: 'Invalid login credentials' },
    })
  })

  it('shows the lock message and the function’s own limit text as they come', async () => {
    const lock = 'تم تجميد الحساب مؤقتاً بسبب 5 محاولات دخول خاطئة خلال 15 دقيقة.'
    invoke.mockResolvedValueOnce({
      data: null,
      error: httpError(400, { error_code: 'invalid_credentials', msg: lock }),
    })
    await expect(signInWithIdentifier('a@b.co', 'x')).rejects.toThrow(lock)
    const limit = 'محاولات دخول كثيرة. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى'
    invoke.mockResolvedValueOnce({ data: null, error: httpError(429, { error: limit }) })
    await expect(signInWithIdentifier('a@b.co', 'x')).rejects.toThrow(limit)
  })

  it('reports an unreachable backend without logging an attempt', async () => {
    invoke.mockResolvedValue({
      data: null,
      error: { name: 'FunctionsFetchError', message: 'Failed to send a request' },
    })
    await expect(signInWithIdentifier('a@b.co', 'x')).rejects.toThrow(
      'تعذّر الاتصال بالخادم. تحقق من اتصالك بالإنترنت ثم حاول مرة أخرى',
    )
    expect(rpc).not.toHaveBeenCalled()
  })
})
