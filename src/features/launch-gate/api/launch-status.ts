import { getSupabase } from '@/lib/supabase'
import { followIsLaunched, readIsLaunched } from './launch-live'

const LAUNCH_SETTING_KEY = 'IS_LAUNCHED'

export const launchGateKeys = {
  all: ['launch-gate'] as const,
  isAdmin: (userId: string) => [...launchGateKeys.all, 'is-admin', userId] as const,
}

/** The one place this feature turns database errors into the spec's Arabic messages. */
export class LaunchGateError extends Error {}

function toLaunchGateError(error: { code?: string }): LaunchGateError {
  if (error.code === '42501') return new LaunchGateError('غير مصرح لك بتغيير حالة الإطلاق')
  return new LaunchGateError('تعذّر تحديث حالة الإطلاق، يرجى المحاولة مرة أخرى')
}

/**
 * Reads IS_LAUNCHED. Spec 4: a missing setting or a failed read counts as launched, so this never
 * throws: a broken backend must not lock visitors out of the site. A plain REST read
 * (./launch-live.ts): the marketing pages do not load supabase-js for it.
 */
export function fetchIsLaunched(): Promise<boolean> {
  return readIsLaunched()
}

/**
 * Follows IS_LAUNCHED live over realtime, without supabase-js (./launch-live.ts). `onChange`
 * receives the new state on every change, and the current one again each time the channel
 * (re)subscribes, so a change missed while offline is caught up. Returns the function that stops
 * watching.
 */
export function watchIsLaunched(onChange: (launched: boolean) => void): () => void {
  return followIsLaunched(onChange)
}

/** Spec 6: admins are those for whom has_role(uid, 'admin') holds; a failed check means not admin. */
export async function fetchIsAdmin(userId: string): Promise<boolean> {
  const client = await getSupabase()
  for (const role of ['admin', 'super_admin'] as const) {
    const { data, error } = await client.rpc('has_role', { _user_id: userId, _role: role })
    if (error) return false
    if (data === true) return true
  }
  return false
}

/**
 * Admins open or close the platform (the admin settings screen calls this). An update first: the
 * key column is not updatable, so an upsert would be refused; the insert covers a missing row.
 */
export async function setIsLaunched(launched: boolean): Promise<void> {
  const client = await getSupabase()
  const value = String(launched)
  const updated = await client
    .from('site_settings')
    .update({ setting_value: value })
    .eq('setting_key', LAUNCH_SETTING_KEY)
    .select('setting_key')
  if (updated.error) throw toLaunchGateError(updated.error)
  if (updated.data.length > 0) return
  const inserted = await client
    .from('site_settings')
    .insert({ setting_key: LAUNCH_SETTING_KEY, setting_value: value })
  if (inserted.error) throw toLaunchGateError(inserted.error)
}
