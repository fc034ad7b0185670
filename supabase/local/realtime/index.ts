/**
 * `/realtime/v1`: the Phoenix socket realtime-js 2.x connects to, with `postgres_changes`
 * (trigger capture, server-side filters, RLS checked per subscriber), broadcast and presence
 * within this one server, and the REST broadcast endpoints. README.md beside this file lists
 * what is served and what is not.
 */
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { randomUUID } from 'node:crypto'
import { WebSocketServer, type WebSocket } from 'ws'
import type { Service, ServiceFactory, StackContext } from '../context.ts'
import { AuthError, mapApiKey, resolveRequestAuth, verifyJwt } from '../request-auth.ts'
import { ChangeCapture, type Change, type ChangeType, type Viewer } from './capture.ts'
import { FilterError, matchesFilter, parseFilter, type CompiledFilter } from './filters.ts'
import { decodeFrame, encodeBroadcast, encodeFrame, type Frame, type Vsn } from './protocol.ts'

const PREFIX = '/realtime/v1'
/** Phoenix's server-side timeout: a socket silent this long (no heartbeat) is dropped. */
const IDLE_TIMEOUT_MS = 60_000
const SWEEP_MS = 5_000

interface Auth {
  role: string
  claimsJson: string
  /** Expiry in seconds since the epoch, when the token has one. */
  exp?: number
}

interface Binding {
  id: number
  event: '*' | ChangeType
  schema: string
  /** undefined or '*' = every table of the schema. */
  table?: string
  filter?: CompiledFilter
  /** The params exactly as the client sent them, echoed with the id in the join reply. */
  params: Record<string, unknown>
}

interface Connection {
  ws: WebSocket
  vsn: Vsn
  /** The socket's apikey as a bearer token, used when a join carries no access_token. */
  apiToken: string
  channels: Map<string, Channel>
  lastSeen: number
}

interface Channel {
  conn: Connection
  topic: string
  joinRef: string | null
  bindings: Binding[]
  auth: Auth
  broadcastSelf: boolean
  broadcastAck: boolean
  presenceEnabled: boolean
  presenceKey: string
  presenceMeta?: Record<string, unknown>
}

class JoinError extends Error {}

export const realtimeService: ServiceFactory = async (ctx) => {
  const realtime = new Realtime(ctx)
  await realtime.start()
  const service: Service = {
    name: 'realtime',
    prefix: PREFIX,
    handle: (request) => realtime.handleHttp(request),
    upgrade: (request, socket, head) => realtime.upgrade(request, socket, head),
    close: () => realtime.close(),
  }
  return [service]
}

class Realtime {
  private readonly wss = new WebSocketServer({ noServer: true })
  private readonly connections = new Set<Connection>()
  private readonly capture: ChangeCapture
  private sweeper: NodeJS.Timeout | undefined
  private readonly onSchemaChanged = () => {
    this.capture.install().catch((error: unknown) => {
      console.error('[realtime] re-installing change capture failed:', error)
    })
  }

  constructor(private readonly ctx: StackContext) {
    this.capture = new ChangeCapture(
      ctx.db,
      (changes) => this.deliver(changes),
      () => this.hasPostgresSubscribers(),
    )
  }

