/** What the device fingerprint is made of (spec 3: user agent, screen, timezone, language). */
export type DeviceTraits = {
  userAgent: string
  screen: string
  timezone: string
  language: string
}

export function currentDeviceTraits(): DeviceTraits {
  let timezone = ''
  try {
    timezone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''
  } catch {
    timezone = ''
  }
  const screen = window.screen
    ? `${window.screen.width}x${window.screen.height}x${window.screen.colorDepth}`
    : ''
  return {
    userAgent: navigator.userAgent,
    screen,
    timezone,
    language: navigator.language,
  }
}

/*
 * A stable, fast, non-cryptographic 53-bit hash (cyrb53). The fingerprint only needs to notice
 * that the device changed; it is not a secret and not a security boundary.
 */
function cyrb53(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed
  let h2 = 0x41c6ce57 ^ seed
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0')
}

export function fingerprintOf(traits: DeviceTraits): string {
  return cyrb53([traits.userAgent, traits.screen, traits.timezone, traits.language].join('|'))
}

export function currentFingerprint(): string {
  return fingerprintOf(currentDeviceTraits())
}

/** The device_info sent with create_user_session (spec 3 "Session server record"). */
export function deviceInfo(traits: DeviceTraits = currentDeviceTraits()) {
  const ua = traits.userAgent
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : 'Other'
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad|iPod/.test(ua)
        ? 'iOS'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'Other'
  return { browser, os, userAgent: ua, screen: traits.screen, timezone: traits.timezone }
}
