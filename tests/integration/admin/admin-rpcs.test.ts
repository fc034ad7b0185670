/**
 * The admin area's server side: every admin RPC refuses anon and a signed-in non-admin and works
 * for an admin; every admin write lands in audit_log with the old and new values.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { anonClient, sql } from '../../support/stack.ts'
import {
  clientWithToken,
  createTestUser,
  mfaClaims,
  signAccessToken,
  type TestUser,
} from '../../support/users.ts'

let user: TestUser
let admin: TestUser
let target: TestUser
let locked: TestUser

type AuditRow = {
  action: string
  user_id: string | null
  old_values: Record<string, unknown> | null
  new_values: Record<string, unknown> | null
}

async function auditFor(targetId: string, action?: string): Promise<AuditRow[]> {
  return sql<AuditRow>(
    `select action, user_id, old_values, new_values from public.audit_log
      where target_id = $1 and ($2::text is null or action = $2) order by created_at, id`,
    [targetId, action ?? null],
  )
}

/** An RPC that anon and a plain user must not run: anon has no EXECUTE, the user gets 42501. */
async function expectRefused(name: string, args: Record<string, unknown> = {}) {
  const anon = await anonClient().rpc(name, args)
  expect(anon.error, `anon ${name}`).not.toBeNull()
  expect(anon.data ?? null).toBeNull()
  const plain = await user.client.rpc(name, args)
  expect(plain.error?.code, `user ${name}`).toBe('42501')
  expect(plain.data ?? null).toBeNull()
}

beforeAll(async () => {
  // One fixture connection at a time on PGlite: sequential on purpose.
  user = await createTestUser({ fullName: 'مستخدم عادي' })
  admin = await createTestUser({ admin: true, fullName: 'مشرف الاختبار' })
  target = await createTestUser({ fullName: 'هدف الترقية' })
  locked = await createTestUser({ fullName: 'حساب مجمد' })
  await sql(
    `insert into public.account_locks (user_id, email, failed_attempts, locked_until)
     values ($1, $2, 5, now() + interval '3 days')`,
    [locked.id, locked.email],
  )
})

describe('admin_dashboard_stats', () => {
  it('refuses anon and users; gives an admin the dashboard figures', async () => {
    await expectRefused('admin_dashboard_stats')
    const { data, error } = await admin.client.rpc('admin_dashboard_stats')
    expect(error).toBeNull()
    expect(data.users_total).toBeGreaterThanOrEqual(4)
    expect(data.locked_accounts).toBeGreaterThanOrEqual(1)
    expect(data.revenue_by_month).toHaveLength(12)
    const plans = (data.users_by_plan as { plan: string; count: number }[]).map((p) => p.plan)
    expect(plans).toEqual(['trial', 'basic', 'advanced', 'premium', 'lifetime'])
    expect(typeof data.waitlist_total).toBe('number')
    expect(Array.isArray(data.recent_security_events)).toBe(true)
  })

  it('counts captured payments only, by month', async () => {
    const before = (await admin.client.rpc('admin_dashboard_stats')).data
    await sql(
      `insert into public.tap_payment_details (order_reference, user_id, plan_slug, original_amount, final_amount, status)
       values ($1, $2, 'basic', 19, 19, 'CAPTURED'), ($3, $2, 'basic', 19, 19, 'FAILED')`,
      [`ord-${user.id}-a`, user.id, `ord-${user.id}-b`],
    )
    const after = (await admin.client.rpc('admin_dashboard_stats')).data
    const month = (d: { revenue_by_month: { amount: number }[] }) =>
      d.revenue_by_month.at(-1)!.amount
    expect(month(after) - month(before)).toBe(19)
    expect(after.revenue_total - before.revenue_total).toBe(19)
  })

  it('lists a trial ending within three days', async () => {
    await sql(
      `update public.subscriptions set expires_at = now() + interval '1 day' where user_id = $1`,
      [user.id],
    )
    const { data } = await admin.client.rpc('admin_dashboard_stats')
    const ids = (data.trials_ending as { user_id: string }[]).map((t) => t.user_id)
    expect(ids).toContain(user.id)
  })
})

