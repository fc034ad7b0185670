/**
 * The answer renderer (issue 47): provider text with HTML or script renders as text (no element,
 * no handler, no javascript: link), and the bidi rules (Arabic blocks RTL by their first letter,
 * English LTR, code always LTR, tables).
 */
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MarkdownAnswer } from '@/components/markdown-answer'
import { safeAnswerHref } from '@/lib/markdown-safety'

function html(text: string) {
  const { container } = render(<MarkdownAnswer text={text} />)
  return container
}

describe('MarkdownAnswer sanitisation', () => {
  it('shows raw HTML and scripts as text, never as elements', () => {
    const c = html(
      'قبل <script>alert(1)</script> بعد\n\n<img src=x onerror="alert(2)">\n\n<b onclick="alert(3)">غامق</b>\n\n<iframe src="https://evil.test"></iframe>',
    )
    expect(c.querySelector('script, img, iframe, b')).toBeNull()
    expect(c.textContent).toContain('<script>alert(1)</script>')
    expect(c.textContent).toContain('<img src=x onerror="alert(2)">')
    for (const el of c.querySelectorAll('*')) {
      for (const attr of el.attributes) expect(attr.name.startsWith('on')).toBe(false)
    }
  })

  it('links only to http(s) and mailto; javascript:, data: and vbscript: become plain text', () => {
    const c = html(
      '[آمن](https://example.com/a) [خطر](javascript:alert(1)) [بيانات](data:text/html,<script>x</script>) [vb](vbscript:msgbox) [بريد](mailto:a@b.test) <javascript:alert(2)>\n\n![صورة](https://evil.test/track.png)',
    )
    const hrefs = [...c.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual([
      'https://example.com/a',
      'mailto:a@b.test',
      'https://evil.test/track.png',
    ])
    expect(c.querySelector('img')).toBeNull()
    for (const a of c.querySelectorAll('a')) {
      expect(a.getAttribute('rel')).toContain('noopener')
      expect(a.getAttribute('target')).toBe('_blank')
    }
    expect(c.textContent).toContain('خطر')
    expect(safeAnswerHref(' JavaScript:alert(1)')).toBeUndefined()
    expect(safeAnswerHref('java\tscript:alert(1)')).toBeUndefined()
  })

  it('decodes character references as text, without creating markup', () => {
    const c = html('a &amp; b &lt;script&gt;x&lt;/script&gt; &#x41;')
    expect(c.querySelector('script')).toBeNull()
    expect(c.textContent).toBe('a & b <script>x</script> A')
  })
})

describe('MarkdownAnswer bidi', () => {
  it('marks blocks dir=auto, code LTR, and renders tables', () => {
    const c = html(
      [
        '## العنوان',
        '',
        'فقرة عربية فيها `const x = 1` وكلمة English.',
        '',
        'An English paragraph.',
        '',
        '| البند | القيمة |',
        '| --- | --- |',
        '| النموذج | `gpt-4o-mini` |',
        '',
        '```js',
        "console.log('مرحباً')",
        '```',
        '',
        '- أولاً',
        '- ثانياً',
      ].join('\n'),
    )
    const paragraphs = [...c.querySelectorAll('p')]
    expect(paragraphs.map((p) => p.getAttribute('dir'))).toEqual(['auto', 'auto'])
    expect(c.querySelector('h3')?.textContent).toBe('العنوان')
    expect(c.querySelector('p code')?.getAttribute('dir')).toBe('ltr')
    expect(c.querySelector('pre')?.getAttribute('dir')).toBe('ltr')
    expect(c.querySelector('pre code')?.textContent).toBe("console.log('مرحباً')")
    const cells = [...c.querySelectorAll('th, td')]
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'البند',
      'القيمة',
      'النموذج',
      'gpt-4o-mini',
    ])
    expect(cells.every((cell) => cell.getAttribute('dir') === 'auto')).toBe(true)
    expect([...c.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['أولاً', 'ثانياً'])
    expect(c.querySelector('ul')?.getAttribute('dir')).toBe('auto')
  })
})
