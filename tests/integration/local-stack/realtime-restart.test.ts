/**
 * A realtime client survives a server restart: the stack closes its sockets as "going away",
 * realtime-js reconnects, rejoins its channel and receives changes from the new server.
 * Runs its own stack in-process (port 55305) so the shared one is never stopped.
 */
import { afterAll, expect, it } from 'vitest'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { startLocalStack, type RunningStack } from '../../../supabase/local/server.ts'
import { CONFIGURED_STACK_TIMEOUT_MS } from '../../support/configured-stack.ts'
import { sideStackPort } from '../../support/side-stack-port.ts'

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

const PORT = sideStackPort(7)
let stack: RunningStack | undefined
let client: SupabaseClient | undefined

async function start() {
  stack = await startLocalStack({
    port: PORT,
    dbPort: 0,
    dataDir: 'memory',
    seed: false,
    quiet: true,
  })
  // A fresh in-memory database each time: the table is created again after the restart.
  await stack.db.exec(`
    create table public.rt_restart (id int primary key, note text);
    alter publication supabase_realtime add table public.rt_restart;`)
  return stack
}

afterAll(async () => {
  client?.realtime.disconnect()
  await stack?.stop()
})

it(
  'reconnects and resubscribes after the server restarts',
  async () => {
    await start()
    client = createClient(stack!.url, stack!.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      // Retry quickly instead of realtime-js's 1, 2, 5, then 10 s steps: the restart takes seconds.
      realtime: { reconnectAfterMs: () => 500 },
    })
    const notes: string[] = []
    const statuses: string[] = []
    let subscribed = 0
    let onSubscribed = () => {}
    client
      .channel('restart')
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'rt_restart' },
        (payload: { new: { note: string } }) => notes.push(payload.new.note),
      )
      .subscribe((status) => {
        statuses.push(status)
        if (status === 'SUBSCRIBED') {
          subscribed += 1
          onSubscribed()
        }
      })
    const waitSubscribed = (count: number, timeoutMs: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`not resubscribed; statuses ${statuses.join(',')}`)),
          timeoutMs,
        )
        onSubscribed = () => {
          if (subscribed >= count) {
            clearTimeout(timer)
            resolve()
          }
        }
        onSubscribed()
      })
    const waitNote = async (note: string) => {
      const until = Date.now() + 1000
      while (!notes.includes(note) && Date.now() < until)
        await new Promise((r) => setTimeout(r, 20))
      expect(notes).toContain(note)
    }

    await waitSubscribed(1, 5000)
    await stack!.db.query(`insert into public.rt_restart values (1, 'before restart')`)
    await waitNote('before restart')

    await stack!.stop()
    stack = undefined
    await start()
    // The rejoin may first hit the new server before the table exists; the channel then retries.
    await waitSubscribed(2, 40_000)
    await stack!.db.query(`insert into public.rt_restart values (2, 'after restart')`)
    await waitNote('after restart')
    expect(notes).toEqual(['before restart', 'after restart'])
    // Two in-memory stacks start here, each applying every migration first (90 s ran out at a
    // loaded run's pace): as long as two configured side stacks may take.
  },
  2 * CONFIGURED_STACK_TIMEOUT_MS,
)
