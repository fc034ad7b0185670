/**
 * open_prompt_or_lock (issue 50): the app's prompt page opens a body through the same definer as
 * open_prompt, but a lock is a 200 answer — a row with the reason, the Arabic message and the plan
 * that unlocks it, and no body — so the browser logs no failed load for a normal state. Each lock
 * reason is compared with what open_prompt itself refuses for the same user and prompt, and the
 * metering with prompt_opens: a lock counts nothing, an open counts once, a re-open is free.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, sql } from '../../support/stack.ts'
import { createSubscriber, createTestUser, type TestUser } from '../../support/users.ts'

const cleanup: string[] = []

type PromptRef = { id: string; slug: string; category: string }

const RIYADH_OFFSET_MS = 3 * 3600_000

/** Counts of today's opens must not straddle Riyadh midnight: wait it out when it is close. */
async function clearOfRiyadhMidnight(seconds: number) {
  const left = 86_400_000 - ((Date.now() + RIYADH_OFFSET_MS) % 86_400_000)
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 1000))
}

async function promptsWhere(condition: string, limit: number): Promise<PromptRef[]> {
  return sql<PromptRef>(
    `select p.id, p.slug, p.category from public.prompts p
      where p.is_published and exists (select 1 from public.prompt_bodies b where b.prompt_id = p.id)
        and ${condition}
      order by p.slug limit ${limit}`,
  )
}

async function bodyOf(id: string) {
  const [row] = await sql<{ body_ar: string; body_en: string | null }>(
    'select body_ar, body_en from public.prompt_bodies where prompt_id = $1',
    [id],
  )
  return row!
}

async function opensOf(user: TestUser): Promise<string[]> {
  const rows = await sql<{ prompt_id: string }>(
    'select prompt_id from public.prompt_opens where user_id = $1 order by prompt_id',
    [user.id],
  )
  return rows.map((r) => r.prompt_id)
}

const viewOf = (user: TestUser, id: string) =>
  user.client.rpc('open_prompt_or_lock', { p_prompt_id: id })

/**
 * The lock open_prompt_or_lock answers must be open_prompt's refusal for the same call, as a
 * 200 row with no body; and neither call records an open.
 */
async function expectLock(user: TestUser, id: string, reason: string, unlockPlan: string | null) {
  const before = await opensOf(user)
  const refused = await user.client.rpc('open_prompt', { p_prompt_id: id })
  expect(refused.status).toBe(400)
  expect(refused.error?.hint).toBe(reason)

  const view = await viewOf(user, id)
  expect(view.error).toBeNull()
  expect(view.status).toBe(200)
  expect(view.data).toEqual([
    {
      body_ar: null,
      body_en: null,
      opens_today: null,
      daily_limit: null,
      lock_reason: reason,
      lock_message: refused.error!.message,
      unlock_plan: unlockPlan,
    },
  ])
  expect(refused.error!.details || null).toBe(unlockPlan)
  expect(await opensOf(user)).toEqual(before)
}

let trialSamples: PromptRef[]
let notSample: PromptRef
let marketing: PromptRef
let seo: PromptRef

beforeAll(async () => {
  trialSamples = await promptsWhere(`p.trial_sample`, 11)
  ;[notSample] = await promptsWhere(`not p.trial_sample and 'chatgpt' = any(p.platforms)`, 1)
  ;[marketing] = await promptsWhere(
    `p.category = 'marketing' and 'chatgpt' = any(p.platforms) and not p.trial_sample`,
    1,
  )
  ;[seo] = await promptsWhere(
    `p.category = 'seo' and 'chatgpt' = any(p.platforms) and not p.trial_sample`,
    1,
  )
  expect(trialSamples).toHaveLength(11)
  expect([notSample, marketing, seo].every(Boolean)).toBe(true)
})

afterAll(async () => {
  await sql('delete from auth.users where id = any($1::uuid[])', [cleanup])
})

