// Shared helpers of the benchmark: timing, percentiles.
export const now = () => Number(process.hrtime.bigint()) / 1e6

export function percentile(samples, p) {
  if (samples.length === 0) return null
  const sorted = [...samples].sort((a, b) => a - b)
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]
}

export function summary(samples) {
  return {
    n: samples.length,
    p50: round(percentile(samples, 50)),
    p95: round(percentile(samples, 95)),
    max: round(Math.max(...samples)),
  }
}

export const round = (value, digits = 2) =>
  value === null || value === undefined ? null : Number(value.toFixed(digits))

/** Times `fn` `times` times after `warmup` untimed calls; returns the samples in ms. */
export async function sample(fn, { times, warmup = 2 }) {
  for (let i = 0; i < warmup; i += 1) await fn(i)
  const samples = []
  for (let i = 0; i < times; i += 1) {
    const started = now()
    await fn(i)
    samples.push(now() - started)
  }
  return samples
}
