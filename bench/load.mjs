// Load (issue 13): 100 virtual users sign in, read the library and favorite prompts through the
// local stack's HTTP APIs over native Postgres for 60 s; then the rows are counted exactly.
//
// Each virtual user (closed loop, no think time) signs in with its password at the start (all
// 100 at once: bcrypt cost 10 each), refreshes its session every REFRESH_EVERY iterations as
// supabase-js does before expiry; each iteration searches (search_prompts, a word, a
// phrase, a typo or the browse page), opens one hit as the prompt page does (the prompts row,
// the body, record_prompt_usage 'view') and toggles that prompt as a favorite (insert or delete;
// every third iteration it also removes its oldest favorite).
// The users are made up front in SQL (as GoTrue would insert them, so the sign-up trigger runs),
// on the lifetime plan so every body is readable, which the run checks.
//
// The clients run in a worker thread: the stack serves from this process's event loop, and the
// load generator must not queue behind it. Each virtual user connects from its own loopback
// address (127.77.x.y): the gateway, like the hosted edge, keys per-IP limits on the connecting
// address (CF-Connecting-IP), not on a client's X-Forwarded-For (which it only appends to), so
// a header could not give users their own budgets. The report counts the 429s.
//
// Allowed failures are rate limits only (HTTP 429, or the `rate_limited` code / Arabic limit
// message); anything else fails the figure. Afterwards: every user's favorites in the database
// equal its adds minus removes (same prompts, no duplicates), prompt_usage has one row per
// recorded view, and the prompts' view counters grew by exactly the number of first views
// (record_prompt_usage counts a user's view of a prompt once per 10 minutes).
import { Agent, request } from 'node:http'
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { fileURLToPath } from 'node:url'
import { insertPasswordUsers, now, percentile, round } from './lib.mjs'

const PASSWORD = 'Load-Passw0rd!'
const REFRESH_EVERY = 15
const RATE_LIMIT_MESSAGE = 'تم تجاوز عدد المحاولات المسموح'
const PROMPT_COLUMNS =
  'id,slug,title_ar,title_en,description_ar,category,platforms,trial_sample,tags,variables,view_count,copy_count,created_at'
// What visitors type in the library: words, phrases, typos, and the empty browse page.
const LIBRARY_QUERIES = [
  'تسويقية',
  'محتوى',
  'إعلان',
  'تحليل',
  'خطة',
  'فيديو',
  'خطة تسويقية',
  'وصف منتج',
  'نشرة بريدية',
  'تسويقبة',
  'مجتوى',
  'فيدبو',
  '',
]

/** One keep-alive connection per virtual user, opened from its own source address. */
const agents = new Map()
function agentFor(localAddress) {
  let agent = agents.get(localAddress)
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 1 })
    agents.set(localAddress, agent)
  }
  return agent
}

