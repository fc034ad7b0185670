/**
 * A non-admin reaches no admin data by any path. Every table in public (from the catalog; only
 * commented tables, i.e. those from migrations, not the throwaway tables other suites create) is
 * either listed as public with the rule for what anyone may see, or is owned (a user_id-like
 * column; a regular user sees only their own rows, and for the log tables not even those), or is
 * admin-only: a regular user and anon read no row and change nothing. The tables a plan opens
 * (assistant links, tool details, template steps) count as admin-only here, since the regular
 * user is on the trial plan, which opens none of them; prompt bodies are admin-only for everyone
 * (a subscriber gets a body only through open_prompt). Which plan reads what:
 * db/entitlements.test.ts. Every admin function (admin_* and functions that open with an
 * is_admin() guard, from pg_proc) refuses a regular user and anon and returns no data. Realtime
 * on every published table delivers nothing private to them, while an admin on the same channel
 * hears it.
 */
import { randomUUID } from 'node:crypto'
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, sql } from '../../support/stack.ts'
import { clientWithToken, createTestUser, type TestUser } from '../../support/users.ts'

type Row = Record<string, unknown>

/** Tables anyone may read, why, and which rows they may see. */
const PUBLIC: Record<string, { reason: string; visible: (row: Row) => boolean }> = {
  plans: { reason: 'pricing catalogue', visible: (r) => r.is_active === true },
  prompts: {
    reason: 'library listing (bodies are gated)',
    visible: (r) => r.is_published === true,
  },
  prompt_categories: { reason: 'library filters', visible: () => true },
  platforms: { reason: 'library filters', visible: () => true },
  icons: { reason: 'catalogue icons', visible: () => true },
  gpt_assistants: { reason: 'assistant listing', visible: (r) => r.is_published === true },
  gpt_assistant_categories: { reason: 'assistant filters', visible: () => true },
  ai_tools: { reason: 'external tools directory', visible: (r) => r.is_published === true },
  automation_templates: { reason: 'template listing', visible: (r) => r.is_published === true },
  promotions: {
    reason: 'current offers on the pricing page',
    visible: (r) => r.is_active === true,
  },
  feature_flags: { reason: 'the app reads its switches', visible: () => true },
  site_settings: {
    reason: 'launch gate and chat questions only',
    visible: (r) => ['IS_LAUNCHED', 'chat_suggested_questions'].includes(String(r.setting_key)),
  },
  feedback: { reason: 'community board for signed-in users', visible: () => true },
  ai_models: {
    reason: 'the models «تشغيل هنا» offers, with context sizes (issue 47)',
    visible: (r) => r.enabled === true,
  },
  kits: {
    reason: 'kits listing (their items only through kit_contents, with locks)',
    visible: (r) => r.is_published === true,
  },
}

/**
 * Readable where the caller's plan limits open them (and by admins): for the trial-plan regular
 * user of this file and for anon they are admin-only, and are checked as such below.
 */
const PLAN_GATED: Record<string, string> = {
  gpt_assistant_details: 'assistant links: plans with limits.gpt_assistants <> 0',
  ai_tool_details: 'tool links and guides: plans with limits.ai_tools_directory basic or full',
  automation_template_details: 'full template steps: plans with limits.automation_templates',
}

/** Owned tables whose rows even their owner may not read: logs and admin records. */
const OWNER_BLIND = new Set([
  'security_events',
  'audit_log',
  'login_attempts',
  'account_locks',
  'contact_messages',
  'email_verification_tokens',
])

let regular: TestUser
let other: TestUser
let admin: TestUser
let tables: Table[]

interface Table {
  table: string
  owner: string | null
  text: string | null
  /** The primary key column (single-column keys; 'id' otherwise). */
  key: string
}

