// open_prompt (issue 27) next to the body read it replaced, at catalogue and user scale.
//
// Before migration 20261124100000 the prompt page read a body with
//   supabase.from('prompt_bodies').select('body_ar').eq('prompt_id', id).maybeSingle()
// (RLS compared plan ranks). Now a non-admin gets it only through
//   supabase.rpc('open_prompt', { p_prompt_id: id }).maybeSingle()
// which reads the caller's entitlements, applies the rule, takes a per-user advisory lock, counts
// today's opens (Asia/Riyadh) against the quota and records the open in public.prompt_opens.
// The direct select is now admin-only, so "today's body read" is measured as an admin: same
// supabase-js client, same gateway, PostgREST and JWT path, same prompt, in the same rounds.
//
// Data: the 30,000-prompt synthetic catalogue and the 100,000 users of the rpc part
// (database.mjs createUsers); then basic subscribers get a chosen section and ≈ 1M rows of
// prompt_opens history (35 % of users open prompts on ≈ 10 of the last 30 Riyadh days, 1-5
// distinct prompts a day, each from what their plan opens, today included). The measured users
// (10: 3 lifetime and 3 premium, any prompt without quota; 2 advanced, ChatGPT prompts, 200 a
// day; 2 basic, one ChatGPT section, 50 a day) and an admin are made in SQL as GoTrue would
// (bcrypt password), with their own history (3 opens on each of the last 29 days, 5 today), and
// sign in through /auth/v1. Every measured open is a prompt the user has not opened today (the
// full path: lock, count, insert, count), picked among those the rule opens to the user's plan.
import { createClient } from '@supabase/supabase-js'
import { Secret, TOTP } from 'otpauth'
import WebSocket from 'ws'
import { backendCpuMs, withConnection } from './database.mjs'
import { insertPasswordUsers, now, round, summary } from './lib.mjs'

// supabase-js needs a WebSocket constructor, which Node 20 lacks.
globalThis.WebSocket ??= WebSocket

const PASSWORD = 'Open-Passw0rd!'
const noPersist = { auth: { persistSession: false, autoRefreshToken: false } }
/** The measured users' plans: unlimited (any prompt) and metered ones (ChatGPT / one section). */
const MEASURED_PLANS = [
  'lifetime',
  'premium',
  'lifetime',
  'premium',
  'advanced',
  'basic',
  'lifetime',
  'premium',
  'advanced',
  'basic',
]

/**
 * The prompts each plan's users open, numbered 1..size per pool (the rule's pools: trial sample,
 * ChatGPT, one ChatGPT section, everything), in temporary tables with keys: the planner then finds
 * each pick by (pool, n) for ten users as for 35,000 (over CTEs it misjudged the small case).
 */
const POOL_TABLES_SQL = `
  create temporary table pool_items on commit drop as
    select 'all'::text as pool, row_number() over (order by p.id) as n, p.id
      from public.prompts p where p.is_published
    union all
    select 'chatgpt', row_number() over (order by p.id), p.id
      from public.prompts p where p.is_published and 'chatgpt' = any (p.platforms)
    union all
    select 'trial', row_number() over (order by p.id), p.id
      from public.prompts p where p.is_published and p.trial_sample
    union all
    select 'section:' || p.category, row_number() over (partition by p.category order by p.id), p.id
      from public.prompts p where p.is_published and 'chatgpt' = any (p.platforms);
  alter table pool_items add primary key (pool, n);
  create temporary table pool_sizes on commit drop as
    select pool, count(*) as size from pool_items group by pool;
  alter table pool_sizes add primary key (pool);
  analyze pool_items;
  analyze pool_sizes;`

/** Each user's pool. */
const USERS_POOL_SQL = `
  users_pool as (
    select s.user_id,
           case s.plan_id when 'trial' then 'trial' when 'basic' then 'section:' || c.category
                          when 'advanced' then 'chatgpt' else 'all' end as pool
      from public.subscriptions s
      left join public.prompt_section_choices c on c.user_id = s.user_id
  )`

