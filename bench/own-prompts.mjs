// Own prompts in search (issue 21): 10,000 own prompts spread over 1,000 users next to the
// 30,000-prompt library, and what a signed-in user's search costs with them mixed in. The
// signed-in library page calls `search_prompts` with `p_own_limit` 5: the library page and the
// user's own matches in one call (migration 20261126220000; before, a second call to
// `search_user_prompts`). The figure is that call's time against `search_prompts` without own
// prompts, for the same user and query, in the same run.
import { loadavg } from 'node:os'
import { SEARCH_QUERIES, backendCpuMs, withConnection } from './database.mjs'
import { now, round, summary } from './lib.mjs'

export const OWN_USERS = 1_000
export const OWN_PROMPTS_PER_USER = 10

/**
 * 1,000 users (the sign-up trigger: profile, trial subscription; then the same plan mix as the
 * hot-RPC users, all in force) with 10 own prompts each, set-based. Titles, descriptions, bodies,
 * categories, platforms and tags are the seeded library's (real Arabic text), each title with a
 * user's own touch; one in five is a fork of the prompt it was drawn from. Every prompt has its
 * version 1 row, as the write functions make it.
 */
export async function loadOwnPrompts(
  url,
  { users = OWN_USERS, perUser = OWN_PROMPTS_PER_USER } = {},
) {
  const started = now()
  await withConnection(url, (client) => insertOwnPrompts(client, { users, perUser }))
  return round((now() - started) / 1000)
}

/** The statements of loadOwnPrompts on an open pg client. */
export async function insertOwnPrompts(client, { users, perUser }) {
  await client.query(
    `insert into auth.users (id, instance_id, aud, role, email, encrypted_password, email_confirmed_at,
                               raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       select gen_random_uuid(), '00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated',
              'bench-own-' || g || '@bench.test', '', now(), '{"provider":"email"}', '{}',
              now() - make_interval(mins => g), now()
         from generate_series(1, $1::int) g`,
    [users],
  )
  await client.query(`
      update public.subscriptions s
         set plan_id = (array['trial','basic','advanced','premium','lifetime'])[1 + (abs(hashtext(s.user_id::text)) % 5)],
             expires_at = now() + interval '20 days'
       where s.user_id in (select id from auth.users where email like 'bench-own-%')`)
  await client.query(
    `with seeded as (
         select row_number() over (order by p.slug)::int as i, p.id, p.title_ar, p.description_ar,
                b.body_ar, p.category, p.platforms, p.tags
           from public.prompts p join public.prompt_bodies b on b.prompt_id = p.id
          where p.slug not like 'synthetic-%' and char_length(b.body_ar) between 1 and 20000
       ), size as (
         select count(*)::int as n from seeded
       ), touches as (
         select array['', ' (نسختي)', ' - معدّل', ' لعملائي', ' بأسلوب رسمي', ' للفريق',
                      ' - مختصر', ' بصيغتي', ' للحملة القادمة', ''] as t
       ), owners as (
         select u.id, (row_number() over (order by u.email) - 1)::int as k
           from auth.users u where u.email like 'bench-own-%'
       ), picked as (
         select o.id as user_id, o.k * $1::int + j as n,
                1 + ((o.k * $1::int + j) * 7 + (o.k * $1::int + j) / 13) % size.n as i
           from owners o, generate_series(1, $1::int) j, size
       ), own as (
         insert into public.user_prompts (user_id, title, description, body, category, platforms, tags,
                                          variables, forked_from, created_at, updated_at)
         select k.user_id, left(s.title_ar || t.t[1 + k.n % 10], 200), left(coalesce(s.description_ar, ''), 1000),
                s.body_ar, s.category, coalesce(s.platforms[1:10], '{}'::text[]),
                coalesce(s.tags[1:10], '{}'::text[]),
                private.extract_prompt_variables(s.body_ar),
                case when k.n % 5 = 0 then s.id end,
                now() - make_interval(hours => k.n % 2000), now() - make_interval(mins => k.n % 5000)
           from picked k join seeded s on s.i = k.i, touches t
         returning id, user_id, body, created_at
       )
       insert into public.user_prompt_versions (user_prompt_id, user_id, version, body, created_at)
       select id, user_id, 1, body, created_at from own`,
    [perUser],
  )
  await client.query('analyze public.user_prompts')
  await client.query('analyze public.user_prompt_versions')
  await client.query('analyze public.subscriptions')
}

