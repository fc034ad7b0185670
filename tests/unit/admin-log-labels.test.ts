import {
  auditActionLabel,
  auditTargetLabel,
  peopleOn,
  personLabel,
  securityEventLabel,
} from '@/features/admin/lib/log-labels'

const people = new Map([
  ['u1', 'سارة العتيبي'],
  ['u2', 'khalid@example.com'],
])

describe('the admin logs in Arabic', () => {
  it('names security events, and an unknown code as «حدث أمني» (never English)', () => {
    expect(securityEventLabel('failed_login_attempt')).toBe('محاولة دخول فاشلة')
    expect(securityEventLabel('account_locked')).toBe('قُفل حساب بعد محاولات فاشلة')
    expect(securityEventLabel('something_new')).toBe('حدث أمني')
  })

  it('names audit actions: named ones, and «<verb> <thing>» for the tables’ triggers', () => {
    expect(auditActionLabel('account_deleted')).toBe('حذف حساب')
    expect(auditActionLabel('update_plans')).toBe('تعديل خطة')
    expect(auditActionLabel('insert_search_pins')).toBe('إضافة نتيجة مثبتة')
    expect(auditActionLabel('delete_some_new_table')).toBe('حذف سجل')
    expect(auditActionLabel('mystery')).toBe('إجراء إداري')
  })

  it('shows people by name, the system when no one acted, and a deleted account as such', () => {
    expect(personLabel('u1', people)).toBe('سارة العتيبي')
    expect(personLabel(null, people)).toBe('النظام')
    expect(personLabel('gone', people)).toBe('مستخدم محذوف')
    expect(personLabel('u1', undefined)).toBe('…')
  })

  it('names the object by its title, a user by name, or its kind alone — never its id', () => {
    const plan = {
      target_type: 'plans',
      target_id: '5f0c6a4e-0000-4000-8000-000000000001',
      old_values: { name: 'الأساسية', price: 19 },
      new_values: { name: 'الأساسية', price: 29 },
    }
    expect(auditTargetLabel(plan, people)).toBe('خطة «الأساسية»')
    expect(
      auditTargetLabel(
        { target_type: 'user', target_id: 'u2', old_values: null, new_values: null },
        people,
      ),
    ).toBe('مستخدم khalid@example.com')
    const deleted = {
      target_type: 'prompts',
      target_id: 'p1',
      old_values: { title_ar: 'خطة تسويق' },
      new_values: null,
    }
    expect(auditTargetLabel(deleted, people)).toBe('أمر «خطة تسويق»')
    const bare = {
      target_type: 'feature_flags',
      target_id: 'f1',
      old_values: null,
      new_values: { enabled: true },
    }
    expect(auditTargetLabel(bare, people)).toBe('مفتاح ميزة')
    expect(auditTargetLabel({ ...bare, target_type: 'x' }, people)).not.toContain('f1')
  })

  it('looks up every actor and user target of a page once', () => {
    expect(
      peopleOn([
        { user_id: 'u2', target_type: 'user', target_id: 'u1' },
        { user_id: 'u2', target_type: 'plans', target_id: 'p' },
        { user_id: null },
      ]),
    ).toEqual(['u1', 'u2'])
  })
})