/** A non-negative hash (bigint) of a text. */
const hash = (text) => `(hashtext(${text})::bigint & 2147483647)`

/**
 * Opens for user-days `user_days (user_id, pool, d, h)` (d days ago, h a hash): 1 + h % 5
 * distinct prompts from the user's pool (consecutive in it from h), or `perDay` when given.
 * Foreign keys are not checked row by row (session_replication_role = replica): every id comes
 * from auth.users or public.prompts; that saves ≈ 40 % of the time of a million rows.
 */
async function insertOpens(client, userDays, values, perDay) {
  await client.query('begin')
  try {
    await client.query(POOL_TABLES_SQL)
    await client.query('set local session_replication_role = replica')
    const { rowCount } = await client.query(
      `with ${USERS_POOL_SQL}, user_days as (${userDays}), picks as (
         select ud.user_id, ud.d, ud.h, k, ud.pool, 1 + (ud.h + k) % ps.size as n
           from user_days ud
           join pool_sizes ps on ps.pool = ud.pool
          cross join lateral generate_series(1, ${perDay ?? '(1 + ud.h % 5)::int'}) k
       )
       insert into public.prompt_opens (user_id, day, prompt_id, opened_at)
       select x.user_id, private.riyadh_today() - x.d::int, pi.id,
              now() - make_interval(days => x.d::int, mins => ((x.h + x.k * 37) % 600)::int)
         from picks x
         join pool_items pi on pi.pool = x.pool and pi.n = x.n`,
      values,
    )
    await client.query('commit')
    return rowCount
  } catch (error) {
    await client.query('rollback')
    throw error
  }
}

/** Section choices for basic subscribers and ≈ 1M rows of opens history for the 100,000 users. */
export async function seedOpens(dbUrl) {
  const started = now()
  return withConnection(dbUrl, async (client) => {
    await client.query(`
      insert into public.prompt_section_choices (user_id, category, chosen_at)
      select s.user_id, c.ids[(1 + ${hash('s.user_id::text')} % array_length(c.ids, 1))::int],
             now() - interval '20 days'
        from public.subscriptions s
       cross join (select array_agg(distinct p.category) as ids from public.prompts p
                    where p.is_published and 'chatgpt' = any (p.platforms)) c
       where s.plan_id = 'basic'
      on conflict (user_id) do nothing`)
    // 35 % of users open prompts; each of them on a third of the last 30 days (today included).
    const rowCount = await insertOpens(
      client,
      `select u.user_id, u.pool, d, ${hash("u.user_id::text || ':' || d")} as h
         from users_pool u, generate_series(0, 29) d
        where ${hash('u.user_id::text')} % 20 < 7
          and ${hash("u.user_id::text || ':' || d")} % 3 = 0`,
      [],
    )
    await client.query('analyze public.prompt_opens')
    await client.query('analyze public.prompt_section_choices')
    // The stack's every-minute job (scheduler: due expiries) has its first, large run now, not in
    // the measurement: createUsers left 10 % of subscriptions past their expiry.
    await client.query('select private.apply_due_subscription_changes()')
    const { rows } = await client.query(`
      select (select count(*) from auth.users)::int as users,
             (select count(*) from public.prompts where is_published)::int as prompts,
             (select count(distinct user_id) from public.prompt_opens)::int as users_with_opens,
             (select count(*) from public.prompt_opens where day = private.riyadh_today())::int as opens_today,
             (select count(*) from public.prompt_section_choices)::int as section_choices`)
    return { opensRows: rowCount, ...rows[0], seconds: round((now() - started) / 1000, 1) }
  })
}