describe('open_prompt_or_lock: a lock is an answer, not an error', () => {
  it('a basic subscriber without a section gets choose_section, and outside their section outside_section, with no body', async () => {
    const basic = await createSubscriber('basic', cleanup)
    await expectLock(basic, marketing.id, 'choose_section', 'basic')

    const chosen = await basic.client.rpc('choose_prompt_section', { p_category: 'seo' })
    expect(chosen.error).toBeNull()
    await expectLock(basic, marketing.id, 'outside_section', 'basic')

    // Inside the section the body comes, counted once.
    const opened = await viewOf(basic, seo.id)
    expect(opened.error).toBeNull()
    expect(opened.data).toEqual([
      {
        ...(await bodyOf(seo.id)),
        opens_today: 1,
        daily_limit: 50,
        lock_reason: null,
        lock_message: null,
        unlock_plan: null,
      },
    ])
    expect(await opensOf(basic)).toEqual([seo.id])
  })

  it('a plan below the prompt and an account without a plan get upgrade with the plan that opens it', async () => {
    const trial = await createTestUser()
    cleanup.push(trial.id)
    await expectLock(trial, notSample.id, 'upgrade', 'basic')

    const expired = await createTestUser()
    cleanup.push(expired.id)
    await sql(
      `update public.subscriptions set plan_id = 'basic', status = 'active', grace_period_until = null,
              expires_at = now() - interval '10 days' where user_id = $1`,
      [expired.id],
    )
    await expectLock(expired, trialSamples[0]!.id, 'upgrade', 'basic')
  })

  it('meters exactly as open_prompt: each distinct prompt once, a re-open free, over the quota a lock that counts nothing', async () => {
    const trial = await createTestUser()
    cleanup.push(trial.id)
    await clearOfRiyadhMidnight(60)

    for (const [i, p] of trialSamples.slice(0, 10).entries()) {
      const { data, error } = await viewOf(trial, p.id)
      expect(error, p.slug).toBeNull()
      expect(data).toEqual([
        {
          ...(await bodyOf(p.id)),
          opens_today: i + 1,
          daily_limit: 10,
          lock_reason: null,
          lock_message: null,
          unlock_plan: null,
        },
      ])
    }
    // A re-open is free, through either function.
    expect((await viewOf(trial, trialSamples[2]!.id)).data?.[0]?.opens_today).toBe(10)
    expect(
      (await trial.client.rpc('open_prompt', { p_prompt_id: trialSamples[3]!.id })).error,
    ).toBeNull()

    await expectLock(trial, trialSamples[10]!.id, 'quota', 'basic')
    // The lock did not take the eleventh prompt, and a re-open still answers after it.
    expect(await opensOf(trial)).toEqual(
      trialSamples
        .slice(0, 10)
        .map((p) => p.id)
        .sort(),
    )
    expect((await viewOf(trial, trialSamples[0]!.id)).data?.[0]).toMatchObject({
      opens_today: 10,
      lock_reason: null,
    })
    // A prompt the plan does not open is refused for that, not for the quota.
    await expectLock(trial, notSample.id, 'upgrade', 'basic')
  })

  it('a plan that includes the prompt gets the same body as open_prompt', async () => {
    const premium = await createSubscriber('premium', cleanup)
    const view = await viewOf(premium, marketing.id)
    const direct = await premium.client.rpc('open_prompt', { p_prompt_id: marketing.id })
    expect(direct.error).toBeNull()
    expect(view.error).toBeNull()
    expect(view.data).toEqual([
      { ...direct.data![0]!, lock_reason: null, lock_message: null, unlock_plan: null },
    ])
    expect(view.data![0]!.body_ar).toBe((await bodyOf(marketing.id)).body_ar)
    expect(await opensOf(premium)).toEqual([marketing.id])
  })

  it('anon is refused; an unknown prompt is still an error (not_found), as open_prompt refuses it', async () => {
    const anon = await anonClient().rpc('open_prompt_or_lock', { p_prompt_id: marketing.id })
    expect(anon.data).toBeNull()
    expect(anon.status).toBe(401)
    expect(anon.error?.code).toBe('42501')

    const user = await createSubscriber('premium', cleanup)
    const unknown = await viewOf(user, '00000000-0000-4000-8000-000000000000')
    expect(unknown.data).toBeNull()
    expect(unknown.status).toBe(400)
    expect(unknown.error).toMatchObject({ hint: 'not_found', message: 'الأمر غير موجود' })
    expect(await opensOf(user)).toEqual([])
  })
})