/** Rows that belong to nobody in particular or to `other`, so every admin table has something. */
const FIXTURES = [
  `insert into public.waiting_list (name, email) values ('زائر', 'adm-' || $1 || '@example.test')`,
  `insert into public.newsletter_subscribers (email) values ('adm-' || $1 || '@example.test')`,
  `insert into public.contact_messages (name, email, subject, message)
   values ('زائر', 'adm-' || $1 || '@example.test', 'موضوع', 'رسالة للإدارة')`,
  `insert into public.referral_codes (code) values ('ADM' || upper(left(md5($1), 10)))`,
  `insert into public.discount_codes (code, discount_type, discount_value)
   values ('ADM' || upper(left(md5($1), 10)), 'percentage', 50)`,
  `insert into public.rate_limits (identifier, identifier_type, endpoint, window_start)
   values ($1, 'user', 'admin_probe', now())`,
  `insert into public.site_settings (setting_key, setting_value) values ('ADMIN_PROBE_' || $1, 'private')`,
  `insert into public.security_events (event_type, user_id) values ('admin_probe', $2::uuid)`,
  `insert into public.audit_log (action, user_id) values ('admin_probe', $2::uuid)`,
  `insert into public.launch_invitations (email) values ('adm-' || $1 || '@example.test')`,
  `insert into public.login_attempts (email, user_id, success, counted)
   select email, id, false, false from auth.users where id = $2::uuid`,
  `insert into public.account_locks (user_id, email, locked_at, locked_until, unlocked_at)
   select id, email, now() - interval '2 days', now() - interval '1 day', now() from auth.users where id = $2::uuid`,
  `insert into public.email_verification_tokens (user_id, token_hash, type) values ($2::uuid, md5($1 || 'evt'), 'registration')`,
  `insert into public.tap_payment_details (order_reference, user_id, plan_slug, original_amount, final_amount)
   values ('adm-' || $1, $2::uuid, 'premium', 57, 57)`,
  `insert into public.bot_suggestions_log (user_id, suggested_product_type, suggested_product_id)
   values ($2::uuid, 'tool', 'adm-probe')`,
  // Owned by `other`: the regular user must not see them (entitlement state of another user).
  `insert into public.prompt_opens (user_id, day, prompt_id)
   select $2::uuid, (now() at time zone 'Asia/Riyadh')::date, id from public.prompts
    order by id limit 1 on conflict do nothing`,
  `insert into public.prompt_section_choices (user_id, category) values ($2::uuid, 'seo')
   on conflict (user_id) do update set changed_at = now()`,
  `insert into public.search_gaps (query, last_results) values ('adm-probe-' || $1, 0)`,
  // Issue 45: a searched query's counts and a pinned result (admins read and teach the search).
  `insert into public.search_queries (query) values ('adm-probe-' || $1)`,
  `insert into public.search_pins (query, prompt_id)
   select 'adm-probe-' || $1, id from public.prompts order by id limit 1`,
  // A newsletter issue (issue 49): composed, read and sent by admins only.
  `insert into public.newsletter_issues (subject, body)
   values ('نشرة للفحص ' || $1, 'نص نشرة للفحص لا يقرؤه إلا المشرفون')`,
  // A registration wizard start (issue 32 funnel): anonymous, admins read.
  `insert into public.onboarding_wizard_starts (visitor_id) values (md5('adm-' || $1)::uuid)`,
  // A support request of `other`, its message and the team's internal note on it.
  `insert into public.support_tickets (user_id, subject, category, support_level, priority,
                                       first_response_due_at, due_at)
   values ($2::uuid, 'طلب دعم للفحص', 'other', 'email', 1, now(), now())`,
  `insert into public.support_messages (ticket_id, user_id, author_role, body)
   select id, user_id, 'customer', 'رسالة للفحص' from public.support_tickets where user_id = $2::uuid limit 1`,
  `insert into public.support_internal_notes (ticket_id, body)
   select id, 'ملاحظة داخلية للفحص' from public.support_tickets where user_id = $2::uuid limit 1`,
  `insert into public.support_canned_replies (title, body) values ('رد للفحص ' || $1, 'نص رد جاهز للفحص')`,
  // A tax invoice of `other` (no foreign key to its owner: invoices outlive accounts), issued by
  // the database when the payment is captured.
  `insert into public.tap_payment_details (order_reference, charge_id, user_id, plan_slug, original_amount, final_amount)
   values ('adm-inv-' || $1, 'chg_adm_' || $1, $2::uuid, 'basic', 19, 19)`,
  `update public.tap_payment_details set status = 'CAPTURED' where order_reference = 'adm-inv-' || $1`,
  // A saved card of `other` waiting to be deleted at Tap (issue 28): admins read the queue.
  `insert into public.tap_card_deletions (user_id, tap_customer_id, tap_card_id)
   values ($2::uuid, 'cus_adm_' || $1, 'card_adm_' || $1)`,
  // A company of `other` (issue 43) with a plan, an invitation, a collection and its item: the
  // regular user, in no company, must read and change none of it.
  `with c as (insert into public.companies (legal_name, created_by) values ('شركة للفحص ' || $1, $2::uuid) returning id)
   insert into public.company_members (company_id, user_id, role) select id, $2::uuid, 'owner' from c`,
  `insert into public.company_subscriptions (company_id, plan_id)
   select company_id, 'premium' from public.company_members where user_id = $2::uuid limit 1
   on conflict do nothing`,
  `insert into public.company_invitations (company_id, role, token_hash, channel, expires_at)
   select company_id, 'member', encode(extensions.digest($1 || 'inv', 'sha256'), 'hex'), 'link', now() + interval '7 days'
     from public.company_members where user_id = $2::uuid limit 1
   on conflict do nothing`,
  `with p as (insert into public.company_prompts (company_id) select company_id from public.company_members
               where user_id = $2::uuid limit 1 returning id, company_id),
        v as (insert into public.company_prompt_versions (company_prompt_id, company_id, version, title, body)
              select id, company_id, 1, 'أمر للفحص', 'نص للفحص' from p returning company_prompt_id, company_id),
        k as (insert into public.company_collections (company_id, name) select company_id, 'مجموعة للفحص' from v returning id, company_id)
   insert into public.company_collection_items (collection_id, company_prompt_id, company_id)
   select k.id, v.company_prompt_id, k.company_id from k, v`,
  `insert into public.company_values (company_id, key, value)
   select company_id, 'قيمة_للفحص', 'سرية' from public.company_members where user_id = $2::uuid limit 1
   on conflict do nothing`,
  // The company's AI key record and budgets (issue 47; functions only, no API role reads them).
  `insert into public.company_ai_keys (company_id, provider, secret_id, last4)
   select company_id, 'openai', gen_random_uuid(), 'abcd' from public.company_members
    where user_id = $2::uuid limit 1
   on conflict do nothing`,
  `insert into public.company_ai_budgets (company_id, company_monthly_tokens, member_monthly_tokens)
   select company_id, 1000, 100 from public.company_members where user_id = $2::uuid limit 1
   on conflict do nothing`,
  // A draft kit (hidden from everyone but admins) and its item (kit_items is admin-only).
  `insert into public.kits (slug, title, steps) values ('adm-' || $1, 'حزمة مسودة للفحص', array['خطوة للفحص'])`,
  `insert into public.kit_items (kit_id, item_kind, item_id)
   select k.id, 'prompt', (select id from public.prompts order by id limit 1)
     from public.kits k where k.slug = 'adm-' || $1`,
]

