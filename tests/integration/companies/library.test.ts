/**
 * The company library (issue 43): draft → in review → changes requested → approved, members see
 * only the approved version (also while a newer one is in review), two reviewers approving the
 * same version at once (one wins, the other is told), a fork of a library prompt never shows its
 * paid body to a member whose plan (own or the company's) does not open it, "changed upstream"
 * with both bodies and «تحديث النسخة», the company's values and their precedence, usage counts
 * for admins, and the combined entitlement (own plan and company plan, the best applies).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql, stackInfo } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'
import {
  ARABIC,
  type Company,
  dropUsers,
  invite,
  join,
  made,
  makeCompany,
  one,
  raceInSql,
  refused,
  user,
} from './support.ts'

let c: Company
let platformAdmin: TestUser
let paid: { id: string; body: string }

const body =
  'اكتب رسالة ترحيب لعميل اسمه {{اسم_العميل|عميلنا}} من {{اسم_الشركة}} في {{مدينتي}} بنبرة {{النبرة}}.'

async function subscribe(who: TestUser, plan: string) {
  await sql(
    `update public.subscriptions set plan_id = $2, status = 'active', grace_period_until = null,
            expires_at = now() + interval '30 days' where user_id = $1`,
    [who.id, plan],
  )
}

beforeAll(async () => {
  c = await makeCompany('مطاعم البيت')
  platformAdmin = await createTestUser({ admin: true })
  made.push(platformAdmin.id)
  // A prompt only plans with prompts_access 'all' open (not ChatGPT, not a trial sample).
  const [row] = await sql<{ id: string; body: string }>(
    `select p.id, b.body_ar as body from public.prompts p join public.prompt_bodies b on b.prompt_id = p.id
      where p.is_published and not p.trial_sample and not ('chatgpt' = any (p.platforms))
      order by p.slug limit 1`,
  )
  paid = row
  for (const who of [c.owner, c.admin, c.editor, c.member]) await subscribe(who, 'trial')
})

afterAll(async () => {
  await sql(`delete from public.companies where id = $1`, [c?.id])
  await dropUsers()
})

const save = (who: TestUser, id: string | null, text = body, title = 'ترحيب بالعملاء') =>
  who.client.rpc('save_company_prompt', {
    p_company_id: c.id,
    p_id: id,
    p_title: title,
    p_description: 'ترحيب قصير',
    p_body: text,
  })

describe('review', () => {
  it('draft → changes requested → approved; members see only approved versions', async () => {
    const { data: id, error } = await save(c.editor, null)
    expect(error).toBeNull()
    const pid = id as string
    // A draft is invisible to members on every path.
    expect((await c.member.client.from('company_prompts').select('id').eq('id', pid)).data).toEqual(
      [],
    )
    expect(
      (
        await c.member.client
          .from('company_prompt_versions')
          .select('body')
          .eq('company_prompt_id', pid)
      ).data,
    ).toEqual([])
    expect((await c.member.client.rpc('company_library', { p_company_id: c.id })).data).toEqual([])
    refused((await c.member.client.rpc('open_company_prompt', { p_id: pid })).error, 'not_found')
    refused(
      (await c.member.client.rpc('open_company_prompt', { p_id: pid, p_version: 1 })).error,
      'not_found',
    )
    // Reviewing a draft that was never submitted.
    refused(
      (
        await c.admin.client.rpc('review_company_prompt', {
          p_id: pid,
          p_version: 1,
          p_decision: 'approve',
        })
      ).error,
      'already_reviewed',
    )
    expect((await c.editor.client.rpc('submit_company_prompt', { p_id: pid })).data).toBe(1)
    refused(
      (await c.editor.client.rpc('submit_company_prompt', { p_id: pid })).error,
      'already_submitted',
    )
    // An editor does not review unless the company allows it.
    refused(
      (
        await c.editor.client.rpc('review_company_prompt', {
          p_id: pid,
          p_version: 1,
          p_decision: 'approve',
        })
      ).error,
      'forbidden',
      '42501',
    )
    const { data: queue } = await c.admin.client.rpc('company_review_queue', { p_company_id: c.id })
    expect(queue).toEqual([
      expect.objectContaining({
        company_prompt_id: pid,
        version: 1,
        submitted_body: body,
        approved_body: null,
      }),
    ])
    refused(
      (
        await c.admin.client.rpc('review_company_prompt', {
          p_id: pid,
          p_version: 1,
          p_decision: 'request_changes',
        })
      ).error,
      'comment_required',
    )
    expect(
      (
        await c.admin.client.rpc('review_company_prompt', {
          p_id: pid,
          p_version: 1,
          p_decision: 'request_changes',
          p_comment: 'أضف اسم المدينة',
        })
      ).data,
    ).toBe('changes_requested')
    const { data: v1 } = await c.editor.client
      .from('company_prompt_versions')
      .select('status, review_comment')
      .eq('company_prompt_id', pid)
    expect(v1).toEqual([{ status: 'changes_requested', review_comment: 'أضف اسم المدينة' }])
    refused((await c.editor.client.rpc('submit_company_prompt', { p_id: pid })).error, 'not_draft')
    const fixed = `${body} اذكر المدينة.`
    expect((await save(c.editor, pid, fixed)).error).toBeNull()
    expect((await c.editor.client.rpc('submit_company_prompt', { p_id: pid })).data).toBe(2)
    expect(
      (
        await c.admin.client.rpc('review_company_prompt', {
          p_id: pid,
          p_version: 2,
          p_decision: 'approve',
        })
      ).data,
    ).toBe('approved')
    const { data: lib } = await c.member.client.rpc('company_library', { p_company_id: c.id })
    expect(lib).toEqual([
      expect.objectContaining({
        company_prompt_id: pid,
        version: 2,
        newer_version_in_review: false,
      }),
    ])
    const opened = await one<{ body: string; version: number }>(
      c.member.client,
      'open_company_prompt',
      { p_id: pid },
    )
    expect(opened.data).toMatchObject({ body: fixed, version: 2 })

    // An approved prompt edited: members keep version 2 while version 3 is in review.
    expect((await save(c.editor, pid, `${fixed} نسخة ثالثة`)).error).toBeNull()
    expect((await c.editor.client.rpc('submit_company_prompt', { p_id: pid })).data).toBe(3)
    const during = await one<{ body: string; version: number }>(
      c.member.client,
      'open_company_prompt',
      { p_id: pid },
    )
    expect(during.data).toMatchObject({ body: fixed, version: 2 })
    const { data: visible } = await c.member.client
      .from('company_prompt_versions')
      .select('version')
      .eq('company_prompt_id', pid)
    expect(visible).toEqual([{ version: 2 }])
  }, 30_000)

  it('two reviewers approving the same version at once: one wins, the other is told', async () => {
    const { data: id } = await save(c.editor, null, 'نص للمراجعة المتزامنة {{س}}', 'مراجعة متزامنة')
    await c.editor.client.rpc('submit_company_prompt', { p_id: id })
    const answers = await Promise.all([
      c.admin.client.rpc('review_company_prompt', {
        p_id: id,
        p_version: 1,
        p_decision: 'approve',
      }),
      c.owner.client.rpc('review_company_prompt', {
        p_id: id,
        p_version: 1,
        p_decision: 'approve',
      }),
    ])
    expect(answers.filter((a) => a.error === null).map((a) => a.data)).toEqual(['approved'])
    const loser = answers.find((a) => a.error !== null)!
    refused(loser.error, 'already_reviewed')
    const audits = await sql<{ n: number }>(
      `select count(*)::int as n from public.audit_log where action = 'company_prompt_reviewed'
          and new_values ->> 'company_prompt_id' = $1`,
      [id],
    )
    expect(audits[0].n).toBe(1)
  })

  it.runIf(stackInfo().dbKind === 'postgres')(
    'two approvals in open transactions (Postgres): the second waits for the first and is told',
    async () => {
      const { data: id } = await save(c.editor, null, 'نص لسباق المراجعة {{س}}', 'سباق')
      await c.editor.client.rpc('submit_company_prompt', { p_id: id })
      const call = `select public.review_company_prompt($1, 1, 'approve', null) as r`
      const [a, b] = await raceInSql(
        { userId: c.admin.id, call, params: [id] },
        { userId: c.owner.id, call, params: [id] },
      )
      expect(a).toEqual({ r: 'approved' })
      expect((b as { error: { hint?: string } }).error?.hint).toBe('already_reviewed')
    },
  )

  it('a 10 MB body is refused in Arabic and nothing is stored', async () => {
    const { count: before } = await c.editor.client
      .from('company_prompts')
      .select('id', { count: 'exact', head: true })
    const { error } = await save(c.editor, null, 'ن'.repeat(10 * 1024 * 1024))
    expect(error).not.toBeNull()
    expect(error!.message).toMatch(ARABIC)
    const { count: after } = await c.editor.client
      .from('company_prompts')
      .select('id', { count: 'exact', head: true })
    expect(after).toBe(before)
    refused((await save(c.editor, null, 'ن'.repeat(20_001))).error, 'invalid_body')
  })

  it('an editor submits one of their own prompts straight into review', async () => {
    await subscribe(c.editor, 'premium')
    const { data: own } = await c.editor.client.rpc('save_user_prompt', {
      p_id: null,
      p_title: 'أمري الخاص',
      p_description: '',
      p_body: 'نص أمري {{س}}',
      p_category: null,
      p_platforms: [],
      p_tags: [],
    })
    const { data: id, error } = await c.editor.client.rpc('submit_user_prompt_to_company', {
      p_user_prompt_id: own,
      p_company_id: c.id,
    })
    expect(error).toBeNull()
    const [row] = await sql(
      `select state, source_user_prompt_id from public.company_prompts where id = $1`,
      [id],
    )
    expect(row).toEqual({ state: 'in_review', source_user_prompt_id: own })
    // Someone else's own prompt cannot be submitted.
    refused(
      (
        await c.admin.client.rpc('submit_user_prompt_to_company', {
          p_user_prompt_id: own,
          p_company_id: c.id,
        })
      ).error,
      'not_found',
    )
    await subscribe(c.editor, 'trial')
  })
})

describe('forks of library prompts', () => {
  it("only where the forker's plan opens it; members never read a body their plans do not open", async () => {
    // A trial editor cannot fork a paid prompt (open_prompt's refusal), and nothing is stored.
    const refusedFork = await c.editor.client.rpc('fork_prompt_to_company', {
      p_company_id: c.id,
      p_prompt_id: paid.id,
    })
    expect(refusedFork.error?.hint).toBe('upgrade')
    await subscribe(c.editor, 'premium')
    const { data: id, error } = await c.editor.client.rpc('fork_prompt_to_company', {
      p_company_id: c.id,
      p_prompt_id: paid.id,
    })
    expect(error).toBeNull()
    await c.editor.client.rpc('submit_company_prompt', { p_id: id })
    await sql(`update public.companies set editors_review = true where id = $1`, [c.id])
    expect(
      (
        await c.editor.client.rpc('review_company_prompt', {
          p_id: id,
          p_version: 1,
          p_decision: 'approve',
        })
      ).data,
    ).toBe('approved')
    await sql(`update public.companies set editors_review = false where id = $1`, [c.id])
    // The member's own plan is trial and the company has no plan: the paid body stays closed.
    expect(
      (
        await c.member.client
          .from('company_prompt_versions')
          .select('body')
          .eq('company_prompt_id', id)
      ).data,
    ).toEqual([])
    refused((await c.member.client.rpc('open_company_prompt', { p_id: id })).error, 'locked')
    const lib = (await c.member.client.rpc('company_library', { p_company_id: c.id })).data as {
      company_prompt_id: string
    }[]
    expect(lib.map((x) => x.company_prompt_id)).not.toContain(id)

    // Upstream changes: both bodies for the diff, then «تحديث النسخة».
    let up = await one<{ changed: boolean }>(c.editor.client, 'company_prompt_upstream', {
      p_id: id,
    })
    expect(up.data).toMatchObject({ changed: false })
    const newer = `${paid.body}\n\nسطر جديد من المكتبة`
    await sql(`update public.prompt_bodies set body_ar = $2 where prompt_id = $1`, [paid.id, newer])
    try {
      up = await one(c.editor.client, 'company_prompt_upstream', { p_id: id })
      expect(up.data).toMatchObject({ changed: true, upstream_body: newer, copy_body: paid.body })
      // A trial editor (plan no longer opens the origin) gets no body.
      await subscribe(c.admin, 'trial')
      refused((await c.admin.client.rpc('company_prompt_upstream', { p_id: id })).error, 'locked')
      expect(
        (await c.editor.client.rpc('update_company_prompt_from_upstream', { p_id: id })).data,
      ).toBe(2)
      const after = await one(c.editor.client, 'company_prompt_upstream', { p_id: id })
      expect(after.data).toMatchObject({ changed: false })
    } finally {
      await sql(`update public.prompt_bodies set body_ar = $2 where prompt_id = $1`, [
        paid.id,
        paid.body,
      ])
    }
  })

  it('the company plan opens the library to members: the same rule, the best plan applies', async () => {
    const [{ id }] = await sql<{ id: string }>(
      `select id from public.company_prompts where company_id = $1 and forked_from = $2`,
      [c.id, paid.id],
    )
    // Only a platform admin sets a company's plan; the owner cannot.
    refused(
      (
        await c.owner.client.rpc('admin_set_company_plan', {
          p_company_id: c.id,
          p_plan_id: 'lifetime',
        })
      ).error,
      'forbidden',
      '42501',
    )
    const before = await c.member.client.rpc('open_prompt', { p_prompt_id: paid.id })
    expect(before.error?.hint).toBe('upgrade')
    expect(
      (
        await platformAdmin.client.rpc('admin_set_company_plan', {
          p_company_id: c.id,
          p_plan_id: 'premium',
        })
      ).error,
    ).toBeNull()
    const { data: ent } = await c.member.client.rpc('my_entitlements')
    expect(ent).toMatchObject({
      plan: 'premium',
      plan_source: 'company',
      plan_company: { id: c.id, name: 'مطاعم البيت' },
      daily_limit: -1,
    })
    // open_prompt, item_access, search_prompts' locks, catalogue_locks and the details tables' RLS.
    const opened = await c.member.client.rpc('open_prompt', { p_prompt_id: paid.id })
    expect(opened.error).toBeNull()
    const access = await one<{ locked: boolean }>(c.member.client, 'item_access', {
      p_kind: 'prompt',
      p_id: paid.id,
    })
    expect(access.data?.locked).toBe(false)
    const [{ slug, title }] = await sql<{ slug: string; title: string }>(
      `select slug, title_ar as title from public.prompts where id = $1`,
      [paid.id],
    )
    const { data: found } = await c.member.client.rpc('search_prompts', {
      p_query: title,
      p_limit: 50,
    })
    expect(
      (found as { slug: string; locked: boolean }[]).find((p) => p.slug === slug)?.locked,
    ).toBe(false)
    const { data: locks } = await c.member.client.rpc('catalogue_locks', { p_kind: 'assistant' })
    expect((locks as { locked: boolean }[]).every((l) => !l.locked)).toBe(true)
    const { data: details } = await c.member.client
      .from('gpt_assistant_details')
      .select('assistant_id')
      .limit(1)
    expect(details).toHaveLength(1)
    // The fork in the company library opens for the member now.
    expect((await c.member.client.rpc('open_company_prompt', { p_id: id })).error).toBeNull()
    // An outsider on trial is not helped by anyone's company.
    const outsider = await user()
    await subscribe(outsider, 'trial')
    expect((await outsider.client.rpc('open_prompt', { p_prompt_id: paid.id })).error?.hint).toBe(
      'upgrade',
    )
    expect(
      (await outsider.client.from('gpt_assistant_details').select('assistant_id').limit(1)).data,
    ).toEqual([])

    // A better own plan wins over the company's.
    await subscribe(c.admin, 'lifetime')
    const { data: own } = await c.admin.client.rpc('my_entitlements')
    expect(own).toMatchObject({ plan: 'lifetime', plan_source: 'own', plan_company: null })

    // Leaving the company takes its plan away.
    expect((await c.member.client.rpc('leave_company', { p_company_id: c.id })).error).toBeNull()
    expect((await c.member.client.rpc('my_entitlements')).data).toMatchObject({
      plan: 'trial',
      plan_source: 'own',
    })
    expect(
      (await c.member.client.from('gpt_assistant_details').select('assistant_id').limit(1)).data,
    ).toEqual([])
    const back = await invite(c.owner, c.id, 'member')
    expect(await join(c.member, back.token)).toMatchObject({ success: true })
  })
})

describe("the company's values", () => {
  it('precedence: typed > company > profile built-ins and global variables > default', async () => {
    const { data: id } = await save(
      c.editor,
      null,
      'مرحباً {{اسم_العميل|عميلنا}} من {{اسم_الشركة}} في {{مدينتي}} بنبرة {{النبرة}} و{{الهاتف}}',
      'قيم',
    )
    await c.editor.client.rpc('submit_company_prompt', { p_id: id })
    await c.admin.client.rpc('review_company_prompt', {
      p_id: id,
      p_version: 1,
      p_decision: 'approve',
    })
    refused(
      (
        await c.member.client.rpc('set_company_value', {
          p_company_id: c.id,
          p_key: 'اسم_الشركة',
          p_value: 'x',
        })
      ).error,
      'forbidden',
    )
    refused(
      (
        await c.admin.client.rpc('set_company_value', {
          p_company_id: c.id,
          p_key: '{{bad}}',
          p_value: 'x',
        })
      ).error,
      'invalid_key',
    )
    refused(
      (
        await c.admin.client.rpc('set_company_value', {
          p_company_id: c.id,
          p_key: 'طويل',
          p_value: 'ق'.repeat(2001),
        })
      ).error,
      'invalid_value',
    )
    for (const [key, value] of [
      ['اسم_الشركة', 'مطاعم البيت'],
      ['مدينتي', 'جدة'],
      ['النبرة', 'ودية'],
    ])
      expect(
        (
          await c.admin.client.rpc('set_company_value', {
            p_company_id: c.id,
            p_key: key,
            p_value: value,
          })
        ).error,
      ).toBeNull()
    const { data: values } = await c.member.client.rpc('get_company_values', { p_company_id: c.id })
    expect((values as { key: string }[]).map((v) => v.key).sort()).toEqual(
      ['اسم_الشركة', 'النبرة', 'مدينتي'].sort(),
    )
    // The member's profile city (a built-in) and a global value typed elsewhere for الهاتف.
    await sql(`update public.profiles set city = 'الرياض' where id = $1`, [c.member.id])
    const [{ pid }] = await sql<{ pid: string }>(
      `select id as pid from public.prompts where is_published limit 1`,
    )
    await sql(
      `insert into public.user_prompt_variables (user_id, prompt_id, variable_key, variable_value) values ($1, $2, 'الهاتف', '0500000000')`,
      [c.member.id, pid],
    )
    const resolve = async (typed: Record<string, string>) =>
      Object.fromEntries(
        (
          (await c.member.client.rpc('resolve_company_prompt_values', { p_id: id, p_typed: typed }))
            .data as {
            key: string
            value: string
            source: string
          }[]
        ).map((r) => [r.key, [r.value, r.source]]),
      )
    expect(await resolve({})).toEqual({
      اسم_العميل: ['عميلنا', 'default'],
      اسم_الشركة: ['مطاعم البيت', 'company'],
      مدينتي: ['جدة', 'company'],
      النبرة: ['ودية', 'company'],
      الهاتف: ['0500000000', 'global'],
    })
    expect(await resolve({ النبرة: 'رسمية', اسم_العميل: 'أحمد' })).toMatchObject({
      النبرة: ['رسمية', 'typed'],
      اسم_العميل: ['أحمد', 'typed'],
    })
    await c.admin.client.rpc('delete_company_value', { p_company_id: c.id, p_key: 'مدينتي' })
    expect(await resolve({})).toMatchObject({ مدينتي: ['الرياض', 'builtin'] })
  })
})

describe('usage', () => {
  it('counts per member and prompt, never text; only admins get the report', async () => {
    const [{ id }] = await sql<{ id: string }>(
      `select id from public.company_prompts where company_id = $1 and approved_version is not null and forked_from is null limit 1`,
      [c.id],
    )
    for (const kind of ['copy', 'copy', 'assistant'])
      expect(
        (await c.member.client.rpc('record_company_prompt_usage', { p_id: id, p_kind: kind }))
          .error,
      ).toBeNull()
    refused(
      (await c.member.client.rpc('record_company_prompt_usage', { p_id: id, p_kind: 'filled' }))
        .error,
      'invalid_kind',
    )
    refused(
      (await c.member.client.rpc('company_usage_report', { p_company_id: c.id })).error,
      'forbidden',
    )
    const { data: report } = await c.admin.client.rpc('company_usage_report', {
      p_company_id: c.id,
    })
    expect(report).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          user_id: c.member.id,
          company_prompt_id: id,
          copied: 2,
          opened_in_assistant: 1,
        }),
      ]),
    )
    const columns = await sql<{ column_name: string; data_type: string }>(
      `select column_name, data_type from information_schema.columns where table_schema = 'public' and table_name = 'company_prompt_usage'`,
    )
    expect(columns.filter((x) => x.data_type === 'text' || x.data_type === 'jsonb')).toEqual([])
  })
})
