// The admin support queue (issue 31) at 100,000 requests: admin_support_queue as an admin at
// aal2, in the database, for the filters /518/support offers.
//
// Data: 100,000 support_tickets over the 100,000 bench users (database.mjs createUsers), opened
// over the last 90 days: 10 % open (their due time from private.support_due_at and the user's
// level, a fifth of them overdue), 5 % waiting for the customer, the rest resolved; a third
// assigned to one of 3 admins. Every call is one query through a prepared statement with the
// admin's claims set, as PostgREST runs it.
import { withConnection } from './database.mjs'
import { now, round, summary } from './lib.mjs'

export async function seedSupport(url, count = 100_000) {
  const started = now()
  const admins = await withConnection(url, async (client) => {
    const { rows } = await client.query(`
      with made as (
        insert into auth.users (id, instance_id, aud, role, email, encrypted_password, email_confirmed_at,
                                raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
        select gen_random_uuid(), '00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated',
               'bench-support-admin-' || g || '@bench.test', '', now(), '{"provider":"email"}', '{}', now(), now()
          from generate_series(1, 3) g
        returning id)
      insert into public.user_roles (user_id, role) select id, 'admin' from made returning user_id`)
    const ids = rows.map((r) => r.user_id)
    await client.query(`
      create temporary table bench_support_users as
        select row_number() over (order by u.id) as n, u.id, coalesce(p.limits ->> 'support_level', 'email') as level,
               s.plan_id
          from auth.users u
          join public.subscriptions s on s.user_id = u.id
          join public.plans p on p.slug = s.plan_id
         where u.email like 'bench-%' and u.email not like 'bench-support-%'`)
    await client.query('alter table bench_support_users add primary key (n)')
    const { rows: size } = await client.query('select count(*)::int as n from bench_support_users')
    await client.query(
      `insert into public.support_tickets (user_id, subject, category, source, plan_slug, support_level,
                                           priority, status, first_response_due_at, due_at,
                                           first_response_at, resolved_at, assigned_to, created_at,
                                           last_message_at)
       select u.id, 'طلب دعم رقم ' || g,
              (array['billing','account','content','technical','other'])[1 + g % 5], 'help', u.plan_id, u.level,
              case u.level when 'priority' then 4 when 'direct' then 3 when 'standard' then 2 else 1 end,
              case when g % 20 < 2 then 'open' when g % 20 = 2 then 'waiting_customer' else 'resolved' end,
              d.due, case when g % 20 < 2 and g % 100 < 2 then now() - interval '2 hours' else d.due end,
              case when g % 20 >= 2 then t.created + interval '3 hours' end,
              case when g % 20 > 2 then t.created + interval '1 day' end,
              case when g % 3 = 0 then ($2::uuid[])[1 + g % 3] end,
              t.created, t.created
         from generate_series(1, $1::int) g
         join lateral (select now() - make_interval(secs => (g * 77.76)::int) as created) t on true
         join bench_support_users u on u.n = 1 + (g * 7919) % $3::int
         join lateral (select private.support_due_at(t.created, private.support_target_minutes(u.level)) as due) d on true`,
      [count, ids, size[0].n],
    )
    await client.query('drop table bench_support_users')
    await client.query('analyze public.support_tickets')
    const { rows: counted } = await client.query(
      `select count(*)::int as n, count(*) filter (where status = 'open')::int as open from public.support_tickets`,
    )
    return { ids, ...counted[0] }
  })
  return {
    admins: admins.ids,
    tickets: admins.n,
    open: admins.open,
    seconds: round((now() - started) / 1000),
  }
}

export async function benchSupportQueue({ dbUrl, admin, times = 500 }) {
  return withConnection(dbUrl, async (client) => {
    await client.query('set role authenticated')
    await client.query(`select set_config('request.jwt.claims', $1, false)`, [
      JSON.stringify({ sub: admin, role: 'authenticated', aal: 'aal2' }),
    ])
    const cases = {
      'open (the default view)': ['open', null, null, null],
      'open, level priority': ['open', 'priority', null, null],
      'open, category billing, unassigned': [
        'open',
        null,
        'billing',
        '00000000-0000-0000-0000-000000000000',
      ],
      'every status': [null, null, null, null],
      'resolved, assigned to one admin': ['resolved', null, null, admin],
    }
    const out = {}
    for (const [name, args] of Object.entries(cases)) {
      const samples = []
      let rows = 0
      for (let i = 0; i < times + 20; i += 1) {
        const started = now()
        const result = await client.query({
          name: 'support-queue',
          text: 'select * from public.admin_support_queue($1, $2, $3, $4::uuid, 50, 0)',
          values: args,
        })
        if (i >= 20) samples.push(now() - started)
        rows = result.rowCount
      }
      out[name] = { ...summary(samples), rows }
    }
    await client.query('reset role')
    return out
  })
}
