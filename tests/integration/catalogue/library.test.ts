/**
 * The user area against the database: Arabic search by spelling variants and typos, prompt
 * bodies withheld from a trial user by every API path (open_prompt, the only one that gives a
 * non-admin a body, included), global variables (conflict and resolution through the same calls
 * the app makes) and the realtime reload signal.
 */
import { randomUUID } from 'node:crypto'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RealtimeChannel } from '@supabase/supabase-js'
import {
  deriveGlobalVariables,
  type SavedVariableRow,
} from '../../../src/features/variables/lib/global-variables.ts'
import { sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

let trial: TestUser
let lifetime: TestUser
let other: TestUser
const ids: Record<string, string> = {}

async function search(user: TestUser, query: string) {
  const { data, error } = await user.client.rpc('search_prompts', { p_query: query, p_limit: 50 })
  expect(error).toBeNull()
  return (data as { slug: string; locked: boolean }[]).map((row) => row.slug)
}

beforeAll(async () => {
  trial = await createTestUser()
  lifetime = await createTestUser()
  other = await createTestUser()
  await sql(
    `update public.subscriptions set plan_id = 'lifetime', expires_at = null where user_id = $1`,
    [lifetime.id],
  )
  const rows = await sql<{ id: string; slug: string }>(
    `select id, slug from public.prompts
      where slug in ('customer-persona', 'marketing-plan-90-days', 'midjourney-product-shot', 'instagram-content-calendar')`,
  )
  for (const row of rows) ids[row.slug] = row.id
})

describe('search_prompts (Arabic)', () => {
  it('finds a prompt whatever the hamza form, taa marbuta spelling or diacritics', async () => {
    // Title: «بناء شخصية العميل المثالي».
    for (const query of ['شخصيه العميل', 'شَخْصِيَّة', 'الْعَمِيل المثالى', 'بناء']) {
      expect(await search(trial, query), query).toContain('customer-persona')
    }
    // Title: «تقويم محتوى إنستغرام لشهر كامل». «محتوي» alone names the content-writing
    // category, whose prompts rank first (issue 29): the spelling is checked with a second word.
    for (const query of ['انستغرام', 'إنستغرام', 'تقويم محتوي']) {
      expect(await search(trial, query), query).toContain('instagram-content-calendar')
    }
  })

  it('finds a prompt by a word with a typo', async () => {
    // «إنستغرم» (an alef dropped) is no word of the catalogue; the seed's «انستقرام» spelling is.
    expect(await search(trial, 'إنستغرم')).toContain('instagram-content-calendar')
    expect(await search(trial, 'تسويقيه خطه')).toContain('marketing-plan-90-days')
  })

  it('matches Arabic-Indic digits with ASCII digits', async () => {
    // «خطة تسويقية لمدة 90 يوماً»: written ٩٠ in the query.
    expect(await search(trial, '٩٠ يوما')).toContain('marketing-plan-90-days')
  })
})

describe('a trial user cannot read a premium prompt body by any path', () => {
  it('is refused by select, embed, search, open_prompt, usage and realtime, while a lifetime user opens it', async () => {
    const id = ids['midjourney-product-shot']!
    const [{ body_ar: body }] = await sql<{ body_ar: string }>(
      'select body_ar from public.prompt_bodies where prompt_id = $1',
      [id],
    )
    expect(body.length).toBeGreaterThan(20)

    const direct = await trial.client.from('prompt_bodies').select('body_ar').eq('prompt_id', id)
    expect(direct.error).toBeNull()
    expect(direct.data).toEqual([])

    const all = await trial.client.from('prompt_bodies').select('prompt_id, body_ar')
    expect(all.data?.some((row) => row.prompt_id === id)).toBe(false)

    const embedded = await trial.client
      .from('prompts')
      .select('id, prompt_bodies(body_ar)')
      .eq('id', id)
      .single()
    expect(embedded.error).toBeNull()
    expect(JSON.stringify(embedded.data)).not.toContain(body.slice(0, 30))

    const found = await trial.client.rpc('search_prompts', { p_query: 'ميدجورني' })
    expect(found.error).toBeNull()
    const hit = (found.data as Record<string, unknown>[]).find((row) => row.id === id)
    expect(hit?.locked).toBe(true)
    expect(JSON.stringify(found.data)).not.toContain(body.slice(0, 30))

    const copy = await trial.client.rpc('record_prompt_usage', { p_prompt_id: id, p_kind: 'copy' })
    expect(copy.error?.hint).toBe('upgrade_required')

    const chat = await trial.client.rpc('chat_suggest_products', { p_words: ['ميدجورني', 'صورة'] })
    expect(JSON.stringify(chat.data ?? [])).not.toContain(body.slice(0, 30))

    // Bodies are not published to realtime, so no change stream can carry them.
    const published = await sql(
      `select 1 from pg_publication_tables where pubname = 'supabase_realtime' and tablename = 'prompt_bodies'`,
    )
    expect(published).toEqual([])

    // The one path to a body, open_prompt, refuses too: a Midjourney prompt needs a plan that
    // opens every platform.
    const opened = await trial.client.rpc('open_prompt', { p_prompt_id: id })
    expect(opened.status).toBe(400)
    expect(opened.error).toMatchObject({
      hint: 'upgrade',
      details: 'premium',
      message: 'متاح من الباقة الكاملة',
    })
    expect(JSON.stringify(opened)).not.toContain(body.slice(0, 30))

    // Positive control: a plan that opens the prompt gets the body through open_prompt (and, like
    // every non-admin, still nothing from the table itself).
    const allowed = await lifetime.client.rpc('open_prompt', { p_prompt_id: id })
    expect(allowed.error).toBeNull()
    expect(allowed.data?.[0]?.body_ar).toBe(body)
    const lifetimeDirect = await lifetime.client
      .from('prompt_bodies')
      .select('body_ar')
      .eq('prompt_id', id)
    expect(lifetimeDirect.data).toEqual([])
    const allowedCopy = await lifetime.client.rpc('record_prompt_usage', {
      p_prompt_id: id,
      p_kind: 'copy',
    })
    expect(allowedCopy.error).toBeNull()
  })
})

async function savedRows(user: TestUser): Promise<SavedVariableRow[]> {
  const { data, error } = await user.client
    .from('user_prompt_variables')
    .select('variable_key, variable_value, updated_at, prompt_id, prompts(title_ar)')
    .eq('user_id', user.id)
    .order('updated_at', { ascending: false })
  expect(error).toBeNull()
  return (data as unknown as (SavedVariableRow & { prompts: { title_ar: string } | null })[]).map(
    (row) => ({ ...row, prompt_title: row.prompts?.title_ar ?? null }),
  )
}

describe('global variables', () => {
  it('shows a conflict across prompts and resolves it by setting the chosen value everywhere', async () => {
    const user = await createTestUser()
    const p1 = ids['customer-persona']!
    const p2 = ids['marketing-plan-90-days']!
    const upsert = (prompt: string, value: string) =>
      user.client
        .from('user_prompt_variables')
        .upsert(
          { user_id: user.id, prompt_id: prompt, variable_key: 'المنتج', variable_value: value },
          { onConflict: 'user_id,prompt_id,variable_key' },
        )
    expect((await upsert(p1, 'عطور')).error).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await upsert(p2, 'بخور')).error).toBeNull()

    const before = deriveGlobalVariables(await savedRows(user))
    expect(before.variables).toMatchObject([
      { key: 'المنتج', value: 'بخور', usage_count: 2, source_prompt_id: p2, conflict: true },
    ])
    expect(before.conflicts[0]?.values.map((v) => [v.prompt_title, v.value])).toEqual([
      ['خطة تسويقية لمدة 90 يوماً', 'بخور'],
      ['بناء شخصية العميل المثالي', 'عطور'],
    ])

    // Resolution as the app does it: the prompts using the key, then one upsert with the value.
    const using = await user.client
      .from('user_prompt_variables')
      .select('prompt_id')
      .eq('user_id', user.id)
      .eq('variable_key', 'المنتج')
    expect(using.data).toHaveLength(2)
    const resolved = await user.client.from('user_prompt_variables').upsert(
      using.data!.map((row) => ({
        user_id: user.id,
        prompt_id: row.prompt_id,
        variable_key: 'المنتج',
        variable_value: 'عطور',
      })),
      { onConflict: 'user_id,prompt_id,variable_key' },
    )
    expect(resolved.error).toBeNull()
    const after = deriveGlobalVariables(await savedRows(user))
    expect(after.conflicts).toEqual([])
    expect(after.variables).toMatchObject([{ key: 'المنتج', value: 'عطور', usage_count: 2 }])

    // Another user's rows are neither visible nor touched.
    expect(await savedRows(other)).toEqual([])
    const deleted = await user.client
      .from('user_prompt_variables')
      .delete()
      .eq('user_id', user.id)
      .eq('variable_key', 'المنتج')
    expect(deleted.error).toBeNull()
    expect(await savedRows(user)).toEqual([])
  })
})

