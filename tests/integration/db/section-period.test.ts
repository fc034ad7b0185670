/**
 * The basic plan's section rules at their edges: the billing period is the one that contains
 * now (an early renewal must not open a second change), and every choice reaches the audit log
 * even when the user has spent log_audit_event's per-user allowance.
 */
import { describe, expect, it } from 'vitest'
import { sql } from '../../support/stack.ts'
import { createTestUser } from '../../support/users.ts'

async function basicUser(startedDaysAgo: number, expiresInDays: number) {
  const user = await createTestUser()
  await sql(
    `update public.subscriptions set plan_id = 'basic', status = 'active',
       started_at = now() - make_interval(days => $2), expires_at = now() + make_interval(days => $3)
     where user_id = $1`,
    [user.id, startedDaysAgo, expiresInDays],
  )
  return user
}

describe('the section period', () => {
  it('after an early renewal (expiry 50 days out) one change is still all the period allows', async () => {
    const user = await basicUser(40, 50)
    expect(
      (await user.client.rpc('choose_prompt_section', { p_category: 'marketing' })).error,
    ).toBeNull()
    expect((await user.client.rpc('choose_prompt_section', { p_category: 'seo' })).error).toBeNull()
    const second = await user.client.rpc('choose_prompt_section', { p_category: 'marketing' })
    expect(second.error?.hint).toBe('section_change_used')
    const { data } = await user.client.rpc('my_entitlements')
    expect((data as { section: string; section_change_allowed: boolean }).section).toBe('seo')
    expect((data as { section_change_allowed: boolean }).section_change_allowed).toBe(false)
  })

  it('a change made in the previous period does not count against this one', async () => {
    const user = await basicUser(45, 15)
    expect(
      (await user.client.rpc('choose_prompt_section', { p_category: 'marketing' })).error,
    ).toBeNull()
    // The last change was 20 days ago, before this period began (15 days ago).
    await sql(
      `update public.prompt_section_choices set changed_at = now() - interval '20 days' where user_id = $1`,
      [user.id],
    )
    expect((await user.client.rpc('choose_prompt_section', { p_category: 'seo' })).error).toBeNull()
  })

  it('a choice is audited even after the user spent the audit rate allowance', async () => {
    const user = await basicUser(1, 29)
    for (let i = 0; i < 125; i += 1) {
      await user.client.rpc('log_audit_event', { p_action: 'filler' })
    }
    expect(
      (await user.client.rpc('choose_prompt_section', { p_category: 'data-analysis' })).error,
    ).toBeNull()
    const rows = await sql<{ n: string }>(
      `select count(*) as n from public.audit_log
        where user_id = $1 and action = 'choose_prompt_section' and new_values ->> 'category' = 'data-analysis'`,
      [user.id],
    )
    expect(Number(rows[0]!.n)).toBe(1)
  })
})