  async start() {
    await this.capture.start()
    this.ctx.events.on('schema-changed', this.onSchemaChanged)
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS)
    this.sweeper.unref()
  }

  async close() {
    this.ctx.events.off('schema-changed', this.onSchemaChanged)
    if (this.sweeper) clearInterval(this.sweeper)
    // 1001 "going away": not a clean client-side close, so realtime-js reconnects and rejoins.
    for (const conn of this.connections) conn.ws.close(1001, 'server shutting down')
    const deadline = Date.now() + 1_000
    while (this.connections.size && Date.now() < deadline) await delay(20)
    for (const conn of this.connections) conn.ws.terminate()
    await this.capture.close()
    await new Promise<void>((resolve) => this.wss.close(() => resolve()))
  }

  // ---------------------------------------------------------------- HTTP (REST broadcast)

  async handleHttp(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname.slice(PREFIX.length)
    if (request.method !== 'POST' || !path.startsWith('/api/broadcast')) {
      return Response.json({ message: 'Not found' }, { status: 404 })
    }
    try {
      await resolveRequestAuth(request.headers)
    } catch (error) {
      const message = error instanceof AuthError ? error.message : 'Unauthorized'
      return Response.json({ message }, { status: 401 })
    }
    // POST /api/broadcast {messages:[{topic, event, payload}]} or, for httpSend(),
    // POST /api/broadcast/<topic>/events/<event> with the payload as the body.
    const single = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/.exec(path)
    let messages: { topic: string; event: string; payload: unknown }[]
    try {
      if (single) {
        const binary = request.headers.get('content-type') === 'application/octet-stream'
        const body = Buffer.from(await request.arrayBuffer())
        messages = [
          {
            topic: decodeURIComponent(single[1]!),
            event: decodeURIComponent(single[2]!),
            payload: binary ? body : (JSON.parse(body.toString('utf8')) as unknown),
          },
        ]
      } else if (path === '/api/broadcast') {
        const body = (await request.json()) as { messages?: unknown }
        if (!Array.isArray(body.messages)) throw new Error('messages must be an array')
        messages = (body.messages as Record<string, unknown>[]).map((m) => ({
          topic: String(m.topic ?? ''),
          event: String(m.event ?? ''),
          payload: m.payload ?? {},
        }))
      } else {
        return Response.json({ message: 'Not found' }, { status: 404 })
      }
    } catch (error) {
      return Response.json({ message: (error as Error).message }, { status: 400 })
    }
    for (const m of messages) {
      this.broadcast(`realtime:${m.topic}`, {
        type: 'broadcast',
        event: m.event,
        payload: m.payload,
      })
    }
    return new Response(null, { status: 202 })
  }

  // ---------------------------------------------------------------- WebSocket

  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', this.ctx.apiUrl)
    if (url.pathname !== `${PREFIX}/websocket` && url.pathname !== `${PREFIX}/websocket/`) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n')
      return
    }
    const header = (name: string) => {
      const value = request.headers[name]
      return Array.isArray(value) ? value[0] : value
    }
    const apikey = url.searchParams.get('apikey') ?? header('x-api-key') ?? header('apikey') ?? null
    const mapped = mapApiKey(null, apikey)
    const vsn: Vsn = url.searchParams.get('vsn') === '2.0.0' ? '2.0.0' : '1.0.0'
    const token = mapped?.replace(/^Bearer\s+/i, '') ?? ''
    verifyJwt(token).then(
      () => {
        this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, vsn, token))
      },
      () => {
        const body = JSON.stringify({ message: 'Invalid or missing apikey' })
        socket.end(
          `HTTP/1.1 403 Forbidden\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        )
      },
    )
  }

  private accept(ws: WebSocket, vsn: Vsn, apiToken: string) {
    const conn: Connection = { ws, vsn, apiToken, channels: new Map(), lastSeen: Date.now() }
    this.connections.add(conn)
    ws.on('message', (data, isBinary) => {
      conn.lastSeen = Date.now()
      const frame = decodeFrame(toBuffer(data), isBinary)
      if (!frame) return
      this.onFrame(conn, frame).catch((error: unknown) => {
        console.error('[realtime] handling', frame.event, 'failed:', error)
        this.reply(conn, frame, 'error', { reason: 'Internal error' })
      })
    })
    ws.on('close', () => {
      for (const channel of conn.channels.values()) this.removeChannel(channel)
      this.connections.delete(conn)
    })
    ws.on('error', () => ws.terminate())
  }

  private async onFrame(conn: Connection, frame: Frame) {
    if (frame.topic === 'phoenix') {
      if (frame.event === 'heartbeat') this.reply(conn, frame, 'ok', {})
      return
    }
    if (frame.event === 'phx_join') return this.join(conn, frame)
    const channel = conn.channels.get(frame.topic)
    if (!channel) {
      this.reply(conn, frame, 'error', { reason: 'unmatched topic' })
      return
    }
    switch (frame.event) {
      case 'phx_leave':
        this.reply(conn, frame, 'ok', {})
        this.removeChannel(channel)
        this.send(conn, { ...frame, ref: channel.joinRef, event: 'phx_close', payload: {} })
        return
      case 'access_token':
        return this.refreshToken(channel, frame)
      case 'broadcast':
        this.broadcast(channel.topic, frame.payload, channel)
        if (frame.ref !== null) this.reply(conn, frame, 'ok', {})
        return
      case 'presence':
        this.presence(channel, frame.payload)
        this.reply(conn, frame, 'ok', {})
        return
      default:
        this.reply(conn, frame, 'ok', {})
    }
  }

  private async join(conn: Connection, frame: Frame) {
    const previous = conn.channels.get(frame.topic)
    if (previous) this.removeChannel(previous)

    const payload = frame.payload
    const config = (payload.config ?? {}) as Record<string, unknown>
    const broadcast = (config.broadcast ?? {}) as Record<string, unknown>
    const presence = (config.presence ?? {}) as Record<string, unknown>
    const token =
      typeof payload.access_token === 'string' && !payload.access_token.startsWith('sb_')
        ? payload.access_token
        : conn.apiToken

    let channel: Channel
    try {
      if (config.private === true) {
        throw new JoinError(
          'PrivateChannelsUnsupported: the local stack serves public channels only',
        )
      }
      const auth = await this.authenticate(token)
      const bindings = await this.compileBindings(config.postgres_changes)
      channel = {
        conn,
        topic: frame.topic,
        joinRef: frame.joinRef,
        bindings,
        auth,
        broadcastSelf: broadcast.self === true,
        broadcastAck: broadcast.ack === true,
        presenceEnabled: presence.enabled === true,
        presenceKey: typeof presence.key === 'string' && presence.key ? presence.key : randomUUID(),
      }
    } catch (error) {
      const reason =
        error instanceof JoinError || error instanceof FilterError
          ? error.message
          : `Internal error: ${(error as Error).message}`
      this.reply(conn, frame, 'error', { reason })
      return
    }

    if (channel.bindings.length && !this.hasPostgresSubscribers()) {
      await this.capture.discardBacklog()
    }
    conn.channels.set(frame.topic, channel)
    this.reply(conn, frame, 'ok', {
      postgres_changes: channel.bindings.map((b) => ({ id: b.id, ...b.params })),
    })
    const name = frame.topic.replace(/^realtime:/, '')
    if (channel.bindings.length) {
      this.push(channel, 'system', {
        channel: name,
        extension: 'postgres_changes',
        message: 'Subscribed to PostgreSQL',
        status: 'ok',
      })
    }
    if (channel.presenceEnabled)
      this.push(channel, 'presence_state', this.presenceState(frame.topic))
  }

  private async authenticate(token: string): Promise<Auth> {
    let claims: Awaited<ReturnType<typeof verifyJwt>>
    try {
      claims = await verifyJwt(token)
    } catch (error) {
      const expired = error instanceof AuthError && error.code === 'PGRST303'
      throw new JoinError(
        expired ? `InvalidJWTToken: ${expiredMessage(token)}` : 'InvalidJWTToken: Invalid token',
      )
    }
    const { rows } = await this.ctx.db.query<{ ok: boolean }>(
      'select exists (select 1 from pg_catalog.pg_roles where rolname = $1) as ok',
      [claims.role],
    )
    if (!rows[0]?.ok) throw new JoinError(`InvalidJWTToken: role "${claims.role}" does not exist`)
    return { role: claims.role, claimsJson: JSON.stringify(claims), exp: claims.exp }
  }

  private async compileBindings(raw: unknown): Promise<Binding[]> {
    if (raw === undefined || raw === null) return []
    if (!Array.isArray(raw)) throw new JoinError('Invalid postgres_changes: expected a list')
    const bindings: Binding[] = []
    for (const item of raw as unknown[]) {
      const params = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>
      const event = typeof params.event === 'string' ? params.event.toUpperCase() : ''
      const schema = typeof params.schema === 'string' ? params.schema : 'public'
      const table = typeof params.table === 'string' ? params.table : undefined
      const filterText = typeof params.filter === 'string' ? params.filter : undefined
      const describe = `[event: ${String(params.event)}, schema: ${schema}, table: ${table ?? '*'}, filters: ${filterText ? JSON.stringify([filterText]) : '[]'}]`
      const refuse = (): never => {
        throw new JoinError(
          `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${describe}`,
        )
      }
      if (!['*', 'INSERT', 'UPDATE', 'DELETE'].includes(event)) refuse()

      let filter: CompiledFilter | undefined
      if (table && table !== '*') {
        const columns = await this.tableColumns(schema, table)
        if (!columns) refuse()
        const { relid, types } = columns!
        if (!(await this.capture.isCaptured(relid))) await this.capture.sync()
        if (filterText) {
          const parsed = parseFilter(filterText)
          const type = types.get(parsed.column)
          if (!type) {
            throw new FilterError(
              `Error parsing \`filter\` params: ${JSON.stringify([parsed.column, filterText.slice(parsed.column.length + 1)])}`,
            )
          }
          await this.checkCastable(parsed.values, type.name, filterText)
          filter = { ...parsed, category: type.category }
        }
      } else if (filterText) {
        throw new FilterError(`Error parsing \`filter\` params: a filter needs a table`)
      } else {
        const { rows } = await this.ctx.db.query(
          'select 1 from pg_catalog.pg_namespace where nspname = $1',
          [schema],
        )
        if (!rows.length) refuse()
      }
      bindings.push({
        id: bindingId(params),
        event: event as Binding['event'],
        schema,
        table: table === '*' ? undefined : table,
        filter,
        params,
      })
    }
    return bindings
  }

  private async tableColumns(schema: string, table: string) {
    const { rows } = await this.ctx.db.query<{
      relid: string
      attname: string | null
      type: string | null
      category: string | null
    }>(
      `select c.oid::text as relid, a.attname, pg_catalog.format_type(a.atttypid, a.atttypmod) as type,
              t.typcategory::text as category
         from pg_catalog.pg_class c
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
         left join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         left join pg_catalog.pg_type t on t.oid = a.atttypid
        where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')`,
      [schema, table],
    )
    if (!rows.length) return undefined
    const types = new Map<string, { name: string; category: string }>()
    for (const r of rows)
      if (r.attname) types.set(r.attname, { name: r.type!, category: r.category! })
    return { relid: rows[0]!.relid, types }
  }

  private async checkCastable(values: string[], type: string, filterText: string) {
    try {
      await this.ctx.db.query(`select v::${type} from unnest($1::text[]) as v`, [values])
    } catch (error) {
      throw new FilterError(
        `Error parsing \`filter\` params: ${JSON.stringify([filterText])}: ${(error as Error).message}`,
      )
    }
  }

  private async refreshToken(channel: Channel, frame: Frame) {
    const token = frame.payload.access_token
    if (typeof token !== 'string' || token.startsWith('sb_')) return
    try {
      channel.auth = await this.authenticate(token)
    } catch (error) {
      this.closeWithError(channel, (error as Error).message.replace(/^InvalidJWTToken: /, ''))
    }
  }

  /** As Realtime does when a token is refused or expires: a `system` error, then phx_close. */
  private closeWithError(channel: Channel, message: string) {
    this.push(channel, 'system', {
      channel: channel.topic.replace(/^realtime:/, ''),
      extension: 'system',
      message,
      status: 'error',
    })
    this.removeChannel(channel)
    this.send(channel.conn, {
      joinRef: channel.joinRef,
      ref: channel.joinRef,
      topic: channel.topic,
      event: 'phx_close',
      payload: {},
    })
  }

  private removeChannel(channel: Channel) {
    if (channel.conn.channels.get(channel.topic) !== channel) return
    channel.conn.channels.delete(channel.topic)
    if (channel.presenceMeta) {
      const leaves = { [channel.presenceKey]: { metas: [channel.presenceMeta] } }
      this.presenceDiff(channel.topic, {}, leaves)
    }
  }

  private sweep() {
    const now = Date.now()
    for (const conn of this.connections) {
      if (now - conn.lastSeen > IDLE_TIMEOUT_MS) {
        conn.ws.terminate()
        continue
      }
      for (const channel of conn.channels.values()) {
        const exp = channel.auth.exp
        if (exp !== undefined && exp * 1000 < now) {
          this.closeWithError(
            channel,
            `Token has expired ${Math.round(now / 1000 - exp)} seconds ago`,
          )
        }
      }
    }
  }

  // ---------------------------------------------------------------- postgres_changes

  private hasPostgresSubscribers(): boolean {
    for (const conn of this.connections) {
      for (const channel of conn.channels.values()) if (channel.bindings.length) return true
    }
    return false
  }

  private async deliver(changes: Change[]) {
    for (const change of changes) {
      const targets: { channel: Channel; ids: number[] }[] = []
      const row = change.type === 'DELETE' ? change.oldRecord : change.record
      for (const conn of this.connections) {
        for (const channel of conn.channels.values()) {
          const ids = channel.bindings
            .filter(
              (b) =>
                (b.schema === '*' || b.schema === change.schema) &&
                (b.table === undefined || b.table === change.table) &&
                (b.event === '*' || b.event === change.type) &&
                (!b.filter || matchesFilter(b.filter, row)),
            )
            .map((b) => b.id)
          if (ids.length) targets.push({ channel, ids: [...new Set(ids)] })
        }
      }
      if (!targets.length) continue

      const viewers = new Map<string, Viewer>()
      for (const { channel } of targets) {
        viewers.set(viewerKey(channel.auth), {
          role: channel.auth.role,
          claims: channel.auth.claimsJson,
        })
      }
      const keys = [...viewers.keys()]
      // RLS decides INSERT/UPDATE per row; DELETE (the row is gone) and tables without RLS only
      // need the table privilege, as Realtime's apply_rls.
      const checkRow = change.rls && change.type !== 'DELETE'
      const visible = await this.capture.visibleTo(change, [...viewers.values()], checkRow)
      const allowed = new Set(keys.filter((_, i) => visible[i]))

      const data: Record<string, unknown> = {
        schema: change.schema,
        table: change.table,
        commit_timestamp: change.commitTimestamp,
        type: change.type,
        columns: change.columns,
      }
      if (change.type !== 'DELETE') data.record = change.record ?? {}
      if (change.type !== 'INSERT') data.old_record = change.oldRecord ?? {}
      data.errors = null
      for (const { channel, ids } of targets) {
        if (!allowed.has(viewerKey(channel.auth))) continue
        if (channel.conn.channels.get(channel.topic) !== channel) continue
        this.push(channel, 'postgres_changes', { ids, data }, true)
      }
    }
  }

  // ---------------------------------------------------------------- broadcast and presence

  private broadcast(topic: string, payload: Record<string, unknown>, from?: Channel) {
    for (const conn of this.connections) {
      const channel = conn.channels.get(topic)
      if (!channel || (channel === from && !from.broadcastSelf)) continue
      const frame = encodeBroadcast(conn.vsn, topic, payload)
      if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(frame)
    }
  }

  private presence(channel: Channel, payload: Record<string, unknown>) {
    const previous = channel.presenceMeta
    const leaves = previous ? { [channel.presenceKey]: { metas: [previous] } } : {}
    if (payload.event === 'track') {
      const meta: Record<string, unknown> = {
        ...((payload.payload ?? {}) as Record<string, unknown>),
        phx_ref: randomUUID().slice(0, 20),
      }
      if (previous) meta.phx_ref_prev = previous.phx_ref
      channel.presenceMeta = meta
      this.presenceDiff(channel.topic, { [channel.presenceKey]: { metas: [meta] } }, leaves)
    } else if (payload.event === 'untrack' && previous) {
      channel.presenceMeta = undefined
      this.presenceDiff(channel.topic, {}, leaves)
    }
  }

  private presenceState(topic: string) {
    const state: Record<string, { metas: Record<string, unknown>[] }> = {}
    for (const conn of this.connections) {
      const channel = conn.channels.get(topic)
      if (!channel?.presenceMeta) continue
      ;(state[channel.presenceKey] ??= { metas: [] }).metas.push(channel.presenceMeta)
    }
    return state
  }

  private presenceDiff(topic: string, joins: object, leaves: object) {
    for (const conn of this.connections) {
      const channel = conn.channels.get(topic)
      if (channel?.presenceEnabled) this.push(channel, 'presence_diff', { joins, leaves })
    }
  }

  // ---------------------------------------------------------------- frames

  /** A server push to a joined channel; fastlane broadcasts (changes) carry no join_ref. */
  private push(
    channel: Channel,
    event: string,
    payload: Record<string, unknown>,
    fastlane = false,
  ) {
    this.send(channel.conn, {
      joinRef: fastlane ? null : channel.joinRef,
      ref: null,
      topic: channel.topic,
      event,
      payload,
    })
  }

  private reply(conn: Connection, frame: Frame, status: 'ok' | 'error', response: object) {
    this.send(conn, { ...frame, event: 'phx_reply', payload: { status, response } })
  }

  private send(conn: Connection, frame: Frame) {
    if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(encodeFrame(conn.vsn, frame))
  }
}

/**
 * A stable positive id for a binding, as Realtime's `:erlang.phash2(params)`: realtime-js only
 * needs it to be a non-zero integer, the same for the same params, echoed in the join reply.
 */
function bindingId(params: Record<string, unknown>): number {
  const text = JSON.stringify(
    Object.keys(params)
      .sort()
      .map((k) => [k, params[k]]),
  )
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 5 || 1
}

function viewerKey(auth: Auth) {
  return `${auth.role}\u0000${auth.claimsJson}`
}

function expiredMessage(token: string): string {
  try {
    const body = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp?: number
    }
    if (typeof body.exp === 'number') {
      return `Token has expired ${Math.max(0, Math.round(Date.now() / 1000 - body.exp))} seconds ago`
    }
  } catch {
    // An unreadable body is reported without the age.
  }
  return 'Token has expired'
}

function toBuffer(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Buffer.isBuffer(data)) return data
  if (Array.isArray(data)) return Buffer.concat(data)
  return Buffer.from(data)
}

function delay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
