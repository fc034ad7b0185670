import {
  emptyRegistration,
  inviteRequestSchema,
  strictRegistrationSchema,
  validateStep,
  type RegistrationData,
} from '@/features/registration/schemas'
import { passwordStrength } from '@/lib/password-strength'

const data = (values: Partial<RegistrationData>): RegistrationData => ({
  ...emptyRegistration,
  ...values,
})

describe('wizard step rules (spec 5.1)', () => {
  it('step 1: a method, then name and e-mail for manual', () => {
    expect(validateStep(1, data({}))).toEqual({ signUpMethod: 'يرجى اختيار طريقة التسجيل' })
    expect(validateStep(1, data({ signUpMethod: 'manual' }))).toEqual({
      fullName: 'يرجى إدخال الاسم الكامل والبريد الإلكتروني',
    })
    expect(validateStep(1, data({ signUpMethod: 'manual', fullName: 'نورة' }))).toEqual({
      email: 'يرجى إدخال الاسم الكامل والبريد الإلكتروني',
    })
    expect(
      validateStep(1, data({ signUpMethod: 'manual', fullName: 'نورة', email: 'noura' })),
    ).toEqual({ email: 'البريد الإلكتروني غير صحيح' })
    expect(
      validateStep(1, data({ signUpMethod: 'manual', fullName: 'نورة', email: 'n@sanad.sa' })),
    ).toEqual({})
    expect(validateStep(1, data({ signUpMethod: 'google' }))).toEqual({})
  })

  it('step 2: company name', () => {
    expect(validateStep(2, data({ companyName: '  ' }))).toEqual({
      companyName: 'يرجى إدخال اسم الشركة',
    })
    expect(validateStep(2, data({ companyName: 'سند' }))).toEqual({})
  })

  it('step 3: company type, and the custom type when "other"', () => {
    expect(validateStep(3, data({}))).toEqual({ companyType: 'يرجى اختيار نوع الشركة' })
    expect(validateStep(3, data({ companyType: 'other' }))).toEqual({
      customCompanyType: 'يرجى تحديد نوع الشركة',
    })
    expect(validateStep(3, data({ companyType: 'other', customCompanyType: 'استشارات' }))).toEqual(
      {},
    )
    expect(validateStep(3, data({ companyType: 'marketing-agency' }))).toEqual({})
  })

  it('step 4: one of the 12 countries', () => {
    expect(validateStep(4, data({}))).toEqual({ country: 'يرجى اختيار البلد' })
    expect(validateStep(4, data({ country: 'XX' }))).toEqual({ country: 'يرجى اختيار البلد' })
    for (const code of ['SA', 'AE', 'KW', 'QA', 'BH', 'OM', 'JO', 'LB', 'EG', 'MA', 'TN', 'DZ']) {
      expect(validateStep(4, data({ country: code }))).toEqual({})
    }
  })

  it('step 5: phone optional, with the spec pattern when given', () => {
    expect(validateStep(5, data({}))).toEqual({})
    expect(validateStep(5, data({ phoneNumber: '+966 (50) 123-4567' }))).toEqual({})
    expect(validateStep(5, data({ phoneNumber: '050abc' }))).toEqual({
      phoneNumber: 'يرجى إدخال رقم هاتف صحيح',
    })
    expect(validateStep(5, data({ phoneNumber: '++966' }))).toEqual({
      phoneNumber: 'يرجى إدخال رقم هاتف صحيح',
    })
  })

  it('step 6: company size', () => {
    expect(validateStep(6, data({}))).toEqual({ companySize: 'يرجى اختيار حجم الشركة' })
    for (const size of ['solo', '2-10', '11-50', '50+']) {
      expect(validateStep(6, data({ companySize: size }))).toEqual({})
    }
  })

  it('step 7: username', () => {
    expect(validateStep(7, data({}))).toEqual({ username: 'يرجى إدخال اسم المستخدم' })
    expect(validateStep(7, data({ username: 'noura' }))).toEqual({})
  })

  it('step 8: 8 characters and a matching confirmation', () => {
    expect(validateStep(8, data({ password: 'short', confirmPassword: 'short' }))).toEqual({
      password: 'يجب أن تكون كلمة المرور 8 أحرف على الأقل',
    })
    expect(validateStep(8, data({ password: 'longenough', confirmPassword: 'other' }))).toEqual({
      confirmPassword: 'كلمات المرور غير متطابقة',
    })
    expect(validateStep(8, data({ password: 'short', confirmPassword: 'x' }))).toEqual({
      password: 'يجب أن تكون كلمة المرور 8 أحرف على الأقل',
      confirmPassword: 'كلمات المرور غير متطابقة',
    })
    expect(
      validateStep(8, data({ password: 'longenough', confirmPassword: 'longenough' })),
    ).toEqual({})
  })

  it('step 9: a plan', () => {
    expect(validateStep(9, data({}))).toEqual({ subscriptionPlan: 'يرجى اختيار خطة الاشتراك' })
    expect(validateStep(9, data({ subscriptionPlan: 'basic' }))).toEqual({})
  })
})

