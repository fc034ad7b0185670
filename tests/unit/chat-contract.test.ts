import {
  CHAT_FALLBACK_ANSWER,
  composeCatalogueAnswer,
  isAvailableInSection,
  isSuggestionAvailable,
  parseChatAnswer,
  questionWords,
  sectionOf,
  toTier,
} from '../../supabase/functions/_shared/chat.ts'
import { clickRate } from '@/features/chat/lib/click-rate'
import { isSendable, shouldSendOnKey } from '@/features/chat/lib/compose'
import { selectSuggestedQuestions } from '@/features/chat/lib/questions'

describe('parseChatAnswer (spec 1 §7.4)', () => {
  it('reads a list whose first item has output', () => {
    expect(parseChatAnswer([{ output: 'جواب من القائمة' }, { output: 'الثاني' }])).toBe(
      'جواب من القائمة',
    )
  })

  it('reads an object with response, then message', () => {
    expect(parseChatAnswer({ response: 'جواب', message: 'رسالة' })).toBe('جواب')
    expect(parseChatAnswer({ message: 'رسالة' })).toBe('رسالة')
  })

  it('falls back to "your message was received, thank you"', () => {
    expect(CHAT_FALLBACK_ANSWER).toBe('تم استلام رسالتك، شكراً لك')
    for (const shape of [
      [],
      [{}],
      [{ output: '' }],
      [{ output: 42 }],
      ['نص'],
      {},
      { response: '   ' },
      { result: 'x' },
      null,
      undefined,
      'نص خام',
      7,
    ]) {
      expect(parseChatAnswer(shape)).toBe(CHAT_FALLBACK_ANSWER)
    }
  })
})

describe('questionWords', () => {
  it('drops stop words, the article and one-letter words, keeping the user spelling', () => {
    expect(questionWords('ما أفضل أمر لكتابة خطة التسويق؟')).toEqual([
      'أمر',
      'لكتابة',
      'كتابة',
      'خطة',
      'تسويق',
    ])
  })

  it('adds the form without a one-letter preposition or the plural ending', () => {
    expect(questionWords('أداة لتصميم الشعارات')).toEqual([
      'أداة',
      'لتصميم',
      'تصميم',
      'شعارات',
      'شعار',
    ])
  })

  it('keeps at most 8 distinct words', () => {
    const words = questionWords('واحد اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة عشرة واحد')
    expect(words).toHaveLength(8)
    expect(new Set(words).size).toBe(8)
  })

  it('gives nothing for a greeting-free blank question', () => {
    expect(questionWords('  ؟ ! ')).toEqual([])
  })
})

describe('suggestion availability (spec 1 §6)', () => {
  it('follows the section rules for every tier', () => {
    const tiers = ['trial', 'basic', 'advanced', 'premium', 'lifetime'] as const
    expect(tiers.map((tier) => isAvailableInSection(tier, 'dashboard'))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ])
    expect(tiers.map((tier) => isAvailableInSection(tier, 'prompt-cards'))).toEqual([
      false,
      true,
      true,
      true,
      true,
    ])
    expect(tiers.map((tier) => isAvailableInSection(tier, 'gpt-assistants'))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ])
  })

  it('maps kinds to sections and honours the item lock', () => {
    expect(sectionOf('prompt')).toBe('prompt-cards')
    expect(sectionOf('assistant')).toBe('gpt-assistants')
    expect(sectionOf('tool')).toBe('dashboard')
    expect(sectionOf('template')).toBe('dashboard')
    expect(isSuggestionAvailable('basic', 'prompt', false)).toBe(true)
    expect(isSuggestionAvailable('basic', 'prompt', true)).toBe(false)
    expect(isSuggestionAvailable('trial', 'tool', false)).toBe(true)
    expect(isSuggestionAvailable('advanced', 'assistant', false)).toBe(false)
  })

  it('reads unknown or display plan names safely', () => {
    expect(toTier('full')).toBe('premium')
    expect(toTier('complete')).toBe('premium')
    expect(toTier('gold')).toBe('trial')
    expect(toTier(undefined)).toBe('trial')
  })
})

describe('composeCatalogueAnswer', () => {
  it('lists matches by kind, and hints when nothing matched', () => {
    const answer = composeCatalogueAnswer('خطة تسويق', [
      { type: 'prompt', title: 'خطة تسويقية لمدة 90 يوماً' },
      { type: 'assistant', title: 'باني الخطة التسويقية' },
    ])
    expect(answer).toContain('أوامر جاهزة:\n• خطة تسويقية لمدة 90 يوماً')
    expect(answer).toContain('مساعدو GPT:\n• باني الخطة التسويقية')
    expect(composeCatalogueAnswer('زراعة الفضاء', [])).toContain('لم أجد في مكتبة سند')
  })
})

describe('suggested questions (spec 1 §9.4)', () => {
  it('keeps active questions, ordered by order_index, at most 3', () => {
    const value = JSON.stringify([
      { id: 'a', question: 'رابع', is_active: true, order_index: 4 },
      { id: 'b', question: 'أول', is_active: true, order_index: 1 },
      { id: 'c', question: 'معطل', is_active: false, order_index: 0 },
      { id: 'd', question: 'ثالث', is_active: true, order_index: 3 },
      { id: 'e', question: 'ثان', is_active: true, order_index: 2 },
    ])
    expect(selectSuggestedQuestions(value).map((item) => item.question)).toEqual([
      'أول',
      'ثان',
      'ثالث',
    ])
  })

  it('gives none for a missing or malformed setting', () => {
    expect(selectSuggestedQuestions(null)).toEqual([])
    expect(selectSuggestedQuestions('not json')).toEqual([])
    expect(selectSuggestedQuestions('{"id":"x"}')).toEqual([])
  })
})

describe('compose rules', () => {
  it('Enter sends; Shift+Enter and IME composition do not', () => {
    expect(shouldSendOnKey({ key: 'Enter', shiftKey: false })).toBe(true)
    expect(shouldSendOnKey({ key: 'Enter', shiftKey: true })).toBe(false)
    expect(shouldSendOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false)
    expect(shouldSendOnKey({ key: 'a', shiftKey: false })).toBe(false)
  })

  it('does not send empty or whitespace-only messages', () => {
    expect(isSendable('')).toBe(false)
    expect(isSendable(' \n\t ')).toBe(false)
    expect(isSendable(' سؤال ')).toBe(true)
  })
})

describe('clickRate', () => {
  it('is the rounded percentage of clicked over total', () => {
    expect(clickRate([])).toBe(0)
    expect(
      clickRate([{ user_clicked: true }, { user_clicked: false }, { user_clicked: false }]),
    ).toBe(33)
    expect(
      clickRate([{ user_clicked: true }, { user_clicked: true }, { user_clicked: false }]),
    ).toBe(67)
  })
})
