/**
 * The catalogue admin (/518/catalogue) on the server: for every catalogue table an admin creates,
 * edits and deletes through the API and each write lands in audit_log with who and before/after;
 * anon, trial and basic users cannot write any of it; deleting something still in use answers an
 * Arabic refusal (400, hint in_use); a plan's price change leaves existing subscriptions' price.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { anonClient, sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

let admin: TestUser
let trial: TestUser
let basic: TestUser

type AuditRow = {
  action: string
  user_id: string | null
  old_values: Record<string, unknown> | null
  new_values: Record<string, unknown> | null
}

async function auditFor(table: string, targetId: string): Promise<AuditRow[]> {
  return sql<AuditRow>(
    `select action, user_id, old_values, new_values from public.audit_log
      where target_type = $1 and target_id = $2 order by created_at, id`,
    [table, targetId],
  )
}

const short = () => randomUUID().slice(0, 8)

type Case = {
  table: string
  key: string
  /** A new row (its key included when the key is not generated). */
  row: () => Record<string, unknown>
  update: Record<string, unknown>
  /** A details table written with the row: [table, key column, row]. */
  details?: [string, string, Record<string, unknown>]
}

const cases: Case[] = [
  {
    table: 'gpt_assistants',
    key: 'id',
    row: () => ({
      slug: `adm-assistant-${short()}`,
      name: 'مساعد الإدارة',
      description: 'وصف',
      category: 'advertising',
      sort_order: 900,
    }),
    update: { name: 'مساعد معدّل', is_published: false },
    details: [
      'gpt_assistant_details',
      'assistant_id',
      { url: 'https://chatgpt.com/g/g-Ab12Cd34E-test', instructions: 'تعليمات مدفوعة' },
    ],
  },
  {
    table: 'ai_tools',
    key: 'id',
    row: () => ({
      slug: `adm-tool-${short()}`,
      name: 'أداة',
      name_en: 'Tool',
      category: 'writing',
      sort_order: 900,
    }),
    update: { name: 'أداة معدّلة', pricing: 'paid' },
    details: ['ai_tool_details', 'tool_id', { url: 'https://example.com', guide: 'دليل' }],
  },
  {
    table: 'automation_templates',
    key: 'id',
    row: () => ({ slug: `adm-template-${short()}`, title: 'قالب', sort_order: 900 }),
    update: { title: 'قالب معدّل', sort_order: 901 },
    details: [
      'automation_template_details',
      'template_id',
      { steps: [{ title: 'الخطوة الأولى', description: 'سر', tool: 'Zapier' }] },
    ],
  },
  {
    table: 'prompt_categories',
    key: 'id',
    row: () => ({ id: `adm-cat-${short()}`, name: 'تصنيف', name_en: 'Category' }),
    update: { name: 'تصنيف معدّل', sort_order: 77 },
  },
  {
    table: 'gpt_assistant_categories',
    key: 'id',
    row: () => ({ id: `adm-acat-${short()}`, name: 'تصنيف مساعدين', name_en: 'Assistants' }),
    update: { name: 'تصنيف معدّل' },
  },
  {
    table: 'platforms',
    key: 'id',
    row: () => ({ id: `adm-pf-${short()}`, name: 'منصة', name_en: 'Platform' }),
    update: { supported: false },
  },
  {
    table: 'promotions',
    key: 'id',
    row: () => ({ name: 'عرض الإدارة', discount_type: 'percentage', discount_value: 10 }),
    update: { discount_value: 15, is_active: false },
  },
]

/** A write a non-admin attempts: refused outright, or (RLS on update/delete) touching no row. */
async function expectNoWrite(client: SupabaseClient, c: Case, existingKey: string, who: string) {
  const inserted = await client.from(c.table).insert(c.row()).select()
  expect(inserted.error, `${who} insert ${c.table}`).not.toBeNull()
  const updated = await client.from(c.table).update(c.update).eq(c.key, existingKey).select()
  expect(updated.data ?? [], `${who} update ${c.table}`).toHaveLength(0)
  const deleted = await client.from(c.table).delete().eq(c.key, existingKey).select()
  expect(deleted.data ?? [], `${who} delete ${c.table}`).toHaveLength(0)
  if (c.details) {
    const [table, key, row] = c.details
    const detail = await client
      .from(table)
      .insert({ [key]: existingKey, ...row })
      .select()
    expect(detail.error, `${who} insert ${table}`).not.toBeNull()
  }
  const still = await sql(`select 1 from public.${c.table} where ${c.key} = $1`, [existingKey])
  expect(still, `${who} left ${c.table} in place`).toHaveLength(1)
}

