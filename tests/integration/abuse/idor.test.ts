/**
 * IDOR: two regular users, A and B. For EVERY table in public with a column referencing
 * auth.users as its owner (read from the catalog, so new tables are covered: the test fails
 * until a fixture row for the table is added below), B cannot read A's rows (except the tables
 * listed as readable by every signed-in user, with the reason), cannot update or delete them
 * (checked afterwards with owner SQL), and cannot insert a row owned by A. For EVERY function in
 * public that takes a user-like argument (read from pg_proc), B calling it with A's id or e-mail
 * is refused or learns nothing about A. Realtime: B subscribed to A's rows receives nothing.
 */
import { createHash } from 'node:crypto'
import type { RealtimeChannel } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceClient, sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

/** Owner columns: the row belongs to the referenced user. Other auth.users references name an actor. */
const ACTOR_COLUMNS = new Set([
  'account_locks.unlocked_by', // the admin who lifted a lock
  'site_settings.updated_by', // the admin who changed a setting
  'referral_codes.created_by', // the admin who made a code
  'launch_invitations.invited_by', // the admin who invited an e-mail before launch
  'support_tickets.assigned_to', // the admin a support request is assigned to
  'support_messages.author_id', // who wrote a message (the owner or an admin)
  'support_internal_notes.author_id', // the admin who wrote an internal note
  'payment_refunds.requested_by', // the owner or the admin who asked for the refund
  // Company rows (issue 43) belong to a company, not to a person; these name who acted. Their
  // reads are company-scoped (tests/integration/companies/access.test.ts).
  'companies.created_by', // who created the company
  'companies.ownership_offer_to', // the member an ownership transfer is offered to
  'company_collections.created_by', // the admin who made a company collection
  'company_invitations.invited_by', // who invited
  'company_invitations.accepted_by', // who accepted an invitation
  'company_members.invited_by', // who invited the member
  'company_prompts.created_by', // the editor who created a company prompt
  'company_prompt_versions.author_id', // the editor who wrote a version
  'company_prompt_versions.reviewed_by', // the reviewer
  'company_values.updated_by', // the admin who set a company value
  'company_ai_keys.set_by', // the admin who set a company's AI key (issue 47)
  'search_pins.created_by', // the platform admin who pinned a result to a query (issue 45)
  'newsletter_issues.created_by', // the admin who composed a newsletter issue (issue 49)
  'company_ai_budgets.updated_by', // the admin who set a company's AI budgets
  // Issue 46: company billing rows name who acted; reads are the owner's (billing_details RLS).
  'billing_details.updated_by', // who last saved the billing details
  'company_subscriptions.paid_by', // the owner whose card pays the company's plan
])

/** Owned tables every signed-in user may read, and why. */
const READABLE_BY_SIGNED_IN: Record<string, string> = {
  feedback: 'the community feedback board: every signed-in user reads every entry and votes',
}

