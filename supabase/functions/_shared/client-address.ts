/**
 * The caller's public IP address, read from the headers the platform's proxy sets. Shared by
 * client-ip (which echoes it) and sign-in (which rate-limits by it).
 */
const MAX_IP_LENGTH = 45 // the longest textual IPv6 address

/** A header value's address, if it looks like an IP address. */
function address(value: string | undefined): string | null {
  const candidate = value?.trim() ?? ''
  if (candidate === '' || candidate.length > MAX_IP_LENGTH) return null
  // IPv4, IPv6 (with an optional zone) or an IPv4-mapped IPv6 address; nothing else is echoed.
  if (!/^[0-9a-fA-F:.%]+$/.test(candidate) || !/[.:]/.test(candidate)) return null
  return candidate.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')
}

export function clientIp(headers: Headers): string | null {
  // The platform's edge sets CF-Connecting-IP itself (a client's own value is replaced). In
  // X-Forwarded-For a client can put any addresses first and the edge appends the real one, so
  // only the last entry is trusted (as private.request_ip() does in SQL).
  return (
    address(headers.get('cf-connecting-ip') ?? undefined) ??
    address(headers.get('x-forwarded-for')?.split(',').at(-1)) ??
    address(headers.get('x-real-ip') ?? undefined)
  )
}