beforeAll(async () => {
  // One fixture connection at a time on PGlite: sequential on purpose.
  admin = await createTestUser({ admin: true, fullName: 'مشرف المحتوى' })
  trial = await createTestUser({ fullName: 'مستخدم تجريبي' })
  basic = await createTestUser({ fullName: 'مشترك أساسي' })
  await sql(
    `update public.subscriptions set plan_id = 'basic', status = 'active',
       expires_at = now() + interval '20 days' where user_id = $1`,
    [basic.id],
  )
})

describe.each(cases)('$table', (c) => {
  it('an admin creates, edits and deletes it, each write audited with before/after', async () => {
    const created = await admin.client.from(c.table).insert(c.row()).select().single()
    expect(created.error).toBeNull()
    const key = String(created.data[c.key])

    if (c.details) {
      const [table, column, row] = c.details
      const detail = await admin.client
        .from(table)
        .insert({ [column]: key, ...row })
        .select()
        .single()
      expect(detail.error).toBeNull()
      // Editing saves the details as the page does: an upsert on the details' key.
      const edited = await admin.client
        .from(table)
        .upsert(
          { ...row, [column]: key, updated_at: new Date().toISOString() },
          { onConflict: column },
        )
      expect(edited.error).toBeNull()
      const detailAudit = await auditFor(table, key)
      expect(detailAudit.map((a) => a.action)).toEqual([`insert_${table}`, `update_${table}`])
      expect(detailAudit[0].new_values).toMatchObject(row)
    }

    const updated = await admin.client.from(c.table).update(c.update).eq(c.key, key).select()
    expect(updated.error).toBeNull()
    expect(updated.data).toHaveLength(1)

    const removed = await admin.client.from(c.table).delete().eq(c.key, key).select()
    expect(removed.error).toBeNull()
    expect(removed.data).toHaveLength(1)

    // A template's steps (details) also rewrite its public outline, and a tool's address (details)
    // sets its public website (issue 44): one more update each, audited too.
    const audit = await auditFor(c.table, key)
    expect(audit.map((a) => a.action)).toEqual([
      `insert_${c.table}`,
      ...(c.table === 'automation_templates' || c.table === 'ai_tools'
        ? [`update_${c.table}`]
        : []),
      `update_${c.table}`,
      `delete_${c.table}`,
    ])
    expect(audit.every((a) => a.user_id === admin.id)).toBe(true)
    const [insert, update, remove] = [audit[0], audit.at(-2)!, audit.at(-1)!]
    expect(insert.old_values).toBeNull()
    expect(update.old_values).not.toMatchObject(c.update)
    expect(update.new_values).toMatchObject(c.update)
    expect(remove.old_values).toMatchObject(c.update)
    expect(remove.new_values).toBeNull()
  })

  it('anon, trial and basic users cannot write it', async () => {
    const existing = await admin.client.from(c.table).insert(c.row()).select().single()
    expect(existing.error).toBeNull()
    const key = String(existing.data[c.key])
    await expectNoWrite(anonClient(), c, key, 'anon')
    await expectNoWrite(trial.client, c, key, 'trial')
    await expectNoWrite(basic.client, c, key, 'basic')
    expect(await auditFor(c.table, key)).toHaveLength(1)
    // Leave nothing behind: a published template without steps or an active 10 % promotion
    // would change what the template, pricing and payment suites see.
    await sql(`delete from public.${c.table} where ${c.key} = $1`, [key])
  })
})

describe('refusing to delete what is in use', () => {
  it('a prompt category used by prompts: Arabic refusal, 400, and the row stays', async () => {
    const removed = await admin.client.from('prompt_categories').delete().eq('id', 'marketing')
    expect(removed.status).toBe(400)
    expect(removed.error?.hint).toBe('in_use')
    expect(removed.error?.message).toMatch(
      /لا يمكن حذف التصنيف «التسويق» لأنه مستخدم في \d+ من الأوامر/,
    )
    expect(await sql(`select 1 from public.prompt_categories where id = 'marketing'`)).toHaveLength(
      1,
    )
  })

  it('an assistant category with assistants and a platform prompts name', async () => {
    const category = await admin.client
      .from('gpt_assistant_categories')
      .delete()
      .eq('id', 'advertising')
    expect(category.error?.hint).toBe('in_use')
    expect(category.error?.message).toContain('من المساعدين')
    const platform = await admin.client.from('platforms').delete().eq('id', 'chatgpt')
    expect(platform.error?.hint).toBe('in_use')
    expect(platform.error?.message).toContain('غير مدعومة')
  })

  it('a plan with subscribers: Arabic refusal offering to deactivate it', async () => {
    const removed = await admin.client.from('plans').delete().eq('slug', 'basic')
    expect(removed.status).toBe(400)
    expect(removed.error?.hint).toBe('in_use')
    expect(removed.error?.message).toContain('أوقف الباقة')
    expect(await sql(`select 1 from public.plans where slug = 'basic'`)).toHaveLength(1)
    const byUser = await basic.client.from('plans').delete().eq('slug', 'basic').select()
    expect(byUser.data ?? []).toHaveLength(0)
  })

  it('an unused category is deleted', async () => {
    const id = `adm-free-${short()}`
    await admin.client.from('prompt_categories').insert({ id, name: 'حر', name_en: 'Free' })
    const removed = await admin.client.from('prompt_categories').delete().eq('id', id).select()
    expect(removed.error).toBeNull()
    expect(removed.data).toHaveLength(1)
  })
})