describe('stricter registration schema (spec 5.2)', () => {
  const valid = {
    email: 'noura@sanad.sa',
    password: 'Str0ng!Pass',
    confirmPassword: 'Str0ng!Pass',
    fullName: 'نورة السالم',
  }
  const messages = (values: Record<string, unknown>) => {
    const result = strictRegistrationSchema.safeParse({ ...valid, ...values })
    return result.success ? [] : result.error.issues.map((issue) => issue.message)
  }

  it('accepts a valid registration', () => {
    expect(messages({})).toEqual([])
    expect(messages({ phoneNumber: '+966 50 123 4567', inviteCode: 'EARLY2025' })).toEqual([])
    expect(messages({ phoneNumber: '00966501234567' })).toEqual([])
    expect(messages({ phoneNumber: '501234567' })).toEqual([])
  })

  it('e-mail: required, format, pattern, forbidden characters', () => {
    expect(messages({ email: '' })).toContain('البريد الإلكتروني مطلوب')
    expect(messages({ email: 'not-an-email' })).toContain('البريد الإلكتروني غير صحيح')
    expect(messages({ email: 'a"b@sanad.sa' })).toContain(
      'البريد الإلكتروني يحتوي على أحرف غير مسموحة',
    )
    expect(messages({ email: 'user@sanad.s' })).toContain('تنسيق البريد الإلكتروني غير صحيح')
  })

  it('password: 8-128 with every character class and no common sequence', () => {
    expect(messages({ password: 'Aa1!', confirmPassword: 'Aa1!' })).toContain(
      'يجب أن تكون كلمة المرور 8 أحرف على الأقل',
    )
    const long = `Aa1!${'x'.repeat(130)}`
    expect(messages({ password: long, confirmPassword: long })).toContain(
      'يجب ألا تزيد كلمة المرور على 128 حرفاً',
    )
    expect(messages({ password: 'alllower1!', confirmPassword: 'alllower1!' })).toContain(
      'يجب أن تحتوي كلمة المرور على حرف كبير واحد على الأقل',
    )
    expect(messages({ password: 'NoDigits!!', confirmPassword: 'NoDigits!!' })).toContain(
      'يجب أن تحتوي كلمة المرور على رقم واحد على الأقل',
    )
    expect(messages({ password: 'NoSymbol12', confirmPassword: 'NoSymbol12' })).toContain(
      'يجب أن تحتوي كلمة المرور على رمز خاص واحد على الأقل',
    )
    for (const common of ['Xx!123456', 'MyPassword1!', 'Qwerty!9A', 'Aa!111111', 'Abc123!!x']) {
      expect(messages({ password: common, confirmPassword: common })).toContain(
        'كلمة المرور ضعيفة جداً',
      )
    }
    expect(messages({ confirmPassword: 'different' })).toEqual(['كلمات المرور غير متطابقة'])
  })

  it('name: 2-100 Arabic or Latin letters, no script', () => {
    expect(messages({ fullName: 'ن' })).toHaveLength(1)
    expect(messages({ fullName: 'x'.repeat(101) })).toHaveLength(1)
    expect(messages({ fullName: '<script>alert(1)</script>' })).toContain(
      'الاسم يحتوي على محتوى غير مسموح',
    )
    expect(messages({ fullName: 'javascript:alert(1)' })).toContain(
      'الاسم يحتوي على محتوى غير مسموح',
    )
    expect(messages({ fullName: 'Noura3' })).toEqual([
      'يجب أن يحتوي الاسم على أحرف عربية أو لاتينية فقط',
    ])
    expect(messages({ fullName: "Noura Al-Salem O'Neil Jr." })).toEqual([])
  })

  it('phone and invite code', () => {
    expect(messages({ phoneNumber: '+20 10 1234 5678' })).toEqual(['رقم الهاتف غير صحيح'])
    expect(messages({ phoneNumber: '+966 50 123' })).toEqual(['رقم الهاتف غير صحيح'])
    expect(messages({ inviteCode: 'abc' })).toEqual(['رمز الدعوة غير صحيح'])
    expect(messages({ inviteCode: 'early2025' })).toEqual(['رمز الدعوة غير صحيح'])
    expect(messages({ inviteCode: 'A'.repeat(21) })).toEqual(['رمز الدعوة غير صحيح'])
  })

  it('invite-request schema: name, email, invite code', () => {
    expect(
      inviteRequestSchema.safeParse({ name: 'نورة', email: 'n@sanad.sa', inviteCode: 'SANAD1' })
        .success,
    ).toBe(true)
    expect(inviteRequestSchema.safeParse({ name: 'ن', email: 'x' }).success).toBe(false)
  })
})

describe('password strength (spec 4)', () => {
  it.each([
    ['', 0, 'ضعيفة', 'red'],
    ['abc', 1, 'ضعيفة', 'red'],
    ['abcdefgh', 2, 'متوسطة', 'yellow'],
    ['abcdefgH', 3, 'قوية', 'blue'],
    ['abcdefH1', 4, 'قوية جداً', 'green'],
    ['abcdeH1!', 5, 'قوية جداً', 'green'],
  ])('%j scores %i: %s (%s)', (password, score, label, tone) => {
    const strength = passwordStrength(password)
    expect(strength.score).toBe(score)
    expect(strength.label).toBe(label)
    expect(strength.tone).toBe(tone)
  })

  it('reports each of the five criteria', () => {
    expect(passwordStrength('A1!').met).toEqual({
      length: false,
      lowercase: false,
      uppercase: true,
      digit: true,
      symbol: true,
    })
  })
})
