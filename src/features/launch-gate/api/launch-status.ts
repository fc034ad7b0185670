import type { RealtimeChannel } from '@supabase/supabase-js'
import { getSupabase } from '@/lib/supabase'
import type { Database } from '@/types/database'
import { isLaunchedValue } from '../launch-status-store'

const LAUNCH_SETTING_KEY = 'IS_LAUNCHED'

type SiteSetting = Pick<
  Database['public']['Tables']['site_settings']['Row'],
  'setting_key' | 'setting_value'
>

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
 * throws: a broken backend must not lock visitors out of the site.
 */
export async function fetchIsLaunched(): Promise<boolean> {
  try {
    const client = await getSupabase()
    const { data, error } = await client
      .from('site_settings')
      .select('setting_value')
      .eq('setting_key', LAUNCH_SETTING_KEY)
      .maybeSingle<Pick<SiteSetting, 'setting_value'>>()
    if (error) return true
    return isLaunchedValue(data?.setting_value)
  } catch {
    return true
  }
}

/**
 * Follows IS_LAUNCHED live. `onChange` receives the new state on every change, and the current
 * one again each time the channel (re)subscribes, so a change missed while offline is caught up.
 * Returns the function that stops watching.
 */
let watchers = 0

export function watchIsLaunched(onChange: (launched: boolean) => void): () => void {
  let channel: RealtimeChannel | null = null
  let stopped = false
  // A topic of its own: supabase-js hands back an existing channel for a topic already in use,
  // and removing one watcher's channel must not silence another's.
  watchers += 1
  const topic = `launch-status-${watchers}`

  getSupabase()
    .then((client) => {
      if (stopped) return
      channel = client
        .channel(topic)
        .on(
          'postgres_changes',
          {
            event: '*',
            schema: 'public',
            table: 'site_settings',
            filter: `setting_key=eq.${LAUNCH_SETTING_KEY}`,
          },
          (payload) => {
            if (payload.eventType === 'DELETE') onChange(true)
            else onChange(isLaunchedValue((payload.new as SiteSetting).setting_value))
          },
        )
        .subscribe((status) => {
          if (status === 'SUBSCRIBED' && !stopped) {
            fetchIsLaunched().then((launched) => {
              if (!stopped) onChange(launched)
            })
          }
        })
    })
    .catch((error: unknown) => console.warn('Could not watch the launch state', error))

  return () => {
    stopped = true
    if (channel) {
      const current = channel
      getSupabase()
        .then((client) => client.removeChannel(current))
        .catch(() => undefined)
    }
  }
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