describe('plans', () => {
  let originalPrice: string
  let originalFeatures: unknown

  beforeAll(async () => {
    const [row] = await sql<{ price: string; features: unknown }>(
      `select price, features from public.plans where slug = 'basic'`,
    )
    originalPrice = row.price
    originalFeatures = row.features
  })

  // Later suites compare the plans with the bundled catalogue: leave the row as it was.
  afterAll(async () => {
    await sql(`update public.plans set price = $1, features = $2 where slug = 'basic'`, [
      originalPrice,
      JSON.stringify(originalFeatures),
    ])
  })

  it('non-admins cannot change a plan; an admin can, audited with before/after', async () => {
    for (const client of [anonClient(), trial.client, basic.client]) {
      const attempt = await client.from('plans').update({ price: 1 }).eq('slug', 'basic').select()
      expect(attempt.data ?? []).toHaveLength(0)
    }
    const [plan] = await sql<{ id: string; price: string }>(
      `select id, price from public.plans where slug = 'basic'`,
    )
    expect(plan.price).toBe(originalPrice)

    const updated = await admin.client
      .from('plans')
      .update({ price: Number(originalPrice) + 20, features: ['ميزة أولى', 'ميزة ثانية'] })
      .eq('slug', 'basic')
      .select()
    expect(updated.error).toBeNull()
    const audit = await auditFor('plans', plan.id)
    const last = audit.at(-1)!
    expect(last.action).toBe('update_plans')
    expect(last.user_id).toBe(admin.id)
    expect(Number(last.old_values?.price)).toBe(Number(originalPrice))
    expect(Number(last.new_values?.price)).toBe(Number(originalPrice) + 20)
  })

  it('a price change applies to new subscriptions only; renewal takes the new price', async () => {
    await sql(`update public.plans set price = $1 where slug = 'basic'`, [originalPrice])
    const subscriber = await createTestUser({ fullName: 'مشترك قبل التغيير' })
    await sql(
      `update public.subscriptions set plan_id = 'basic', status = 'active',
         expires_at = now() + interval '20 days' where user_id = $1`,
      [subscriber.id],
    )
    const priceOf = async (id: string) =>
      Number(
        (
          await sql<{ plan_price: string }>(
            `select plan_price from public.subscriptions where user_id = $1`,
            [id],
          )
        )[0].plan_price,
      )
    expect(await priceOf(subscriber.id)).toBe(Number(originalPrice))
    const quoteBefore = await subscriber.client.rpc('quote_plan_change', {
      user_uuid: subscriber.id,
      plan_slug_input: 'advanced',
    })
    expect(quoteBefore.error).toBeNull()

    const raised = Number(originalPrice) + 30
    const changed = await admin.client.from('plans').update({ price: raised }).eq('slug', 'basic')
    expect(changed.error).toBeNull()

    // The existing subscription keeps what it pays, and so does its upgrade credit.
    expect(await priceOf(subscriber.id)).toBe(Number(originalPrice))
    const quoteAfter = await subscriber.client.rpc('quote_plan_change', {
      user_uuid: subscriber.id,
      plan_slug_input: 'advanced',
    })
    expect(quoteAfter.error).toBeNull()
    expect(quoteAfter.data[0].proration_amount).toBe(quoteBefore.data[0].proration_amount)

    // A new subscription, and a renewal of the existing one, take the new price.
    const newcomer = await createTestUser({ fullName: 'مشترك بعد التغيير' })
    await sql(`update public.subscriptions set plan_id = 'basic' where user_id = $1`, [newcomer.id])
    expect(await priceOf(newcomer.id)).toBe(raised)
    await sql(
      `update public.subscriptions set expires_at = expires_at + interval '30 days' where user_id = $1`,
      [subscriber.id],
    )
    expect(await priceOf(subscriber.id)).toBe(raised)
  })
})
