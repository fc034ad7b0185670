import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { db } from './client'
import { adminMessages, assertRpcSuccess, messageOf, toAdminError } from './errors'
import { adminKeys } from './keys'

export const USERS_PAGE_SIZE = 20

export type AdminUser = {
  id: string
  email: string
  full_name: string | null
  username: string | null
  plan: string | null
  subscription_status: string
  expires_at: string | null
  email_verification_status: string | null
  is_admin: boolean
  is_super_admin: boolean
  is_locked: boolean
  locked_until: string | null
  created_at: string
  last_sign_in_at: string | null
  total_count: number
}

export type LockedAccount = {
  user_id: string
  email: string
  full_name: string | null
  locked_at: string
  locked_until: string
  failed_attempts: number
  reason: string
  is_admin: boolean
}

export async function fetchUsers(search: string, page: number): Promise<AdminUser[]> {
  const { data, error } = await (
    await db()
  ).rpc('admin_list_users', {
    p_search: search.trim() || undefined,
    p_limit: USERS_PAGE_SIZE,
    p_offset: page * USERS_PAGE_SIZE,
  })
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return (data ?? []) as unknown as AdminUser[]
}

export function useUsers(search: string, page: number) {
  return useQuery({
    queryKey: adminKeys.users(search.trim(), page),
    queryFn: () => fetchUsers(search, page),
    placeholderData: keepPreviousData,
  })
}

/** Spec 8: a failed locked-accounts call gives an empty list; the page says the list failed. */
export async function fetchLockedAccounts(): Promise<LockedAccount[]> {
  const { data, error } = await (await db()).rpc('admin_get_locked_accounts')
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return (data ?? []) as LockedAccount[]
}

export function useLockedAccounts() {
  return useQuery({ queryKey: adminKeys.locked(), queryFn: fetchLockedAccounts })
}

export async function unlockAccount(email: string): Promise<void> {
  const { data, error } = await (
    await db()
  ).rpc('admin_unlock_account_enhanced', {
    user_email: email,
  })
  if (error) throw toAdminError(error, adminMessages.unlockFailed)
  assertRpcSuccess(data, adminMessages.unlockFailed)
}

export async function assignAdmin(userId: string): Promise<void> {
  const { data, error } = await (await db()).rpc('assign_admin_role', { target_user_id: userId })
  if (error) throw toAdminError(error, adminMessages.assignFailed)
  assertRpcSuccess(data, adminMessages.assignFailed)
}

export async function revokeAdmin(userId: string): Promise<void> {
  const { data, error } = await (
    await db()
  ).rpc('admin_revoke_admin_role', {
    target_user_id: userId,
  })
  if (error) throw toAdminError(error, adminMessages.revokeFailed)
  assertRpcSuccess(data, adminMessages.revokeFailed)
}

function useUserMutation<T>(fn: (arg: T) => Promise<void>, success: string, fallback: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      toast.success(success)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.usersAll() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.locked() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ])
    },
    onError: (error) => toast.error(messageOf(error, fallback)),
  })
}

export function useUnlockAccount() {
  return useUserMutation(unlockAccount, 'تم إلغاء تجميد الحساب', adminMessages.unlockFailed)
}

export function useAssignAdmin() {
  return useUserMutation(assignAdmin, 'تم تعيين المستخدم مشرفاً', adminMessages.assignFailed)
}

export function useRevokeAdmin() {
  return useUserMutation(revokeAdmin, 'تم إلغاء صلاحية المشرف', adminMessages.revokeFailed)
}