/** The measured users (password, plan, history) and an admin; returns their e-mails and ids. */
async function makeMeasuredUsers(client, run) {
  const plans = [...MEASURED_PLANS, 'admin']
  const created = await insertPasswordUsers(client, {
    run,
    count: plans.length,
    password: PASSWORD,
    domain: 'open.test',
    createdAt: new Date(Date.now() - 60 * 86_400_000).toISOString(),
  })
  const nth = (u) => Number(/-(\d+)@/.exec(u.email)[1])
  const users = created.sort((a, b) => nth(a) - nth(b)).map((u, i) => ({ ...u, plan: plans[i] }))
  const admin = users.pop()
  await client.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [
    admin.id,
  ])
  for (const u of users) {
    await client.query(
      `update public.subscriptions
          set plan_id = $2, status = 'active', started_at = now() - interval '40 days',
              expires_at = case when $2 = 'lifetime' then null else now() + interval '20 days' end
        where user_id = $1`,
      [u.id, u.plan],
    )
  }
  await client.query(
    `insert into public.prompt_section_choices (user_id, category, chosen_at)
     select u, (select p.category from public.prompts p
                 where p.is_published and 'chatgpt' = any (p.platforms)
                 group by p.category order by count(*) desc, p.category limit 1),
            now() - interval '30 days'
       from unnest($1::uuid[]) u`,
    [users.filter((u) => u.plan === 'basic').map((u) => u.id)],
  )
  // Heavy users: 3 opens on each of the last 29 days, and 5 already today.
  const ids = users.map((u) => u.id)
  await insertOpens(
    client,
    `select u.user_id, u.pool, d, ${hash("u.user_id::text || ':' || d")} as h
       from users_pool u, generate_series(1, 29) d where u.user_id = any ($1::uuid[])`,
    [ids],
    3,
  )
  await insertOpens(
    client,
    `select u.user_id, u.pool, 0 as d, ${hash('u.user_id::text')} as h
       from users_pool u where u.user_id = any ($1::uuid[])`,
    [ids],
    5,
  )
  return { users, admin }
}

/** `count` prompts the rule opens to `userId` that it has not opened today, in random order. */
async function promptsFor(client, userId, count) {
  const { rows: ent } = await client.query('select private.entitlements($1) as e', [userId])
  const { limits, section } = ent[0].e
  const { rows } = await client.query(
    `select p.id
       from public.prompts p
      where p.is_published
        and private.plan_opens($2, $3, 'prompt', p.category, p.platforms, p.trial_sample, null)
        and not exists (select 1 from public.prompt_opens o
                         where o.user_id = $1 and o.day = private.riyadh_today() and o.prompt_id = p.id)
      order by random()
      limit $4`,
    [userId, limits, section, count],
  )
  if (rows.length < count) throw new Error(`open: only ${rows.length} prompts open to ${userId}`)
  return rows.map((r) => r.id)
}

async function signIn(stackUrl, anonKey, email) {
  const client = createClient(stackUrl, anonKey, noPersist)
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD })
  if (error) throw new Error(`open: sign-in of ${email}: ${error.message}`)
  return client
}

/** An admin's session after enrolling TOTP and verifying a code: admin reads need aal2. */
async function signInAdmin(stackUrl, anonKey, email) {
  const client = await signIn(stackUrl, anonKey, email)
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' })
  if (error) throw new Error(`open: TOTP enrolment of ${email}: ${error.message}`)
  const totp = new TOTP({ secret: Secret.fromBase32(data.totp.secret), digits: 6, period: 30 })
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: totp.generate(),
  })
  if (verified.error) throw new Error(`open: TOTP code of ${email}: ${verified.error.message}`)
  return client
}

/**
 * Through the stack: `rounds` rounds (each: one user opens a new prompt with open_prompt, the
 * admin selects the same prompt's body; the order alternates), after 2 untimed rounds per user.
 * In the database: `dbRounds` rounds of
 * the same two statements as PostgREST runs them (role, claims, RLS; unlimited-plan users), then
 * `cpuRounds` of each alone for the server CPU per call.
 */
