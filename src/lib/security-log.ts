/*
 * The security-event queue (spec 7 and 9): events are batched and sent through the
 * `log_security_event` RPC, 10 at a time or 2 seconds after the first queued one, and whatever is
 * left is sent when the page is hidden. Logging must never disturb the user: failures go only to
 * the console.
 */
import type { Json } from '@/types/database'
import { authStore } from './auth-store'

export type SecuritySeverity = 'low' | 'medium' | 'high'

export type SecurityEvent = {
  eventType: string
  description: string
  severity: SecuritySeverity
  /** Ignored by the server unless the caller is an admin: it records the caller's own id. */
  userId?: string | null
  metadata?: { [key: string]: Json | undefined }
}

/** Sends one batch; `keepalive` when the page is going away. */
export type SecurityLogTransport = (
  events: SecurityEvent[],
  options: { keepalive: boolean },
) => Promise<void>

export const SECURITY_LOG_BATCH_SIZE = 10
export const SECURITY_LOG_FLUSH_MS = 2000

function rpcArgs(event: SecurityEvent) {
  return {
    p_event_type: event.eventType,
    p_description: event.description,
    p_user_id: event.userId ?? undefined,
    p_severity: event.severity,
    p_metadata: event.metadata ?? {},
  }
}

/**
 * The product's transport: supabase-js while the page lives; on pagehide a keepalive fetch to
 * the same RPC endpoint, which the browser completes after the page is gone.
 */
export const supabaseTransport: SecurityLogTransport = async (events, { keepalive }) => {
  const [{ getSupabase }, { env }] = await Promise.all([import('./supabase'), import('./env')])
  if (keepalive) {
    const token = authStore.getSnapshot().session?.access_token ?? env.supabaseAnonKey
    await Promise.all(
      events.map((event) =>
        fetch(`${env.supabaseUrl}/rest/v1/rpc/log_security_event`, {
          method: 'POST',
          keepalive: true,
          headers: {
            apikey: env.supabaseAnonKey,
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(rpcArgs(event)),
        }),
      ),
    )
    return
  }
  const client = await getSupabase()
  const results = await Promise.all(
    events.map((event) => client.rpc('log_security_event', rpcArgs(event))),
  )
  const failed = results.find((result) => result.error)
  if (failed?.error) throw failed.error
}

export type SecurityLogQueue = {
  log(event: SecurityEvent): void
  /** Sends everything queued now. */
  flush(options?: { keepalive?: boolean }): Promise<void>
  /** Queued and not yet sent (for tests and diagnostics). */
  pending(): number
}

export function createSecurityLogQueue(
  transport: SecurityLogTransport,
  options: { batchSize?: number; flushMs?: number } = {},
): SecurityLogQueue {
  const batchSize = options.batchSize ?? SECURITY_LOG_BATCH_SIZE
  const flushMs = options.flushMs ?? SECURITY_LOG_FLUSH_MS
  let queue: SecurityEvent[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  function send(events: SecurityEvent[], keepalive: boolean): Promise<void> {
    return transport(events, { keepalive }).catch((error: unknown) => {
      console.warn('Could not record security events', error)
    })
  }

  function flush({ keepalive = false } = {}): Promise<void> {
    clearTimeout(timer)
    timer = undefined
    if (queue.length === 0) return Promise.resolve()
    const batches: Promise<void>[] = []
    while (queue.length > 0) batches.push(send(queue.splice(0, batchSize), keepalive))
    queue = []
    return Promise.all(batches).then(() => undefined)
  }

  return {
    log(event) {
      queue.push(event)
      if (queue.length >= batchSize) {
        void flush()
        return
      }
      timer ??= setTimeout(() => void flush(), flushMs)
    },
    flush,
    pending: () => queue.length,
  }
}

const defaultQueue = createSecurityLogQueue(supabaseTransport)

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => void defaultQueue.flush({ keepalive: true }))
}

/** Queues a security event for the server log (spec 3 "Security event"). */
export function logSecurityEvent(event: SecurityEvent): void {
  defaultQueue.log(event)
}

export function flushSecurityLog(): Promise<void> {
  return defaultQueue.flush()
}
