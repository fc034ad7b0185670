/**
 * Bad input at every RPC the browser can reach. The functions are read from the database
 * (schema public, EXECUTE granted to anon or authenticated) with their argument names and types,
 * then called through supabase-js as anon, as a signed-in user and (for the admin ones) as an
 * admin, with random arguments: hostile text, 10 kB strings, wrong types, missing and unknown
 * arguments. Each call must answer below 500, refuse in Arabic when one of our functions refuses
 * (PostgREST's and Postgres's own type errors excepted), and leave no half-record: the row counts
 * of every public table are unchanged by a refused call, except the logs that count attempts.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import fc from 'fast-check'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshIp, fetchFrom } from '../../support/client-address.ts'
import { sql, stackInfo } from '../../support/stack.ts'
import { publicRowCounter, type RowCounter } from '../../support/row-counts.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'
import { ARABIC, ARABIC_10KB, nastyString, wrongType } from '../../support/bad-input.ts'

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 20)

interface Rpc {
  name: string
  args: { name: string; type: string; hasDefault: boolean }[]
  anon: boolean
}

// Every public function anon or authenticated may execute, read at collection time.
const rpcs = (
  await sql<{ name: string; anon: boolean; args: Rpc['args'] }>(
    `select p.proname as name, has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
            coalesce((
              select json_agg(json_build_object(
                       'name', a.parameter_name,
                       'type', case when a.data_type = 'ARRAY' then substr(a.udt_name, 2) || '[]'
                                    when a.data_type = 'USER-DEFINED' then a.udt_name
                                    else a.data_type end,
                       'hasDefault', a.parameter_default is not null or a.ordinal_position > p.pronargs - p.pronargdefaults)
                     order by a.ordinal_position)
                from information_schema.parameters a
               where a.specific_schema = 'public' and a.specific_name = p.proname || '_' || p.oid
                 and a.parameter_mode = 'IN'), '[]') as args
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        and (has_function_privilege('anon', p.oid, 'EXECUTE')
             or has_function_privilege('authenticated', p.oid, 'EXECUTE'))
      order by 1`,
  )
).map((r) => r as Rpc)

/**
 * Real catalogue ids (trial-sample and other prompts, an assistant, a tool, a template), so the
 * item functions (open_prompt, open_prompt_or_lock, item_access, record_prompt_usage) reach past
 * "not found": a body opened, an entitlement refusal, a quota refusal.
 */
const catalogueIds = (
  await sql<{ id: string }>(
    `(select id from public.prompts where is_published order by trial_sample desc, slug limit 2)
     union all (select id from public.prompts where is_published and not trial_sample order by slug limit 2)
     union all (select id from public.gpt_assistants where is_published order by slug limit 1)
     union all (select id from public.ai_tools where is_published order by slug limit 1)
     union all (select id from public.automation_templates where is_published order by slug limit 1)`,
  )
).map((r) => r.id)
/** Functions whose uuid argument names a catalogue item (never admin_save_prompt's p_id: an
 * admin call with a seeded prompt's id would overwrite it for the other files). */
const ITEM_ARGUMENTS = new Set([
  'open_prompt.p_prompt_id',
  'open_prompt_or_lock.p_prompt_id',
  'record_prompt_usage.p_prompt_id',
  'item_access.p_id',
])

/** Tables a refused call may still write to: the attempt counters and logs. */
const ATTEMPT_LOGS = new Set(['rate_limits', 'security_events', 'audit_log', 'login_attempts'])

/** Codes of PostgREST and of Postgres's own argument parsing, not of our functions. */
function isPlatformError(code: string): boolean {
  return (
    code.startsWith('PGRST') ||
    [
      '22P02', // invalid_text_representation (a word where a uuid or number goes)
      '22P05', // untranslatable_character (\u0000 in text)
      '22003', // numeric_value_out_of_range
      '22007', // invalid_datetime_format
      '22008', // datetime_field_overflow
      '22009', // invalid_time_zone_displacement_value (a number such as -1560 where a timestamptz goes)
      '22021', // character_not_in_repertoire (a lone surrogate)
      '2202E', // array_subscript_error
      '22025', // invalid_escape_sequence
      '42804', // datatype_mismatch
      '42883', // undefined_function (argument types that match no function)
    ].includes(code)
  )
}