/** One row owned by A per owned table ($1 = A's id, $2 = A's e-mail). Order matters (votes need feedback). */
const FIXTURES: [string, string][] = [
  ['profiles', `update public.profiles set username = 'idor_' || left($1::text, 8) where id = $1`],
  [
    'user_roles',
    `insert into public.user_roles (user_id, role) values ($1, 'user') on conflict do nothing`,
  ],
  [
    'subscriptions',
    `insert into public.subscriptions (user_id, plan_id) values ($1, 'trial') on conflict (user_id) do nothing`,
  ],
  [
    'security_events',
    `insert into public.security_events (event_type, user_id) values ('idor_fixture', $1)`,
  ],
  ['audit_log', `insert into public.audit_log (action, user_id) values ('idor_fixture', $1)`],
  [
    'login_attempts',
    `insert into public.login_attempts (email, user_id, success, counted) values ($2, $1, false, false)`,
  ],
  [
    'account_locks',
    `insert into public.account_locks (user_id, email, locked_at, locked_until, unlocked_at)
     values ($1, $2, now() - interval '2 days', now() - interval '1 day', now() - interval '1 day')`,
  ],
  [
    'user_sessions',
    `insert into public.user_sessions (user_id, session_id) values ($1, 'idor-' || $1)`,
  ],
  [
    'email_verification_tokens',
    `insert into public.email_verification_tokens (user_id, token_hash, type) values ($1, md5($1::text), 'registration')`,
  ],
  [
    'subscription_history',
    `insert into public.subscription_history (user_id, to_plan) values ($1, 'basic')`,
  ],
  [
    'scheduled_plan_changes',
    `insert into public.scheduled_plan_changes (user_id, from_plan, to_plan, effective_at)
     values ($1, 'premium', 'basic', now() + interval '30 days')`,
  ],
  [
    'tap_payment_details',
    `insert into public.tap_payment_details (order_reference, user_id, plan_slug, original_amount, final_amount)
     values ('idor-' || $1, $1, 'basic', 19, 19)`,
  ],
  [
    'payment_cards',
    `insert into public.payment_cards (user_id, tap_customer_id, tap_card_id, payment_agreement_id, brand,
       last_four, exp_month, exp_year)
     values ($1, 'cus_idor', 'card_idor', 'payment_agreement_idor', 'VISA', '1019', 1, 2039)`,
  ],
  [
    'subscription_renewals',
    // A renewal already paid: no step of the renewal job touches it. A scheduled one would get
    // its reminder_sent_at from any run of the job by another file meanwhile (seen on CI).
    `insert into public.subscription_renewals (subscription_id, user_id, period_start, plan_slug, amount,
       method, status, attempts, next_attempt_at, last_attempt_at)
     select s.id, $1, now() - interval '30 days', 'basic', 19, 'card', 'captured', 1,
            now() - interval '30 days', now() - interval '30 days'
       from public.subscriptions s where s.user_id = $1`,
  ],
  [
    'payment_refunds',
    `insert into public.payment_refunds (payment_id, user_id, tap_refund_id, amount, currency, status,
       reason, full_refund)
     select d.id, $1::uuid, 're_idor_' || $1::text, 1, 'SAR', 'PENDING', 'idor fixture', false
       from public.tap_payment_details d where d.order_reference = 'idor-' || $1::text`,
  ],
  [
    'discount_code_uses',
    `with code as (
       insert into public.discount_codes (code, discount_type, discount_value)
       values ('IDOR' || upper(left(md5($1::text), 8)), 'percentage', 10) returning id)
     insert into public.discount_code_uses (code_id, user_id, user_email, original_amount, discount_amount, final_amount)
     select id, $1, $2, 19, 1.9, 17.1 from code`,
  ],
  [
    'mail_preferences',
    `insert into public.mail_preferences (user_id, newsletter) values ($1, true)`,
  ],
  [
    'favorites',
    `insert into public.favorites (user_id, item_type, item_id) select $1, 'prompt', id from public.prompts limit 1`,
  ],
  // A's «المفضلة» exists from sign-up; this is one of A's own collections with an item.
  [
    'collections',
    `insert into public.collections (user_id, name) values ($1, 'مجموعة المستخدم أ')`,
  ],
  [
    'collection_items',
    `insert into public.collection_items (collection_id, user_id, item_kind, item_id)
     select c.id, $1, 'prompt', p.id from public.collections c, public.prompts p
      where c.user_id = $1 and not c.is_default order by p.id limit 1`,
  ],
  [
    'prompt_usage',
    `insert into public.prompt_usage (prompt_id, user_id, kind) select id, $1, 'view' from public.prompts limit 1`,
  ],
  [
    'user_prompt_variables',
    `insert into public.user_prompt_variables (user_id, prompt_id, variable_key, variable_value)
     select $1, id, 'company', 'سند' from public.prompts limit 1`,
  ],
  [
    'saved_preferences',
    `insert into public.saved_preferences (user_id, preference_key) values ($1, 'idor.pref')`,
  ],
  ['feedback', `insert into public.feedback (user_id, title) values ($1, 'اقتراح من المستخدم أ')`],
  [
    'feedback_votes',
    `insert into public.feedback_votes (feedback_id, user_id) select id, $1 from public.feedback where user_id = $1 limit 1`,
  ],
  [
    'contact_messages',
    `insert into public.contact_messages (name, email, subject, message, user_id)
     values ('المستخدم أ', $2, 'موضوع', 'رسالة خاصة بالمستخدم أ', $1)`,
  ],
  [
    'bot_suggestions_log',
    `insert into public.bot_suggestions_log (user_id, suggested_product_type, suggested_product_id)
     values ($1, 'prompt', 'idor-product')`,
  ],
  // Written only by open_prompt and choose_prompt_section; what A opened and chose is A's.
  [
    'prompt_opens',
    `insert into public.prompt_opens (user_id, day, prompt_id)
     select $1, (now() at time zone 'Asia/Riyadh')::date, id from public.prompts order by id limit 2`,
  ],
  // Written only by rate_prompt; the counter moves with it so the prompt's counts stay exact.
  [
    'prompt_votes',
    `with v as (
       insert into public.prompt_votes (prompt_id, user_id, helpful)
       select id, $1, true from public.prompts where is_published order by id desc limit 1
       returning prompt_id)
     update public.prompts p set helpful_count = p.helpful_count + 1 from v where p.id = v.prompt_id`,
  ],
  // Issue 43: A owns a company (membership) and used one of its prompts.
  [
    'company_members',
    `with c as (insert into public.companies (legal_name, created_by) values ('شركة المستخدم أ', $1) returning id)
     insert into public.company_members (company_id, user_id, role) select id, $1, 'owner' from c`,
  ],
  [
    'company_prompt_usage',
    `with p as (
       insert into public.company_prompts (company_id, created_by)
       select m.company_id, $1 from public.company_members m where m.user_id = $1 limit 1
       returning id, company_id)
     insert into public.company_prompt_usage (company_prompt_id, user_id, company_id, opened)
     select id, $1, company_id, 1 from p`,
  ],
  // Issue 47: a run of A on A's company key (the budget ledger; functions only).
  [
    'company_ai_runs',
    `insert into public.company_ai_runs (company_id, user_id, provider, model, month, reserved_tokens)
     select m.company_id, $1, 'openai', 'gpt-4o-mini', current_date, 100
       from public.company_members m where m.user_id = $1 limit 1`,
  ],
  // Issue 46: A's personal billing details.
  [
    'billing_details',
    `insert into public.billing_details (user_id, legal_name, building_number, street, district, city, postal_code)
     values ($1, 'مؤسسة المستخدم أ', '1234', 'شارع الملك', 'العليا', 'الرياض', '12345')`,
  ],
  [
    'prompt_section_choices',
    `insert into public.prompt_section_choices (user_id, category) values ($1, 'marketing')`,
  ],
  [
    'support_tickets',
    `insert into public.support_tickets (user_id, subject, category, support_level, priority,
                                         first_response_due_at, due_at)
     values ($1, 'طلب دعم', 'billing', 'email', 1, now(), now())`,
  ],
  // Written only by the user-prompt functions; A's own prompt and its first version.
  [
    'user_prompts',
    `insert into public.user_prompts (user_id, title, body) values ($1, 'أمر المستخدم أ', 'نص خاص')`,
  ],
  [
    'user_prompt_versions',
    `insert into public.user_prompt_versions (user_prompt_id, user_id, version, body)
     select id, user_id, 1, body from public.user_prompts where user_id = $1`,
  ],
  // Issue 47: a run of «تشغيل هنا» the browser recorded.
  [
    'prompt_runs',
    `insert into public.prompt_runs (user_id, source_kind, title, provider, model, messages, answer)
     values ($1, 'library', 'تشغيل أ', 'openai', 'gpt-4o-mini', '[{"role":"user","content":"سؤال أ"}]', 'إجابة خاصة')`,
  ],
  [
    'trial_reminders',
    `insert into public.trial_reminders (user_id, kind, trial_ends_at)
     values ($1, 'two_days', now() + interval '2 days') on conflict do nothing`,
  ],
  [
    'support_messages',
    `insert into public.support_messages (ticket_id, user_id, author_id, author_role, body)
     select id, user_id, user_id, 'customer', 'رسالتي' from public.support_tickets where user_id = $1`,
  ],
]

