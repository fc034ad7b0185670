/**
 * Whether this tab was signed in by a password-recovery link (issue 30). supabase-js reads the
 * link's `#access_token…&type=recovery` when the client loads and clears it, announcing
 * PASSWORD_RECOVERY once; the reset-password page asks here afterwards.
 */
let recoveredUserId: string | null = null

export function notePasswordRecovery(userId: string): void {
  recoveredUserId = userId
}

/**
 * Reads a recovery link's hash before supabase-js consumes it (the client announces
 * PASSWORD_RECOVERY only after its start has finished, too late for a page that asks at once):
 * the user is the `sub` of the link's access token.
 */
export function captureRecoveryFromUrl(hash: string): void {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const token = params.get('access_token')
  if (params.get('type') !== 'recovery' || !token) return
  try {
    const payload = token.split('.')[1] ?? ''
    const claims: unknown = JSON.parse(
      atob(
        payload
          .replaceAll('-', '+')
          .replaceAll('_', '/')
          .padEnd(Math.ceil(payload.length / 4) * 4, '='),
      ),
    )
    const sub = (claims as { sub?: unknown }).sub
    if (typeof sub === 'string' && sub) recoveredUserId = sub
  } catch {
    // Not a token: the client will refuse the link too.
  }
}

export function isRecoverySessionFor(userId: string | undefined): boolean {
  return !!userId && recoveredUserId === userId
}

export function clearPasswordRecovery(): void {
  recoveredUserId = null
}

/** The auth server's answer to a used or expired link: `error_code` in the query or the hash. */
export function recoveryLinkError(location: { search: string; hash: string }): string | null {
  const query = new URLSearchParams(location.search)
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''))
  return (
    query.get('error_code') ?? hash.get('error_code') ?? query.get('error') ?? hash.get('error')
  )
}
