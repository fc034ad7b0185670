// Database figures on native Postgres, with the local stack in front of it for the REST ones:
// prompt search over the 30,000-prompt synthetic catalogue (side by side with a naive ILIKE),
// the hot RPCs with 100,000 users, and concurrent waitlist sign-ups.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import pg from 'pg'
import { syntheticSql } from '../scripts/generate-catalogue.mjs'
import { inWorker, now, round, sample, summary } from './lib.mjs'
import { previousEngineSql } from './relevance.mjs'

/*
 * Queries a visitor types: whole words, phrases of several words, and one-letter typos of real
 * words (a letter swapped for its keyboard neighbour or a similar-looking letter). All occur in the
 * synthetic catalogue's titles, which reuse the real catalogue's vocabulary.
 */
export const SEARCH_QUERIES = {
  words: ['تسويقية', 'محتوى', 'إعلان', 'تحليل', 'خطة', 'مقال', 'فيديو', 'للمطاعم'],
  phrases: ['خطة تسويقية', 'وصف منتج', 'نشرة بريدية', 'تحليل النسب المالية', 'للمتاجر الإلكترونية'],
  typos: ['تسويقبة', 'مجتوى', 'تحلبل', 'نشرت بريدية', 'فيدبو', 'موازتة'],
}

/** What people have typed so far when suggestions are asked for (the page asks from 2 letters). */
export const SUGGEST_QUERIES = [
  'تس',
  'تسوي',
  'اعلانات انس',
  'محت',
  'سيو',
  'ميزان',
  'instag',
  'خطة تسو',
  'مجتوى',
  'xqzw',
]

export async function withConnection(url, fn) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

// The TypeScript modules (the local stack, the test client's source address) are imported
// when used: the in-database parts run in worker threads, which do not get npm run bench's tsx.
const loadFetchFrom = () => import('../tests/support/client-address.ts')

/** Starts the local stack over `databaseUrl` (migrations + seed on a fresh database). */
export async function startStack({ databaseUrl, port }) {
  const started = now()
  const { startLocalStack } = await import('../supabase/local/server.ts')
  const stack = await startLocalStack({ databaseUrl, port, quiet: true })
  return { stack, seconds: round((now() - started) / 1000) }
}

export async function loadCatalogue(url, count) {
  const started = now()
  await withConnection(url, async (client) => {
    await client.query(syntheticSql(count))
    await client.query('analyze public.prompts')
  })
  return round((now() - started) / 1000)
}

/** The naive search a first version would write: ILIKE on title and description, with a count. */
const NAIVE_SQL = `
  select p.id, p.title_ar, count(*) over () as total
    from public.prompts p
   where p.is_published and (p.title_ar ilike $1 or p.description_ar ilike $1)
   order by p.created_at desc
   limit 20`

/**
 * CPU time (ms) the server process `pid` has used so far, from /proc (Linux, same machine), or
 * null. Unlike wall-clock percentiles it does not grow with the machine's load: on a shared
 * 2-core machine the p95 of a 5 ms query is mostly time spent waiting for a core.
 */
export function backendCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

/**
 * Server-side time of one call (ms): clock_timestamp() around the call inside the backend, so it
 * leaves out the client, the socket and the statement's parse; a session-local function in
 * pg_temp, created before the role switch. It is still wall time: on a loaded machine it grows
 * with the wait for a core, which the CPU per call (backendCpuMs) does not.
 */
const SERVER_TIMER_SQL = `
  create or replace function pg_temp.server_ms(_fn text, _q text) returns double precision
  language plpgsql as $$
  declare
    t0 timestamptz := clock_timestamp();
    n integer;
  begin
    if _fn = 'search' then
      select count(*) into n from public.search_prompts(_q);
    elsif _fn = 'current' then
      -- Issue 45's A/B: today's engine and the one it replaced (bench_old), unmetered.
      select count(*) into n from private.search_prompts(_q);
    elsif _fn = 'previous' then
      select count(*) into n from bench_old.search_prompts(_q, null, null, 'relevance', 20, 0, null);
    else
      select count(*) into n from public.search_suggest(_q);
    end if;
    return extract(epoch from clock_timestamp() - t0) * 1000;
  end
  $$`