/** Runs the load test; `dbUrl` is a superuser connection to the stack's database. */
export async function benchLoad({ dbUrl, stackUrl, anonKey, users = 100, seconds = 60 }) {
  const { default: pg } = await import('pg')
  const db = new pg.Client({ connectionString: dbUrl })
  await db.connect()
  try {
    const run = `l${Date.now().toString(36)}`
    const setupStarted = now()
    const created = await insertPasswordUsers(db, {
      run,
      count: users,
      password: PASSWORD,
      domain: 'load.test',
      fullName: 'مستخدم حمل',
    })
    const ids = created.map((u) => u.id)
    await db.query(
      `update public.subscriptions set plan_id = 'lifetime', expires_at = null where user_id = any($1::uuid[])`,
      [ids],
    )
    const { rows: subs } = await db.query(
      `select count(*)::int as n from public.subscriptions
        where user_id = any($1::uuid[]) and plan_id = 'lifetime'`,
      [ids],
    )
    if (subs[0].n !== users) throw new Error(`load: ${subs[0].n} of ${users} users on lifetime`)
    const before = await db.query(
      `select coalesce(sum(view_count), 0)::bigint as views from public.prompts`,
    )
    const setupSeconds = round((now() - setupStarted) / 1000, 1)

    const cpuBefore = process.cpuUsage()
    const result = await new Promise((resolve, reject) => {
      const worker = new Worker(fileURLToPath(import.meta.url), {
        workerData: {
          sanadLoad: true,
          stackUrl,
          anonKey,
          seconds,
          users: created.map((u) => ({ id: u.id, email: u.email })),
        },
      })
      worker.once('message', resolve)
      worker.once('error', reject)
      worker.once('exit', (code) => code !== 0 && reject(new Error(`load worker exited ${code}`)))
    })

    const cpu = process.cpuUsage(cpuBefore)
    // Exact row counts.
    const { rows: stored } = await db.query(
      `select user_id, item_id, item_type from public.favorites where user_id = any($1::uuid[])`,
      [ids],
    )
    const storedByUser = new Map(ids.map((id) => [id, []]))
    for (const row of stored) storedByUser.get(row.user_id).push(`${row.item_type}:${row.item_id}`)
    let favoriteMismatches = 0
    let duplicates = 0
    let expectedTotal = 0
    for (const u of result.perUser) {
      const want = new Set(u.favorites.map((id) => `prompt:${id}`))
      const got = storedByUser.get(u.id)
      duplicates += got.length - new Set(got).size
      expectedTotal += u.adds - u.removes
      const same =
        got.length === u.adds - u.removes &&
        want.size === u.adds - u.removes &&
        got.every((key) => want.has(key))
      if (!same) favoriteMismatches += 1
    }
    const { rows: usage } = await db.query(
      `select count(*)::int as n, count(distinct (user_id, prompt_id))::int as pairs
         from public.prompt_usage where user_id = any($1::uuid[]) and kind = 'view'`,
      [ids],
    )
    const after = await db.query(
      `select coalesce(sum(view_count), 0)::bigint as views from public.prompts`,
    )
    // The addresses auth saw (auth.sessions.ip): one per user when source addresses work.
    const { rows: seen } = await db.query(
      `select count(distinct ip)::int as n from auth.sessions where user_id = any($1::uuid[])`,
      [ids],
    )
    const views = result.perUser.reduce((sum, u) => sum + u.views, 0)
    const firstViews = result.perUser.reduce((sum, u) => sum + u.firstViews, 0)
    const viewDelta = Number(after.rows[0].views) - Number(before.rows[0].views)
    const checks = {
      favorites: {
        adds: result.perUser.reduce((sum, u) => sum + u.adds, 0),
        removes: result.perUser.reduce((sum, u) => sum + u.removes, 0),
        expected: expectedTotal,
        stored: stored.length,
        usersMismatched: favoriteMismatches,
        duplicates,
      },
      usage: { recordedViews: views, rows: usage[0].n, firstViews, distinctPairs: usage[0].pairs },
      viewCounter: { expectedIncrease: firstViews, increase: viewDelta },
    }
    const exact =
      favoriteMismatches === 0 &&
      duplicates === 0 &&
      stored.length === expectedTotal &&
      usage[0].n === views &&
      usage[0].pairs === firstViews &&
      viewDelta === firstViews
    const unexpectedErrors = Object.entries(result.errors)
      .filter(([kind]) => !kind.includes('rate_limited'))
      .reduce((sum, [, n]) => sum + n, 0)
    return {
      users,
      seconds: result.seconds,
      setupSeconds,
      allSignedInAfterSeconds: result.allSignedInAfterSeconds,
      // CPU of this process (the stack and the load worker) over the run, in core-seconds.
      processCpuSeconds: round((cpu.user + cpu.system) / 1e6, 1),
      requests: result.requests,
      requestsPerSecond: round(result.requests / result.seconds, 1),
      iterations: result.iterations,
      ops: result.ops,
      errors: result.errors,
      rateLimited: result.rateLimited,
      unexpectedErrors,
      addressesSeenByAuth: seen[0].n,
      checks,
      exact,
      ok: exact && unexpectedErrors === 0,
    }
  } finally {
    await db.end()
  }
}