interface Owned {
  table: string
  column: string
  /** Columns a copy of a row may not carry (generated, identity, defaulted primary key). */
  skip: string[]
  /** A text column other than the owner column, for a second update attempt. */
  text: string | null
}

let A: TestUser
let B: TestUser
let owned: Owned[]

async function ownedTables(): Promise<Owned[]> {
  return sql<Owned>(`
    select c.relname as table, a.attname as column,
      coalesce((select array_agg(x.attname::text) from pg_attribute x
                 where x.attrelid = c.oid and x.attnum > 0 and not x.attisdropped
                   and (x.attgenerated <> '' or x.attidentity <> ''
                        or (x.atthasdef and x.attname = 'id' and x.attname <> a.attname))), '{}') as skip,
      (select x.attname from pg_attribute x
        where x.attrelid = c.oid and x.attnum > 0 and not x.attisdropped and x.attname <> a.attname
          and x.atttypid = 'text'::regtype and x.attgenerated = ''
        order by x.attnum limit 1) as text
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
     where k.contype = 'f' and k.confrelid = 'auth.users'::regclass
       and c.relnamespace = 'public'::regnamespace
     order by 1, 2`).then((rows) =>
    rows.filter((r) => !ACTOR_COLUMNS.has(`${r.table}.${r.column}`)),
  )
}