/**
 * Issue 45's A/B: today's engine and the one it replaced, on the same data in the same run, the
 * calls interleaved (so both see the same load): server time of a repeated search (each reads
 * its own kept ranking) and, `cold`, of the first search of a query (the cache version moved on
 * before each call).
 */
async function engineTimes(client, queries, { times, cold = false }) {
  const ms = { current: [], previous: [] }
  for (const q of queries) {
    for (let i = 0; i < times; i += 1) {
      for (const engine of ['current', 'previous']) {
        if (cold) {
          await client.query('reset role')
          await client.query('update private.search_cache_state set version = version + 1 where id')
          await client.query('set role anon')
        } else if (i === 0) {
          await client.query('select pg_temp.server_ms($1, $2)', [engine, q])
        }
        const { rows } = await client.query({
          name: 'server-ms',
          text: 'select pg_temp.server_ms($1, $2) as ms',
          values: [engine, q],
        })
        ms[engine].push(rows[0].ms)
      }
    }
  }
  const current = summary(ms.current)
  const previous = summary(ms.previous)
  return { current, previous, ratioP95: round(current.p95 / previous.p95, 2) }
}

/**
 * Server time (from SERVER_TIMER_SQL) and CPU per call of `queries` through `fn` ('search' or
 * 'suggest'), on a session already set up (timer created, role set). `cold`: before each call
 * the search cache version is moved on (as a catalogue edit would), so every call ranks afresh
 * (the first search of a query); needs the session's own superuser role for that update.
 */
async function serverTimes(client, pid, fn, queries, { times, cold = false }) {
  const ms = []
  let cpu = 0
  for (const q of queries) {
    for (let i = 0; i < (cold ? 1 : 2); i += 1)
      await client.query({
        name: 'server-ms',
        text: 'select pg_temp.server_ms($1, $2) as ms',
        values: [fn, q],
      })
    for (let i = 0; i < times; i += 1) {
      if (cold) {
        await client.query('reset role')
        await client.query('update private.search_cache_state set version = version + 1 where id')
        await client.query('set role anon')
      }
      const before = backendCpuMs(pid)
      const { rows } = await client.query({
        name: 'server-ms',
        text: 'select pg_temp.server_ms($1, $2) as ms',
        values: [fn, q],
      })
      const after = backendCpuMs(pid)
      ms.push(rows[0].ms)
      if (before !== null && after !== null) cpu += after - before
    }
  }
  return { ...summary(ms), cpuMsPerCall: round(cpu / (queries.length * times)) }
}

/**
 * The in-database part of the search bench. Run in a worker thread (`inWorker`): the local stack
 * serves REST from this process's event loop (its realtime and scheduler timers, its requests),
 * and a timer of its firing between a query's reply and the await that times it would be counted
 * as the database's. Hosted, PostgREST and Realtime are other processes.
 */
