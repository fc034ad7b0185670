/**
 * Automation templates' steps behind the paywall: the outline (each step's title and tool) is
 * public; the full steps (descriptions) are readable only where the entitlement rule opens
 * templates (premium, lifetime) — through every path: the table, the REST column, an embed.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { anonClient, sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

const users: Record<string, TestUser> = {}
let admin: TestUser
let templateCount: number

beforeAll(async () => {
  for (const plan of ['trial', 'basic', 'advanced', 'premium', 'lifetime']) {
    const user = await createTestUser()
    await sql(
      `update public.subscriptions set plan_id = $2, status = 'active', expires_at = null where user_id = $1`,
      [user.id, plan],
    )
    users[plan] = user
  }
  admin = await createTestUser({ admin: true })
  const rows = await sql<{ n: string }>(
    'select count(*) as n from public.automation_templates where is_published',
  )
  templateCount = Number(rows[0]!.n)
  expect(templateCount).toBeGreaterThan(0)
})

describe('template steps', () => {
  it('the public outline has titles and tools and no description, for anyone', async () => {
    const { data, error } = await anonClient().from('automation_templates').select('slug, steps')
    expect(error).toBeNull()
    expect(data).toHaveLength(templateCount)
    for (const row of data!) {
      const steps = row.steps as Record<string, unknown>[]
      expect(steps.length, row.slug).toBeGreaterThan(0)
      for (const step of steps) expect(Object.keys(step).sort()).toEqual(['title', 'tool'])
    }
  })

  it('anon, trial, basic and advanced read no full steps by any path', async () => {
    const anon = anonClient()
    const denied = await anon.from('automation_template_details').select('*')
    expect(denied.data ?? []).toEqual([])
    for (const plan of ['trial', 'basic', 'advanced']) {
      const client = users[plan]!.client
      const direct = await client.from('automation_template_details').select('steps')
      expect(direct.error, plan).toBeNull()
      expect(direct.data, plan).toEqual([])
      const embedded = await client
        .from('automation_templates')
        .select('slug, automation_template_details(steps)')
      expect(embedded.error, plan).toBeNull()
      for (const row of embedded.data!) {
        expect(row.automation_template_details, `${plan} ${row.slug}`).toBeNull()
      }
    }
  })

  it('premium and lifetime read every template with each step described, matching the outline', async () => {
    const outline = await sql<{ id: string; steps: { title: string; tool: string }[] }>(
      'select id, steps from public.automation_templates where is_published',
    )
    for (const plan of ['premium', 'lifetime']) {
      const { data, error } = await users[plan]!.client.from('automation_template_details').select(
        'template_id, steps',
      )
      expect(error, plan).toBeNull()
      expect(data, plan).toHaveLength(templateCount)
      for (const row of data!) {
        const steps = row.steps as { title: string; description: string; tool: string }[]
        for (const step of steps) expect(step.description.length, plan).toBeGreaterThan(0)
        const public_ = outline.find((o) => o.id === row.template_id)!.steps
        expect(steps.map(({ title, tool }) => ({ title, tool }))).toEqual(public_)
      }
    }
  })

  it('an expired premium subscriber loses the full steps', async () => {
    const user = await createTestUser()
    await sql(
      `update public.subscriptions set plan_id = 'premium', status = 'active', expires_at = now() - interval '10 days',
         grace_period_until = null where user_id = $1`,
      [user.id],
    )
    const { data } = await user.client.from('automation_template_details').select('template_id')
    expect(data).toEqual([])
  })

  it('an admin edit of the steps updates the public outline, and only admins write', async () => {
    const [template] = await sql<{ id: string }>(
      `select id from public.automation_templates where is_published order by slug limit 1`,
    )
    const steps = [{ title: 'خطوة جديدة', description: 'وصف مدفوع', tool: 'Zapier' }]
    const refused = await users
      .lifetime!.client.from('automation_template_details')
      .update({ steps })
      .eq('template_id', template!.id)
      .select()
    expect(refused.data ?? []).toEqual([])
    const before = await sql<{ steps: unknown }>(
      'select steps from public.automation_template_details where template_id = $1',
      [template!.id],
    )
    try {
      const saved = await admin.client
        .from('automation_template_details')
        .update({ steps })
        .eq('template_id', template!.id)
        .select()
      expect(saved.error).toBeNull()
      const { data } = await anonClient()
        .from('automation_templates')
        .select('steps')
        .eq('id', template!.id)
        .single()
      expect(data!.steps).toEqual([{ title: 'خطوة جديدة', tool: 'Zapier' }])
    } finally {
      await sql('update public.automation_template_details set steps = $2 where template_id = $1', [
        template!.id,
        JSON.stringify(before[0]!.steps),
      ])
    }
  })
})
