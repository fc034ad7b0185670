/**
 * Issue 41 ("also seen"): on a database with no admin, bootstrap_owner_admin promoted whoever
 * first registered the configured owner address, although sign-up proves nothing about the
 * mailbox. It now needs the owner's address verified by the product's own verification
 * (send-verification-email, then the link).
 */
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { serviceClient, stackInfo, uniqueEmail } from '../../support/stack.ts'
import { signUp, verifyEmail } from '../accounts/support.ts'

const GROUP = 143
const users: string[] = []

afterAll(async () => {
  for (const id of users)
    await serviceClient()
      .auth.admin.deleteUser(id)
      .catch(() => {})
})

/**
 * bootstrap_owner_admin called by `callerId` on a database whose admins are gone and whose owner
 * address is `ownerEmail`, in a rolled-back transaction (the shared database keeps its admins):
 * answers the function's result and the addresses it made admin.
 */
async function bootstrapWithoutAdmins(ownerEmail: string, callerId: string) {
  const client = new pg.Client({ connectionString: stackInfo().dbUrl })
  await client.connect()
  try {
    await client.query('begin')
    await client.query(`update private.settings set value = $1 where key = 'owner_email'`, [
      ownerEmail,
    ])
    await client.query(`delete from public.user_roles where role in ('admin', 'super_admin')`)
    await client.query('set local role authenticated')
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: callerId, role: 'authenticated' }),
    ])
    const { rows } = await client.query<{ r: Record<string, unknown> }>(
      'select public.bootstrap_owner_admin() as r',
    )
    await client.query('reset role')
    const admins = await client.query<{ email: string }>(
      `select distinct u.email from public.user_roles r join auth.users u on u.id = r.user_id
        where r.role in ('admin', 'super_admin')`,
    )
    return { result: rows[0]!.r, admins: admins.rows.map((row) => row.email) }
  } finally {
    await client.query('rollback')
    await client.end()
  }
}

describe('bootstrap_owner_admin and the owner address', () => {
  it('does not promote whoever registered the owner address until the product verified it', async () => {
    const owner = uniqueEmail('owner')
    const registrant = await signUp(GROUP, owner)
    users.push(registrant.id)

    const refused = await bootstrapWithoutAdmins(owner, registrant.id)
    expect(refused.admins).toEqual([])
    expect(refused.result).toEqual({ success: false, error: 'Owner e-mail not verified' })

    await verifyEmail(GROUP, registrant)
    const promoted = await bootstrapWithoutAdmins(owner, registrant.id)
    expect(promoted.result).toMatchObject({ success: true, user_id: registrant.id })
    expect(promoted.admins).toEqual([owner])
  })
})
