import { getSupabase } from '@/lib/supabase'

export type BootstrapOutcome = { ok: true; message: string } | { ok: false; message: string }

/** bootstrap_owner_admin's English errors, in Arabic. */
const errorMessages: Record<string, string> = {
  'An admin already exists': 'يوجد مشرف للمنصة بالفعل. تُمنح صلاحيات الإدارة من قِبل مشرف.',
  'User not found': 'لم يُعثر على حساب المالك. أنشئ حساب المالك أولاً ثم أعد فتح هذه الصفحة.',
  'Owner e-mail not verified':
    'لم يُؤكَّد بريد حساب المالك بعد. افتح رابط التأكيد المرسل إلى بريد المالك ثم أعد فتح هذه الصفحة.',
}

/**
 * /admin-setup: promotes the owner e-mail configured on the server, only while no admin exists
 * (ARCHITECTURE 3). The session is refreshed afterwards so the new role reaches the token.
 */
export async function bootstrapOwnerAdmin(): Promise<BootstrapOutcome> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.rpc('bootstrap_owner_admin')
  if (error) {
    return { ok: false, message: 'تعذّر إعداد حساب المشرف. يرجى المحاولة مرة أخرى' }
  }
  const result = (data ?? {}) as { success?: boolean; error?: string }
  if (!result.success) {
    return {
      ok: false,
      message: errorMessages[result.error ?? ''] ?? result.error ?? 'حدث خطأ غير متوقع',
    }
  }
  await supabase.auth.refreshSession()
  return { ok: true, message: 'تم منح صلاحيات المشرف لحساب المالك بنجاح' }
}
