/**
 * The first-run checklist's marks (issue 32): `mark_onboarding_steps` merges marks into the
 * stored progress in one statement, so marks sent at the same moment from two tabs all survive,
 * and a mark keeps the time it was first set.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { anonClient, sql } from '../../support/stack.ts'
import { clientWithToken, createTestUser, type TestUser } from '../../support/users.ts'

const users: TestUser[] = []

afterAll(async () => {
  if (users.length) {
    await sql(`delete from auth.users where id = any($1::uuid[])`, [users.map((u) => u.id)])
  }
})

async function progressOf(userId: string) {
  const rows = await sql<{ value: Record<string, string> }>(
    `select preference_value as value from public.saved_preferences
      where user_id = $1 and preference_key = 'onboarding.checklist'`,
    [userId],
  )
  return rows[0]?.value ?? null
}

describe('mark_onboarding_steps', () => {
  it('marks sent at once from separate tabs all survive', async () => {
    for (let round = 0; round < 5; round += 1) {
      const user = await createTestUser()
      users.push(user)
      // Three "tabs": separate clients of the same session, each marking its own step at once.
      const tabs = [clientWithToken(user.token), clientWithToken(user.token), user.client]
      const steps = ['company_confirmed', 'prompt_opened', 'prompt_used'] as const
      const results = await Promise.all(
        steps.map((step, i) => tabs[i]!.rpc('mark_onboarding_steps', { p_steps: [step] })),
      )
      for (const result of results) expect(result.error).toBeNull()
      const stored = await progressOf(user.id)
      expect(Object.keys(stored ?? {}).sort()).toEqual([...steps].sort())
      for (const step of steps) expect(Date.parse(stored![step]!)).not.toBeNaN()
    }
  })

  it('a mark keeps its first time; other keys of the object are kept', async () => {
    const user = await createTestUser()
    users.push(user)
    const first = await user.client.rpc('mark_onboarding_steps', { p_steps: ['prompt_opened'] })
    expect(first.error).toBeNull()
    const firstAt = (first.data as Record<string, string>).prompt_opened
    await sql(`select pg_sleep(0.05)`)
    const second = await user.client.rpc('mark_onboarding_steps', {
      p_steps: ['prompt_opened', 'dismissed'],
    })
    expect(second.error).toBeNull()
    expect(second.data).toEqual({ prompt_opened: firstAt, dismissed: expect.any(String) })
    expect(await progressOf(user.id)).toEqual(second.data)
  })

  it('unknown steps and anonymous callers get an Arabic refusal and nothing is stored', async () => {
    const user = await createTestUser()
    users.push(user)
    for (const p_steps of [
      [],
      ['paid'],
      ['prompt_opened', 'x'],
      [null],
      Array(5).fill('dismissed'),
    ]) {
      const { error } = await user.client.rpc('mark_onboarding_steps', { p_steps })
      expect(error?.hint).toBe('invalid_step')
      expect(error?.message).toMatch(/[\u0600-\u06FF]/)
    }
    expect(await progressOf(user.id)).toBeNull()
    const anon = await anonClient().rpc('mark_onboarding_steps', { p_steps: ['dismissed'] })
    expect(anon.error).not.toBeNull()
  })

  it("only ever writes the caller's own progress", async () => {
    const a = await createTestUser()
    const b = await createTestUser()
    users.push(a, b)
    await a.client.rpc('mark_onboarding_steps', { p_steps: ['dismissed'] })
    expect(await progressOf(b.id)).toBeNull()
    expect(Object.keys((await progressOf(a.id)) ?? {})).toEqual(['dismissed'])
  })
})