export async function benchOpenPrompt({
  dbUrl,
  stackUrl,
  anonKey,
  rounds = 300,
  dbRounds = 400,
  cpuRounds = 200,
}) {
  const run = `o${Date.now().toString(36)}`
  const setupStarted = now()
  const warmup = 2
  return withConnection(dbUrl, async (client) => {
    const { users, admin } = await makeMeasuredUsers(client, run)
    const usersSeconds = round((now() - setupStarted) / 1000, 1)
    const unlimited = users.filter((u) => u.plan === 'lifetime' || u.plan === 'premium')
    const perUser = Math.ceil(rounds / users.length) + warmup
    const perDbUser =
      warmup + Math.ceil(dbRounds / unlimited.length) + Math.ceil(cpuRounds / unlimited.length)
    const { rows: quotas } = await client.query(
      `select s.user_id, (p.limits ->> 'prompts_per_day')::int as quota,
              (select count(*) from public.prompt_opens o
                where o.user_id = s.user_id and o.day = private.riyadh_today())::int as used
         from public.subscriptions s join public.plans p on p.slug = s.plan_id
        where s.user_id = any ($1::uuid[])`,
      [users.map((u) => u.id)],
    )
    for (const q of quotas) {
      const u = users.find((x) => x.id === q.user_id)
      u.quota = q.quota
      u.usedBefore = q.used
      const needed = perUser + (unlimited.includes(u) ? perDbUser : 0)
      if (q.quota >= 0 && q.used + needed > q.quota) {
        throw new Error(
          `open: ${u.plan} quota ${q.quota} too small for ${q.used} + ${needed} opens`,
        )
      }
      u.prompts = await promptsFor(client, u.id, needed)
      u.opened = 0
    }
    // The rows the counts read.
    const { rows: sizes } = await client.query(`
      select (select count(*) from auth.users)::int as users,
             (select count(*) from public.prompts)::int as prompts,
             (select count(*) from public.prompt_opens)::int as prompt_opens`)

    const signInStarted = now()
    for (const u of users) u.client = await signIn(stackUrl, anonKey, u.email)
    const adminClient = await signInAdmin(stackUrl, anonKey, admin.email)
    const signInSeconds = round((now() - signInStarted) / 1000, 1)
    const setupSeconds = round((now() - setupStarted) / 1000, 1)

    // Closed to non-admins: a direct select returns no row.
    const closed = await users[0].client
      .from('prompt_bodies')
      .select('body_ar')
      .eq('prompt_id', users[0].prompts[0])
      .maybeSingle()
    const directClosed = !closed.error && closed.data === null

    // The two calls as the app makes them (prompts.ts: open_prompt now, the select before).
    let mismatches = 0
    const nextPrompt = (u) => {
      if (u.opened === u.prompts.length) throw new Error(`open: ${u.plan} user out of prompts`)
      u.opened += 1
      return u.prompts[u.opened - 1]
    }
    async function openCall(u, id) {
      const started = now()
      const { data, error } = await u.client.rpc('open_prompt', { p_prompt_id: id }).maybeSingle()
      const ms = now() - started
      if (error) throw new Error(`open_prompt (${u.plan}): ${error.message} (${error.hint})`)
      if (data.opens_today !== u.usedBefore + u.opened || data.daily_limit !== u.quota) {
        throw new Error(`open_prompt (${u.plan}): ${JSON.stringify(data)} after ${u.opened}`)
      }
      return { ms, body: data.body_ar }
    }
    async function directCall(id) {
      const started = now()
      const { data, error } = await adminClient
        .from('prompt_bodies')
        .select('body_ar')
        .eq('prompt_id', id)
        .maybeSingle()
      const ms = now() - started
      if (error || !data) throw new Error(`direct body read: ${error?.message ?? 'no row'}`)
      return { ms, body: data.body_ar }
    }

    const open = []
    const direct = []
    const byPlan = {}
    for (let i = 0; i < warmup * users.length + rounds; i += 1) {
      const u = users[i % users.length]
      const id = nextPrompt(u)
      let a
      let b
      if (i % 2 === 0) {
        a = await openCall(u, id)
        b = await directCall(id)
      } else {
        b = await directCall(id)
        a = await openCall(u, id)
      }
      if (a.body !== b.body) mismatches += 1
      if (i >= warmup * users.length) {
        open.push(a.ms)
        direct.push(b.ms)
        ;(byPlan[u.plan] ??= []).push(a.ms)
      }
    }
    // Exactly one prompt_opens row per new open, nothing else.
    const { rows: recorded } = await client.query(
      `select user_id, count(*)::int as n from public.prompt_opens
        where user_id = any ($1::uuid[]) and day = private.riyadh_today() group by user_id`,
      [users.map((u) => u.id)],
    )
    const recordedExact = users.every(
      (u) => recorded.find((r) => r.user_id === u.id)?.n === u.usedBefore + u.opened,
    )

    // The same two statements in the database.
    await client.query('set role authenticated')
    const claims = (id) =>
      client.query({
        name: 'open-claims',
        text: `select set_config('request.jwt.claims', $1, false)`,
        values: [JSON.stringify({ sub: id, role: 'authenticated' })],
      })
    const dbOpenCall = async (u, id) => {
      await claims(u.id)
      const started = now()
      const { rows } = await client.query({
        name: 'open-prompt',
        text: 'select * from public.open_prompt($1)',
        values: [id],
      })
      if (rows.length !== 1) throw new Error('open_prompt in the database: no row')
      return now() - started
    }
    const dbDirectCall = async (id) => {
      await claims(admin.id)
      const started = now()
      const { rows } = await client.query({
        name: 'direct-body',
        text: 'select body_ar from public.prompt_bodies where prompt_id = $1',
        values: [id],
      })
      if (rows.length !== 1) throw new Error('direct body read in the database: no row')
      return now() - started
    }
    const dbOpen = []
    const dbDirect = []
    for (let i = 0; i < warmup * unlimited.length + dbRounds; i += 1) {
      const u = unlimited[i % unlimited.length]
      const id = nextPrompt(u)
      let a
      let b
      if (i % 2 === 0) {
        a = await dbOpenCall(u, id)
        b = await dbDirectCall(id)
      } else {
        b = await dbDirectCall(id)
        a = await dbOpenCall(u, id)
      }
      if (i >= warmup * unlimited.length) {
        dbOpen.push(a)
        dbDirect.push(b)
      }
    }
    const { rows: backend } = await client.query('select pg_backend_pid() as pid')
    const pid = backend[0].pid
    let cpuStart = backendCpuMs(pid)
    for (let i = 0; i < cpuRounds; i += 1) {
      const u = unlimited[i % unlimited.length]
      await dbOpenCall(u, nextPrompt(u))
    }
    // Per call, with the claims statement before it (as in the rounds); null off Linux.
    const dbOpenCpu = cpuStart === null ? null : (backendCpuMs(pid) - cpuStart) / cpuRounds
    cpuStart = backendCpuMs(pid)
    for (let i = 0; i < cpuRounds; i += 1) {
      const u = unlimited[i % unlimited.length]
      await dbDirectCall(u.prompts[i % u.opened])
    }
    const dbDirectCpu = cpuStart === null ? null : (backendCpuMs(pid) - cpuStart) / cpuRounds
    await client.query('reset role')

    for (const u of [...users, { client: adminClient }]) {
      await u.client.auth.signOut().catch(() => {})
    }
    const rest = { openPrompt: summary(open), directRead: summary(direct) }
    const inDatabase = {
      openPrompt: summary(dbOpen),
      directRead: summary(dbDirect),
      cpuMsPerCall: { openPrompt: round(dbOpenCpu), directRead: round(dbDirectCpu) },
    }
    return {
      data: sizes[0],
      measuredUsers: MEASURED_PLANS.length,
      plans: Object.fromEntries(Object.entries(byPlan).map(([plan, s]) => [plan, summary(s)])),
      rounds,
      warmupRounds: warmup * users.length,
      cpuRounds,
      setupSeconds,
      usersSeconds,
      signInSeconds,
      rest,
      restOverheadMs: {
        p50: round(rest.openPrompt.p50 - rest.directRead.p50),
        p95: round(rest.openPrompt.p95 - rest.directRead.p95),
      },
      inDatabase,
      directReadClosedToNonAdmins: directClosed,
      bodiesEqual: mismatches === 0,
      mismatches,
      opensRecordedExactly: recordedExact,
    }
  })
}
