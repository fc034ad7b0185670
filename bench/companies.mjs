// Company accounts (issue 43): search_prompts and open_prompt for a member of a company with 50
// members and 500 approved company prompts, whose access comes from the company's plan, next to a
// personal subscriber of the same plan, in the same run (rounds interleaved, same client path:
// supabase-js through the stack's REST). Target: the member's p95 within 10 % of the personal
// account's. The member's entitlements read their company memberships and the company's plan
// (private.entitlements); nothing else on these paths depends on companies.
import { createClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { withConnection } from './database.mjs'
import { insertPasswordUsers, now, round, summary } from './lib.mjs'

globalThis.WebSocket ??= WebSocket

const PASSWORD = 'Company-Passw0rd!'
const MEMBERS = 50
const COMPANY_PROMPTS = 500
const ROUNDS = 120
const QUERIES = [
  'تسويق',
  'رسالة ترحيب',
  'منشور انستغرام',
  'خطة محتوى',
  'عميل',
  'بريد',
  'إعلان',
  'تقرير',
]
const noPersist = { auth: { persistSession: false, autoRefreshToken: false } }

async function seed(dbUrl) {
  return withConnection(dbUrl, async (db) => {
    const run = `bench-company-${Date.now().toString(36)}`
    const users = await insertPasswordUsers(db, {
      run,
      count: MEMBERS + 1,
      password: PASSWORD,
      domain: 'company.bench',
      fullName: 'عضو',
    })
    const [personal, ...members] = users
    const owner = members[0]
    const {
      rows: [{ id: companyId }],
    } = await db.query(
      `insert into public.companies (legal_name, trade_name, sector, size, city, seat_limit, created_by)
       values ('شركة القياس', 'القياس', 'services', '50+', 'الرياض', 100, $1) returning id`,
      [owner.id],
    )
    await db.query(
      `insert into public.company_members (company_id, user_id, role)
       select $1, u, case when i = 1 then 'owner' when i <= 3 then 'admin' when i <= 10 then 'editor' else 'member' end
         from unnest($2::uuid[]) with ordinality as x (u, i)`,
      [companyId, members.map((m) => m.id)],
    )
    await db.query(
      `insert into public.company_subscriptions (company_id, plan_id) values ($1, 'premium')`,
      [companyId],
    )
    // The members have no plan of their own; the personal account has the same plan on its own.
    await db.query(
      `update public.subscriptions set plan_id = 'trial', status = 'expired', expires_at = now() - interval '1 day'
        where user_id = any($1::uuid[])`,
      [members.map((m) => m.id)],
    )
    await db.query(
      `update public.subscriptions set plan_id = 'premium', status = 'active', grace_period_until = null,
              expires_at = now() + interval '30 days' where user_id = $1`,
      [personal.id],
    )
    await db.query(
      `with p as (
         insert into public.company_prompts (company_id, state, current_version, approved_version, approved_at, created_by)
         select $1, 'approved', 1, 1, now(), $2 from generate_series(1, $3::int) returning id)
       insert into public.company_prompt_versions (company_prompt_id, company_id, version, title, body, variables, status)
       select p.id, $1, 1, 'أمر الشركة ' || row_number() over (), 'اكتب رسالة إلى {{اسم_العميل}} من {{اسم_الشركة}}',
              '[{"key": "اسم_العميل", "default": null}, {"key": "اسم_الشركة", "default": null}]', 'approved'
         from p`,
      [companyId, owner.id, COMPANY_PROMPTS],
    )
    const { rows: prompts } = await db.query(
      `select id from public.prompts where is_published order by md5(id::text) limit $1`,
      [ROUNDS * 2 + 10],
    )
    await db.query(
      'analyze public.company_members, public.company_subscriptions, public.company_prompts',
    )
    return { personal, member: members[MEMBERS - 1], companyId, prompts: prompts.map((p) => p.id) }
  })
}

async function signIn(rest, email) {
  const client = createClient(rest.stackUrl, rest.anonKey, noPersist)
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD })
  if (error) throw error
  return client
}

async function timed(fn) {
  const started = now()
  const { error } = await fn()
  if (error) throw new Error(`${error.code} ${error.message}`)
  return now() - started
}

export async function benchCompanies(rest) {
  const data = await seed(rest.dbUrl)
  const member = await signIn(rest, data.member.email)
  const personal = await signIn(rest, data.personal.email)
  const { data: ent } = await member.rpc('my_entitlements')
  if (ent?.plan !== 'premium' || ent?.plan_source !== 'company')
    throw new Error(`the member's plan should come from the company: ${JSON.stringify(ent)}`)
  const samples = { member: { search: [], open: [] }, personal: { search: [], open: [] } }
  const who = { member, personal }
  // Warm-up: one of each per client.
  for (const client of [member, personal]) {
    await client.rpc('search_prompts', { p_query: QUERIES[0] })
    await client.rpc('open_prompt', { p_prompt_id: data.prompts[data.prompts.length - 1] })
  }
  for (let i = 0; i < ROUNDS; i += 1) {
    // Alternate who goes first, so neither always meets the warmer cache.
    const order = i % 2 ? ['member', 'personal'] : ['personal', 'member']
    for (const name of order) {
      const client = who[name]
      samples[name].search.push(
        await timed(() =>
          client.rpc('search_prompts', { p_query: QUERIES[i % QUERIES.length], p_limit: 20 }),
        ),
      )
      // A prompt not opened today by this user: the full path (rule, lock, count, insert).
      const prompt = data.prompts[i * 2 + (name === 'member' ? 0 : 1)]
      samples[name].open.push(await timed(() => client.rpc('open_prompt', { p_prompt_id: prompt })))
    }
  }
  const result = {
    data: { members: MEMBERS, companyPrompts: COMPANY_PROMPTS, rounds: ROUNDS },
    member: { search: summary(samples.member.search), open: summary(samples.member.open) },
    personal: { search: summary(samples.personal.search), open: summary(samples.personal.open) },
  }
  result.ratio = {
    search: round(result.member.search.p95 / result.personal.search.p95),
    open: round(result.member.open.p95 / result.personal.open.p95),
  }
  return result
}