async function fixture(text: string, tag: string) {
  const usesTag = text.includes('$1')
  const typed = usesTag ? text.replaceAll('$1', '$1::text') : text.replaceAll('$2', '$1')
  const params = usesTag ? (text.includes('$2') ? [tag, other.id] : [tag]) : [other.id]
  await sql(typed, params).catch((error: Error) => {
    throw new Error(`${error.message} in: ${text}`)
  })
}

async function catalog() {
  return sql<Table>(`
    select c.relname as table,
      coalesce((select a.attname from pg_constraint k
                  join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
                 where k.conrelid = c.oid and k.contype = 'p' and cardinality(k.conkey) = 1),
               'id') as key,
      (select a.attname from pg_constraint k
         join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
        where k.conrelid = c.oid and k.contype = 'f' and k.confrelid = 'auth.users'::regclass
          and a.attname in ('user_id', 'id') limit 1) as owner,
      (select x.attname from pg_attribute x
        where x.attrelid = c.oid and x.attnum > 0 and not x.attisdropped
          and x.atttypid = 'text'::regtype and x.attgenerated = ''
        order by x.attnum limit 1) as text
      from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
       and obj_description(c.oid, 'pg_class') is not null
     order by 1`)
}

const adminOnly = (t: { table: string; owner: string | null }) =>
  !(t.table in PUBLIC) && (t.owner === null || OWNER_BLIND.has(t.table))

beforeAll(async () => {
  regular = await createTestUser()
  other = await createTestUser()
  admin = await createTestUser({ admin: true })
  const tag = randomUUID().slice(0, 8)
  for (const text of FIXTURES) await fixture(text, tag)
  tables = await catalog()
})