let user: TestUser
let admin: TestUser
let db: pg.Client
let startedAt: string
let rowCounter: RowCounter
const tally = {
  calls: 0,
  refused: 0,
  succeeded: 0,
  codes: {} as Record<string, number>,
}

/** Source addresses of this file (127.21.x.y): each keeps its own per-IP budgets. */
const GROUP = 21
const addresses = Array.from({ length: 64 }, () => freshIp(GROUP))
let ipCounter = 0
/**
 * A supabase-js client whose requests rotate over 64 client addresses, so the per-address limits
 * (waitlist, newsletter, contact, anonymous security log) are not what every call meets. The
 * gateway keys on the connecting address, not on a forwarded header.
 */
function clientAs(token?: string): SupabaseClient {
  const { url, anonKey } = stackInfo()
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      fetch: (input, init) => {
        ipCounter += 1
        return fetchFrom(addresses[ipCounter % addresses.length]!)(input, init)
      },
    },
  })
}

const counts = () => rowCounter.counts()

const plans = ['trial', 'basic', 'advanced', 'premium', 'lifetime']
const codes = ['WELCOME10', 'SAVE20', 'ONETIME50', 'LIFETIME100', 'EXPIRED15', 'SANAD2026']

/** A plausible value for an argument, from its name and type, so calls reach past the guards. */
function plausible(
  arg: Rpc['args'][number],
  self: TestUser | undefined,
  rpcName: string,
): fc.Arbitrary<unknown> {
  const n = arg.name
  if (arg.type === 'uuid' && ITEM_ARGUMENTS.has(`${rpcName}.${n}`)) {
    return fc.oneof(fc.uuid(), fc.constantFrom(...catalogueIds))
  }
  if (arg.type === 'uuid') {
    return fc.oneof(fc.uuid(), fc.constant(self?.id ?? '00000000-0000-0000-0000-000000000000'))
  }
  if (arg.type === 'integer' || arg.type === 'bigint') {
    return fc.oneof(
      fc.integer({ min: -5, max: 200 }),
      fc.constantFrom(0, -1, 2_147_483_647, 2 ** 40),
    )
  }
  if (arg.type === 'numeric') {
    return fc.oneof(
      fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      fc.constantFrom(0, 99.99, 1e30),
    )
  }
  if (arg.type === 'boolean') return fc.boolean()
  if (arg.type === 'jsonb' || arg.type === 'json') {
    return fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant({ email: self?.email ?? 'x@y.sa' }))
  }
  if (arg.type === 'text[]' && n !== 'p_platforms') return fc.array(nastyString, { maxLength: 4 })
  if (arg.type === 'app_role') return fc.constantFrom('admin', 'user', 'super_admin', 'root')
  if (arg.type === 'text[]' && n === 'p_platforms') {
    return fc.constantFrom(['chatgpt'], ['claude', 'gemini'], ['myspace'])
  }
  if (n === 'p_category') return fc.constantFrom('marketing', 'content-writing', 'none')
  if (n === 'p_slug') return fc.uuid().map((id) => `bad-input-${id.slice(0, 8)}`)
  if (/plan_slug|plan$/.test(n)) return fc.constantFrom(...plans)
  if (/email|identifier/.test(n)) {
    return fc.oneof(fc.emailAddress(), fc.constant(self?.email ?? 'admin@sanad.local'))
  }
  if (/code/.test(n)) return fc.constantFrom(...codes)
  if (n === 'p_kind') {
    return fc.constantFrom(
      'waitlist',
      'newsletter',
      'contact',
      'view',
      'copy',
      'prompt',
      'assistant',
      'tool',
      'template',
    )
  }
  if (n === 'p_sort') return fc.constantFrom('relevance', 'newest', 'popular')
  if (/name/.test(n)) return fc.constantFrom('سارة الأحمد', ARABIC_10KB)
  return fc.constantFrom('نص عادي', 'low', 'manual', 'failed_login_attempt')
}