async function snapshot(t: Owned) {
  const [row] = await sql<{ n: number; h: string }>(
    `select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h
       from public.${t.table} t where t.${t.column} = $1`,
    [A.id],
  )
  return row!
}

beforeAll(async () => {
  A = await createTestUser({ fullName: 'المستخدم أ' })
  B = await createTestUser({ fullName: 'المستخدم ب' })
  for (const [table, text] of FIXTURES) {
    const typed = text.replaceAll('$1', '$1::uuid').replaceAll('$2', '$2::text')
    await sql(typed, text.includes('$2') ? [A.id, A.email] : [A.id]).catch((error: Error) => {
      throw new Error(`fixture for ${table}: ${error.message}`)
    })
  }
  owned = await ownedTables()
})

describe('tables: B against A’s rows', () => {
  it('every owned table in public has a fixture row for A', async () => {
    expect(owned.length).toBeGreaterThanOrEqual(FIXTURES.length)
    const missing = []
    for (const t of owned) if ((await snapshot(t)).n === 0) missing.push(`${t.table}.${t.column}`)
    expect(missing, 'add a fixture row for these owned tables to FIXTURES').toEqual([])
  })

  it('B reads none of A’s rows, except on the tables readable by every signed-in user', async () => {
    const leaks = []
    for (const t of owned) {
      const filtered = await B.client.from(t.table).select('*').eq(t.column, A.id)
      const all = await B.client.from(t.table).select(t.column).limit(1000)
      const seen =
        (filtered.data?.length ?? 0) +
        ((all.data ?? []) as unknown as Record<string, unknown>[]).filter(
          (r) => r[t.column] === A.id,
        ).length
      if (t.table in READABLE_BY_SIGNED_IN) expect(seen, t.table).toBeGreaterThan(0)
      else if (seen > 0) leaks.push(t.table)
      if (filtered.error) expect(filtered.error.code, t.table).toBe('42501')
    }
    expect(leaks).toEqual([])
  })

  it('B cannot update, delete or take over A’s rows (unchanged in the database)', async () => {
    const before = new Map<string, { n: number; h: string }>()
    for (const t of owned) before.set(t.table + t.column, await snapshot(t))
    const changed = []
    for (const t of owned) {
      const attempts = [
        B.client
          .from(t.table)
          .update({ [t.column]: B.id })
          .eq(t.column, A.id)
          .select(),
        B.client.from(t.table).delete().eq(t.column, A.id).select(),
      ]
      if (t.text) {
        attempts.push(
          B.client
            .from(t.table)
            .update({ [t.text]: 'idor' })
            .eq(t.column, A.id)
            .select(),
        )
      }
      // No filter at all (PostgreSQL would then need only the UPDATE/DELETE policy, not the SELECT
      // one): refused outright, as Supabase's safeupdate refuses it (21000).
      const bare = await B.client
        .from(t.table)
        .update({ [t.text ?? t.column]: t.text ? 'idor' : B.id })
      if (bare.error) expect(['42501', '21000'], t.table).toContain(bare.error.code)
      const bareDelete = await B.client.from(t.table).delete()
      if (bareDelete.error) expect(['42501', '21000'], t.table).toContain(bareDelete.error.code)
      for (const result of await Promise.all(attempts)) {
        if (result.error) expect(result.error.code, t.table).toBe('42501')
        else expect(result.data, t.table).toEqual([])
      }
      if (JSON.stringify(await snapshot(t)) !== JSON.stringify(before.get(t.table + t.column)))
        changed.push(t.table)
    }
    expect(changed).toEqual([])
  })

  it('B cannot insert a row owned by A into any owned table', async () => {
    const accepted = []
    for (const t of owned) {
      const [copy] = await sql<{ row: Record<string, unknown> }>(
        `select to_jsonb(t) - $2::text[] as row from public.${t.table} t where t.${t.column} = $1 limit 1`,
        [A.id, t.skip],
      )
      const before = await snapshot(t)
      const { error } = await B.client.from(t.table).insert(copy!.row)
      if (!error) accepted.push(t.table)
      else expect(error.code, `${t.table}: ${error.message}`).toBe('42501')
      expect(await snapshot(t), t.table).toEqual(before)
    }
    expect(accepted).toEqual([])
  })
})