describe('admin_list_users', () => {
  it('refuses anon and users; finds users by e-mail with plan, status, lock and role', async () => {
    await expectRefused('admin_list_users', { p_search: null, p_limit: 10, p_offset: 0 })
    const found = await admin.client.rpc('admin_list_users', {
      p_search: locked.email,
      p_limit: 10,
      p_offset: 0,
    })
    expect(found.error).toBeNull()
    expect(found.data).toHaveLength(1)
    expect(found.data[0]).toMatchObject({
      id: locked.id,
      email: locked.email,
      plan: 'trial',
      subscription_status: 'active',
      is_admin: false,
      is_locked: true,
      total_count: 1,
    })
    const byName = await admin.client.rpc('admin_list_users', { p_search: 'مشرف الاختبار' })
    expect(byName.data?.map((u: { id: string }) => u.id)).toContain(admin.id)
    expect(byName.data?.find((u: { id: string }) => u.id === admin.id)?.is_admin).toBe(true)
  })

  it('pages with a bounded limit', async () => {
    const page = await admin.client.rpc('admin_list_users', { p_limit: 2, p_offset: 0 })
    expect(page.data).toHaveLength(2)
    expect(page.data[0].total_count).toBeGreaterThanOrEqual(4)
    const huge = await admin.client.rpc('admin_list_users', { p_limit: 100000 })
    expect(huge.data.length).toBeLessThanOrEqual(100)
  })
})

describe('admin_security_status', () => {
  it('refuses anon and users; reports RLS on every public table', async () => {
    await expectRefused('admin_security_status')
    const { data, error } = await admin.client.rpc('admin_security_status')
    expect(error).toBeNull()
    const tables = data.tables as { name: string; rls_enabled: boolean }[]
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['profiles', 'audit_log']))
    expect(tables.filter((t) => !t.rls_enabled)).toEqual([])
    expect(data.definer_functions_without_search_path).toBe(0)
    expect(data.password_hook_installed).toBe(true)
    expect(data.locks_active).toBeGreaterThanOrEqual(1)
  })

  it('sees a table without RLS', async () => {
    await sql('create table public.admin_rls_probe (id int)')
    try {
      const { data } = await admin.client.rpc('admin_security_status')
      const probe = (data.tables as { name: string; rls_enabled: boolean }[]).find(
        (t) => t.name === 'admin_rls_probe',
      )
      expect(probe?.rls_enabled).toBe(false)
    } finally {
      await sql('drop table public.admin_rls_probe')
    }
  })
})

describe('locked accounts', () => {
  it('admin_get_locked_accounts and admin_unlock_account_enhanced: admins only, audited', async () => {
    await expectRefused('admin_get_locked_accounts')
    await expectRefused('admin_unlock_account_enhanced', { user_email: locked.email })
    const list = await admin.client.rpc('admin_get_locked_accounts')
    expect(list.data?.map((l: { user_id: string }) => l.user_id)).toContain(locked.id)

    const ghost = await admin.client.rpc('admin_unlock_account_enhanced', {
      user_email: 'nobody-here@example.test',
    })
    expect(ghost.data).toEqual({ success: false, error: 'User not found' })

    const ok = await admin.client.rpc('admin_unlock_account_enhanced', { user_email: locked.email })
    expect(ok.data).toMatchObject({ success: true })
    const after = await admin.client.rpc('admin_get_locked_accounts')
    expect(after.data?.map((l: { user_id: string }) => l.user_id)).not.toContain(locked.id)
    const audit = await auditFor(locked.id, 'unlock_account')
    expect(audit).toHaveLength(1)
    expect(audit[0]!.user_id).toBe(admin.id)
  })
})