const MISSING = Symbol('missing')

/**
 * Arguments: each plausible, hostile or of a wrong type; a required one missing now and then,
 * an optional one half the time; sometimes an argument the function does not have.
 */
function argsFor(rpc: Rpc, self: TestUser | undefined) {
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const arg of rpc.args) {
    const value = fc.oneof(
      { weight: 5, arbitrary: plausible(arg, self, rpc.name) },
      { weight: 3, arbitrary: nastyString },
      { weight: 1, arbitrary: wrongType },
    )
    model[arg.name] = fc.oneof(
      { weight: arg.hasDefault ? 1 : 11, arbitrary: value },
      { weight: 1, arbitrary: fc.constant(MISSING) },
    )
  }
  return fc
    .tuple(
      fc.record(model),
      fc.oneof(
        { weight: 11, arbitrary: fc.constant({}) },
        { weight: 1, arbitrary: fc.constant({ p_unknown: 'x' }) },
      ),
    )
    .map(([args, extra]) => ({
      ...Object.fromEntries(Object.entries(args).filter(([, v]) => v !== MISSING)),
      ...extra,
    }))
}

function isRefusal(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    ((data as { success?: unknown }).success === false ||
      (data as { is_valid?: unknown }).is_valid === false)
  )
}

/**
 * SQL as the owner through the file's one connection (the in-memory database's wire port serves
 * one connection at a time, so a second one would be refused while this one is open).
 */
async function q<T = Record<string, unknown>>(text: string, params: unknown[] = []) {
  return (await db.query(text, params)).rows as T[]
}

beforeAll(async () => {
  ;[{ now: startedAt }] = await sql<{ now: string }>('select now()::text as now')
  user = await createTestUser({ fullName: 'مستخدم الإدخال السيئ' })
  admin = await createTestUser({ admin: true, fullName: 'مشرف الإدخال السيئ' })
  db = new pg.Client({ connectionString: stackInfo().dbUrl })
  await db.connect()
  rowCounter = await publicRowCounter(db)
})

afterAll(async () => {
  // Leave the shared database as the other files expect it: remove what the fuzzing stored.
  for (const t of [
    'waiting_list',
    'newsletter_subscribers',
    'contact_messages',
    'security_events',
    'audit_log',
    'login_attempts',
    'rate_limits',
    'user_sessions',
  ]) {
    await db?.query(`delete from public.${t} where created_at >= $1`, [startedAt]).catch(() => {})
  }
  await db?.end()
  console.info(
    `bad-input RPCs: ${rpcs.length} functions, ${tally.calls} calls (${tally.refused} refused, ${tally.succeeded} succeeded, ${rowCounter.recounts} recounts); error codes ${JSON.stringify(tally.codes)}`,
  )
})

/**
 * After a call that succeeded, what it stored is whole and byte-exact: the text as sent (after
 * the documented trimming), never cut short, no NULL where the row needs a value.
 */
