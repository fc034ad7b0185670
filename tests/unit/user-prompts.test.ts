import { afterEach, describe, expect, it } from 'vitest'
import {
  clearDraft,
  readDraft,
  sameValues,
  writeDraft,
  type DraftValues,
} from '@/features/user-prompts/lib/draft'
import { diffCounts, wordDiff } from '@/lib/word-diff'
import { splitTags, userPromptSchema } from '@/features/user-prompts/schemas'

const values: DraftValues = {
  title: 'عنوان',
  description: '',
  body: 'نص {{المتغير}}',
  category: 'marketing',
  platforms: ['chatgpt'],
  tags: 'أ، ب',
  note: '',
}

describe('drafts', () => {
  afterEach(() => window.localStorage.clear())

  it('keeps a draft per user and prompt until cleared', () => {
    writeDraft('u1', 'p1', values, 3)
    expect(readDraft('u1', 'p1')).toMatchObject({ values, baseVersion: 3 })
    expect(readDraft('u2', 'p1')).toBeNull()
    expect(readDraft('u1', null)).toBeNull()
    clearDraft('u1', 'p1')
    expect(readDraft('u1', 'p1')).toBeNull()
  })

  it('ignores a stored value that is not a draft', () => {
    window.localStorage.setItem('sanad.user-prompt-draft:u1:new', '{"values":{"title":1}}')
    expect(readDraft('u1', null)).toBeNull()
    window.localStorage.setItem('sanad.user-prompt-draft:u1:new', 'not json')
    expect(readDraft('u1', null)).toBeNull()
  })

  it('compares every field, platforms in order', () => {
    expect(sameValues(values, { ...values })).toBe(true)
    expect(sameValues(values, { ...values, body: 'نص آخر' })).toBe(false)
    expect(sameValues(values, { ...values, platforms: ['chatgpt', 'claude'] })).toBe(false)
  })
})

describe('word diff', () => {
  it('marks removed words on the older side and added words on the newer side', () => {
    const parts = wordDiff('اكتب رسالة قصيرة للعميل', 'اكتب رسالة طويلة ومفصلة للعميل')
    expect(parts.left.filter((p) => p.change === 'removed').map((p) => p.text.trim())).toEqual([
      'قصيرة',
    ])
    expect(parts.right.filter((p) => p.change === 'added').map((p) => p.text.trim())).toEqual([
      'طويلة ومفصلة',
    ])
    expect(diffCounts(parts)).toEqual({ added: 2, removed: 1 })
    expect(parts.left.map((p) => p.text).join('')).toBe('اكتب رسالة قصيرة للعميل')
    expect(parts.right.map((p) => p.text).join('')).toBe('اكتب رسالة طويلة ومفصلة للعميل')
  })
})

describe('editor schema', () => {
  const ok = {
    title: 'عنوان',
    description: '',
    body: 'نص',
    category: '',
    platforms: [],
    tags: '',
    note: '',
  }

  it('splits tags on Arabic and Latin commas, drops # and repeats', () => {
    expect(splitTags(' #تسويق، مبيعات,تسويق ,, ')).toEqual(['تسويق', 'مبيعات'])
  })

  it('refuses in Arabic what the database refuses', () => {
    const cases: [Partial<typeof ok>, string][] = [
      [{ title: '  ' }, 'اكتب عنواناً للأمر'],
      [{ body: ' \n' }, 'اكتب نص الأمر'],
      [{ title: 'ع'.repeat(201) }, 'العنوان طويل: 200 حرف على الأكثر'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `و${i}`).join('،') }, 'عشرة وسوم على الأكثر'],
      [{ tags: 'و'.repeat(41) }, 'الوسم طويل: 40 حرفاً على الأكثر'],
    ]
    for (const [over, message] of cases) {
      const result = userPromptSchema.safeParse({ ...ok, ...over })
      expect(result.success).toBe(false)
      expect(result.error?.issues.map((i) => i.message)).toContain(message)
    }
    expect(userPromptSchema.safeParse(ok).success).toBe(true)
  })
})
