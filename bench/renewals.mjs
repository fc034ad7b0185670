// Renewals (issue 28): one run of the hourly `subscription-renewals` job over 100,000 monthly
// subscriptions of which 10,000 are due, each due one with a card saved at Tap (the local
// sandbox, answering as Tap does). Wall time, charges per second, and the exactly-once checks:
// one charge per due subscription at Tap and in the database, no idempotency key twice, no
// subscription charged twice, every due one extended by its 30 days, the others untouched.
//
// The rows are made set-based in SQL; the saved cards are registered with the sandbox in bulk
// (its local-only `POST /sandbox/tap/__saved_cards`). The job runs at a `now` 60 days ahead of
// the clock, so the stack's own hourly scheduler (which runs at the real time) finds nothing due
// in these rows and never races the measured run.
import { loadavg } from 'node:os'
import { withConnection } from './database.mjs'
import { now, round } from './lib.mjs'

const EMAIL_PREFIX = 'bench-renew-'
const CARD = { number: '4508750015741019', expiry: '01/39', brand: 'VISA', lastFour: '1019' }

/**
 * `total` users on the monthly basic plan with auto-renew and a saved card; the first `due` of
 * them end one hour after `jobNow` (their first attempt, a day before the end, is due at
 * `jobNow`), the others 4 to 29 days later (outside the 3-day window: no renewal row).
 */
export async function seedRenewals({ dbUrl, stackUrl, total = 100_000, due = 10_000 }) {
  const started = now()
  const jobNow = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 60 * 86_400_000)
  await withConnection(dbUrl, async (client) => {
    await client.query(
      `insert into auth.users (id, instance_id, aud, role, email, encrypted_password, email_confirmed_at,
                               raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       select gen_random_uuid(), '00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated',
              $2 || g || '@bench.test', '', now(), '{"provider":"email"}', '{}', now(), now()
         from generate_series(1, $1::int) g`,
      [total, EMAIL_PREFIX],
    )
    await client.query('create schema if not exists bench')
    await client.query(
      `create table bench.renewal_subjects as
       select u.id as user_id, substring(u.email from '^${EMAIL_PREFIX}([0-9]+)@')::int as n
         from auth.users u where u.email like '${EMAIL_PREFIX}%'`,
    )
    // One update (each row passes the subscriptions triggers once).
    await client.query(
      `with e as (
         select b.user_id,
                case when b.n <= $2 then $1::timestamptz + interval '1 hour' + make_interval(secs => b.n)
                     else $1::timestamptz + make_interval(days => 4 + b.n % 26, secs => b.n) end as ends
           from bench.renewal_subjects b)
       update public.subscriptions s
          set plan_id = 'basic', status = 'active', auto_renew = true,
              started_at = e.ends - interval '30 days', expires_at = e.ends,
              grace_period_until = e.ends + interval '3 days'
         from e
        where s.user_id = e.user_id`,
      [jobNow.toISOString(), due],
    )
    await client.query(
      `insert into public.payment_cards (user_id, tap_customer_id, tap_card_id, payment_agreement_id,
                                         brand, last_four, exp_month, exp_year)
       select b.user_id, 'cus_bench_' || b.n, 'card_bench_' || b.n, 'payment_agreement_bench_' || b.n,
              $1, $2, 1, 2039
         from bench.renewal_subjects b`,
      [CARD.brand, CARD.lastFour],
    )
    await client.query(
      `alter table bench.renewal_subjects add column expires_before timestamptz;
       update bench.renewal_subjects b set expires_before = s.expires_at
         from public.subscriptions s where s.user_id = b.user_id;
       create unique index on bench.renewal_subjects (user_id);
       analyze`,
    )
  })
  const databaseSeconds = round((now() - started) / 1000, 1)

  // The due cards at Tap: registered in bulk, as a save_card checkout would have left them.
  const cardsStarted = now()
  for (let first = 1; first <= due; first += 5_000) {
    const cards = []
    for (let n = first; n < Math.min(first + 5_000, due + 1); n += 1) {
      cards.push({
        card_id: `card_bench_${n}`,
        customer_id: `cus_bench_${n}`,
        payment_agreement_id: `payment_agreement_bench_${n}`,
        number: CARD.number,
        expiry: CARD.expiry,
      })
    }
    const response = await fetch(`${stackUrl}/sandbox/tap/__saved_cards`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cards }),
    })
    const answer = await response.json()
    if (!response.ok || answer.saved !== cards.length) {
      throw new Error(`sandbox saved cards: HTTP ${response.status} ${JSON.stringify(answer)}`)
    }
  }
  return {
    total,
    due,
    jobNow: jobNow.toISOString(),
    databaseSeconds,
    sandboxCardsSeconds: round((now() - cardsStarted) / 1000, 1),
  }
}

