import type { SupabaseClient } from '@supabase/supabase-js'
import { queryOptions } from '@tanstack/react-query'
import { authStore } from '@/lib/auth-store'
import { getSupabase } from '@/lib/supabase'
import type { Database } from '@/types/database'
import type { FeedbackValues, ProfileValues } from '../schemas'

type Db = SupabaseClient<Database>
const db = async () => (await getSupabase()) as unknown as Db

export class AccountError extends Error {}

function userId(): string {
  const id = authStore.getSnapshot().session?.user.id
  if (!id) throw new AccountError('يجب تسجيل الدخول')
  return id
}

export const accountKeys = {
  profile: (id: string) => ['account', 'profile', id] as const,
  feedback: () => ['account', 'feedback'] as const,
  myVotes: (id: string) => ['account', 'feedback-votes', id] as const,
}

/** The one place this feature's database refusals become Arabic messages. */
function toAccountError(error: { code?: string; message?: string }, fallback: string) {
  if (error.code === '23505') return new AccountError('اسم المستخدم مستخدم من قبل، اختر اسماً آخر')
  if (error.code === '42501') return new AccountError('لا تملك صلاحية تنفيذ هذا الإجراء')
  return new AccountError(fallback)
}

export async function fetchProfile() {
  const client = await db()
  const { data, error } = await client.from('profiles').select('*').eq('id', userId()).single()
  if (error) throw toAccountError(error, 'تعذّر تحميل الملف الشخصي')
  return data
}

export const profileQuery = (id: string) =>
  queryOptions({ queryKey: accountKeys.profile(id), queryFn: fetchProfile })

export async function updateProfile(values: ProfileValues) {
  const client = await db()
  const { error } = await client
    .from('profiles')
    .update({
      ...values,
      custom_company_type: values.company_type === 'other' ? values.custom_company_type : null,
      avatar_url: values.avatar_url || null,
      phone_number: values.phone_number || null,
      job_title: values.job_title || null,
      city: values.city || null,
    })
    .eq('id', userId())
  if (error) throw toAccountError(error, 'تعذّر حفظ الملف الشخصي')
}

/**
 * E-mail change through the verification flow: the send-verification-email function mails a
 * link to the new address (spec document 2, section 7) and, since issue 49, one to the current
 * address; the change is applied once both are opened.
 */
export async function requestEmailChange(newEmail: string) {
  const client = await db()
  const session = authStore.getSnapshot().session
  const { data, error } = await client.functions.invoke<{ success?: boolean; error?: string }>(
    'send-verification-email',
    {
      body: {
        userId: userId(),
        email: session?.user.email,
        verificationType: 'email_change',
        newEmail,
      },
    },
  )
  if (error || data?.error) {
    throw new AccountError('فشل في إرسال رابط التحقق. يرجى المحاولة مرة أخرى')
  }
}

const PASSWORD_CHANGE_ERRORS: Record<string, string> = {
  current_password_required: 'أدخل كلمة المرور الحالية لتغييرها',
  current_password_invalid: 'كلمة المرور الحالية غير صحيحة',
  same_password: 'كلمة المرور الجديدة يجب أن تختلف عن الحالية',
  weak_password: 'كلمة المرور ضعيفة جداً',
}

/**
 * The auth server checks the current password (config.toml require_current_password) and ends
 * every other session of the account; `keepThisDevice: false` ends this one too.
 */
export async function changePassword(values: {
  currentPassword?: string
  password: string
  keepThisDevice: boolean
}) {
  const client = await db()
  const { error } = await client.auth.updateUser({
    password: values.password,
    ...(values.currentPassword ? { current_password: values.currentPassword } : {}),
  })
  if (error) {
    throw new AccountError(
      (error.code && PASSWORD_CHANGE_ERRORS[error.code]) ||
        'تعذّر تغيير كلمة المرور. يرجى المحاولة مرة أخرى',
    )
  }
  if (!values.keepThisDevice) await client.auth.signOut({ scope: 'local' })
}

export async function signOutEverywhere() {
  const client = await db()
  const { error } = await client.auth.signOut({ scope: 'global' })
  if (error) throw new AccountError('تعذّر تسجيل الخروج من الأجهزة الأخرى')
}

export async function fetchFeedback() {
  const client = await db()
  const { data, error } = await client
    .from('feedback')
    .select('id, user_id, category, title, body, status, admin_response, votes_count, created_at')
    .order('votes_count', { ascending: false })
    .order('created_at', { ascending: false })
    .limit(100)
  if (error) throw toAccountError(error, 'تعذّر تحميل الملاحظات')
  return data
}

export async function fetchMyVotes(): Promise<Set<string>> {
  const client = await db()
  const { data, error } = await client
    .from('feedback_votes')
    .select('feedback_id')
    .eq('user_id', userId())
  if (error) throw toAccountError(error, 'تعذّر تحميل الملاحظات')
  return new Set(data.map((v) => v.feedback_id))
}

export async function createFeedback(values: FeedbackValues) {
  const client = await db()
  const { error } = await client.from('feedback').insert({ ...values, user_id: userId() })
  if (error) throw toAccountError(error, 'تعذّر إرسال الملاحظة')
}

export async function setVote(feedbackId: string, on: boolean) {
  const client = await db()
  const id = userId()
  const { error } = on
    ? await client.from('feedback_votes').insert({ feedback_id: feedbackId, user_id: id })
    : await client.from('feedback_votes').delete().eq('feedback_id', feedbackId).eq('user_id', id)
  if (error && error.code !== '23505') throw toAccountError(error, 'تعذّر تسجيل التصويت')
}