describe('admin roles', () => {
  it('assign then revoke: admins only, never oneself, audited with old and new values', async () => {
    await expectRefused('admin_revoke_admin_role', { target_user_id: target.id })
    await expectRefused('assign_admin_role', { target_user_id: target.id })

    const self = await admin.client.rpc('admin_revoke_admin_role', { target_user_id: admin.id })
    expect(self.data).toMatchObject({ success: false })
    expect((await admin.client.rpc('has_role', { _user_id: admin.id, _role: 'admin' })).data).toBe(
      true,
    )

    const notAdmin = await admin.client.rpc('admin_revoke_admin_role', {
      target_user_id: target.id,
    })
    expect(notAdmin.data).toEqual({ success: false, error: 'User is not an admin' })
    const ghost = await admin.client.rpc('admin_revoke_admin_role', {
      target_user_id: '00000000-0000-4000-8000-00000000beef',
    })
    expect(ghost.data).toEqual({ success: false, error: 'User not found' })

    expect(
      (await admin.client.rpc('assign_admin_role', { target_user_id: target.id })).data,
    ).toMatchObject({ success: true })
    // The new admin's power starts once their session has passed TOTP (aal2), not before.
    expect((await target.client.rpc('admin_dashboard_stats')).error?.code).toBe('42501')
    const targetAal2 = clientWithToken(await signAccessToken(target.id, target.email, mfaClaims()))
    expect((await targetAal2.rpc('admin_dashboard_stats')).error).toBeNull()

    const revoked = await admin.client.rpc('admin_revoke_admin_role', {
      target_user_id: target.id,
    })
    expect(revoked.data).toMatchObject({ success: true })
    expect((await targetAal2.rpc('admin_dashboard_stats')).error?.code).toBe('42501')

    const audit = await auditFor(target.id, 'revoke_admin_role')
    expect(audit).toEqual([
      {
        action: 'revoke_admin_role',
        user_id: admin.id,
        old_values: { role: 'admin' },
        new_values: { role: 'user' },
      },
    ])
    const rows = await auditFor(target.id)
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['insert_user_roles', 'delete_user_roles']),
    )
    const events = await sql(
      `select 1 from public.security_events where event_type = 'admin_role_revoked' and user_id = $1`,
      [target.id],
    )
    expect(events).toHaveLength(1)
  })

  it('a plain admin cannot revoke a super admin', async () => {
    const owner = await createTestUser()
    await sql(
      `insert into public.user_roles (user_id, role) values ($1, 'admin'), ($1, 'super_admin')`,
      [owner.id],
    )
    const refused = await admin.client.rpc('admin_revoke_admin_role', { target_user_id: owner.id })
    expect(refused.data).toEqual({ success: false, error: 'Cannot revoke a super admin' })
    expect(
      await sql('select role from public.user_roles where user_id = $1', [owner.id]),
    ).toHaveLength(2)
  })
})