export async function searchInDatabase({ dbUrl, times }) {
  const out = { classes: {} }
  await withConnection(dbUrl, async (client) => {
    const { rows: backend } = await client.query('select pg_backend_pid() as pid')
    const pid = backend[0].pid
    await client.query(SERVER_TIMER_SQL)
    for (const statement of previousEngineSql()) await client.query(statement)
    // As a visitor would call it through PostgREST: the anon role.
    await client.query('set role anon')
    await client.query(`select set_config('request.jwt.claims', '{"role":"anon"}', false)`)
    for (const [kind, queries] of Object.entries(SEARCH_QUERIES)) {
      const fast = []
      const floors = []
      const naive = []
      const hits = {}
      const cpuStart = backendCpuMs(pid)
      for (const q of queries) {
        const rows = await client.query(
          'select count(*)::int as n, max(total_count)::int as total from public.search_prompts($1)',
          [q],
        )
        hits[q] = rows.rows[0].total ?? 0
        // Each timed search is followed by a `select 1` on the same connection: the round trip's
        // floor at that moment (socket, protocol, the client's and the server's wake-ups), which
        // on a shared 2-core machine is most of the p95's distance from the server time.
        for (let i = 0; i < times + 2; i += 1) {
          let started = now()
          await client.query({
            name: 'search',
            text: 'select * from public.search_prompts($1)',
            values: [q],
          })
          const searched = now() - started
          started = now()
          await client.query({ name: 'floor', text: 'select 1' })
          const floor = now() - started
          // The first two of each query are warm-ups.
          if (i >= 2) {
            fast.push(searched)
            floors.push(floor)
          }
        }
      }
      const cpuEnd = backendCpuMs(pid)
      // Per call: the count, the 2 warm-ups and the timed calls of every query (the `select 1`
      // floors' CPU, a few microseconds each, is counted in).
      const cpuMsPerCall =
        cpuStart === null || cpuEnd === null
          ? null
          : round((cpuEnd - cpuStart) / (queries.length * (times + 3)))
      await client.query('reset role')
      for (const q of queries) {
        naive.push(
          ...(await sample(
            () => client.query({ name: 'naive', text: NAIVE_SQL, values: [`%${q}%`] }),
            {
              times: Math.max(5, Math.round(times / 4)),
            },
          )),
        )
      }
      await client.query('set role anon')
      const loadAverage = round(loadavg()[0])
      const server = await serverTimes(client, pid, 'search', queries, { times })
      // The first search of a query (after any catalogue change): ranked, not read from the cache.
      const serverCold = await serverTimes(client, pid, 'search', queries, {
        times: Math.max(3, Math.round(times / 4)),
        cold: true,
      })
      const engines = await engineTimes(client, queries, {
        times: Math.max(5, Math.round(times / 2)),
      })
      const enginesCold = await engineTimes(client, queries, {
        times: Math.max(3, Math.round(times / 4)),
        cold: true,
      })
      const db = summary(fast)
      const naiveSummary = summary(naive)
      out.classes[kind] = {
        hits,
        db,
        roundTripFloor: summary(floors),
        server,
        serverCold,
        loadAverage,
        cpuMsPerCall,
        naive: naiveSummary,
        naiveOverSearchP95: round(naiveSummary.p95 / db.p95, 1),
        engines,
        enginesCold,
      }
    }
    // «المتاح لي» (issue 44): the signed-in library's default, a first page without words, and
    // with the sector filter; the lock is worked out per distinct (category, platforms, sample)
    // of every matching prompt, then the page is sorted by it.
    const browse = async (sector) => {
      const ms = []
      for (let i = 0; i < times + 2; i += 1) {
        const started = now()
        await client.query({
          name: `available-${sector ?? 'all'}`,
          text: `select * from public.search_prompts('', null, null, 'available', 24, 0, 0, $1)`,
          values: [sector],
        })
        if (i >= 2) ms.push(now() - started)
      }
      return summary(ms)
    }
    out.available = { all: await browse(null), sector: await browse('clinics') }
    await client.query('reset role')
    await client.query('drop schema bench_old cascade')
  })
  return out
}

