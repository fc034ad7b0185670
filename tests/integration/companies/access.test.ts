/**
 * Company accounts (issue 43): two companies, each with an owner, an admin, an editor and a
 * member, and an outsider. Every company table refuses reads of another company and every write
 * through REST; every company function refuses a caller outside the company exactly as it answers
 * for a company that does not exist, and refuses role escalation inside it; the owner can never be
 * removed or demoted; ownership moves only when the new owner accepts; every change is audited.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, sql } from '../../support/stack.ts'
import type { TestUser } from '../../support/users.ts'
import { ARABIC, type Company, dropUsers, makeCompany, one, refused, user } from './support.ts'

const TABLES = [
  'companies',
  'company_members',
  'company_subscriptions',
  'company_invitations',
  'company_prompts',
  'company_prompt_versions',
  'company_collections',
  'company_collection_items',
  'company_values',
  'company_prompt_usage',
]

let a: Company
let b: Company
let outsider: TestUser
let promptA: string
let collectionA: string
let invitationA: string

beforeAll(async () => {
  a = await makeCompany('مطاعم الخليج')
  b = await makeCompany('عيادات النخبة')
  outsider = await user('غريب')
  // Something in every table of company A.
  const { data: pid } = await a.editor.client.rpc('save_company_prompt', {
    p_company_id: a.id,
    p_id: null,
    p_title: 'رسالة ترحيب',
    p_description: '',
    p_body: 'مرحباً {{اسم_العميل}} في {{اسم_الشركة}}',
  })
  promptA = pid as string
  await a.editor.client.rpc('submit_company_prompt', { p_id: promptA })
  await a.admin.client.rpc('review_company_prompt', {
    p_id: promptA,
    p_version: 1,
    p_decision: 'approve',
  })
  await a.member.client.rpc('record_company_prompt_usage', { p_id: promptA, p_kind: 'copy' })
  await a.admin.client.rpc('set_company_value', {
    p_company_id: a.id,
    p_key: 'اسم_الشركة',
    p_value: 'مطاعم الخليج',
  })
  const { data: cid } = await a.admin.client.rpc('save_company_collection', {
    p_company_id: a.id,
    p_id: null,
    p_name: 'الترحيب',
  })
  collectionA = cid as string
  await a.admin.client.rpc('set_company_collection_items', {
    p_id: collectionA,
    p_prompt_ids: [promptA],
  })
  const inv = await one<{ id: string }>(a.owner.client, 'create_company_invitation', {
    p_company_id: a.id,
    p_role: 'member',
  })
  invitationA = inv.data!.id
  await sql(
    `insert into public.company_subscriptions (company_id, plan_id) values ($1, 'premium')`,
    [a.id],
  )
  for (const t of TABLES) {
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from public.${t} where company_id = $1`.replace(
        'company_id',
        t === 'companies' ? 'id' : 'company_id',
      ),
      [a.id],
    )
    expect(n, t).toBeGreaterThan(0)
  }
})

afterAll(async () => {
  await sql(`delete from public.companies where id = any($1)`, [[a?.id, b?.id].filter(Boolean)])
  await dropUsers()
})

describe('reads across companies', () => {
  it('REST: company B, the outsider and anon read no row of company A in any table', async () => {
    for (const who of [b.owner, b.admin, b.editor, b.member, outsider]) {
      for (const t of TABLES) {
        const { data, error } = await who.client
          .from(t)
          .select('*')
          .eq(t === 'companies' ? 'id' : 'company_id', a.id)
        if (t === 'company_invitations') {
          // No API grant at all: tokens and addresses only through the functions.
          expect(error?.code, t).toBe('42501')
          continue
        }
        expect(error, t).toBeNull()
        expect(data, `${t} read by an outsider of company A`).toEqual([])
      }
    }
    for (const t of TABLES) {
      const { data } = await anonClient().from(t).select('*')
      expect(data ?? [], t).toEqual([])
    }
  })

  it('REST: a member of A reads A, with drafts and invitations hidden from them', async () => {
    const { data: companies } = await a.member.client.from('companies').select('id')
    expect(companies).toEqual([{ id: a.id }])
    const { data: members } = await a.member.client
      .from('company_members')
      .select('user_id')
      .eq('company_id', a.id)
    expect(members).toHaveLength(4)
    const { data: invitations } = await a.owner.client.from('company_invitations').select('*')
    expect(invitations ?? []).toEqual([])
  })

  it('RPC: every company function answers an outsider as it answers an unknown company', async () => {
    const unknown = randomUUID()
    const calls: [string, (company: string) => Record<string, unknown>][] = [
      ['company_members_list', (c) => ({ p_company_id: c })],
      ['company_library', (c) => ({ p_company_id: c })],
      ['get_company_values', (c) => ({ p_company_id: c })],
      ['company_pending_invitations', (c) => ({ p_company_id: c })],
      ['company_review_queue', (c) => ({ p_company_id: c })],
      ['company_usage_report', (c) => ({ p_company_id: c })],
      ['set_company_value', (c) => ({ p_company_id: c, p_key: 'x', p_value: 'y' })],
      ['delete_company_value', (c) => ({ p_company_id: c, p_key: 'اسم_الشركة' })],
      ['create_company_invitation', (c) => ({ p_company_id: c, p_role: 'member' })],
      ['update_company', (c) => ({ p_company_id: c, p_legal_name: 'استيلاء', p_sector: 'other' })],
      ['delete_company', (c) => ({ p_company_id: c, p_confirm_name: 'مطاعم الخليج' })],
      [
        'set_company_member_role',
        (c) => ({ p_company_id: c, p_user_id: a.member.id, p_role: 'admin' }),
      ],
      ['remove_company_member', (c) => ({ p_company_id: c, p_user_id: a.member.id })],
      ['leave_company', (c) => ({ p_company_id: c })],
      ['offer_company_ownership', (c) => ({ p_company_id: c, p_user_id: outsider.id })],
      ['respond_company_ownership', (c) => ({ p_company_id: c, p_accept: true })],
      [
        'save_company_prompt',
        (c) => ({ p_company_id: c, p_id: null, p_title: 'دخيل', p_description: '', p_body: 'نص' }),
      ],
      ['save_company_collection', (c) => ({ p_company_id: c, p_id: null, p_name: 'دخيلة' })],
      ['fork_prompt_to_company', (c) => ({ p_company_id: c, p_prompt_id: randomUUID() })],
    ]
    for (const [fn, args] of calls) {
      for (const who of [b.owner, outsider]) {
        const theirs = await who.client.rpc(fn, args(a.id))
        const none = await who.client.rpc(fn, args(unknown))
        refused(theirs.error, 'not_found')
        expect(theirs.error!.message, fn).toBe(none.error!.message)
        expect(theirs.error!.code, fn).toBe(none.error!.code)
      }
    }
    // Functions keyed by a prompt, collection or invitation of company A.
    const keyed: [string, Record<string, unknown>][] = [
      ['open_company_prompt', { p_id: promptA }],
      ['record_company_prompt_usage', { p_id: promptA, p_kind: 'copy' }],
      ['resolve_company_prompt_values', { p_id: promptA, p_typed: {} }],
      ['submit_company_prompt', { p_id: promptA }],
      ['review_company_prompt', { p_id: promptA, p_version: 1, p_decision: 'approve' }],
      ['delete_company_prompt', { p_id: promptA }],
      ['company_prompt_upstream', { p_id: promptA }],
      ['delete_company_collection', { p_id: collectionA }],
      ['set_company_collection_items', { p_id: collectionA, p_prompt_ids: [] }],
      ['revoke_company_invitation', { p_invitation_id: invitationA }],
      ['resend_company_invitation', { p_invitation_id: invitationA }],
    ]
    for (const [fn, args] of keyed) {
      const { error } = await b.owner.client.rpc(fn, args)
      expect(error, fn).not.toBeNull()
      expect(error!.hint, fn).toBe('not_found')
    }
    // Nothing of A changed.
    const [row] = await sql<{ legal_name: string; n: number; v: number }>(
      `select c.legal_name, (select count(*)::int from public.company_members m where m.company_id = c.id) as n,
              (select count(*)::int from public.company_values v where v.company_id = c.id) as v
         from public.companies c where c.id = $1`,
      [a.id],
    )
    expect(row).toEqual({ legal_name: 'مطاعم الخليج', n: 4, v: 1 })
  })

  it('A prompt of A cannot be put into a collection of B', async () => {
    const { data: cid } = await b.admin.client.rpc('save_company_collection', {
      p_company_id: b.id,
      p_id: null,
      p_name: 'مجموعة ب',
    })
    const { error } = await b.admin.client.rpc('set_company_collection_items', {
      p_id: cid,
      p_prompt_ids: [promptA],
    })
    refused(error, 'invalid_prompt')
  })

  it('no company table is in the realtime publication', async () => {
    const published = await sql<{ tablename: string }>(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and tablename like 'compan%'`,
    )
    expect(published).toEqual([])
  })
})

describe('writes through REST', () => {
  it('nobody inserts, updates or deletes company rows directly, not even the owner', async () => {
    const before = await sql(
      `select * from public.company_members where company_id = $1 order by user_id`,
      [a.id],
    )
    const attempts = [
      a.owner.client
        .from('company_members')
        .insert({ company_id: a.id, user_id: outsider.id, role: 'admin' }),
      a.member.client.from('company_members').update({ role: 'owner' }).eq('company_id', a.id),
      a.owner.client.from('company_members').delete().eq('company_id', a.id),
      a.owner.client.from('companies').update({ seat_limit: 10000 }).eq('id', a.id),
      a.owner.client
        .from('company_subscriptions')
        .insert({ company_id: b.id, plan_id: 'lifetime' }),
      a.owner.client
        .from('company_subscriptions')
        .update({ plan_id: 'lifetime' })
        .eq('company_id', a.id),
      a.editor.client
        .from('company_prompt_versions')
        .update({ status: 'approved' })
        .eq('company_id', a.id),
      a.editor.client
        .from('company_prompts')
        .update({ approved_version: 1 })
        .eq('company_id', a.id),
      a.admin.client.from('company_values').insert({ company_id: b.id, key: 'x', value: 'y' }),
      a.member.client.from('company_prompt_usage').update({ opened: 1000 }).eq('company_id', a.id),
      a.owner.client.from('company_invitations').insert({
        company_id: a.id,
        role: 'admin',
        token_hash: '0'.repeat(64),
        channel: 'link',
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    ]
    for (const attempt of attempts) {
      const { error } = await attempt
      expect(error).not.toBeNull()
      expect(error!.code).toBe('42501')
    }
    const after = await sql(
      `select * from public.company_members where company_id = $1 order by user_id`,
      [a.id],
    )
    expect(after).toEqual(before)
    const [{ plan }] = await sql<{ plan: string }>(
      `select plan_id as plan from public.company_subscriptions where company_id = $1`,
      [a.id],
    )
    expect(plan).toBe('premium')
  })

  it('anon can call no company function but the invitation preview', async () => {
    const { error } = await anonClient().rpc('my_companies')
    expect(error).not.toBeNull()
    const create = await anonClient().rpc('create_company', { p_legal_name: 'شركة مجهولة' })
    expect(create.error).not.toBeNull()
    const granted = await sql<{ proname: string }>(
      `select p.proname from pg_proc p
        where p.pronamespace = 'public'::regnamespace and p.proname ~ 'compan'
          and has_function_privilege('anon', p.oid, 'EXECUTE') order by 1`,
    )
    expect(granted.map((g) => g.proname)).toEqual(['company_invitation_preview'])
  })
})

describe('roles inside a company', () => {
  it('a member and an editor cannot do what admins do', async () => {
    for (const who of [a.member, a.editor]) {
      const tries: [string, Record<string, unknown>][] = [
        ['set_company_member_role', { p_company_id: a.id, p_user_id: who.id, p_role: 'admin' }],
        ['remove_company_member', { p_company_id: a.id, p_user_id: a.admin.id }],
        ['create_company_invitation', { p_company_id: a.id, p_role: 'member' }],
        ['company_pending_invitations', { p_company_id: a.id }],
        ['set_company_value', { p_company_id: a.id, p_key: 'النبرة', p_value: 'ودية' }],
        ['update_company', { p_company_id: a.id, p_legal_name: 'اسم جديد' }],
        ['company_usage_report', { p_company_id: a.id }],
        ['save_company_collection', { p_company_id: a.id, p_id: null, p_name: 'م' }],
        ['company_review_queue', { p_company_id: a.id }],
        ['revoke_company_invitation', { p_invitation_id: invitationA }],
      ]
      for (const [fn, args] of tries) {
        const { error } = await who.client.rpc(fn, args)
        refused(error, 'forbidden', '42501')
      }
    }
    // A member cannot write prompts.
    const { error } = await a.member.client.rpc('save_company_prompt', {
      p_company_id: a.id,
      p_id: null,
      p_title: 'أمر عضو',
      p_description: '',
      p_body: 'نص',
    })
    refused(error, 'forbidden', '42501')
    const [{ role }] = await sql<{ role: string }>(
      `select role from public.company_members where company_id = $1 and user_id = $2`,
      [a.id, a.member.id],
    )
    expect(role).toBe('member')
  })

  it('an admin cannot make admins, invite admins, touch the owner or become owner', async () => {
    refused(
      (
        await a.admin.client.rpc('set_company_member_role', {
          p_company_id: a.id,
          p_user_id: a.editor.id,
          p_role: 'admin',
        })
      ).error,
      'forbidden',
    )
    refused(
      (
        await a.admin.client.rpc('set_company_member_role', {
          p_company_id: a.id,
          p_user_id: a.admin.id,
          p_role: 'owner',
        })
      ).error,
      'use_transfer',
    )
    refused(
      (
        await a.admin.client.rpc('create_company_invitation', {
          p_company_id: a.id,
          p_role: 'admin',
        })
      ).error,
      'forbidden',
    )
    refused(
      (
        await a.admin.client.rpc('create_company_invitation', {
          p_company_id: a.id,
          p_role: 'owner',
        })
      ).error,
      'invalid_role',
    )
    refused(
      (
        await a.admin.client.rpc('set_company_member_role', {
          p_company_id: a.id,
          p_user_id: a.owner.id,
          p_role: 'member',
        })
      ).error,
      'last_owner',
    )
    refused(
      (
        await a.admin.client.rpc('remove_company_member', {
          p_company_id: a.id,
          p_user_id: a.owner.id,
        })
      ).error,
      'last_owner',
    )
    refused(
      (
        await a.admin.client.rpc('offer_company_ownership', {
          p_company_id: a.id,
          p_user_id: a.admin.id,
        })
      ).error,
      'forbidden',
    )
    // An admin changes editors and members, and the change is audited.
    expect(
      (
        await a.admin.client.rpc('set_company_member_role', {
          p_company_id: a.id,
          p_user_id: a.member.id,
          p_role: 'editor',
        })
      ).error,
    ).toBeNull()
    expect(
      (
        await a.admin.client.rpc('set_company_member_role', {
          p_company_id: a.id,
          p_user_id: a.member.id,
          p_role: 'member',
        })
      ).error,
    ).toBeNull()
    const audit = await sql<{ n: number }>(
      `select count(*)::int as n from public.audit_log where action = 'company_member_role' and target_id = $1`,
      [a.id],
    )
    expect(audit[0].n).toBe(2)
  })

  it('the owner is never removed or demoted, and cannot leave', async () => {
    refused(
      (
        await a.owner.client.rpc('set_company_member_role', {
          p_company_id: a.id,
          p_user_id: a.owner.id,
          p_role: 'admin',
        })
      ).error,
      'last_owner',
    )
    refused(
      (
        await a.owner.client.rpc('remove_company_member', {
          p_company_id: a.id,
          p_user_id: a.owner.id,
        })
      ).error,
      'last_owner',
    )
    refused((await a.owner.client.rpc('leave_company', { p_company_id: a.id })).error, 'last_owner')
    const owners = await sql(
      `select user_id from public.company_members where company_id = $1 and role = 'owner'`,
      [a.id],
    )
    expect(owners).toEqual([{ user_id: a.owner.id }])
  })

  it('ownership moves only when the offered member accepts; the former owner becomes admin', async () => {
    const c = await makeCompany('مقاولات الأفق')
    expect(
      (
        await c.owner.client.rpc('offer_company_ownership', {
          p_company_id: c.id,
          p_user_id: c.editor.id,
        })
      ).error,
    ).toBeNull()
    const [{ role }] = await sql<{ role: string }>(
      `select role from public.company_members where company_id = $1 and user_id = $2`,
      [c.id, c.owner.id],
    )
    expect(role).toBe('owner')
    // Someone else cannot take the offer.
    refused(
      (
        await c.admin.client.rpc('respond_company_ownership', {
          p_company_id: c.id,
          p_accept: true,
        })
      ).error,
      'no_offer',
    )
    const { data: mine } = await c.editor.client.rpc('my_companies')
    expect((mine as { ownership_offered_to_me: boolean }[])[0].ownership_offered_to_me).toBe(true)
    expect(
      (
        await c.editor.client.rpc('respond_company_ownership', {
          p_company_id: c.id,
          p_accept: true,
        })
      ).error,
    ).toBeNull()
    const roles = await sql<{ user_id: string; role: string }>(
      `select user_id, role from public.company_members where company_id = $1 and role in ('owner', 'admin') order by role`,
      [c.id],
    )
    expect(roles).toEqual(
      expect.arrayContaining([
        { user_id: c.editor.id, role: 'owner' },
        { user_id: c.owner.id, role: 'admin' },
      ]),
    )
    const actions = await sql<{ action: string }>(
      `select action from public.audit_log where target_type = 'company' and target_id = $1 order by created_at`,
      [c.id],
    )
    expect(actions.map((x) => x.action)).toEqual(
      expect.arrayContaining([
        'company_created',
        'company_invitation_accepted',
        'company_ownership_offered',
        'company_ownership_transferred',
      ]),
    )
    await sql(`delete from public.companies where id = $1`, [c.id])
  })

  it('an owner who deletes their account leaves the company to the longest-standing admin', async () => {
    const c = await makeCompany('تعليم المستقبل')
    await sql(`delete from auth.users where id = $1`, [c.owner.id])
    const [{ role }] = await sql<{ role: string }>(
      `select role from public.company_members where company_id = $1 and user_id = $2`,
      [c.id, c.admin.id],
    )
    expect(role).toBe('owner')
    await sql(`delete from public.companies where id = $1`, [c.id])
  })
})

describe('bad input', () => {
  it('a 300-character name, an unknown sector or size, get a clear Arabic refusal and store nothing', async () => {
    const who = await user()
    const cases: [Record<string, unknown>, string][] = [
      [{ p_legal_name: 'م'.repeat(300) }, 'invalid_legal_name'],
      [{ p_legal_name: ' ' }, 'invalid_legal_name'],
      [{ p_legal_name: 'شركة', p_trade_name: 'ت'.repeat(151) }, 'invalid_trade_name'],
      [{ p_legal_name: 'شركة', p_sector: 'casino' }, 'invalid_sector'],
      [{ p_legal_name: 'شركة', p_size: '1000+' }, 'invalid_size'],
      [{ p_legal_name: 'شركة', p_city: 'م'.repeat(81) }, 'invalid_city'],
      [{ p_legal_name: 'شركة', p_country: 'Saudi' }, 'invalid_country'],
    ]
    for (const [args, hint] of cases) {
      const { error } = await who.client.rpc('create_company', args)
      refused(error, hint, 'P0001')
    }
    const { error } = await who.client.rpc('create_company', { p_legal_name: 'م'.repeat(300) })
    expect(error!.message).toBe('الاسم القانوني طويل: 150 حرفاً على الأكثر')
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from public.company_members where user_id = $1`,
      [who.id],
    )
    expect(n).toBe(0)
    expect(ARABIC.test(error!.message)).toBe(true)
  })
})
