/**
 * The one place the admin area turns server answers into Arabic. The spec's admin helper errors
 * ('User not found', 'Failed to assign admin role', 'Failed to unlock account') are shown in
 * Arabic; anything unexpected falls back to the action's own failure message.
 */
export class AdminError extends Error {}

type PgError = { code?: string; message?: string; hint?: string | null }

export const adminMessages = {
  denied: 'لا تملك صلاحية تنفيذ هذا الإجراء',
  network: 'تعذّر الاتصال بالخادم. يرجى المحاولة مرة أخرى',
  duplicate: 'هذه القيمة مستخدمة مسبقاً',
  invalid: 'بعض القيم غير صالحة، يرجى مراجعة الحقول',
  missingReference: 'العنصر المرتبط غير موجود',
  notFound: 'العنصر غير موجود',
  userNotFound: 'المستخدم غير موجود',
  assignFailed: 'فشل في تعيين صلاحية المشرف',
  revokeFailed: 'فشل في إلغاء صلاحية المشرف',
  unlockFailed: 'فشل في إلغاء تجميد الحساب',
  notLocked: 'الحساب غير مجمّد حالياً',
  self: 'لا يمكنك تغيير صلاحيات حسابك',
  superAdmin: 'لا يمكن إلغاء صلاحية المالك إلا من مالك آخر',
  notAdmin: 'هذا المستخدم ليس مشرفاً',
  loadFailed: 'تعذّر تحميل البيانات',
  saveFailed: 'تعذّر حفظ التغييرات',
} as const

/** Error codes of the admin RPCs' {success: false, error} answers. */
const rpcErrors: Record<string, string> = {
  'User not found': adminMessages.userNotFound,
  'Failed to assign admin role': adminMessages.assignFailed,
  'Failed to unlock account': adminMessages.unlockFailed,
  'Account is not locked': adminMessages.notLocked,
  'Cannot assign the admin role to yourself': adminMessages.self,
  'Cannot revoke your own admin role': adminMessages.self,
  'Cannot revoke a super admin': adminMessages.superAdmin,
  'User is not an admin': adminMessages.notAdmin,
}

export function toAdminError(
  error: PgError | null | undefined,
  fallback: string,
  byCode: Record<string, string> = {},
): AdminError {
  if (!error) return new AdminError(fallback)
  const specific = error.code ? byCode[error.code] : undefined
  if (specific) return new AdminError(specific)
  // Deleting what is still in use: the database words the refusal (and what to do instead).
  if (error.hint === 'in_use' && error.message) return new AdminError(error.message)
  // 'not_found' is raised as P0001 (HTTP 400); P0002 would be a 500 through PostgREST.
  if (error.hint === 'not_found') return new AdminError(adminMessages.notFound)
  switch (error.code) {
    case '42501':
      return new AdminError(adminMessages.denied)
    case '23505':
      return new AdminError(adminMessages.duplicate)
    case '23514':
    case '22P02':
    case '22023':
    case '23502':
      return new AdminError(adminMessages.invalid)
    case '23503':
      return new AdminError(adminMessages.missingReference)
    case 'P0002':
      return new AdminError(adminMessages.notFound)
  }
  if (error.message && /fetch|network/i.test(error.message)) {
    return new AdminError(adminMessages.network)
  }
  return new AdminError(fallback)
}

/** For RPCs that answer {success, error, message}: throws the Arabic text of a refusal. */
export function assertRpcSuccess(result: unknown, fallback: string): void {
  const answer = (result ?? {}) as { success?: boolean; error?: string }
  if (answer.success === true) return
  throw new AdminError((answer.error && rpcErrors[answer.error]) || fallback)
}

export function messageOf(error: unknown, fallback: string = adminMessages.loadFailed): string {
  return error instanceof AdminError ? error.message : fallback
}