export async function benchSearch({ dbUrl, stackUrl, anonKey, times = 20 }) {
  const { fetchFrom } = await loadFetchFrom()
  const out = { queries: SEARCH_QUERIES, classes: {} }
  const inDatabase = await inWorker(import.meta.url, 'searchInDatabase', { dbUrl, times })
  Object.assign(out.classes, inDatabase.classes)
  out.available = inDatabase.available

  const headers = {
    apikey: anonKey,
    authorization: `Bearer ${anonKey}`,
    'content-type': 'application/json',
  }
  // Each query from its own loopback address (127.79.x.y): anon search is limited per address
  // (120 a minute, migration 20261124130000), and the bench measures speed, not the limit.
  let searches = 0
  const nextAddress = () => {
    searches += 1
    return `127.79.${Math.floor(searches / 100) % 250}.${(searches % 100) + 1}`
  }
  for (const [kind, queries] of Object.entries(SEARCH_QUERIES)) {
    const samples = []
    for (const q of queries) {
      const address = nextAddress()
      samples.push(
        ...(await sample(
          async () => {
            const response = await fetchFrom(address)(`${stackUrl}/rest/v1/rpc/search_prompts`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ p_query: q }),
            })
            if (!response.ok)
              throw new Error(`search_prompts ${response.status}: ${await response.text()}`)
            await response.arrayBuffer()
          },
          { times },
        )),
      )
    }
    out.classes[kind].rest = summary(samples)
  }
  // Suggestions, in the database (anon role) and through REST.
  const suggestDb = []
  const suggestServer = {}
  await withConnection(dbUrl, async (client) => {
    const { rows: backend } = await client.query('select pg_backend_pid() as pid')
    await client.query(SERVER_TIMER_SQL)
    await client.query('set role anon')
    await client.query(`select set_config('request.jwt.claims', '{"role":"anon"}', false)`)
    for (const q of SUGGEST_QUERIES) {
      suggestDb.push(
        ...(await sample(
          () =>
            client.query({
              name: 'suggest',
              text: 'select * from public.search_suggest($1)',
              values: [q],
            }),
          { times },
        )),
      )
    }
    suggestServer.loadAverage = round(loadavg()[0])
    suggestServer.warm = await serverTimes(client, backend[0].pid, 'suggest', SUGGEST_QUERIES, {
      times,
    })
    suggestServer.cold = await serverTimes(client, backend[0].pid, 'suggest', SUGGEST_QUERIES, {
      times: Math.max(3, Math.round(times / 4)),
      cold: true,
    })
  })
  const suggestRest = []
  for (const q of SUGGEST_QUERIES) {
    const address = nextAddress()
    suggestRest.push(
      ...(await sample(
        async () => {
          const response = await fetchFrom(address)(`${stackUrl}/rest/v1/rpc/search_suggest`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ p_query: q }),
          })
          if (!response.ok)
            throw new Error(`search_suggest ${response.status}: ${await response.text()}`)
          await response.arrayBuffer()
        },
        { times },
      )),
    )
  }
  out.suggest = {
    queries: SUGGEST_QUERIES,
    db: summary(suggestDb),
    server: suggestServer.warm,
    serverCold: suggestServer.cold,
    loadAverage: suggestServer.loadAverage,
    rest: summary(suggestRest),
  }

  const all = (key) => Object.values(out.classes).map((c) => c[key].p95)
  out.worstDbP95 = Math.max(...all('db'))
  out.worstRestP95 = Math.max(...all('rest'))
  out.minRatio = Math.min(...Object.values(out.classes).map((c) => c.naiveOverSearchP95))
  return out
}

/** 100,000 users through the real sign-up trigger (profile + trial subscription), then plans and sessions. */
export async function createUsers(url, count) {
  const started = now()
  await withConnection(url, async (client) => {
    await client.query(
      `insert into auth.users (id, instance_id, aud, role, email, encrypted_password, email_confirmed_at,
                               raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       select gen_random_uuid(), '00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated',
              'bench-' || g || '@bench.test', '', now(), '{"provider":"email"}', '{}',
              now() - make_interval(mins => g), now()
         from generate_series(1, $1::int) g`,
      [count],
    )
    // A realistic mix: most on paid plans, some expired, some in grace.
    await client.query(`
      update public.subscriptions s
         set plan_id = (array['trial','basic','advanced','premium','lifetime'])[1 + (abs(hashtext(s.user_id::text)) % 5)],
             expires_at = case when abs(hashtext(s.user_id::text)) % 10 = 0 then now() - interval '1 day'
                               else now() + interval '20 days' end
       where s.user_id in (select id from auth.users where email like 'bench-%')`)
    await client.query(`
      insert into public.user_sessions (user_id, session_id, is_active)
      select id, 'bench-session-' || id, true from auth.users where email like 'bench-%'
      on conflict do nothing`)
    await client.query('analyze')
  })
  return round((now() - started) / 1000)
}

