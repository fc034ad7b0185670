/**
 * What the launch gate relies on: anyone reads IS_LAUNCHED (and no other private setting), only
 * admins change it, and a change reaches an anonymous realtime subscriber filtered on the key
 * quickly enough for "every open browser follows within a second".
 */
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

let admin: TestUser
let user: TestUser

async function launchValue(): Promise<string | null> {
  const rows = await sql<{ setting_value: string | null }>(
    `select setting_value from public.site_settings where setting_key = 'IS_LAUNCHED'`,
  )
  return rows[0]?.setting_value ?? null
}

beforeAll(async () => {
  admin = await createTestUser({ admin: true })
  user = await createTestUser()
  await sql(`insert into public.site_settings (setting_key, setting_value) values ('IS_LAUNCHED', 'true')
             on conflict (setting_key) do update set setting_value = 'true'`)
})

afterAll(async () => {
  await sql(
    `update public.site_settings set setting_value = 'true' where setting_key = 'IS_LAUNCHED'`,
  )
})

describe('IS_LAUNCHED', () => {
  it('is readable by anon, while private settings are not', async () => {
    const { data, error } = await anonClient()
      .from('site_settings')
      .select('setting_key, setting_value')
    expect(error).toBeNull()
    const keys = (data ?? []).map((row) => row.setting_key as string)
    expect(keys).toContain('IS_LAUNCHED')
    expect(keys.every((key) => ['IS_LAUNCHED', 'chat_suggested_questions'].includes(key))).toBe(
      true,
    )
  })

  it('cannot be changed by anon or a plain user; an admin can', async () => {
    const anon = await anonClient()
      .from('site_settings')
      .update({ setting_value: 'false' })
      .eq('setting_key', 'IS_LAUNCHED')
      .select()
    expect(anon.data ?? []).toEqual([])
    const asUser = await user.client
      .from('site_settings')
      .update({ setting_value: 'false' })
      .eq('setting_key', 'IS_LAUNCHED')
      .select()
    expect(asUser.data ?? []).toEqual([])
    expect(await launchValue()).toBe('true')

    const asAdmin = await admin.client
      .from('site_settings')
      .update({ setting_value: 'false' })
      .eq('setting_key', 'IS_LAUNCHED')
      .select('setting_value, updated_by')
    expect(asAdmin.error).toBeNull()
    expect(asAdmin.data).toEqual([{ setting_value: 'false', updated_by: admin.id }])
    expect(await launchValue()).toBe('false')
    await sql(
      `update public.site_settings set setting_value = 'true' where setting_key = 'IS_LAUNCHED'`,
    )
  })

  it('reaches an anonymous subscriber filtered on the key within a second', async () => {
    const client = anonClient()
    const received: { value: string; at: number }[] = []
    const channel = client.channel('launch-status-test').on(
      'postgres_changes',
      {
        event: '*',
        schema: 'public',
        table: 'site_settings',
        filter: 'setting_key=eq.IS_LAUNCHED',
      },
      (payload) => {
        received.push({
          value: (payload.new as { setting_value: string }).setting_value,
          at: Date.now(),
        })
      },
    )
    await new Promise<void>((resolve, reject) => {
      channel.subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve()
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status))
      })
    })

    // Another setting changing must not wake the gate.
    await sql(`update public.site_settings set setting_value = setting_value
               where setting_key = 'chat_suggested_questions'`)
    const flippedAt = Date.now()
    const flip = await admin.client
      .from('site_settings')
      .update({ setting_value: 'false' })
      .eq('setting_key', 'IS_LAUNCHED')
    expect(flip.error).toBeNull()

    const deadline = Date.now() + 5_000
    while (received.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await client.removeChannel(channel)
    expect(received.map((r) => r.value)).toEqual(['false'])
    const latency = received[0]!.at - flippedAt
    console.log(`IS_LAUNCHED change reached the subscriber in ${latency} ms`)
    expect(latency).toBeLessThan(1_000)
  })
})
