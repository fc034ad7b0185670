import type { EventEmitter } from 'node:events'
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type { ProjectConfig } from './config.ts'
import type { Db } from './db/index.ts'

/** What every service of the local stack is given. */
export interface StackContext {
  db: Db
  config: ProjectConfig
  /** Public base URL of the API gateway, e.g. http://127.0.0.1:54321 */
  apiUrl: string
  /** Postgres connection string other processes (psql, type generation, functions) can use. */
  dbUrl: string
  supabaseDir: string
  /**
   * Stack-wide events: `schema-changed` (migrations applied or reset; services drop caches),
   * `mail` (a message reached the mailbox).
   */
  events: EventEmitter
  /** Start every edge function before serving (StackOptions.warmFunctions). */
  warmFunctions?: boolean
}

/** One service mounted under a path prefix of the gateway. */
export interface Service {
  name: string
  prefix: string
  handle(request: Request): Promise<Response>
  /** WebSocket upgrades under the prefix (realtime). */
  upgrade?(request: IncomingMessage, socket: Duplex, head: Buffer): void
  close?(): Promise<void>
}

export type ServiceFactory = (ctx: StackContext, server: Server) => Promise<Service[]>
