/**
 * The prompt page's body (issue 50): open_prompt_or_lock answers a lock as a row with no body, and
 * the client maps it to the same lock the locked panel showed for open_prompt's refusal (reason,
 * Arabic message, the plan that opens it); a body row to the body and today's count.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CatalogueError } from '@/features/catalogue/api/client'
import { openPrompt, toOpenedPrompt, type OpenPromptRow } from '@/features/catalogue/api/prompts'

const rpc = vi.hoisted(() => ({ call: vi.fn(), maybeSingle: vi.fn() }))
vi.mock('@/features/catalogue/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/catalogue/api/client')>()),
  db: () =>
    Promise.resolve({
      rpc: (name: string, args: unknown) => {
        rpc.call(name, args)
        return { maybeSingle: rpc.maybeSingle }
      },
    }),
}))

const NO_BODY = { body_ar: null, body_en: null, opens_today: null, daily_limit: null }
const lockRow = (reason: string, message: string, plan: string | null): OpenPromptRow => ({
  ...NO_BODY,
  lock_reason: reason,
  lock_message: message,
  unlock_plan: plan,
})
const bodyRow: OpenPromptRow = {
  body_ar: 'اكتب خطة تسويق لـ {{اسم الشركة}}',
  body_en: null,
  opens_today: 3,
  daily_limit: 10,
  lock_reason: null,
  lock_message: null,
  unlock_plan: null,
}

describe('toOpenedPrompt', () => {
  it.each([
    ['choose_section', 'اختر قسمك من أوامر ChatGPT أولاً', 'basic'],
    ['outside_section', 'خارج القسم الذي اخترته', 'basic'],
    ['upgrade', 'متاح من الباقة الكاملة', 'premium'],
    ['quota', 'استنفدت حصة اليوم — تتجدد منتصف الليل', 'advanced'],
  ])('a %s row is the lock the panel shows, with its message and plan', (reason, message, plan) => {
    expect(toOpenedPrompt(lockRow(reason, message, plan))).toEqual({
      reason,
      message,
      unlockPlan: plan,
    })
  })

  it('a lock with no plan that opens it has no unlock plan', () => {
    expect(toOpenedPrompt(lockRow('upgrade', 'غير متاح في باقتك', null))).toEqual({
      reason: 'upgrade',
      message: 'غير متاح في باقتك',
      unlockPlan: null,
    })
    expect(toOpenedPrompt(lockRow('upgrade', 'غير متاح في باقتك', ''))).toMatchObject({
      unlockPlan: null,
    })
  })

  it('a body row is the body and today’s count', () => {
    expect(toOpenedPrompt(bodyRow)).toEqual({
      body: bodyRow.body_ar,
      opensToday: 3,
      dailyLimit: 10,
    })
  })

  it('no row, or a row with neither a body nor a known lock, is a prompt that is not there', () => {
    for (const row of [null, { ...bodyRow, body_ar: null }, lockRow('other', 'x', null)]) {
      expect(() => toOpenedPrompt(row)).toThrow(CatalogueError)
      expect(() => toOpenedPrompt(row)).toThrow('الأمر غير موجود')
    }
  })
})

describe('openPrompt', () => {
  beforeEach(() => {
    rpc.call.mockReset()
    rpc.maybeSingle.mockReset()
  })

  it('asks open_prompt_or_lock, never open_prompt, and returns a lock without throwing', async () => {
    rpc.maybeSingle.mockResolvedValue({
      data: lockRow('outside_section', 'خارج القسم الذي اخترته', 'basic'),
      error: null,
    })
    await expect(openPrompt('p1')).resolves.toEqual({
      reason: 'outside_section',
      message: 'خارج القسم الذي اخترته',
      unlockPlan: 'basic',
    })
    expect(rpc.call).toHaveBeenCalledWith('open_prompt_or_lock', { p_prompt_id: 'p1' })
  })

  it('an open prompt comes back as its body', async () => {
    rpc.maybeSingle.mockResolvedValue({ data: bodyRow, error: null })
    await expect(openPrompt('p1')).resolves.toEqual({
      body: bodyRow.body_ar,
      opensToday: 3,
      dailyLimit: 10,
    })
  })

  it('sign_in, still raised by the database, is the sign-in lock; other errors throw in Arabic', async () => {
    rpc.maybeSingle.mockResolvedValue({
      data: null,
      error: {
        code: '42501',
        hint: 'sign_in',
        message: 'سجّل الدخول لفتح هذا المحتوى',
        details: '',
      },
    })
    await expect(openPrompt('p1')).resolves.toEqual({
      reason: 'sign_in',
      message: 'سجّل الدخول لفتح هذا المحتوى',
      unlockPlan: null,
    })

    rpc.maybeSingle.mockResolvedValue({
      data: null,
      error: { code: 'P0001', hint: 'not_found', message: 'الأمر غير موجود', details: null },
    })
    await expect(openPrompt('p1')).rejects.toThrow('الأمر غير موجود')

    rpc.maybeSingle.mockResolvedValue({
      data: null,
      error: { code: 'PGRST000', hint: null, message: 'connection', details: null },
    })
    await expect(openPrompt('p1')).rejects.toThrow('تعذّر تحميل البيانات. يرجى المحاولة مرة أخرى')
  })
})
