import { followIsLaunched, readIsLaunched } from '@/features/launch-gate/api/launch-live'

/** A socket the test drives: records what the client sends, delivers what the server would. */
class FakeSocket {
  static CONNECTING = 0
  static OPEN = 1
  static instances: FakeSocket[] = []
  readyState = 0
  sent: { topic: string; event: string; payload: Record<string, unknown>; ref: string }[] = []
  onopen: (() => void) | null = null
  onmessage: ((message: { data: string }) => void) | null = null
  onclose: (() => void) | null = null
  constructor(readonly url: URL) {
    FakeSocket.instances.push(this)
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as FakeSocket['sent'][number])
  }
  close() {
    this.readyState = 3
    this.onclose?.()
  }
  open() {
    this.readyState = 1
    this.onopen?.()
  }
  receive(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) })
  }
  get join() {
    const join = this.sent.find((frame) => frame.event === 'phx_join')
    if (!join) throw new Error('no phx_join sent')
    return join
  }
}

function socketAt(index: number): FakeSocket {
  const socket = FakeSocket.instances[index]
  if (!socket) throw new Error(`no socket #${index}`)
  return socket
}

function answer(rows: unknown, ok = true) {
  return vi.fn(() => Promise.resolve({ ok, json: () => Promise.resolve(rows) } as Response))
}

beforeEach(() => {
  FakeSocket.instances = []
  vi.stubGlobal('WebSocket', FakeSocket)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('readIsLaunched', () => {
  it("reads the setting over REST: only 'true' is launched", async () => {
    const fetch = answer([{ setting_value: 'false' }])
    vi.stubGlobal('fetch', fetch)
    expect(await readIsLaunched()).toBe(false)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toMatch(
      /\/rest\/v1\/site_settings\?select=setting_value&setting_key=eq\.IS_LAUNCHED$/,
    )
    expect(init.headers).toMatchObject({ apikey: expect.any(String) as string })
    vi.stubGlobal('fetch', answer([{ setting_value: 'true' }]))
    expect(await readIsLaunched()).toBe(true)
  })

  it('counts a missing setting, an error answer and a failed request as launched', async () => {
    vi.stubGlobal('fetch', answer([]))
    expect(await readIsLaunched()).toBe(true)
    vi.stubGlobal('fetch', answer({ message: 'boom' }, false))
    expect(await readIsLaunched()).toBe(true)
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    expect(await readIsLaunched()).toBe(true)
  })
})

describe('followIsLaunched', () => {
  it('joins a channel filtered on IS_LAUNCHED and follows its changes', async () => {
    vi.stubGlobal('fetch', answer([{ setting_value: 'false' }]))
    const onChange = vi.fn()
    const stop = followIsLaunched(onChange)
    const socket = socketAt(0)
    expect(socket.url.protocol).toBe('ws:')
    expect(socket.url.pathname).toBe('/realtime/v1/websocket')
    expect(socket.url.searchParams.get('vsn')).toBe('1.0.0')
    socket.open()
    const { topic, payload, ref } = socket.join
    expect(topic).toMatch(/^realtime:launch-status-\d+$/)
    expect(payload).toMatchObject({
      config: {
        postgres_changes: [
          {
            event: '*',
            schema: 'public',
            table: 'site_settings',
            filter: 'setting_key=eq.IS_LAUNCHED',
          },
        ],
      },
    })

    // Joined: the current value is read again, so nothing changed meanwhile is missed.
    socket.receive({ topic, event: 'phx_reply', payload: { status: 'ok' }, ref })
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(false))

    const change = (type: string, value?: string) =>
      socket.receive({
        topic,
        event: 'postgres_changes',
        payload: {
          data: { type, record: value === undefined ? undefined : { setting_value: value } },
        },
        ref: null,
      })
    change('UPDATE', 'true')
    expect(onChange).toHaveBeenLastCalledWith(true)
    change('UPDATE', 'false')
    expect(onChange).toHaveBeenLastCalledWith(false)
    change('DELETE')
    expect(onChange).toHaveBeenLastCalledWith(true)
    // Another topic's traffic is not ours.
    socket.receive({
      topic: 'realtime:other',
      event: 'postgres_changes',
      payload: { data: { type: 'UPDATE', record: { setting_value: 'false' } } },
    })
    expect(onChange).toHaveBeenLastCalledWith(true)

    stop()
    change('UPDATE', 'false')
    expect(onChange).toHaveBeenLastCalledWith(true)
  })

  it('reconnects after the socket drops, and reads again once rejoined', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', answer([{ setting_value: 'true' }]))
    const onChange = vi.fn()
    const stop = followIsLaunched(onChange)
    const first = socketAt(0)
    first.open()
    first.close()
    expect(FakeSocket.instances).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(FakeSocket.instances).toHaveLength(2)
    const second = socketAt(1)
    second.open()
    second.receive({
      topic: second.join.topic,
      event: 'system',
      payload: { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL' },
      ref: null,
    })
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(true))
    // Heartbeats keep the socket alive.
    await vi.advanceTimersByTimeAsync(25_000)
    expect(second.sent.some((frame) => frame.event === 'heartbeat')).toBe(true)
    stop()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(FakeSocket.instances).toHaveLength(2)
  })
})