async function expectStoredWhole(name: string, args: Record<string, unknown>, data: unknown) {
  const context = `${name}(${JSON.stringify(args).slice(0, 200)}) stored`
  // A JSON array, object or number sent for a text argument arrives as its JSON text, as
  // PostgREST passes it; the byte-exact comparison is for the text a browser sends.
  const text = (...values: unknown[]) => values.every((v) => typeof v === 'string')
  if (
    name === 'join_waitlist' &&
    (data as { code?: string }).code === 'ok' &&
    text(args.p_name, args.p_email)
  ) {
    const [row] = await q<{ same: boolean; complete: boolean }>(
      `select w.name = private.trim_all($1) as same,
              (w.email is not null and w.created_at is not null) as complete
         from public.waiting_list w where w.email = lower(private.trim_all($2))`,
      [args.p_name, args.p_email],
    )
    expect(row, context).toEqual({ same: true, complete: true })
  }
  if (
    name === 'submit_contact_message' &&
    (data as { code?: string }).code === 'ok' &&
    text(args.p_name, args.p_email, args.p_subject, args.p_message)
  ) {
    const rows = await q<{ n: number }>(
      `select count(*)::int as n from public.contact_messages c
        where c.email = lower(private.trim_all($1)) and c.name = private.trim_all($2)
          and c.subject = private.trim_all($3) and c.message = private.trim_all($4)`,
      [args.p_email, args.p_name, args.p_subject, args.p_message],
    )
    expect(rows[0]!.n, context).toBeGreaterThan(0)
  }
  if (
    name === 'subscribe_newsletter' &&
    (data as { success?: boolean }).success &&
    text(args.p_email)
  ) {
    const rows = await q(
      `select 1 from public.newsletter_subscribers where email = lower(private.trim_all($1)) and status = 'subscribed'`,
      [args.p_email],
    )
    expect(rows, context).toHaveLength(1)
  }
  if (
    name === 'admin_save_prompt' &&
    typeof data === 'string' &&
    text(args.p_title_ar, args.p_body_ar)
  ) {
    const [row] = await q<{ title: boolean; body: boolean }>(
      `select p.title_ar = btrim($2) as title, b.body_ar = $3 as body
         from public.prompts p join public.prompt_bodies b on b.prompt_id = p.id where p.id = $1`,
      [data, args.p_title_ar, args.p_body_ar],
    )
    expect(row, context).toEqual({ title: true, body: true })
  }
}

describe('the RPC inventory', () => {
  it('sees every write in its row counts', async () => {
    const before = { ...(await counts()) }
    await q(`insert into public.feature_flags (key) values ($1)`, [`bad-input-${Date.now()}`])
    const after = await counts()
    expect(after.feature_flags).toBe(before.feature_flags! + 1)
    await q(`delete from public.feature_flags where key like 'bad-input-%'`)
  })

  it('finds every browser-callable function with its arguments', () => {
    expect(rpcs.length).toBeGreaterThanOrEqual(35)
    expect(rpcs.find((r) => r.name === 'join_waitlist')?.args.map((a) => a.name)).toEqual([
      'p_name',
      'p_email',
      'p_invite_code',
      'p_user_agent',
    ])
  })
})

type Role = 'anon' | 'user' | 'admin'
const isAdminRpc = (name: string) =>
  /^admin_|^assign_admin|^bootstrap|^reset_failed|^log_audit/.test(name)

const cases: [Role, Rpc][] = [
  ...rpcs.filter((r) => r.anon).map((r) => ['anon', r] as [Role, Rpc]),
  ...rpcs.map((r) => ['user', r] as [Role, Rpc]),
  ...rpcs.filter((r) => isAdminRpc(r.name)).map((r) => ['admin', r] as [Role, Rpc]),
]

describe.each(cases.map(([role, rpc]) => ({ role, rpc, name: rpc.name })))(
  'as $role: $name',
  ({ role, rpc }) => {
    it(`never 5xx, Arabic refusals, no half-record (${RUNS} runs)`, async () => {
      const self = role === 'user' ? user : role === 'admin' ? admin : undefined
      const client = clientAs(self?.token)
      await fc.assert(
        fc.asyncProperty(argsFor(rpc, self), async (args) => {
          const before = await counts()
          const { data, error, status } = await client.rpc(rpc.name, args)
          tally.calls += 1
          const context = `${rpc.name}(${JSON.stringify(args).slice(0, 300)}) -> ${status} ${JSON.stringify(error ?? data).slice(0, 300)}`
          expect(status, context).toBeLessThan(500)
          if (error) {
            // The admin prompt form maps the table's own refusals (check, unique, foreign key)
            // to Arabic by code (features/admin/api/errors.ts).
            const mappedByClient = rpc.name === 'admin_save_prompt' && /^23/.test(error.code)
            tally.codes[error.code] = (tally.codes[error.code] ?? 0) + 1
            if (!isPlatformError(error.code) && !mappedByClient) {
              expect(error.message, context).toMatch(ARABIC)
            }
          } else if (isRefusal(data)) {
            const message =
              (data as { message?: unknown; error_message?: unknown }).message ??
              (data as { error_message?: unknown }).error_message
            if (message !== undefined && message !== null) expect(message, context).toMatch(ARABIC)
          }
          if (error || isRefusal(data)) {
            tally.refused += 1
            const after = await counts()
            for (const t of rowCounter.tables) {
              if (!ATTEMPT_LOGS.has(t)) expect(after[t], `${t} after ${context}`).toBe(before[t])
            }
          } else {
            tally.succeeded += 1
            await expectStoredWhole(rpc.name, args, data)
          }
        }),
        { numRuns: RUNS },
      )
    })
  },
)