/**
 * Per query class of the search bench: `search_prompts` alone (library only) and
 * `search_prompts` with `p_own_limit` 5 (mixed: the library page and the user's own matches, the
 * signed-in library page's call) as a signed-in user (each call from the next of the 1,000 users, as `authenticated` with their claims),
 * interleaved call by call so both see the same load. 20 timed calls of each per query after
 * 2 warm-ups.
 */
export async function benchOwnPromptSearch({ dbUrl, times = 20 }) {
  const out = { users: OWN_USERS, ownPrompts: OWN_USERS * OWN_PROMPTS_PER_USER, classes: {} }
  await withConnection(dbUrl, async (client) => {
    const { rows: users } = await client.query(
      `select id from auth.users where email like 'bench-own-%' order by email`,
    )
    const { rows: counts } = await client.query(
      `select count(*)::int as prompts, count(distinct user_id)::int as owners,
              (select count(*)::int from public.user_prompt_versions) as versions
         from public.user_prompts`,
    )
    out.rows = counts[0]
    const { rows: backend } = await client.query('select pg_backend_pid() as pid')
    // The server's CPU for each call, from /proc (clock ticks, so summed over all calls): unlike
    // the wall-clock p95 it does not grow with the machine's load.
    const cpu = () => backendCpuMs(backend[0].pid)
    let turn = 0
    const signIn = async () => {
      const user = users[turn % users.length].id
      turn += 1
      await client.query(`select set_config('request.jwt.claims', $1, false)`, [
        JSON.stringify({ sub: user, role: 'authenticated', aal: 'aal1' }),
      ])
    }
    await client.query('set role authenticated')
    const library = { name: 'library', text: 'select * from public.search_prompts($1)' }
    // What the signed-in library page calls: the library page and up to 5 own matches, one call.
    const mixedCall = {
      name: 'mixed',
      text: `select * from public.search_prompts($1, null, null, 'relevance', 20, 0, 5)`,
    }
    const allLibrary = []
    const allMixed = []
    for (const [kind, queries] of Object.entries(SEARCH_QUERIES)) {
      const libraryMs = []
      const mixedMs = []
      const ownHits = {}
      let libraryCpu = 0
      let mixedCpu = 0
      for (const q of queries) {
        for (let i = 0; i < times + 2; i += 1) {
          await signIn()
          let cpuStart = cpu()
          let started = now()
          await client.query({ ...library, values: [q] })
          const libraryOnly = now() - started
          const libraryCpuMs = cpu() - cpuStart
          await signIn()
          cpuStart = cpu()
          started = now()
          const found = await client.query({ ...mixedCall, values: [q] })
          const mixed = now() - started
          const mixedCpuMs = cpu() - cpuStart
          const ownRows = found.rows.filter((row) => row.own).length
          ownHits[q] = Math.max(ownHits[q] ?? 0, ownRows)
          // The first two of each query are warm-ups.
          if (i >= 2) {
            libraryMs.push(libraryOnly)
            mixedMs.push(mixed)
            libraryCpu += libraryCpuMs
            mixedCpu += mixedCpuMs
          }
        }
      }
      allLibrary.push(...libraryMs)
      allMixed.push(...mixedMs)
      const libraryOnly = summary(libraryMs)
      const mixed = summary(mixedMs)
      out.classes[kind] = {
        library: libraryOnly,
        mixed,
        ratio: round(mixed.p95 / libraryOnly.p95),
        cpuMsPerCall: {
          library: round(libraryCpu / libraryMs.length),
          mixed: round(mixedCpu / mixedMs.length),
        },
        loadAverage: round(loadavg()[0]),
        ownHits,
      }
    }
    out.library = summary(allLibrary)
    out.mixed = summary(allMixed)
    out.ratio = round(out.mixed.p95 / out.library.p95)
    out.worstClassRatio = Math.max(...Object.values(out.classes).map((c) => c.ratio))
    await client.query('reset role')
  })
  return out
}
