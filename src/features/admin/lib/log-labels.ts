/**
 * The admin logs in Arabic: what happened, who did it and to what, in words, with the codes and
 * ids kept for «التفاصيل». The database writes codes (`failed_login_attempt`,
 * `update_prompts`) and ids; this turns them into sentences an admin reads at a glance.
 */
import type { Json } from '@/types/database'

/** Security events (`security_events.event_type`). */
const SECURITY_EVENTS: Record<string, string> = {
  failed_login_attempt: 'محاولة دخول فاشلة',
  account_locked: 'قُفل حساب بعد محاولات فاشلة',
  account_unlocked: 'فُتح حساب مقفول',
  password_recovery: 'طلب استعادة كلمة المرور',
  session_revoked: 'أُنهيت جلسة',
  session_invalidated: 'أُبطلت جلسة',
  session_validation_failed: 'تعذّر التحقق من جلسة',
  session_cookie_mismatch: 'جلسة لا تطابق متصفحها',
  device_fingerprint_changed: 'تغيّر جهاز الجلسة',
  ip_address_changed: 'تغيّر عنوان الشبكة للجلسة',
  mfa_challenge_verified: 'تحقق بخطوتين ناجح',
  mfa_recovery_code_used: 'استُخدم رمز استرداد للتحقق بخطوتين',
  mfa_recovery_code_refused: 'رُفض رمز استرداد للتحقق بخطوتين',
  mfa_recovery_rate_limited: 'محاولات كثيرة لرموز الاسترداد',
  admin_role_assigned: 'مُنح دور المشرف',
  admin_role_revoked: 'سُحب دور المشرف',
  payment_mismatch: 'دفعة لا تطابق طلبها',
  refund_refused_by_tap: 'رفضت Tap استرداداً',
  verification_email_sent: 'أُرسل بريد تأكيد الحساب',
}

/** Named audit actions (`audit_log.action`) written by the database's functions. */
const AUDIT_ACTIONS: Record<string, string> = {
  account_deleted: 'حذف حساب',
  assign_admin_role: 'منح دور المشرف',
  revoke_admin_role: 'سحب دور المشرف',
  bootstrap_owner_admin: 'تعيين أول مشرف',
  billing_details_set: 'حفظ بيانات الفوترة',
  company_deleted_no_members: 'حذف شركة بلا أعضاء',
  company_owner_succeeded: 'انتقال ملكية شركة',
  company_payment_applied: 'تطبيق دفعة شركة',
  import_prompts: 'استيراد أوامر',
  launch_invitation_added: 'إضافة دعوة إطلاق',
  launch_invitation_removed: 'إزالة دعوة إطلاق',
  mfa_recovery_code_used: 'استخدام رمز استرداد',
  mfa_recovery_codes_issued: 'إصدار رموز استرداد',
  newsletter_schedule: 'جدولة نشرة بريدية',
  newsletter_cancel: 'إلغاء جدولة نشرة بريدية',
  payment_card_removed: 'إزالة بطاقة دفع',
  prorated_payment_not_applied: 'دفعة ترقية لم تُطبَّق',
  seat_payment_not_applied: 'دفعة مقاعد لم تُطبَّق',
  reset_failed_attempts: 'تصفير المحاولات الفاشلة',
  unlock_account: 'فتح حساب مقفول',
  subscription_auto_renew: 'تغيير التجديد التلقائي',
  subscription_renewal_attempt: 'محاولة تجديد اشتراك',
  subscription_renewal_retry: 'إعادة محاولة تجديد',
  subscription_updated: 'تعديل اشتراك',
  support_note: 'ملاحظة داخلية على طلب دعم',
  support_reply: 'رد على طلب دعم',
  support_update: 'تحديث طلب دعم',
  tap_card_deletion_failed: 'تعذّر حذف بطاقة لدى Tap',
  refund: 'استرداد مبلغ',
  admin_refund: 'استرداد مبلغ من المشرف',
}

