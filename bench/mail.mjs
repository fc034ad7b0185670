// The mail outbox (issue 49) on a fresh in-memory stack: throughput of the `mail-outbox` worker
// into the local mail provider (the sandbox, which answers at once: the figure is the outbox's
// own cost per mail, claim + render + POST + mark), and the delay from the event's transaction
// to the provider's acceptance while the worker runs back to back.
//
// Throughput: `count` rendered mails enqueued in one statement, then worker runs until the queue
// is empty; mails per second = count / the runs' wall time. Delay: `events` mails enqueued one
// transaction at a time, spread over ~5 s, while a loop calls the worker; each row's
// sent_at − created_at. On hosted Supabase (and the local scheduler) the worker runs every
// minute, so there the delay adds up to 60 s of waiting for the next run; mails someone waits for
// (verification, invitation, receipt) kick the worker at once (`_shared/outbox.ts`).
import { now, round, summary } from './lib.mjs'

async function runWorker(stack, limit = 100) {
  const response = await fetch(`${stack.url}/functions/v1/mail-outbox`, {
    method: 'POST',
    headers: {
      apikey: stack.serviceRoleKey,
      authorization: `Bearer ${stack.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ limit }),
  })
  const body = await response.json()
  if (!response.ok) throw new Error(`mail-outbox answered ${response.status}`)
  return body
}

const enqueueMany = `
  select count(private.enqueue_mail('rendered', 'bench-mail-' || g || '@bench.test', null,
           jsonb_build_object('subject', 'رسالة قياس ' || g, 'text', 'نص الرسالة ' || g,
                              'html', '<p>نص الرسالة ' || g || '</p>')))::int as n
    from generate_series(1, $1::int) g`

export async function benchMail(stack, { count = 1000, events = 100 } = {}) {
  await runWorker(stack) // the function is loaded before the clock starts
  // The in-memory stack's own database handle (it listens on no Postgres port).
  const client = { query: (text, params) => stack.db.query(text, params) }
  {
    await client.query(enqueueMany, [count])
    const started = now()
    let sent = 0
    let runs = 0
    for (;;) {
      const run = await runWorker(stack)
      runs += 1
      sent += run.sent
      if (run.claimed === 0) break
    }
    const seconds = (now() - started) / 1000
    const { rows: left } = await client.query(
      `select count(*) filter (where status = 'sent')::int as sent,
              count(*) filter (where status <> 'sent')::int as other
         from private.mail_outbox where to_email like 'bench-mail-%'`,
    )

    // Delay from the event to the provider: a worker loop and events one transaction each.
    let stop = false
    const loop = (async () => {
      while (!stop) await runWorker(stack, 50)
    })()
    for (let i = 0; i < events; i += 1) {
      await client.query(`select private.enqueue_mail('rendered', $1, null, $2::jsonb)`, [
        `bench-delay-${i}@bench.test`,
        JSON.stringify({ subject: 'قياس التأخير', text: 'نص', html: '<p>نص</p>' }),
      ])
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const waitStarted = now()
    for (;;) {
      const { rows } = await client.query(
        `select count(*)::int as n from private.mail_outbox
          where to_email like 'bench-delay-%' and status = 'sent'`,
      )
      if (rows[0].n >= events || now() - waitStarted > 60_000) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    stop = true
    await loop
    const { rows: delays } = await client.query(
      `select extract(epoch from sent_at - created_at) * 1000 as ms from private.mail_outbox
        where to_email like 'bench-delay-%' and status = 'sent'`,
    )
    return {
      count,
      sent,
      runs,
      seconds: round(seconds, 2),
      mailsPerSecond: round(sent / seconds, 1),
      allSentOnce: left[0].sent === count && left[0].other === 0,
      delay: summary(delays.map((r) => Number(r.ms))),
    }
  }
}