describe('admin_save_prompt', () => {
  const args = (slug: string, extra: Record<string, unknown> = {}) => ({
    p_id: null,
    p_slug: slug,
    p_title_ar: 'أمر من لوحة الإدارة',
    p_title_en: 'Admin prompt',
    p_description_ar: 'وصف',
    p_description_en: null,
    p_category: 'marketing',
    p_platforms: ['chatgpt', 'claude'],
    p_trial_sample: false,
    p_tags: ['اختبار'],
    p_is_published: false,
    p_body_ar: 'اكتب خطة لشركة {{اسم_الشركة}} في {{المدينة|الرياض}}',
    p_body_en: null,
    ...extra,
  })

  it('refuses anon and users and writes nothing', async () => {
    await expectRefused('admin_save_prompt', args('refused-prompt-x'))
    expect(await sql(`select 1 from public.prompts where slug = 'refused-prompt-x'`)).toEqual([])
  })

  it('creates and edits a prompt with its body atomically, audited with old and new values', async () => {
    const created = await admin.client.rpc('admin_save_prompt', args('admin-made-prompt'))
    expect(created.error).toBeNull()
    const id = created.data as string
    const row = await sql<{
      variables: { key: string }[]
      is_published: boolean
      trial_sample: boolean
    }>('select variables, is_published, trial_sample from public.prompts where id = $1', [id])
    expect(row[0]!.variables.map((v) => v.key)).toEqual(['اسم_الشركة', 'المدينة'])
    expect(row[0]!.is_published).toBe(false)
    expect(row[0]!.trial_sample).toBe(false)

    const edited = await admin.client.rpc(
      'admin_save_prompt',
      args('admin-made-prompt', {
        p_id: id,
        p_is_published: true,
        p_title_ar: 'عنوان معدل',
        p_trial_sample: true,
      }),
    )
    expect(edited.data).toBe(id)
    const [flag] = await sql<{ trial_sample: boolean }>(
      'select trial_sample from public.prompts where id = $1',
      [id],
    )
    expect(flag!.trial_sample).toBe(true)
    const audit = await auditFor(id, 'update_prompts')
    expect(audit.length).toBeGreaterThanOrEqual(1)
    const last = audit.at(-1)!
    expect(last.user_id).toBe(admin.id)
    expect(last.old_values).toMatchObject({
      title_ar: 'أمر من لوحة الإدارة',
      is_published: false,
      trial_sample: false,
    })
    expect(last.new_values).toMatchObject({
      title_ar: 'عنوان معدل',
      is_published: true,
      trial_sample: true,
    })
    expect((await auditFor(id, 'insert_prompt_bodies')).length).toBe(1)
  })

  it('keeps «how people ask» phrases: cleaned, kept when not sent, refused past the bounds in Arabic', async () => {
    const created = await admin.client.rpc(
      'admin_save_prompt',
      args('asked-prompt', {
        p_ask_phrases: [
          '  ابي خطة لشركتي الجديدة ',
          '',
          'ابي خطة لشركتي الجديدة',
          'العميل يقول غالي، وش ارد؟',
        ],
      }),
    )
    expect(created.error).toBeNull()
    const id = created.data as string
    const asked = async () =>
      (
        await sql<{ ask_phrases: string[]; docs: number }>(
          `select p.ask_phrases, cardinality(d.docs) as docs
             from public.prompts p join private.prompt_ask_docs d on d.prompt_id = p.id
            where p.id = $1`,
          [id],
        )
      )[0]!
    expect(await asked()).toEqual({
      ask_phrases: ['ابي خطة لشركتي الجديدة', 'العميل يقول غالي، وش ارد؟'],
      docs: 2,
    })
    // A save that does not send them (an older client) keeps them.
    expect(
      (await admin.client.rpc('admin_save_prompt', args('asked-prompt', { p_id: id }))).error,
    ).toBeNull()
    expect((await asked()).ask_phrases).toHaveLength(2)
    // Refused with the reason, nothing changed.
    const tooMany = await admin.client.rpc(
      'admin_save_prompt',
      args('asked-prompt', {
        p_id: id,
        p_title_ar: 'عنوان لن يحفظ',
        p_ask_phrases: Array.from({ length: 11 }, (_, i) => `صيغة رقم ${i + 1} هنا`),
      }),
    )
    expect(tooMany.error).toMatchObject({ code: '22023', message: 'صيغ السؤال 10 على الأكثر' })
    const tooShort = await admin.client.rpc(
      'admin_save_prompt',
      args('asked-prompt', { p_id: id, p_ask_phrases: ['قصير'] }),
    )
    expect(tooShort.error).toMatchObject({
      code: '22023',
      message: 'كل صيغة سؤال من 6 إلى 140 حرفاً',
    })
    const [row] = await sql<{ title_ar: string }>(
      'select title_ar from public.prompts where id = $1',
      [id],
    )
    expect(row!.title_ar).toBe('أمر من لوحة الإدارة')
    expect((await asked()).ask_phrases).toHaveLength(2)
    // An empty list clears them.
    expect(
      (
        await admin.client.rpc(
          'admin_save_prompt',
          args('asked-prompt', { p_id: id, p_ask_phrases: [] }),
        )
      ).error,
    ).toBeNull()
    expect(await asked()).toEqual({ ask_phrases: [], docs: 0 })
  })

  it('rolls the prompt back when the body is refused', async () => {
    const bad = await admin.client.rpc(
      'admin_save_prompt',
      args('bodyless-prompt', { p_body_ar: '' }),
    )
    expect(bad.error?.code).toBe('23514')
    expect(await sql(`select 1 from public.prompts where slug = 'bodyless-prompt'`)).toEqual([])
  })

  it('refuses a body whose {{ }} variables the app cannot read, with the import’s message, and writes nothing', async () => {
    const message =
      'صيغة المتغيرات غير صحيحة، استخدم {{اسم_المتغير}} أو {{اسم_المتغير|قيمة افتراضية}}'
    const bodies: [string, Record<string, unknown>][] = [
      ['unclosed', { p_body_ar: 'اكتب خطة لشركة {{اسم_الشركة' }],
      ['stray-close', { p_body_ar: 'اكتب خطة }} لشركة' }],
      ['blank-key', { p_body_ar: 'اكتب خطة لشركة {{ }}' }],
      ['nested', { p_body_ar: 'اكتب {{اسم_{{الشركة}}}}' }],
      ['english', { p_body_en: 'Write a plan for {{company' }],
    ]
    for (const [name, extra] of bodies) {
      const slug = `bad-variables-${name}`
      const bad = await admin.client.rpc('admin_save_prompt', args(slug, extra))
      expect(bad.error?.message, name).toBe(message)
      expect(bad.error?.code, name).toBe('22023')
      expect(await sql('select 1 from public.prompts where slug = $1', [slug]), name).toEqual([])
    }

    // An existing prompt: the refused edit changes neither the prompt nor its body.
    const made = await admin.client.rpc('admin_save_prompt', args('variables-kept-prompt'))
    expect(made.error).toBeNull()
    const id = made.data as string
    try {
      const edit = await admin.client.rpc(
        'admin_save_prompt',
        args('variables-kept-prompt', {
          p_id: id,
          p_title_ar: 'عنوان لا يُحفظ',
          p_body_ar: 'اكتب {{المدينة|الرياض',
        }),
      )
      expect(edit.error?.message).toBe(message)
      const [kept] = await sql<{ title_ar: string; body_ar: string }>(
        `select p.title_ar, b.body_ar from public.prompts p
           join public.prompt_bodies b on b.prompt_id = p.id where p.id = $1`,
        [id],
      )
      expect(kept).toEqual({ title_ar: 'أمر من لوحة الإدارة', body_ar: args('x').p_body_ar })
    } finally {
      await sql('delete from public.prompts where id = $1', [id])
    }
  })

  it('answers a duplicate slug with 23505', async () => {
    const dup = await admin.client.rpc('admin_save_prompt', args('admin-made-prompt'))
    expect(dup.error?.code).toBe('23505')
  })
})

