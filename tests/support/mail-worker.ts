/**
 * One run of the mail outbox's worker (issue 49), as the scheduler calls it: with the
 * service_role key. Shared by the integration tests (tests/support/mail.ts) and the e2e suite
 * (tests/e2e/auth-support.ts); free of vitest and Playwright so both can import it.
 */
export interface OutboxRun {
  claimed: number
  sent: number
  retried: number
  failed: number
}

export async function runMailOutboxAt(
  url: string,
  serviceRoleKey: string,
  body: Record<string, unknown> = {},
): Promise<OutboxRun> {
  const response = await fetch(`${url}/functions/v1/mail-outbox`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`mail-outbox answered ${response.status}`)
  return (await response.json()) as OutboxRun
}
