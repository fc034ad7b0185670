import { describe, expect, it } from 'vitest'
import {
  deriveGlobalVariables,
  latestValues,
  type SavedVariableRow,
} from '@/features/variables/lib/global-variables'
import { openInTargets } from '@/features/variables/lib/open-in'

const row = (prompt: string, key: string, value: string, at: string): SavedVariableRow => ({
  prompt_id: prompt,
  variable_key: key,
  variable_value: value,
  updated_at: at,
  prompt_title: `أمر ${prompt}`,
})

describe('deriveGlobalVariables', () => {
  const rows = [
    row('p1', 'المنتج', 'عطور', '2026-01-01T10:00:00Z'),
    row('p2', 'المنتج', 'بخور', '2026-01-03T10:00:00Z'),
    row('p3', 'المنتج', 'عطور', '2026-01-02T10:00:00Z'),
    row('p1', 'اسم_الشركة', 'الأفق', '2026-01-01T09:00:00Z'),
    row('p2', 'اسم_الشركة', 'الأفق', '2026-01-01T08:00:00Z'),
  ]

  it('takes the newest value per key, counts its rows and names the source prompt', () => {
    const { variables } = deriveGlobalVariables(rows)
    expect(variables).toEqual([
      {
        key: 'المنتج',
        value: 'بخور',
        updated_at: '2026-01-03T10:00:00Z',
        usage_count: 3,
        source_prompt_id: 'p2',
        source_own: false,
        conflict: true,
      },
      {
        key: 'اسم_الشركة',
        value: 'الأفق',
        updated_at: '2026-01-01T09:00:00Z',
        usage_count: 2,
        source_prompt_id: 'p1',
        source_own: false,
        conflict: false,
      },
    ])
  })

  it('lists a conflict only where values differ, with every value and its prompt, newest first', () => {
    const { conflicts } = deriveGlobalVariables(rows)
    expect(conflicts).toHaveLength(1)
    expect(conflicts[0]!.key).toBe('المنتج')
    expect(conflicts[0]!.values.map((v) => [v.prompt_id, v.value])).toEqual([
      ['p2', 'بخور'],
      ['p3', 'عطور'],
      ['p1', 'عطور'],
    ])
    expect(conflicts[0]!.values[0]!.prompt_title).toBe('أمر p2')
  })

  it('has nothing for no rows, and latestValues maps keys to current values', () => {
    expect(deriveGlobalVariables([])).toEqual({ variables: [], conflicts: [] })
    expect(latestValues(deriveGlobalVariables(rows).variables)).toEqual({
      المنتج: 'بخور',
      اسم_الشركة: 'الأفق',
    })
  })
})

describe('openInTargets', () => {
  it("puts the prompt's platforms first, then every chat assistant; prefills where a query is taken", () => {
    const targets = openInTargets(['gemini', 'midjourney', 'claude', 'other'], 'اكتب خطة')
    expect(targets.map((t) => [t.service, t.prefilled])).toEqual([
      ['gemini', false],
      ['midjourney', false],
      ['claude', true],
      ['chatgpt', true],
      ['copilot', true],
      ['perplexity', true],
      ['grok', true],
      ['deepseek', false],
    ])
    expect(targets[3]!.href).toBe(`https://chatgpt.com/?q=${encodeURIComponent('اكتب خطة')}`)
    expect(targets[2]!.href.startsWith('https://claude.ai/new?q=')).toBe(true)
  })

  it('does not put a very long prompt in the address', () => {
    const [chatgpt] = openInTargets(['chatgpt'], 'س'.repeat(5000))
    expect(chatgpt!.prefilled).toBe(false)
    expect(chatgpt!.reason).toBe('too-long')
    expect(chatgpt!.href).toBe('https://chatgpt.com/')
  })
})
