/*
 * The session feature's server calls. Components and hooks never call supabase directly; they go
 * through these. Every fetcher throws on error; callers decide whether a failure matters (most of
 * them only log it, as the spec asks).
 */
import { getSupabase } from '@/lib/supabase'
import type { Json } from '@/types/database'
import { toEndReason, type SessionEndReason } from '../constants'

const client = getSupabase

export const SINGLE_SESSION_FLAG = 'single_session'

export async function isSingleSessionEnabled(userId: string): Promise<boolean> {
  const { data, error } = await (
    await client()
  ).rpc('is_feature_enabled', { feature_key: SINGLE_SESSION_FLAG, user_uuid: userId })
  if (error) throw error
  return data === true
}

export async function createServerSession(
  userId: string,
  sessionId: string,
  info: Record<string, unknown>,
): Promise<void> {
  const { error } = await (
    await client()
  ).rpc('create_user_session', {
    user_uuid: userId,
    new_session_id: sessionId,
    device_info: info as Json,
  })
  if (error) throw error
}

export type ServerSessionCheck = { isValid: boolean; needsLogout: boolean }

export async function validateServerSession(
  userId: string,
  sessionId: string,
): Promise<ServerSessionCheck> {
  const { data, error } = await (
    await client()
  ).rpc('validate_session', { user_uuid: userId, session_id_to_check: sessionId })
  if (error) throw error
  const row = data?.[0]
  return { isValid: row?.is_valid === true, needsLogout: row?.needs_logout === true }
}

/** Why the server ended this session (read from the owner's own session row). */
export async function fetchEndReason(userId: string, sessionId: string): Promise<SessionEndReason> {
  const { data, error } = await (
    await client()
  )
    .from('user_sessions')
    .select('end_reason')
    .eq('user_id', userId)
    .eq('session_id', sessionId)
    .maybeSingle()
  if (error) throw error
  return toEndReason(data?.end_reason)
}

/** Ends only this session on the server (not the user's other, newer one). */
export async function endServerSession(
  userId: string,
  sessionId: string,
  reason: string,
): Promise<void> {
  const { error } = await (
    await client()
  ).rpc('end_user_session', { user_uuid: userId, session_id_to_end: sessionId, reason })
  if (error) throw error
}

/** The caller's public IP as our own edge function sees it (no third-party lookup). */
export async function fetchClientIp(): Promise<string | null> {
  const { data, error } = await (
    await client()
  ).functions.invoke<{ ip: string | null }>('client-ip', { method: 'GET' })
  if (error) throw error
  return typeof data?.ip === 'string' && data.ip !== '' ? data.ip : null
}

export type StoredDevice = { ip_address: string | null; fingerprint: string | null }

function asStoredDevice(value: Json | null | undefined): StoredDevice | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const ip = value.ip_address
  const fingerprint = value.fingerprint
  return {
    ip_address: typeof ip === 'string' ? ip : null,
    fingerprint: typeof fingerprint === 'string' ? fingerprint : null,
  }
}

export async function fetchStoredDevice(userId: string): Promise<StoredDevice | null> {
  const { data, error } = await (
    await client()
  )
    .from('profiles')
    .select('device_fingerprint')
    .eq('id', userId)
    .maybeSingle()
  if (error) throw error
  return asStoredDevice(data?.device_fingerprint)
}

export async function saveStoredDevice(
  userId: string,
  device: { ip_address: string | null; fingerprint: string },
): Promise<void> {
  const { error } = await (
    await client()
  )
    .from('profiles')
    .update({ device_fingerprint: { ...device, timestamp: new Date().toISOString() } })
    .eq('id', userId)
  if (error) throw error
}

export async function signOutCurrentUser(): Promise<void> {
  const auth = (await client()).auth
  // This device's session only: "every device" is its own action in the settings, and the
  // single-session rule's sign-out of an older session must not end the newer one (the default
  // scope, global, would end every session of the user at the auth server).
  const { error } = await auth.signOut({ scope: 'local' })
  // A failed call keeps the stored session: one more try before giving up.
  if (error) await auth.signOut({ scope: 'local' })
}
