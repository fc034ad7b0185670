import { anonBackend, anonRest } from '@/lib/anon-rest'
import { isLaunchedValue } from '../launch-status-store'

/*
 * IS_LAUNCHED without supabase-js: one REST read and a realtime channel spoken directly (Phoenix
 * protocol, vsn 1.0.0). Every page is wrapped by the launch gate, so this runs on the marketing
 * pages too, where loading supabase-js (and zod for its env check) just to read one setting would
 * more than double the JavaScript of a first visit. The admin's write (setIsLaunched) still goes
 * through supabase-js.
 */
const SETTING_KEY = 'IS_LAUNCHED'
const HEARTBEAT_MS = 25_000
const MAX_RETRY_MS = 10_000

/** Spec 4: a missing setting or a failed read counts as launched, so this never throws. */
export async function readIsLaunched(): Promise<boolean> {
  try {
    const rows = await anonRest<{ setting_value?: string | null }[]>(
      `site_settings?select=setting_value&setting_key=eq.${SETTING_KEY}`,
    )
    return isLaunchedValue(Array.isArray(rows) ? rows[0]?.setting_value : undefined)
  } catch {
    return true
  }
}

type Frame = {
  topic: string
  event: string
  payload?: {
    status?: string
    extension?: string
    data?: { type?: string; record?: { setting_value?: string | null } }
  }
  ref?: string | null
}

let channels = 0

/**
 * Follows IS_LAUNCHED live. `onChange` receives the new state on every change, and the server's
 * current one each time the channel is (re)joined, so a change missed while disconnected is caught
 * up. Reconnects with backoff. Returns the function that stops watching.
 */
export function followIsLaunched(onChange: (launched: boolean) => void): () => void {
  const { url, key } = anonBackend()
  channels += 1
  const topic = `realtime:launch-status-${channels}`
  let socket: WebSocket | null = null
  let heartbeat: ReturnType<typeof setInterval> | undefined
  let retry: ReturnType<typeof setTimeout> | undefined
  let attempts = 0
  let ref = 0
  let stopped = false

  const catchUp = () => {
    readIsLaunched().then((launched) => {
      if (!stopped) onChange(launched)
    })
  }

  const connect = () => {
    const address = new URL(`${url}/realtime/v1/websocket`)
    address.protocol = address.protocol === 'https:' ? 'wss:' : 'ws:'
    address.searchParams.set('apikey', key)
    address.searchParams.set('vsn', '1.0.0')
    const ws = new WebSocket(address)
    socket = ws
    let joinRef = ''
    const send = (frame: { topic: string; event: string; payload: object }) => {
      ref += 1
      ws.send(JSON.stringify({ ...frame, ref: String(ref) }))
      return String(ref)
    }
    ws.onopen = () => {
      attempts = 0
      joinRef = send({
        topic,
        event: 'phx_join',
        payload: {
          config: {
            broadcast: { ack: false, self: false },
            presence: { key: '' },
            postgres_changes: [
              {
                event: '*',
                schema: 'public',
                table: 'site_settings',
                filter: `setting_key=eq.${SETTING_KEY}`,
              },
            ],
            private: false,
          },
        },
      })
      heartbeat = setInterval(
        () => send({ topic: 'phoenix', event: 'heartbeat', payload: {} }),
        HEARTBEAT_MS,
      )
    }
    ws.onmessage = (message: MessageEvent) => {
      let frame: Frame
      try {
        frame = JSON.parse(String(message.data)) as Frame
      } catch {
        return
      }
      if (stopped || frame.topic !== topic) return
      if (frame.event === 'phx_reply' && frame.ref === joinRef) {
        if (frame.payload?.status === 'ok') catchUp()
      } else if (frame.event === 'system' && frame.payload?.extension === 'postgres_changes') {
        // Changes flow from here on: read once more, in case one landed while joining.
        if (frame.payload.status === 'ok') catchUp()
      } else if (frame.event === 'postgres_changes') {
        const data = frame.payload?.data
        if (data?.type === 'DELETE') onChange(true)
        else onChange(isLaunchedValue(data?.record?.setting_value))
      } else if (frame.event === 'phx_close' || frame.event === 'phx_error') {
        ws.close()
      }
    }
    ws.onclose = () => {
      clearInterval(heartbeat)
      if (stopped || socket !== ws) return
      attempts += 1
      retry = setTimeout(connect, Math.min(MAX_RETRY_MS, 500 * 2 ** attempts))
    }
  }

  try {
    connect()
  } catch (error) {
    console.warn('Could not watch the launch state', error)
  }

  return () => {
    stopped = true
    clearTimeout(retry)
    clearInterval(heartbeat)
    const current = socket
    socket = null
    if (!current) return
    // Closing a socket still connecting logs a browser warning: close it once open instead.
    if (current.readyState === WebSocket.CONNECTING) current.onopen = () => current.close()
    else if (current.readyState === WebSocket.OPEN) current.close()
  }
}