describe('admin_export_leads', () => {
  it('refuses anon and users; gives an admin CSV', async () => {
    await expectRefused('admin_export_leads', { p_kind: 'waitlist' })
    const csv = await admin.client.rpc('admin_export_leads', { p_kind: 'newsletter' })
    expect(csv.error).toBeNull()
    expect(String(csv.data).split('\n')[0]).toBe('email,status,source,created_at')
  })
})

/** Writes an admin makes straight to a table: refused for anon and users, audited for admins. */
async function expectAdminOnlyUpdate(
  table: string,
  id: string,
  patch: Record<string, unknown>,
  oldValues: Record<string, unknown>,
) {
  // Earlier admin writes to the same row (other files share the seeded rows) are already audited.
  const before = await auditFor(id, `update_${table}`)
  const tries: SupabaseClient[] = [anonClient(), user.client]
  for (const client of tries) {
    const res = await client.from(table).update(patch).eq('id', id).select('id')
    // RLS hides the row (no error, nothing updated) or the grant refuses outright.
    expect(res.data ?? []).toEqual([])
  }
  expect(await auditFor(id, `update_${table}`)).toEqual(before)
  const ok = await admin.client.from(table).update(patch).eq('id', id).select('id')
  expect(ok.error).toBeNull()
  expect(ok.data).toEqual([{ id }])
  const audit = (await auditFor(id, `update_${table}`)).slice(before.length)
  expect(audit).toHaveLength(1)
  expect(audit[0]!.user_id).toBe(admin.id)
  expect(audit[0]!.old_values).toMatchObject(oldValues)
  expect(audit[0]!.new_values).toMatchObject(patch)
}

