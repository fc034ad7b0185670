import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createSecurityLogQueue,
  SECURITY_LOG_BATCH_SIZE,
  SECURITY_LOG_FLUSH_MS,
  type SecurityEvent,
} from '@/lib/security-log'

const event = (n: number): SecurityEvent => ({
  eventType: `event_${n}`,
  description: `event ${n}`,
  severity: 'low',
})

describe('security log queue (spec 9: batch of 10 or flush after 2 s)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('uses the spec constants', () => {
    expect(SECURITY_LOG_BATCH_SIZE).toBe(10)
    expect(SECURITY_LOG_FLUSH_MS).toBe(2000)
  })

  it('sends a full batch of 10 at once', () => {
    const transport = vi.fn().mockResolvedValue(undefined)
    const queue = createSecurityLogQueue(transport)
    for (let i = 0; i < 9; i += 1) queue.log(event(i))
    expect(transport).not.toHaveBeenCalled()
    queue.log(event(9))
    expect(transport).toHaveBeenCalledTimes(1)
    expect(transport.mock.calls[0]?.[0]).toHaveLength(10)
    expect(transport.mock.calls[0]?.[1]).toEqual({ keepalive: false })
    expect(queue.pending()).toBe(0)
    vi.advanceTimersByTime(5000)
    expect(transport).toHaveBeenCalledTimes(1)
  })

  it('flushes a partial batch 2 seconds after the first event', () => {
    const transport = vi.fn().mockResolvedValue(undefined)
    const queue = createSecurityLogQueue(transport)
    queue.log(event(1))
    vi.advanceTimersByTime(1500)
    queue.log(event(2))
    vi.advanceTimersByTime(499)
    expect(transport).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(transport).toHaveBeenCalledTimes(1)
    expect(transport.mock.calls[0]?.[0]).toEqual([event(1), event(2)])
  })

  it('keeps the order and splits 23 events into 10, 10 and 3', async () => {
    const transport = vi.fn().mockResolvedValue(undefined)
    const queue = createSecurityLogQueue(transport)
    for (let i = 0; i < 23; i += 1) queue.log(event(i))
    await vi.advanceTimersByTimeAsync(SECURITY_LOG_FLUSH_MS)
    const sent = transport.mock.calls.map(([events]) => (events as SecurityEvent[]).length)
    expect(sent).toEqual([10, 10, 3])
    const types = transport.mock.calls.flatMap(([events]) =>
      (events as SecurityEvent[]).map((e) => e.eventType),
    )
    expect(types).toEqual(Array.from({ length: 23 }, (_, i) => `event_${i}`))
  })

  it('a keepalive flush (pagehide) sends what is queued at once', async () => {
    const transport = vi.fn().mockResolvedValue(undefined)
    const queue = createSecurityLogQueue(transport)
    queue.log(event(1))
    await queue.flush({ keepalive: true })
    expect(transport).toHaveBeenCalledWith([event(1)], { keepalive: true })
    vi.advanceTimersByTime(5000)
    expect(transport).toHaveBeenCalledTimes(1)
  })

  it('failures only reach console.warn', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const transport = vi.fn().mockRejectedValue(new Error('offline'))
    const queue = createSecurityLogQueue(transport)
    queue.log(event(1))
    await expect(queue.flush()).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledWith('Could not record security events', expect.any(Error))
    expect(error).not.toHaveBeenCalled()
    warn.mockRestore()
    error.mockRestore()
  })
})
