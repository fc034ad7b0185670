/**
 * Trigger-based change capture (see capture.sql) and the per-subscriber RLS check. Works the
 * same on PGlite and native Postgres: NOTIFY wakes the drain at once, and a short poll catches
 * changes whose notification never reaches us (writes over the PGlite wire port).
 */
import { readFileSync } from 'node:fs'
import type { Db } from '../db/index.ts'

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE'
type Row = Record<string, unknown>

export interface Change {
  relid: string
  schema: string
  table: string
  type: ChangeType
  commitTimestamp: string
  rls: boolean
  record: Row | null
  oldRecord: Row | null
  pk: Row | null
  columns: { name: string; type: string }[]
}

/** Who a change is checked for: a database role and the JWT claims (JSON text) it runs with. */
export interface Viewer {
  role: string
  claims: string
}

const CAPTURE_SQL = readFileSync(new URL('./capture.sql', import.meta.url), 'utf8')

// Fires in the transaction that changes the publication (or creates a table a FOR ALL TABLES
// publication would include), so a table a migration or psql adds is captured from its next
// write on. Needs superuser; without it the service still syncs at start, on `schema-changed`
// and when a join names a table not yet captured.
const EVENT_TRIGGER_SQL = `
create or replace function realtime_local.on_ddl() returns event_trigger
language plpgsql set search_path = '' as $$
begin
  perform realtime_local.sync_triggers();
exception when others then
  raise warning 'realtime_local: %', sqlerrm;
end
$$;
drop event trigger if exists realtime_local_sync;
create event trigger realtime_local_sync on ddl_command_end
  when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION', 'CREATE TABLE')
  execute function realtime_local.on_ddl();
`

const DRAIN_SQL = `
with taken as (delete from realtime_local.changes returning *)
select t.id, t.relid::text as relid, t.schema_name, t.table_name, t.type, t.commit_timestamp,
       t.rls, t.record, t.old_record, t.pk,
       (select json_agg(json_build_object('name', a.attname, 'type', ty.typname) order by a.attnum)
          from pg_catalog.pg_attribute a
          join pg_catalog.pg_type ty on ty.oid = a.atttypid
         where a.attrelid = t.relid and a.attnum > 0 and not a.attisdropped) as columns
  from taken t
 order by t.id`

interface DrainRow {
  relid: string
  schema_name: string
  table_name: string
  type: ChangeType
  commit_timestamp: string
  rls: boolean
  record: Row | null
  old_record: Row | null
  pk: Row | null
  columns: { name: string; type: string }[] | null
}

const POLL_MS = 100
/** With nobody subscribed the queue is only emptied, so it is polled less often. */
const IDLE_POLL_EVERY = 20

export class ChangeCapture {
  private draining: Promise<void> | undefined
  private again = false
  private closed = false
  private timer: NodeJS.Timeout | undefined
  private unlisten: (() => Promise<void>) | undefined
  private ticks = 0
  private lastError: string | undefined
  eventTrigger = false

  constructor(
    private readonly db: Db,
    private readonly deliver: (changes: Change[]) => Promise<void>,
    private readonly hasSubscribers: () => boolean,
  ) {}

  async start(): Promise<void> {
    await this.install()
    this.unlisten = await this.db.listen('realtime_local', () => this.requestDrain())
    this.timer = setInterval(() => {
      this.ticks += 1
      if (this.hasSubscribers() || this.ticks % IDLE_POLL_EVERY === 0) this.requestDrain()
    }, POLL_MS)
    this.timer.unref()
  }

  /** (Re)creates the capture schema, functions and triggers; safe to run any number of times. */
  async install(): Promise<void> {
    await this.db.exec(CAPTURE_SQL)
    try {
      await this.db.exec(EVENT_TRIGGER_SQL)
      this.eventTrigger = true
    } catch (error) {
      this.eventTrigger = false
      console.warn(`[realtime] no event trigger (${(error as Error).message}); syncing on demand`)
    }
    await this.sync()
  }

  async sync(): Promise<void> {
    await this.db.query('select realtime_local.sync_triggers()')
  }

  /** Whether writes to the table are captured (it is in the publication and has the trigger). */
  async isCaptured(relid: string): Promise<boolean> {
    const { rows } = await this.db.query<{ captured: boolean }>(
      `select exists (select 1 from pg_catalog.pg_trigger
                       where tgrelid = $1::oid and tgname = 'realtime_local_capture') as captured`,
      [relid],
    )
    return rows[0]?.captured === true
  }

  /** Empties the queue without delivering: what happened before anyone subscribed is not news. */
  async discardBacklog(): Promise<void> {
    await this.db.query('delete from realtime_local.changes')
  }

  /**
   * One statement for all viewers of a change: with `checkRow`, whether each can select the
   * row by primary key under RLS; otherwise whether each may select from the table at all.
   */
  async visibleTo(change: Change, viewers: Viewer[], checkRow: boolean): Promise<boolean[]> {
    if (viewers.length === 0) return []
    const { rows } = await this.db.query<{ visible: boolean[] | string }>(
      'select realtime_local.visible_to($1::oid::regclass, $2::jsonb, $3::text[], $4::text[], $5) as visible',
      [
        change.relid,
        JSON.stringify(change.pk ?? {}),
        viewers.map((v) => v.role),
        viewers.map((v) => v.claims),
        checkRow,
      ],
    )
    const visible = rows[0]?.visible
    // bool[] is not among the parsed types of the Db layer on every driver: accept its text form.
    if (typeof visible === 'string')
      return visible
        .slice(1, -1)
        .split(',')
        .map((v) => v === 't')
    return visible ?? viewers.map(() => false)
  }

  requestDrain(): void {
    if (this.closed) return
    if (this.draining) {
      this.again = true
      return
    }
    this.draining = (async () => {
      do {
        this.again = false
        await this.drainOnce()
      } while (this.again && !this.closed)
    })()
      .catch((error: unknown) => this.drainFailed(error))
      .finally(() => {
        this.draining = undefined
      })
  }

  /**
   * A reset that ran outside this process (psql, another stack on the same Postgres) can drop
   * the capture schema under us: re-install it rather than fail every poll, and log a repeated
   * failure once, not ten times a second.
   */
  private async drainFailed(error: unknown) {
    if (this.closed) return
    const message = (error as Error).message
    if (message !== this.lastError) console.error('[realtime] change drain failed:', message)
    this.lastError = message
    if (/realtime_local/.test(message)) await this.install().catch(() => undefined)
  }

  private async drainOnce(): Promise<void> {
    const { rows } = await this.db.query<DrainRow>(DRAIN_SQL)
    this.lastError = undefined
    if (rows.length === 0 || !this.hasSubscribers()) return
    await this.deliver(
      rows.map((r) => ({
        relid: r.relid,
        schema: r.schema_name,
        table: r.table_name,
        type: r.type,
        commitTimestamp: r.commit_timestamp,
        rls: r.rls,
        record: r.record,
        oldRecord: r.old_record,
        pk: r.pk,
        columns: r.columns ?? [],
      })),
    )
  }

  async close(): Promise<void> {
    this.closed = true
    if (this.timer) clearInterval(this.timer)
    await this.draining
    await this.unlisten?.()
  }
}