describe('tables', () => {
  it('every table is public (with a reason), owned, or admin-only; admin-only ones hold rows', async () => {
    expect(tables.length).toBeGreaterThan(30)
    // The plan-gated tables are admin-only for this file's callers only while the regular user's
    // plan opens none of them.
    const [plan] = await sql<{ limits: Record<string, unknown> }>(
      `select p.limits from public.subscriptions s join public.plans p on p.slug = s.plan_id
        where s.user_id = $1`,
      [regular.id],
    )
    expect(plan!.limits).toMatchObject({
      gpt_assistants: 0,
      ai_tools_directory: false,
      automation_templates: false,
    })
    for (const name of [...Object.keys(PLAN_GATED), 'prompt_bodies']) {
      const t = tables.find((x) => x.table === name)
      expect(t && adminOnly(t), `${name} is checked as admin-only`).toBe(true)
    }
    const empty = []
    for (const t of tables.filter(adminOnly)) {
      const [row] = await sql<{ n: number }>(`select count(*)::int as n from public.${t.table}`)
      if (row!.n === 0) empty.push(t.table)
    }
    expect(empty, 'give these admin tables a fixture row so the checks below can fail').toEqual([])
  })

  it('a regular user and anon read nothing private from any table', async () => {
    const leaks: string[] = []
    for (const [who, client, self] of [
      ['user', regular.client, regular.id],
      ['anon', anonClient(), null],
    ] as const) {
      for (const t of tables) {
        const { data, error } = await client.from(t.table).select('*').limit(1000)
        if (error) {
          expect(error.code, `${who} ${t.table}`).toBe('42501')
          continue
        }
        const rows = (data ?? []) as Row[]
        const bad = rows.filter((r) => {
          if (t.table in PUBLIC) return !PUBLIC[t.table]!.visible(r)
          if (adminOnly(t)) return true
          return r[t.owner!] !== self
        })
        if (bad.length) leaks.push(`${who} ${t.table} (${bad.length} rows)`)
      }
    }
    expect(leaks).toEqual([])
  })

  it('a regular user changes nothing in an admin-only table (insert, update, delete)', async () => {
    const changed: string[] = []
    for (const t of tables.filter(adminOnly)) {
      const key = t.key
      const digest = async () =>
        (
          await sql<{ h: string }>(
            `select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h
               from public.${t.table} t where t.${key}::text = any($1)`,
            [ids],
          )
        )[0]!.h
      const ids = (
        await sql<{ id: string }>(
          `select ${key}::text as id from public.${t.table} order by ${key} limit 50`,
        )
      ).map((r) => r.id)
      if (ids.length === 0) continue
      const before = await digest()
      // A copy of a row: without a generated id, or with the same key (a row keyed by what it
      // belongs to, e.g. prompt_bodies.prompt_id), where the refusal must come before the conflict.
      const [copy] = await sql<{ row: Row }>(
        `select to_jsonb(t) - $2::text as row from public.${t.table} t where t.${key}::text = $1`,
        [ids[0], key === 'id' ? 'id' : ''],
      )
      const insert = await regular.client.from(t.table).insert(copy!.row)
      expect(insert.error?.code, `${t.table} insert`).toBe('42501')
      if (t.text) {
        const update = await regular.client
          .from(t.table)
          .update({ [t.text]: 'pwned' })
          .in(key, ids)
          .select()
        if (update.error) expect(update.error.code, t.table).toBe('42501')
        else expect(update.data, t.table).toEqual([])
      }
      // No filter at all (PostgreSQL would then need only the UPDATE/DELETE policy, not the SELECT
      // one): refused outright, as Supabase's safeupdate refuses it (21000).
      if (t.text) {
        const bare = await regular.client.from(t.table).update({ [t.text]: 'pwned' })
        if (bare.error) expect(['42501', '21000'], t.table).toContain(bare.error.code)
      }
      const bareDelete = await regular.client.from(t.table).delete()
      if (bareDelete.error) expect(['42501', '21000'], t.table).toContain(bareDelete.error.code)
      const removed = await regular.client.from(t.table).delete().in(key, ids).select()
      if (removed.error) expect(removed.error.code, t.table).toBe('42501')
      else expect(removed.data, t.table).toEqual([])
      if ((await digest()) !== before) changed.push(t.table)
    }
    expect(changed).toEqual([])
  })
})

