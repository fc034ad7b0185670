// @vitest-environment node
import { summarizeRuns } from '../../bench/web.mjs'

const run = (lcpMs: number, score: number, tbtMs: number, forbidden: string[] = []) => ({
  score,
  fcpMs: lcpMs / 2,
  lcpMs,
  cls: 0,
  tbtMs,
  speedIndexMs: lcpMs,
  jsTransferredBytes: 1000,
  totalTransferredBytes: 2000,
  requests: [{ url: `/run-${lcpMs}` }],
  forbidden,
  loadAverage: 1,
})

describe('summarizeRuns', () => {
  it('reports the median of each figure, details from the median-LCP run', () => {
    const summary = summarizeRuns([run(3000, 80, 10), run(1200, 100, 400), run(1500, 95, 30)])
    expect(summary.lcpMs).toBe(1500)
    expect(summary.score).toBe(95)
    expect(summary.tbtMs).toBe(30)
    expect(summary.requests).toEqual([{ url: '/run-1500' }])
    expect(summary.runs).toHaveLength(3)
  })

  it('keeps every forbidden chunk any run saw', () => {
    const summary = summarizeRuns([
      run(1000, 100, 0),
      run(1100, 100, 0, ['/a.js: src/features/chat/x.ts']),
    ])
    expect(summary.forbidden).toEqual(['/a.js: src/features/chat/x.ts'])
    // An even count: the mean of the middle two.
    expect(summary.lcpMs).toBe(1050)
  })
})