/** What each audited table holds, for «إضافة / تعديل / حذف …» (the database's `<op>_<table>`). */
const TABLES: Record<string, string> = {
  prompts: 'أمر',
  prompt_bodies: 'نص أمر',
  prompt_categories: 'قسم أوامر',
  gpt_assistants: 'مساعد',
  gpt_assistant_details: 'تفاصيل مساعد',
  gpt_assistant_categories: 'قسم مساعدين',
  ai_tools: 'أداة',
  ai_tool_details: 'تفاصيل أداة',
  automation_templates: 'قالب أتمتة',
  automation_template_details: 'خطوات قالب أتمتة',
  platforms: 'منصة',
  plans: 'خطة',
  site_settings: 'إعداد الموقع',
  feature_flags: 'مفتاح ميزة',
  discount_codes: 'كود خصم',
  promotions: 'عرض ترويجي',
  referral_codes: 'كود إحالة',
  waiting_list: 'اسم في قائمة الانتظار',
  newsletter_subscribers: 'مشترك في النشرة',
  newsletter_issues: 'نشرة بريدية',
  contact_messages: 'رسالة تواصل',
  feedback: 'اقتراح',
  kits: 'حزمة',
  kit_items: 'عنصر حزمة',
  support_canned_replies: 'رد جاهز للدعم',
  search_lexicon: 'مدخل في معجم البحث',
  search_synonyms: 'مرادف بحث',
  search_pins: 'نتيجة مثبتة',
  user_roles: 'دور مستخدم',
  ai_models: 'نموذج ذكاء اصطناعي',
  user: 'مستخدم',
  payment: 'دفعة',
  company: 'شركة',
  subscription: 'اشتراك',
  support_request: 'طلب دعم',
}

const VERBS: Record<string, string> = { insert: 'إضافة', update: 'تعديل', delete: 'حذف' }

/** «محاولة دخول فاشلة» for `failed_login_attempt`; an unknown code reads «حدث أمني». */
export function securityEventLabel(type: string): string {
  return SECURITY_EVENTS[type] ?? 'حدث أمني'
}

/** «تعديل خطة» for `update_plans`, «حذف حساب» for `account_deleted`; else «إجراء إداري». */
export function auditActionLabel(action: string): string {
  const named = AUDIT_ACTIONS[action]
  if (named) return named
  const written = /^(insert|update|delete)_(.+)$/.exec(action)
  if (written) {
    const [, op, table] = written
    return `${VERBS[op!]} ${TABLES[table!] ?? 'سجل'}`
  }
  return 'إجراء إداري'
}

/** What kind of thing a target is («خطة»، «مستخدم»); an unknown kind reads «عنصر». */
export function targetKindLabel(kind: string | null): string {
  if (!kind) return '—'
  return TABLES[kind] ?? 'عنصر'
}

/** People on a page of logs: id → the name to show. */
export type PeopleNames = ReadonlyMap<string, string>

/** A person by name (or username, or e-mail); «النظام» when no one, «مستخدم محذوف» when gone. */
export function personLabel(id: string | null, people: PeopleNames | undefined): string {
  if (!id) return 'النظام'
  if (!people) return '…'
  return people.get(id) ?? 'مستخدم محذوف'
}

const TITLE_KEYS = ['title_ar', 'title', 'name', 'query', 'term', 'code', 'key', 'slug', 'email']

function titleIn(values: Json | null): string | null {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return null
  for (const key of TITLE_KEYS) {
    const value = values[key]
    if (typeof value === 'string' && value.trim() !== '') return value.trim()
  }
  return null
}

/**
 * The object of an audit row in words: «خطة «الأساسية»», «مستخدم سارة», or the kind alone when
 * the row carries no readable name.
 */
export function auditTargetLabel(
  row: {
    target_type: string | null
    target_id: string | null
    old_values: Json | null
    new_values: Json | null
  },
  people: PeopleNames | undefined,
): string {
  const kind = targetKindLabel(row.target_type)
  if (row.target_type === 'user' && row.target_id) {
    return `${kind} ${personLabel(row.target_id, people)}`
  }
  const title = titleIn(row.new_values) ?? titleIn(row.old_values)
  return title ? `${kind} «${title}»` : kind
}

/** Everyone a page of logs names (actors and user targets), for one lookup of their names. */
export function peopleOn(
  rows: ReadonlyArray<{
    user_id: string | null
    target_type?: string | null
    target_id?: string | null
  }>,
): string[] {
  const ids = new Set<string>()
  for (const row of rows) {
    if (row.user_id) ids.add(row.user_id)
    if (row.target_type === 'user' && row.target_id) ids.add(row.target_id)
  }
  return [...ids].sort()
}