export async function benchHotRpcs({ dbUrl, times = 2000 }) {
  return withConnection(dbUrl, async (client) => {
    const { rows } = await client.query(
      `select id from auth.users where email like 'bench-%' order by random() limit $1`,
      [times],
    )
    const ids = rows.map((r) => r.id)
    const { rows: flags } = await client.query('select key from public.feature_flags limit 1')
    const flag = flags[0]?.key ?? 'single_session'
    await client.query('set role authenticated')
    const as = (id) =>
      client.query({
        name: 'claims',
        text: `select set_config('request.jwt.claims', $1, false)`,
        values: [JSON.stringify({ sub: id, role: 'authenticated' })],
      })
    const calls = {
      has_subscription_access: (id) =>
        client.query({
          name: 'hsa',
          text: 'select public.has_subscription_access($1)',
          values: [id],
        }),
      get_user_subscription: (id) =>
        client.query({
          name: 'gus',
          text: 'select * from public.get_user_subscription($1)',
          values: [id],
        }),
      is_feature_enabled: (id) =>
        client.query({
          name: 'ife',
          text: 'select public.is_feature_enabled($1, $2)',
          values: [flag, id],
        }),
      validate_session: (id) =>
        client.query({
          name: 'vs',
          text: 'select * from public.validate_session($1, $2)',
          values: [id, `bench-session-${id}`],
        }),
    }
    const out = {}
    for (const [name, call] of Object.entries(calls)) {
      const samples = []
      for (let i = 0; i < ids.length + 20; i += 1) {
        const id = ids[i % ids.length]
        await as(id)
        const started = now()
        await call(id)
        if (i >= 20) samples.push(now() - started)
      }
      out[name] = summary(samples)
    }
    await client.query('reset role')
    out.worstP95 = Math.max(...Object.values(out).map((s) => s.p95))
    return out
  })
}

/**
 * 16 clients join the waitlist through the REST API for `seconds`, each sign-up from its own
 * loopback address (127.78.x.y: the gateway, like the hosted edge, keys the per-IP limit on the
 * connecting address, not on a client's X-Forwarded-For); then every accepted
 * e-mail must be stored exactly once, and nothing refused may be stored.
 */
export async function benchWaitlist({ dbUrl, stackUrl, anonKey, clients = 16, seconds = 20 }) {
  const { fetchFrom } = await loadFetchFrom()
  const run = `w${Date.now().toString(36)}`
  const accepted = []
  const refused = {}
  const latencies = []
  let errors = 0
  const deadline = now() + seconds * 1000
  const visitor = (c, n) => `127.78.${c}.${(n % 250) + 1}`
  /** One sign-up from `address`: its answer is tallied as accepted or refused by code. */
  async function join(address, name, email) {
    const response = await fetchFrom(address)(`${stackUrl}/rest/v1/rpc/join_waitlist`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${anonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ p_name: name, p_email: email }),
    })
    const body = await response.json()
    if (response.ok && body?.success) accepted.push(email)
    else refused[body?.code ?? response.status] = (refused[body?.code ?? response.status] ?? 0) + 1
  }
  async function client(c) {
    let n = 0
    while (now() < deadline) {
      n += 1
      const email = `${run}-${c}-${n}@bench.test`
      const started = now()
      try {
        await join(visitor(c, n), `زائر ${c}-${n}`, email)
        latencies.push(now() - started)
      } catch {
        errors += 1
      }
      // A duplicate now and then: must be refused, never stored twice.
      if (n % 25 === 0) await join(visitor(c, n + 1), `زائر ${c}-${n}`, email)
    }
  }
  const started = now()
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)))
  const elapsed = (now() - started) / 1000
  const stored = await withConnection(dbUrl, async (db) => {
    const { rows } = await db.query(
      `select email, count(*)::int as n from public.waiting_list where email like $1 group by email`,
      [`${run}-%`],
    )
    return new Map(rows.map((r) => [r.email, r.n]))
  })
  const acceptedSet = new Set(accepted)
  const duplicatesAccepted = accepted.length - acceptedSet.size
  const missing = [...acceptedSet].filter((email) => stored.get(email) !== 1).length
  const storedTwice = [...stored.values()].filter((n) => n !== 1).length
  const unexpected = [...stored.keys()].filter((email) => !acceptedSet.has(email)).length
  return {
    clients,
    seconds: round(elapsed, 1),
    accepted: accepted.length,
    refused,
    errors,
    signupsPerSecond: round(accepted.length / elapsed, 1),
    requestsPerSecond: round(latencies.length / elapsed, 1),
    latency: summary(latencies),
    exactlyOnce: duplicatesAccepted === 0 && missing === 0 && storedTwice === 0 && unexpected === 0,
    duplicatesAccepted,
    missing,
    storedTwice,
    unexpected,
  }
}

export function postgresVersion(bin) {
  try {
    return execFileSync(`${bin}/postgres`, ['--version'], { encoding: 'utf8' }).trim()
  } catch {
    return null
  }
}