/** The discount code the discount_code_uses fixture made and A used once. */
const idorCode = (a: TestUser) =>
  `IDOR${createHash('md5').update(a.id).digest('hex').slice(0, 8).toUpperCase()}`

/** A-specific values for each user-like argument. */
type Args = (a: TestUser, b: TestUser) => Record<string, unknown>
type Check = (result: { data: unknown; error: { code?: string } | null }) => void | Promise<void>
const refused: Check = ({ error }) => expect(error).not.toBeNull()

/**
 * Every public function with a user-like argument that a signed-in user may execute, and what B
 * calling it about A must give. A new function fails the test until it is listed here.
 */
const RPCS: Record<string, { args: Args; check: Check }> = {
  admin_revoke_admin_role: { args: (a) => ({ target_user_id: a.id }), check: refused },
  // Issue 43: B belongs to no company of A's; every company function answers not_found.
  offer_company_ownership: {
    args: (a) => ({ p_company_id: a.id, p_user_id: a.id }),
    check: refused,
  },
  remove_company_member: { args: (a) => ({ p_company_id: a.id, p_user_id: a.id }), check: refused },
  set_company_member_role: {
    args: (a) => ({ p_company_id: a.id, p_user_id: a.id, p_role: 'member' }),
    check: refused,
  },
  submit_user_prompt_to_company: {
    args: (a) => ({ p_user_prompt_id: a.id, p_company_id: a.id }),
    check: refused,
  },
  assign_admin_role: { args: (a) => ({ target_user_id: a.id }), check: refused },
  admin_unlock_account_enhanced: { args: (a) => ({ user_email: a.email }), check: refused },
  reset_failed_attempts: { args: (a) => ({ user_email: a.email }), check: refused },
  create_user_session: {
    args: (a) => ({ user_uuid: a.id, new_session_id: 'idor-new' }),
    check: refused,
  },
  end_user_session: {
    args: (a) => ({ user_uuid: a.id, session_id_to_end: `idor-${a.id}` }),
    check: refused,
  },
  invalidate_user_session: { args: (a) => ({ user_uuid: a.id }), check: refused },
  validate_session: {
    args: (a) => ({ user_uuid: a.id, session_id_to_check: `idor-${a.id}` }),
    check: refused,
  },
  get_user_plan_details: { args: (a) => ({ user_uuid: a.id }), check: refused },
  get_user_subscription: { args: (a) => ({ user_uuid: a.id }), check: refused },
  get_user_registration_rank: { args: (a) => ({ user_uuid: a.id }), check: refused },
  has_subscription_access: { args: (a) => ({ user_uuid: a.id }), check: refused },
  quote_plan_change: {
    args: (a) => ({ user_uuid: a.id, plan_slug_input: 'basic' }),
    check: refused,
  },
  validate_plan_change: {
    args: (a) => ({ user_uuid: a.id, from_plan_slug: 'trial', to_plan_slug: 'basic' }),
    check: refused,
  },
  // Answers about roles: false about anyone but the caller (A holds the 'user' role).
  has_role: {
    args: (a) => ({ _user_id: a.id, _role: 'user' }),
    check: ({ data, error }) => {
      expect(error).toBeNull()
      expect(data).toBe(false)
    },
  },
  // Flags are global: the user id changes nothing.
  is_feature_enabled: {
    args: (a) => ({ feature_key: 'smart_suggestions', user_uuid: a.id }),
    check: async ({ data, error }) => {
      expect(error).toBeNull()
      const own = await B.client.rpc('is_feature_enabled', {
        feature_key: 'smart_suggestions',
        user_uuid: B.id,
      })
      expect(data).toBe(own.data)
    },
  },
  // The entry is attributed to the caller, never to the named user.
  log_security_event: {
    args: (a) => ({ p_event_type: 'idor_probe', p_user_id: a.id }),
    check: async ({ data }) => {
      const [row] = await sql<{ user_id: string }>(
        'select user_id from public.security_events where id = $1',
        [data],
      )
      expect(row!.user_id).toBe(B.id)
    },
  },
  log_audit_event: {
    args: (a) => ({ p_action: 'idor_probe', p_user_id: a.id }),
    check: async ({ data }) => {
      const [row] = await sql<{ user_id: string }>(
        'select user_id from public.audit_log where id = $1',
        [data],
      )
      expect(row!.user_id).toBe(B.id)
    },
  },
  // Checks the code for the caller's own e-mail: A already used this single-use code, which the
  // service sees for A's e-mail, while B (naming A) gets B's own answer.
  validate_discount_code: {
    args: (a) => ({ code_input: idorCode(a), user_email_input: a.email, plan_amount: 19 }),
    check: async ({ data, error }) => {
      expect(error).toBeNull()
      const own = await B.client.rpc('validate_discount_code', {
        code_input: idorCode(A),
        user_email_input: B.email,
        plan_amount: 19,
      })
      expect(data).toEqual(own.data)
      const forA = await serviceClient().rpc('validate_discount_code', {
        code_input: idorCode(A),
        user_email_input: A.email,
        plan_amount: 19,
      })
      expect((forA.data as { is_valid: boolean }[])[0]!.is_valid).toBe(false)
      expect((data as { is_valid: boolean }[])[0]!.is_valid).toBe(true)
    },
  },
}