// ---------------------------------------------------------------------------------------------
// The worker: the virtual users.
// ---------------------------------------------------------------------------------------------
async function runClients({ stackUrl, anonKey, seconds, users }) {
  const samples = {}
  const errors = {}
  const rateLimited = {}
  let requests = 0
  let iterations = 0
  const noteError = (op, kind) => {
    const key = `${op}: ${kind}`
    errors[key] = (errors[key] ?? 0) + 1
    if (kind.includes('rate_limited')) rateLimited[op] = (rateLimited[op] ?? 0) + 1
  }

  /** One timed HTTP call; returns { status, body } or null when it failed (error noted). */
  async function call(op, path, { method = 'GET', token, body, ip, prefer } = {}) {
    const headers = {
      apikey: anonKey,
      authorization: `Bearer ${token ?? anonKey}`,
    }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (prefer) headers.prefer = prefer
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body))
    if (payload) headers['content-length'] = String(payload.length)
    const started = now()
    let response
    let text
    try {
      // node:http rather than fetch: a request can choose its source address (localAddress).
      ;({ response, text } = await new Promise((resolve, reject) => {
        const url = new URL(`${stackUrl}${path}`)
        const outgoing = request(
          {
            host: url.hostname,
            port: url.port,
            path: `${url.pathname}${url.search}`,
            method,
            headers,
            localAddress: ip,
            agent: agentFor(ip),
          },
          (res) => {
            const chunks = []
            res.on('data', (chunk) => chunks.push(chunk))
            res.on('end', () =>
              resolve({
                response: { status: res.statusCode, ok: res.statusCode < 300 },
                text: Buffer.concat(chunks).toString('utf8'),
              }),
            )
            res.on('error', reject)
          },
        )
        outgoing.on('error', reject)
        outgoing.end(payload)
      }))
    } catch (error) {
      requests += 1
      noteError(op, `network ${error.code ?? error.message}`)
      return null
    }
    requests += 1
    ;(samples[op] ??= []).push([started, now() - started])
    let parsed = null
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      parsed = text
    }
    if (!response.ok) {
      const code = parsed?.error_code ?? parsed?.code ?? parsed?.hint ?? ''
      const limited =
        response.status === 429 ||
        code === 'rate_limited' ||
        parsed?.hint === 'rate_limited' ||
        String(parsed?.message ?? parsed?.msg ?? '').includes(RATE_LIMIT_MESSAGE)
      noteError(op, `${response.status} ${limited ? 'rate_limited' : code}`.trim())
      return null
    }
    return { status: response.status, body: parsed }
  }

  const deadline = now() + seconds * 1000
  // When the last user's first sign-in answered: before it, every call queues behind bcrypt.
  let signedIn = 0
  const perUser = users.map((u) => ({
    id: u.id,
    adds: 0,
    removes: 0,
    views: 0,
    firstViews: 0,
    favorites: new Set(),
    viewed: new Set(),
  }))

  async function virtualUser(index) {
    const user = users[index]
    const state = perUser[index]
    // Its own loopback address (127.77.x.y is loopback on Linux), so its own per-IP budgets.
    const ip = `127.77.${(index >> 8) & 255}.${(index & 255) + 1}`
    let token = null
    let refreshToken = null
    const signIn = async () => {
      const res = await call('sign in', '/auth/v1/token?grant_type=password', {
        method: 'POST',
        body: { email: user.email, password: PASSWORD },
        ip,
      })
      if (res?.body?.access_token) {
        token = res.body.access_token
        refreshToken = res.body.refresh_token
      }
    }
    await signIn()
    signedIn = Math.max(signedIn, now())
    let n = 0
    while (now() < deadline) {
      n += 1
      iterations += 1
      if (!token) {
        // Refused (a rate limit): wait a second, as the app's retry would, then try again.
        await new Promise((resolve) => setTimeout(resolve, 1000))
        await signIn()
        continue
      }
      if (n % REFRESH_EVERY === 0) {
        const res = await call('refresh session', '/auth/v1/token?grant_type=refresh_token', {
          method: 'POST',
          body: { refresh_token: refreshToken },
          ip,
        })
        if (res?.body?.access_token) {
          token = res.body.access_token
          refreshToken = res.body.refresh_token
        }
      }
      const q = LIBRARY_QUERIES[(index + n) % LIBRARY_QUERIES.length]
      const found = await call('search_prompts', '/rest/v1/rpc/search_prompts', {
        method: 'POST',
        token,
        ip,
        body: { p_query: q, p_limit: 24, p_offset: (n % 3) * 24 },
      })
      const hits = Array.isArray(found?.body) ? found.body : []
      if (hits.length === 0) continue
      const hit = hits[(index * 7 + n) % hits.length]

      const row = await call(
        'prompt page: prompt',
        `/rest/v1/prompts?select=${PROMPT_COLUMNS}&id=eq.${hit.id}`,
        {
          token,
          ip,
        },
      )
      if (row && (!Array.isArray(row.body) || row.body.length !== 1))
        noteError('prompt page: prompt', 'missing row')
      // The body comes only through open_prompt (entitlement + daily quota, recorded).
      const body = await call('prompt page: body', '/rest/v1/rpc/open_prompt', {
        method: 'POST',
        token,
        ip,
        body: { p_prompt_id: hit.id },
      })
      if (body && !(Array.isArray(body.body) && body.body[0]?.body_ar))
        noteError('prompt page: body', 'no body')
      const usage = await call('record_prompt_usage', '/rest/v1/rpc/record_prompt_usage', {
        method: 'POST',
        token,
        ip,
        body: { p_prompt_id: hit.id, p_kind: 'view' },
      })
      if (usage) {
        state.views += 1
        if (!state.viewed.has(hit.id)) {
          state.viewed.add(hit.id)
          state.firstViews += 1
        }
      }

      // The star on the prompt page toggles it; every third visit the user also clears its
      // oldest favorite (from the favorites list), so removes run alongside adds.
      const unfavorite = state.favorites.has(hit.id)
        ? hit.id
        : n % 3 === 0
          ? state.favorites.values().next().value
          : null
      if (unfavorite) {
        const res = await call(
          'favorite: remove',
          `/rest/v1/favorites?user_id=eq.${user.id}&item_type=eq.prompt&item_id=eq.${unfavorite}`,
          { method: 'DELETE', token, ip, prefer: 'return=minimal' },
        )
        if (res) {
          state.favorites.delete(unfavorite)
          state.removes += 1
        }
      }
      if (unfavorite !== hit.id) {
        const res = await call('favorite: add', '/rest/v1/favorites', {
          method: 'POST',
          token,
          ip,
          prefer: 'return=minimal',
          body: { user_id: user.id, item_type: 'prompt', item_id: hit.id },
        })
        if (res) {
          state.favorites.add(hit.id)
          state.adds += 1
        }
      }
    }
  }

  const started = now()
  await Promise.all(users.map((_, i) => virtualUser(i)))
  const elapsed = (now() - started) / 1000
  const stats = (s) => ({
    n: s.length,
    p50: round(percentile(s, 50), 1),
    p95: round(percentile(s, 95), 1),
    p99: round(percentile(s, 99), 1),
    max: s.length ? round(Math.max(...s), 1) : null,
  })
  const ops = {}
  for (const [op, timed] of Object.entries(samples)) {
    const all = timed.map(([, ms]) => ms)
    ops[op] = {
      ...stats(all),
      perSecond: round(all.length / elapsed, 1),
      // After every user's first sign-in: the steady state of the library.
      afterSignIns: stats(timed.filter(([at]) => at >= signedIn).map(([, ms]) => ms)),
    }
  }
  return {
    seconds: round(elapsed, 1),
    allSignedInAfterSeconds: round((signedIn - started) / 1000, 1),
    requests,
    iterations,
    ops,
    errors,
    rateLimited,
    perUser: perUser.map((u) => ({
      id: u.id,
      adds: u.adds,
      removes: u.removes,
      views: u.views,
      firstViews: u.firstViews,
      favorites: [...u.favorites],
    })),
  }
}

if (!isMainThread && workerData?.sanadLoad) {
  parentPort.postMessage(await runClients(workerData))
}
