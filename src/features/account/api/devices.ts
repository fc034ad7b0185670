import { queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'

export type Device = {
  id: string
  created_at: string
  last_active_at: string | null
  user_agent: string | null
  ip: string | null
  aal: string | null
  is_current: boolean
}

export class DevicesError extends Error {}

export const devicesKeys = { all: ['account', 'devices'] as const }

export async function fetchDevices(): Promise<Device[]> {
  const { data, error } = await (await getSupabase()).rpc('my_sessions')
  if (error) throw new DevicesError('تعذّر تحميل قائمة الأجهزة')
  return (data ?? []) as Device[]
}

export const devicesQuery = () => queryOptions({ queryKey: devicesKeys.all, queryFn: fetchDevices })

export async function revokeDevice(id: string): Promise<void> {
  const { data, error } = await (await getSupabase()).rpc('revoke_my_session', { p_session_id: id })
  if (error) throw new DevicesError('تعذّر تسجيل الخروج من هذا الجهاز')
  if (!data) throw new DevicesError('هذه الجلسة انتهت بالفعل')
}

/** «Chrome على Windows» from the user agent the auth server recorded. */
export function describeDevice(userAgent: string | null): { browser: string; system: string } {
  const ua = userAgent ?? ''
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
            : 'متصفح غير معروف'
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'جهاز غير معروف'
  return { browser, system }
}