describe('functions: B calling with A’s id or e-mail', () => {
  it('every user-taking function is listed, and each refuses B or tells B nothing about A', async () => {
    const fns = await sql<{ name: string }>(`
      select distinct p.proname as name from pg_proc p
       where p.pronamespace = 'public'::regnamespace
         and has_function_privilege('authenticated', p.oid, 'execute')
         and pg_get_function_identity_arguments(p.oid) ~* '(^|, )[a-z_]*(user|target)[a-z_]*(id|uuid|email)[a-z_]* '
       order by 1`)
    expect(fns.map((f) => f.name).sort()).toEqual(Object.keys(RPCS).sort())
    const snapshots = async () => {
      const all = []
      for (const t of owned) all.push(await snapshot(t))
      return all
    }
    const before = await snapshots()
    for (const [name, { args, check }] of Object.entries(RPCS)) {
      const result = await B.client.rpc(name, args(A, B))
      await check(result)
    }
    const after = await snapshots()
    expect(after).toEqual(before)
  })
})

describe('realtime: B subscribed to A’s rows', () => {
  const channels: { client: TestUser['client']; channel: RealtimeChannel }[] = []
  afterAll(async () => {
    for (const { client, channel } of channels) await client.removeChannel(channel)
  })

  it('receives nothing on favorites, variables, subscriptions, payments or any published owned table', async () => {
    const published = await sql<{ tablename: string }>(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'`,
    )
    const ownedNames = new Set(owned.map((t) => t.table))
    const tables = [
      ...new Set([
        'favorites',
        'user_prompt_variables',
        'subscriptions',
        'tap_payment_details',
        ...published.map((p) => p.tablename).filter((t) => ownedNames.has(t)),
      ]),
    ]
    const received: Record<string, unknown[]> = {}
    const control: unknown[] = []
    const listen = async (
      user: TestUser,
      table: string,
      filter: string | undefined,
      sink: unknown[],
    ) => {
      const channel = user.client
        .channel(`idor-${table}-${Math.random().toString(36).slice(2)}`)
        .on(
          'postgres_changes' as never,
          { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) },
          (payload: unknown) => sink.push(payload),
        )
      channels.push({ client: user.client, channel })
      await new Promise<void>((resolve) => {
        // Called once the join settles (subscribed, or refused for an unpublished table).
        channel.subscribe(() => resolve())
      })
    }
    for (const table of tables) {
      received[table] = []
      const column = owned.find((t) => t.table === table)!.column
      await listen(B, table, undefined, received[table]!)
      await listen(B, table, `${column}=eq.${A.id}`, received[table]!)
    }
    // Control: A hears its own variable change, so the channel would carry a leak.
    await listen(A, 'user_prompt_variables', `user_id=eq.${A.id}`, control)

    await sql(
      `update public.user_prompt_variables set variable_value = 'تغيير' where user_id = $1`,
      [A.id],
    )
    await sql(
      `insert into public.favorites (user_id, item_type, item_id)
       select $1, 'tool', id from public.ai_tools limit 1 on conflict do nothing`,
      [A.id],
    )
    await sql(`update public.subscriptions set updated_at = now() where user_id = $1`, [A.id])
    await sql(`update public.tap_payment_details set status = status where user_id = $1`, [A.id])
    for (const table of tables) {
      const column = owned.find((t) => t.table === table)!.column
      await sql(`update public.${table} set ${column} = ${column} where ${column} = $1`, [A.id])
    }
    const deadline = Date.now() + 3000
    while (control.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(control.length).toBeGreaterThan(0)
    expect(received).toEqual(Object.fromEntries(tables.map((t) => [t, []])))
  })
})