/** Runs the job at `jobNow` (again while a run still charged something), then the checks. */
export async function benchRenewals({ dbUrl, stackUrl, serviceRoleKey, seed }) {
  const loadAtStart = loadavg().map((n) => round(n))
  const runs = []
  const started = now()
  for (let run = 1; run <= 20; run += 1) {
    const runStarted = now()
    const response = await fetch(`${stackUrl}/functions/v1/subscription-renewals`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        authorization: `Bearer ${serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ now: seed.jobNow }),
    })
    const body = await response.json().catch(() => null)
    runs.push({ status: response.status, seconds: round((now() - runStarted) / 1000, 1), body })
    if (!response.ok) {
      throw new Error(`subscription-renewals: HTTP ${response.status} ${JSON.stringify(body)}`)
    }
    // A run stops claiming at its time budget; the next one takes the rest. One that charged
    // nothing means nothing more is due.
    if (!body || body.charged === 0) break
  }
  const seconds = (now() - started) / 1000
  const loadAtEnd = loadavg().map((n) => round(n))

  // Tap's side: the sandbox's renewal charges (metadata change_type renewal), by status.
  const tapResponse = await fetch(
    `${stackUrl}/sandbox/tap/__charges?match=${encodeURIComponent('"change_type":"renewal"')}`,
  )
  const tapCharges = (await tapResponse.json()).charges
  const tap = {
    charges: tapCharges.length,
    captured: tapCharges.filter((c) => c.status === 'CAPTURED').length,
    distinctIds: new Set(tapCharges.map((c) => c.id)).size,
  }

  const checks = await withConnection(dbUrl, async (client) => {
    const { rows } = await client.query(
      `with due as (select * from bench.renewal_subjects where n <= $1),
            pays as (select d.* from public.tap_payment_details d
                       join bench.renewal_subjects b on b.user_id = d.user_id
                      where d.change_type = 'renewal')
       select
         (select count(*) from pays)::int as payment_rows,
         (select count(*) from pays where status = 'CAPTURED')::int as captured_rows,
         (select count(distinct order_reference) from pays)::int as distinct_keys,
         (select count(distinct charge_id) from pays where charge_id is not null)::int as distinct_charge_ids,
         (select count(*) from (select user_id from pays group by user_id having count(*) > 1) x)::int
           as subscriptions_charged_twice,
         (select count(*) from pays p join due on due.user_id = p.user_id
            join public.subscriptions s on s.user_id = p.user_id
           where p.order_reference = 'sub_' || s.id || '_'
                 || to_char(due.expires_before at time zone 'UTC', 'YYYYMMDD"T"HH24MISS"Z"'))::int
           as keyed_by_subscription_and_period,
         (select count(*) from due join public.subscriptions s on s.user_id = due.user_id
           where s.expires_at = due.expires_before + interval '30 days' and s.status = 'active')::int
           as due_extended_30_days,
         (select count(*) from bench.renewal_subjects b join public.subscriptions s on s.user_id = b.user_id
           where b.n > $1 and s.expires_at = b.expires_before)::int as not_due_untouched,
         (select count(*) from public.subscription_renewals r
            join bench.renewal_subjects b on b.user_id = r.user_id where r.status = 'captured')::int
           as renewals_captured,
         (select count(*) from public.subscription_renewals r
            join bench.renewal_subjects b on b.user_id = r.user_id)::int as renewal_rows,
         (select count(*) from public.subscription_history h
            join bench.renewal_subjects b on b.user_id = h.user_id where b.n <= $1)::int as history_rows`,
      [seed.due],
    )
    return rows[0]
  })
  const due = seed.due
  const exact =
    tap.charges === due &&
    tap.captured === due &&
    tap.distinctIds === due &&
    checks.payment_rows === due &&
    checks.captured_rows === due &&
    checks.distinct_keys === due &&
    checks.distinct_charge_ids === due &&
    checks.subscriptions_charged_twice === 0 &&
    checks.keyed_by_subscription_and_period === due &&
    checks.due_extended_30_days === due &&
    checks.not_due_untouched === seed.total - due &&
    checks.renewals_captured === due &&
    checks.renewal_rows === due
  return {
    seconds: round(seconds, 1),
    chargesPerSecond: round(checks.captured_rows / seconds, 1),
    runs,
    tap,
    checks,
    exact,
    loadAverage: { atStart: loadAtStart, atEnd: loadAtEnd },
  }
}