describe('admin functions', () => {
  /** A value of each argument type; the guard must refuse before the value matters. */
  const sample = (type: string, name: string): unknown => {
    if (type === 'uuid') return other.id
    if (type.endsWith('[]')) return []
    if (type === 'boolean') return false
    if (/int|numeric/.test(type)) return 10
    if (type.startsWith('timestamp')) return new Date().toISOString()
    if (name.includes('email')) return other.email
    if (name === 'p_kind') return 'waitlist'
    return 'admin-probe'
  }

  it('every admin function refuses a regular user and anon, and returns no data', async () => {
    const fns = await sql<{ name: string; args: { name: string; type: string }[] }>(`
      select p.proname as name,
        coalesce((select json_agg(json_build_object('name', n, 'type', format_type(t, null)) order by i)
                    from unnest(p.proargnames[1:p.pronargs], p.proargtypes::oid[]) with ordinality as a(n, t, i)), '[]') as args
        from pg_proc p
       where p.pronamespace = 'public'::regnamespace
         and has_function_privilege('authenticated', p.oid, 'execute')
         and (p.proname ~ 'admin'
              -- the guard is in the definer behind public's invoker wrapper (rpc_definer)
              or coalesce((select d.prosrc from pg_proc d
                            where d.pronamespace = 'rpc_definer'::regnamespace
                              and d.proname = p.proname and d.proargtypes = p.proargtypes),
                          p.prosrc) ~* 'if\\s+not\\s+\\(?\\s*(private\\.is_trusted_caller\\(\\)\\s+or\\s+)?private\\.is_admin\\(\\)\\s*\\)?\\s+then\\s+raise')
       order by 1`)
    expect(fns.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        'admin_dashboard_stats',
        'admin_get_locked_accounts',
        'admin_list_users',
        'admin_unlock_account_enhanced',
        'assign_admin_role',
        'reset_failed_attempts',
      ]),
    )
    const answered: string[] = []
    for (const fn of fns) {
      const args = Object.fromEntries(fn.args.map((a) => [a.name, sample(a.type, a.name)]))
      for (const [who, client] of [
        ['user', regular.client],
        ['anon', anonClient()],
      ] as const) {
        const { data, error } = await client.rpc(fn.name, args)
        // bootstrap_owner_admin answers {success:false} once an admin exists: no data either.
        if (fn.name === 'bootstrap_owner_admin' && who === 'user') {
          expect(data).toEqual({ success: false, error: 'An admin already exists' })
          continue
        }
        if (!error) answered.push(`${who} ${fn.name}: ${JSON.stringify(data)}`)
        else
          expect(['42501', 'P0001', '28000'], `${who} ${fn.name}: ${error.message}`).toContain(
            error.code,
          )
      }
    }
    expect(answered).toEqual([])
    // The same calls work for an admin, so the refusals above are the guard's.
    const stats = await admin.client.rpc('admin_dashboard_stats')
    expect(stats.error).toBeNull()
    const [roles] = await sql<{ n: number }>(
      `select count(*)::int as n from public.user_roles where user_id = $1 and role in ('admin', 'super_admin')`,
      [other.id],
    )
    expect(roles!.n).toBe(0)
  })
})

describe('realtime on admin data', () => {
  const channels: { client: SupabaseClient; channel: RealtimeChannel }[] = []
  afterAll(async () => {
    for (const { client, channel } of channels) await client.removeChannel(channel)
  })

  async function listen(client: SupabaseClient, table: string, sink: unknown[]) {
    const channel = client
      .channel(`admin-reach-${table}-${randomUUID().slice(0, 8)}`)
      .on('postgres_changes' as never, { event: '*', schema: 'public', table }, (p: unknown) =>
        sink.push(p),
      )
    channels.push({ client, channel })
    await new Promise<void>((resolve) => {
      // Called once the join settles (subscribed, or refused for an unpublished table).
      channel.subscribe(() => resolve())
    })
  }

  it('a regular user and anon hear nothing private; an admin on the same table does', async () => {
    const published = (
      await sql<{ tablename: string }>(
        `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'`,
      )
    ).map((r) => r.tablename)
    const watched = [...new Set([...published, ...tables.filter(adminOnly).map((t) => t.table)])]
    const heard: Record<string, unknown[]> = {}
    const anonRealtime = clientWithToken(
      (anonClient() as unknown as { supabaseKey: string }).supabaseKey,
    )
    for (const table of watched) {
      heard[table] = []
      await listen(regular.client, table, heard[table]!)
      await listen(anonRealtime, table, heard[table]!)
    }
    const adminHeard: unknown[] = []
    await listen(admin.client, 'site_settings', adminHeard)

    const tag = randomUUID().slice(0, 8)
    for (const text of FIXTURES) await fixture(text, tag)
    await sql(`update public.site_settings set setting_value = 'changed' where setting_key = $1`, [
      `ADMIN_PROBE_${tag}`,
    ])
    const deadline = Date.now() + 3000
    while (adminHeard.length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(adminHeard.length).toBeGreaterThanOrEqual(2)
    // Anything heard must be something the listener may read anyway (a public settings key).
    const privateHeard = Object.entries(heard).flatMap(([table, events]) =>
      (events as { new?: Row; old?: Row }[])
        .filter((e) => !(table === 'site_settings' && PUBLIC.site_settings!.visible(e.new ?? {})))
        .map(() => table),
    )
    expect(privateHeard).toEqual([])
  })
})