async function idOf(table: string, where: string, params: unknown[] = []): Promise<string> {
  const rows = await sql<{ id: string }>(`select id from public.${table} where ${where}`, params)
  return rows[0]!.id
}

describe('admin table writes are admin-only and audited', () => {
  it('site_settings (chat suggested questions)', async () => {
    const id = await idOf('site_settings', `setting_key = 'support_email'`)
    await expectAdminOnlyUpdate(
      'site_settings',
      id,
      { setting_value: 'help@sanad.local' },
      { setting_value: 'support@sanad.local' },
    )
  })

  it('feature_flags', async () => {
    await sql(`insert into public.feature_flags (key, enabled) values ('admin_test_flag', false)`)
    const id = await idOf('feature_flags', `key = 'admin_test_flag'`)
    await expectAdminOnlyUpdate('feature_flags', id, { enabled: true }, { enabled: false })
  })

  it('discount_codes: insert and update by admins only', async () => {
    const code = { code: 'ADMINTEST10', discount_type: 'percentage', discount_value: 10 }
    expect((await anonClient().from('discount_codes').insert(code)).error).not.toBeNull()
    expect((await user.client.from('discount_codes').insert(code)).error?.code).toBe('42501')
    const created = await admin.client.from('discount_codes').insert(code).select('id').single()
    expect(created.error).toBeNull()
    const id = created.data!.id as string
    const inserted = await auditFor(id, 'insert_discount_codes')
    expect(inserted[0]!.new_values).toMatchObject({ code: 'ADMINTEST10' })
    await expectAdminOnlyUpdate('discount_codes', id, { is_active: false }, { is_active: true })
  })

  it('promotions', async () => {
    const created = await admin.client
      .from('promotions')
      .insert({ name: 'عرض الاختبار', discount_type: 'fixed', discount_value: 5, is_active: false })
      .select('id')
      .single()
    expect(created.error).toBeNull()
    await expectAdminOnlyUpdate(
      'promotions',
      created.data!.id as string,
      { discount_value: 7 },
      { discount_value: 5 },
    )
  })

  it('referral_codes', async () => {
    const created = await admin.client
      .from('referral_codes')
      .insert({ code: 'ADMTEST1' })
      .select('id')
      .single()
    expect(created.error).toBeNull()
    await expectAdminOnlyUpdate(
      'referral_codes',
      created.data!.id as string,
      { active: false },
      { active: true },
    )
  })

  it('feedback status', async () => {
    const [row] = await sql<{ id: string }>(
      `insert into public.feedback (user_id, title, body) values ($1, 'اقتراح للاختبار', 'نص') returning id`,
      [user.id],
    )
    const res = await user.client.from('feedback').update({ status: 'done' }).eq('id', row!.id)
    expect(res.error?.code).toBe('42501')
    const ok = await admin.client.from('feedback').update({ status: 'planned' }).eq('id', row!.id)
    expect(ok.error).toBeNull()
    const audit = await auditFor(row!.id, 'update_feedback')
    expect(audit[0]!.old_values).toMatchObject({ status: 'open' })
    expect(audit[0]!.new_values).toMatchObject({ status: 'planned' })
  })

  it('prompt_categories icon (the icon manager)', async () => {
    await expectAdminOnlyUpdate(
      'prompt_categories',
      'seo',
      { icon: 'lightbulb' },
      { icon: 'search' },
    )
  })
})
