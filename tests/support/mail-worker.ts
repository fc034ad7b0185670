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
  /** Sent or suppressed rows older than 90 days deleted by a scheduled run (none with `ids`). */
  purged: number
}

/** One POST to a scheduled function of the stack at `url`, as the scheduler sends it. */
export function callScheduledFunctionAt(
  url: string,
  serviceRoleKey: string,
  name: string,
  body: Record<string, unknown> = {},
): Promise<Response> {
  return fetch(`${url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  })
}

export async function runMailOutboxAt(
  url: string,
  serviceRoleKey: string,
  body: Record<string, unknown> = {},
): Promise<OutboxRun> {
  const response = await callScheduledFunctionAt(url, serviceRoleKey, 'mail-outbox', body)
  if (!response.ok) throw new Error(`mail-outbox answered ${response.status}`)
  return (await response.json()) as OutboxRun
}
