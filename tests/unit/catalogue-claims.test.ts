/**
 * The figures the pages state (issue 44): never above the count, in Arabic agreement.
 */
import { describe, expect, it } from 'vitest'
import { claim, counted, roundDown, statTile } from '../../src/lib/catalogue-claims'

describe('catalogue claims', () => {
  it('rounds down, and says «أكثر من» only when the figure is below the count', () => {
    expect(roundDown(1268)).toEqual({ value: 1200, exact: false })
    expect(roundDown(79)).toEqual({ value: 75, exact: false })
    expect(roundDown(138)).toEqual({ value: 130, exact: false })
    expect(roundDown(34)).toEqual({ value: 30, exact: false })
    expect(roundDown(30)).toEqual({ value: 30, exact: true })
    expect(roundDown(17)).toEqual({ value: 17, exact: true })
    expect(claim('prompts', 1268)).toBe('أكثر من 1,200 أمر')
    expect(claim('assistants', 79)).toBe('أكثر من 75 مساعداً')
    expect(claim('templates', 30)).toBe('30 قالباً')
    expect(claim('tools', 8)).toBe('8 أدوات')
    expect(statTile('prompts', 1268)).toEqual({ value: '+1,200', label: 'أمر' })
  })

  it('puts the noun in agreement with the figure', () => {
    expect(counted('prompts', 10)).toBe('10 أوامر')
    expect(counted('prompts', 50)).toBe('50 أمراً')
    expect(counted('prompts', 200)).toBe('200 أمر')
  })
})
