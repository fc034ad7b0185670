/**
 * Issue 41, finding 4: deleting an account anonymises only the audit and security rows that
 * reference that account by id (their user, or the account as the audit target), never rows whose
 * text happens to contain its address or id. Before, `o.person@…` could sign up, delete the
 * account and blank the admins' entries about `ceo.person@…` (an `ilike '%addr%'` match).
 */
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { serviceClient, sql } from '../../support/stack.ts'
import { createTestUser } from '../../support/users.ts'
import { deleteAs, signUp, verifyEmail } from './support.ts'

const GROUP = 142
const users: string[] = []
const auditIds: string[] = []
const eventIds: string[] = []

afterAll(async () => {
  await sql('delete from public.audit_log where id = any($1)', [auditIds])
  await sql('delete from public.security_events where id = any($1)', [eventIds])
  for (const id of users)
    await serviceClient()
      .auth.admin.deleteUser(id)
      .catch(() => {})
})

async function audit(row: {
  action: string
  user_id: string
  target_type: string
  target_id: string
  new_values: Record<string, unknown>
}): Promise<string> {
  const [inserted] = await sql<{ id: string }>(
    `insert into public.audit_log (action, user_id, target_type, target_id, new_values, metadata, ip_address)
     values ($1, $2, $3, $4, $5, $6, '198.51.100.7') returning id`,
    [
      row.action,
      row.user_id,
      row.target_type,
      row.target_id,
      JSON.stringify(row.new_values),
      JSON.stringify({ note: 'entry kept by the admins' }),
    ],
  )
  auditIds.push(inserted!.id)
  return inserted!.id
}

async function event(userId: string | null, metadata: Record<string, unknown>): Promise<string> {
  const [inserted] = await sql<{ id: string }>(
    `insert into public.security_events (event_type, description, user_id, severity, metadata, ip_address, user_agent)
     values ('account_unlocked', 'Account unlocked by an admin', $1, 'medium', $2, '198.51.100.8', 'AdminBrowser/1.0')
     returning id`,
    [userId, JSON.stringify(metadata)],
  )
  eventIds.push(inserted!.id)
  return inserted!.id
}

const rowsOf = (table: 'audit_log' | 'security_events', ids: string[]) =>
  sql(`select * from public.${table} where id = any($1) order by id`, [ids])

describe('account deletion and the audit trail', () => {
  it("deleting o.person's account leaves the admins' entries about ceo.person and others as they were", async () => {
    const tag = randomUUID().slice(0, 8)
    const ceo = `ceo.person.${tag}@corp.example`
    const admin = await createTestUser({ admin: true })
    const colleague = await createTestUser()
    users.push(admin.id, colleague.id)

    // The attacker owns its mailbox: even a verified address matches nothing by text.
    const attacker = await signUp(GROUP, `o.person.${tag}@corp.example`)
    users.push(attacker.id)
    await verifyEmail(GROUP, attacker)

    const othersAudit = [
      await audit({
        action: 'reset_failed_attempts',
        user_id: admin.id,
        target_type: 'email',
        target_id: ceo,
        new_values: { email: ceo },
      }),
      await audit({
        action: 'admin_update_user',
        user_id: admin.id,
        target_type: 'user',
        target_id: colleague.id,
        new_values: { email: ceo, note: `see ${attacker.id}` },
      }),
    ]
    const othersEvents = [
      await event(colleague.id, { email: ceo }),
      await event(null, { identifier: ceo }),
      // The colleague's row merely mentions the attacker's id in its text.
      await event(colleague.id, { assigned_by: attacker.id }),
    ]
    const ownAudit = await audit({
      action: 'admin_update_user',
      user_id: admin.id,
      target_type: 'user',
      target_id: attacker.id,
      new_values: { full_name: 'o person' },
    })
    const ownEvent = await event(attacker.id, { email: attacker.email })
    const auditBefore = await rowsOf('audit_log', othersAudit)
    const eventsBefore = await rowsOf('security_events', othersEvents)

    const answer = await deleteAs(GROUP, attacker)
    expect(await rowsOf('audit_log', othersAudit)).toEqual(auditBefore)
    expect(await rowsOf('security_events', othersEvents)).toEqual(eventsBefore)
    expect(answer.status).toBe(200)

    // The account's own rows, referenced by its id, are anonymised as before.
    const [own] = await rowsOf('audit_log', [ownAudit])
    expect(own).toMatchObject({
      user_id: admin.id,
      target_id: null,
      new_values: null,
      old_values: null,
      ip_address: null,
      metadata: { anonymised: true },
    })
    const [ownLog] = await rowsOf('security_events', [ownEvent])
    expect(ownLog).toMatchObject({
      user_id: null,
      ip_address: null,
      user_agent: null,
      metadata: { anonymised: true },
    })
  })
})