describe('realtime reload signal', () => {
  const channels: { user: TestUser; channel: RealtimeChannel }[] = []
  afterAll(async () => {
    for (const { user, channel } of channels) await user.client.removeChannel(channel)
  })

  /** The app's two listeners: every change filtered by user_id, and deletes (key only). */
  async function listen(user: TestUser) {
    const events: { type: string; id: unknown; old: Record<string, unknown> }[] = []
    const channel = user.client
      .channel(`user-prompt-variables:${user.id}:${randomUUID()}`)
      .on(
        'postgres_changes',
        {
          event: '*',
          schema: 'public',
          table: 'user_prompt_variables',
          filter: `user_id=eq.${user.id}`,
        },
        (payload) =>
          events.push({
            type: payload.eventType,
            id: (payload.new as { id?: string }).id,
            old: payload.old,
          }),
      )
      .on(
        'postgres_changes',
        { event: 'DELETE', schema: 'public', table: 'user_prompt_variables' },
        (payload) => events.push({ type: 'DELETE', id: payload.old.id, old: payload.old }),
      )
    channels.push({ user, channel })
    await new Promise<void>((resolve, reject) => {
      channel.subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve()
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
          reject(error ?? new Error(status))
        }
      })
    })
    return events
  }

  it('tells the owner of every insert, update and delete of their variables, and nobody else', async () => {
    const owner = await createTestUser()
    const bystander = await createTestUser()
    const mine = await listen(owner)
    const theirs = await listen(bystander)
    const prompt = ids['customer-persona']!
    const row = {
      user_id: owner.id,
      prompt_id: prompt,
      variable_key: 'الدولة',
      variable_value: 'السعودية',
    }
    const inserted = await owner.client
      .from('user_prompt_variables')
      .insert(row)
      .select('id')
      .single()
    expect(inserted.error).toBeNull()
    const rowId = inserted.data!.id
    // Each write waits for its event: RLS is checked against the row as it is when the change is
    // delivered (hosted Realtime runs a SELECT of it as the subscriber: reference/supabase-wire.md),
    // so an update overtaken by the delete would rightly be dropped on a slow machine.
    const heard = () => mine.map((e) => `${e.type}:${e.id === rowId}`).join(',')
    await expect.poll(heard, { timeout: 10_000 }).toBe('INSERT:true')
    expect(
      (
        await owner.client
          .from('user_prompt_variables')
          .update({ variable_value: 'الإمارات' })
          .eq('user_id', owner.id)
          .eq('variable_key', 'الدولة')
      ).error,
    ).toBeNull()
    await expect.poll(heard, { timeout: 10_000 }).toBe('INSERT:true,UPDATE:true')
    expect(
      (
        await owner.client
          .from('user_prompt_variables')
          .delete()
          .eq('user_id', owner.id)
          .eq('variable_key', 'الدولة')
      ).error,
    ).toBeNull()
    await expect.poll(heard, { timeout: 10_000 }).toBe('INSERT:true,UPDATE:true,DELETE:true')
    await new Promise((resolve) => setTimeout(resolve, 500))
    // The bystander hears only the delete's key, nothing of the owner's row or values.
    expect(theirs.map((e) => e.type)).toEqual(['DELETE'])
    expect(JSON.stringify(theirs)).not.toContain('الإمارات')
    expect(JSON.stringify(theirs)).not.toContain(owner.id)
  })
})
