/** Admin roles: has_role, assign_admin_role, bootstrap_owner_admin, the user_roles table. */
import WebSocket from 'ws'
import { beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { anonClient, sql, stackInfo } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

// Node 20 has no global WebSocket; supabase-js's realtime client needs one at construction.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

let user: TestUser
let other: TestUser
let admin: TestUser

beforeAll(async () => {
  user = await createTestUser()
  other = await createTestUser()
  admin = await createTestUser({ admin: true })
})

describe('has_role', () => {
  it('answers for the caller, and false about others unless the caller is an admin', async () => {
    expect((await admin.client.rpc('has_role', { _user_id: admin.id, _role: 'admin' })).data).toBe(
      true,
    )
    expect((await user.client.rpc('has_role', { _user_id: user.id, _role: 'admin' })).data).toBe(
      false,
    )
    expect((await user.client.rpc('has_role', { _user_id: admin.id, _role: 'admin' })).data).toBe(
      false,
    )
    expect((await admin.client.rpc('has_role', { _user_id: user.id, _role: 'admin' })).data).toBe(
      false,
    )
    const anon = await anonClient().rpc('has_role', { _user_id: admin.id, _role: 'admin' })
    expect(anon.data ?? false).toBe(false)
  })
})

describe('user_roles table', () => {
  it('users see only their own roles and cannot grant themselves one', async () => {
    expect(
      (await admin.client.from('user_roles').select('role').eq('user_id', admin.id)).data,
    ).toEqual([{ role: 'admin' }])
    expect(
      (await user.client.from('user_roles').select('role').eq('user_id', admin.id)).data,
    ).toEqual([])
    const forged = await user.client.from('user_roles').insert({ user_id: user.id, role: 'admin' })
    expect(forged.error?.code).toBe('42501')
    const rows = await sql('select 1 from public.user_roles where user_id = $1', [user.id])
    expect(rows).toEqual([])
  })
})

describe('assign_admin_role', () => {
  it('refuses non-admins and oneself, promotes another user and audits it', async () => {
    const denied = await user.client.rpc('assign_admin_role', { target_user_id: user.id })
    expect(denied.error?.code).toBe('42501')
    const anon = await anonClient().rpc('assign_admin_role', { target_user_id: user.id })
    expect(anon.error).not.toBeNull()
    expect(await sql('select 1 from public.user_roles where user_id = $1', [user.id])).toEqual([])

    const self = await admin.client.rpc('assign_admin_role', { target_user_id: admin.id })
    expect(self.data).toMatchObject({ success: false })
    const ghost = await admin.client.rpc('assign_admin_role', {
      target_user_id: '00000000-0000-4000-8000-00000000dead',
    })
    expect(ghost.data).toEqual({ success: false, error: 'User not found' })

    const ok = await admin.client.rpc('assign_admin_role', { target_user_id: other.id })
    expect(ok.data).toMatchObject({ success: true })
    expect((await other.client.rpc('has_role', { _user_id: other.id, _role: 'admin' })).data).toBe(
      true,
    )
    const audit = await sql<{ user_id: string }>(
      `select user_id from public.audit_log where action = 'assign_admin_role' and target_id = $1`,
      [other.id],
    )
    expect(audit).toEqual([{ user_id: admin.id }])
  })
})

describe('bootstrap_owner_admin', () => {
  it('does nothing while an admin exists, and is not callable by anon', async () => {
    const res = await user.client.rpc('bootstrap_owner_admin')
    expect(res.data).toEqual({ success: false, error: 'An admin already exists' })
    const anon = await anonClient().rpc('bootstrap_owner_admin')
    expect(anon.error).not.toBeNull()
  })

  it('promotes only the configured owner e-mail when no admin exists', async () => {
    // Run inside a rolled-back transaction: the shared database keeps its admins.
    const client = new pg.Client({ connectionString: stackInfo().dbUrl })
    await client.connect()
    try {
      await client.query('begin')
      await client.query(`delete from public.user_roles where role in ('admin', 'super_admin')`)
      await client.query(
        `insert into auth.users (id, email) values ('00000000-0000-4000-8000-0000000000ee', 'owner@sanad.local')
         on conflict do nothing`,
      )
      // The owner has opened the product's verification link (issue 41: a registration alone
      // no longer promotes; tests/integration/admin/owner-bootstrap.test.ts).
      await client.query(
        `update public.profiles set email_verification_status = 'verified'
          where id = '00000000-0000-4000-8000-0000000000ee'`,
      )
      await client.query(`set local role authenticated`)
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: user.id, role: 'authenticated' }),
      ])
      const first = await client.query('select public.bootstrap_owner_admin() as r')
      expect(first.rows[0].r).toMatchObject({ success: true })
      const second = await client.query('select public.bootstrap_owner_admin() as r')
      expect(second.rows[0].r).toMatchObject({ success: false })
      await client.query('reset role')
      const roles = await client.query(
        `select u.email from public.user_roles r join auth.users u on u.id = r.user_id where r.role = 'admin'`,
      )
      expect(roles.rows).toEqual([{ email: 'owner@sanad.local' }])
    } finally {
      await client.query('rollback')
      await client.end()
    }
  })
})