describe('known hostile cases', () => {
  it('a 10 kB Arabic name is refused by join_waitlist in Arabic, nothing stored', async () => {
    const before = { ...(await counts()) }
    const email = `ten-kb-${Date.now()}@example.test`
    const { data, error } = await clientAs().rpc('join_waitlist', {
      p_name: ARABIC_10KB,
      p_email: email,
    })
    expect(error).toBeNull()
    expect(data).toMatchObject({ success: false, code: 'invalid_name' })
    expect((data as { message: string }).message).toMatch(ARABIC)
    expect((await counts()).waiting_list).toBe(before.waiting_list)
  })

  it('a 10 kB Arabic prompt body is stored byte-exact by admin_save_prompt', async () => {
    const body = `${ARABIC_10KB}\u200F{{المنتج}} <script>window.__xss=1</script> '; --`
    const { data, error } = await clientAs(admin.token).rpc('admin_save_prompt', {
      p_id: null,
      p_slug: `bad-input-${Date.now()}`,
      p_title_ar: ' عنوان \u202Eمعكوس ',
      p_title_en: null,
      p_description_ar: '',
      p_description_en: null,
      p_category: (await q<{ id: string }>('select id from public.prompt_categories limit 1'))[0]!
        .id,
      p_platforms: ['chatgpt'],
      p_trial_sample: false,
      p_tags: ['وسم'],
      p_is_published: false,
      p_body_ar: body,
      p_body_en: null,
    })
    expect(error).toBeNull()
    const [row] = await q<{ body_ar: string; title_ar: string }>(
      `select b.body_ar, p.title_ar from public.prompts p
         join public.prompt_bodies b on b.prompt_id = p.id where p.id = $1`,
      [data],
    )
    expect(row!.body_ar).toBe(body)
    expect(row!.title_ar).toBe('عنوان \u202Eمعكوس')
    await q('delete from public.prompts where id = $1', [data])
  })

  it('an unknown prompt answers 400 with the Arabic "not found", not a 500', async () => {
    const usage = await user.client.rpc('record_prompt_usage', {
      p_prompt_id: '00000000-0000-4000-8000-000000000000',
      p_kind: 'view',
    })
    expect(usage.status).toBe(400)
    expect(usage.error).toMatchObject({ hint: 'not_found', message: 'الأمر غير موجود' })
    const save = await clientAs(admin.token).rpc('admin_save_prompt', {
      p_id: '00000000-0000-4000-8000-000000000000',
      p_slug: 'bad-input-missing',
      p_title_ar: 'عنوان',
      p_title_en: null,
      p_description_ar: '',
      p_description_en: null,
      p_category: 'marketing',
      p_platforms: ['chatgpt'],
      p_trial_sample: false,
      p_tags: [],
      p_is_published: false,
      p_body_ar: 'نص',
      p_body_en: null,
    })
    expect(save.status).toBe(400)
    expect(save.error).toMatchObject({ hint: 'not_found', message: 'الأمر غير موجود' })
  })

  it('a non-admin is refused in Arabic', async () => {
    const { error, status } = await user.client.rpc('admin_dashboard_stats')
    expect(status).toBe(403)
    expect(error).toMatchObject({ code: '42501', message: 'غير مصرح' })
  })
})
