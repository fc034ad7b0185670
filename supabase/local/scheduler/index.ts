/**
 * The local stand-in for pg_cron: every minute it runs the subscription jobs the hosted project
 * schedules with pg_cron (migration 20261121120000: due scheduled downgrades, expiries, grace
 * ends). PGlite has no pg_cron, so without this a downgrade would never apply locally. It also
 * calls the `reconcile-payments` function with the service_role key, as pg_cron + pg_net do on
 * hosted Supabase (issue 23: charges left INITIATED are fetched again from Tap), and, once an
 * hour, the `trial-reminders` function (issue 32: the trial reminder e-mails) and the
 * `subscription-renewals` function (issue 28: monthly plans renew themselves), as pg_cron does on
 * hosted Supabase (migrations 20261125200100 and 20261125220000). Every minute it also calls the
 * `newsletter-send` function (issue 49: newsletter issues and the monthly digest into the outbox,
 * migration 20261205000000) and then the `mail-outbox` function (issue 49: the outbox worker,
 * migration 20261202000000).
 *
 * `GET /scheduler` answers the jobs and their last results; `POST /scheduler/run` runs them now
 * (tests and the dev console), hourly jobs included. `LOCAL_SCHEDULER_INTERVAL_MS` changes the interval; `0` disables
 * the timer (the endpoint still works).
 */
import type { ServiceFactory, StackContext } from '../context.ts'
import { SERVICE_ROLE_KEY } from '../config.ts'

interface Job {
  name: string
  sql?: string
  /** A function of this stack called with the service_role key (POST, no body). */
  functionName?: string
  /** Run at most this often by the timer (every tick when absent); `POST /scheduler/run` always runs it. */
  everyMs?: number
  lastRunAt: string | null
  lastResult: unknown
  lastError: string | null
}

const EVERY_MINUTE_MS = 60_000
const EVERY_HOUR_MS = 60 * EVERY_MINUTE_MS

export function createScheduler(ctx: Pick<StackContext, 'db' | 'apiUrl'>, intervalMs: number) {
  const jobs: Job[] = [
    {
      name: 'apply-due-subscription-changes',
      sql: 'select private.apply_due_subscription_changes() as result',
      lastRunAt: null,
      lastResult: null,
      lastError: null,
    },
    {
      name: 'reconcile-payments',
      functionName: 'reconcile-payments',
      lastRunAt: null,
      lastResult: null,
      lastError: null,
    },
    {
      name: 'trial-reminders',
      functionName: 'trial-reminders',
      everyMs: EVERY_HOUR_MS,
      lastRunAt: null,
      lastResult: null,
      lastError: null,
    },
    {
      name: 'subscription-renewals',
      functionName: 'subscription-renewals',
      everyMs: EVERY_HOUR_MS,
      lastRunAt: null,
      lastResult: null,
      lastError: null,
    },
    {
      // Issue 49: newsletter issues and the monthly digest become outbox rows, before the worker.
      name: 'newsletter-send',
      functionName: 'newsletter-send',
      lastRunAt: null,
      lastResult: null,
      lastError: null,
    },
    {
      // Issue 49: the outbox worker runs last, so it sends what the jobs before it owed.
      name: 'mail-outbox',
      functionName: 'mail-outbox',
      lastRunAt: null,
      lastResult: null,
      lastError: null,
    },
  ]

  async function runJob(job: Job): Promise<unknown> {
    if (job.sql) {
      const { rows } = await ctx.db.query<{ result: unknown }>(job.sql)
      return rows[0]?.result ?? null
    }
    const response = await fetch(`${ctx.apiUrl}/functions/v1/${job.functionName}`, {
      method: 'POST',
      headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
      signal: AbortSignal.timeout(60_000),
    })
    const body = (await response.json().catch(() => null)) as unknown
    if (!response.ok) throw new Error(`${job.functionName} answered ${response.status}`)
    return body
  }
  let running: Promise<void> | null = null

  const isDue = (job: Job, now: number) =>
    !job.everyMs || !job.lastRunAt || now - Date.parse(job.lastRunAt) >= job.everyMs

  async function runAll(options: { force?: boolean } = {}): Promise<void> {
    // One run at a time: a slow run is never overlapped by the next tick.
    running ??= (async () => {
      for (const job of jobs) {
        if (!options.force && !isDue(job, Date.now())) continue
        try {
          job.lastResult = await runJob(job)
          if (job.lastError) console.log(`[scheduler] ${job.name} recovered`)
          job.lastError = null
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          // Logged once per distinct failure (e.g. while migrations are being re-applied).
          if (job.lastError !== message) console.warn(`[scheduler] ${job.name} failed: ${message}`)
          job.lastError = message
        }
        job.lastRunAt = new Date().toISOString()
      }
    })().finally(() => {
      running = null
    })
    return running
  }

  const timer = intervalMs > 0 ? setInterval(() => void runAll(), intervalMs) : null
  timer?.unref()

  return {
    jobs,
    runAll,
    async close() {
      if (timer) clearInterval(timer)
      await running
    },
  }
}

export const schedulerService: ServiceFactory = async (ctx) => {
  const interval = Number(process.env.LOCAL_SCHEDULER_INTERVAL_MS ?? EVERY_MINUTE_MS)
  const scheduler = createScheduler(ctx, Number.isFinite(interval) ? interval : EVERY_MINUTE_MS)
  const describe = () =>
    Response.json({
      intervalMs: interval,
      jobs: scheduler.jobs.map(({ name, everyMs, lastRunAt, lastResult, lastError }) => ({
        name,
        everyMs: everyMs ?? interval,
        lastRunAt,
        lastResult,
        lastError,
      })),
    })
  return [
    {
      name: 'scheduler',
      prefix: '/scheduler',
      async handle(request) {
        const path = new URL(request.url).pathname
        if (request.method === 'GET' && (path === '/scheduler' || path === '/scheduler/')) {
          return describe()
        }
        if (request.method === 'POST' && path === '/scheduler/run') {
          await scheduler.runAll({ force: true })
          return describe()
        }
        return Response.json({ error: 'Not found' }, { status: 404 })
      },
      close: () => scheduler.close(),
    },
  ]
}
