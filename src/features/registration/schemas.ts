import { z } from '@/lib/zod-arabic'
import { strictPasswordSchema } from '@/lib/password-rules'
import { companySizes, companyTypes, countries } from './options'

/** The wizard's form data (spec doc 1 section 3, "Registration form data"). */
export type RegistrationData = {
  signUpMethod: '' | 'manual' | 'google'
  fullName: string
  email: string
  companyName: string
  companyType: string
  customCompanyType: string
  country: string
  phoneNumber: string
  companySize: string
  username: string
  password: string
  confirmPassword: string
  subscriptionPlan: string
}

export type RegistrationField = keyof RegistrationData

export const emptyRegistration: RegistrationData = {
  signUpMethod: '',
  fullName: '',
  email: '',
  companyName: '',
  companyType: '',
  customCompanyType: '',
  country: '',
  phoneNumber: '',
  companySize: '',
  username: '',
  password: '',
  confirmPassword: '',
  subscriptionPlan: '',
}

export type StepErrors = Partial<Record<RegistrationField, string>>

const filled = (value: string) => value.trim().length > 0
const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]]

/** Spec 5.1 step 5: an optional leading plus followed by digits, spaces, hyphens or parentheses. */
export const WIZARD_PHONE_PATTERN = /^\+?[0-9\s\-()]+$/
/** A standard address: something@domain.tld with no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/*
 * One schema per wizard step, with the spec's messages (section 5.1). Each step sees the whole
 * form data; fields of other steps are ignored.
 */
const text = z.string()

const stepSchemas = {
  1: z
    .object({
      signUpMethod: z.enum(['manual', 'google'], { error: 'يرجى اختيار طريقة التسجيل' }),
      fullName: text,
      email: text,
    })
    .check(
      z.superRefine((data, ctx) => {
        if (data.signUpMethod !== 'manual') return
        if (!filled(data.fullName) || !filled(data.email)) {
          const path = filled(data.fullName) ? 'email' : 'fullName'
          ctx.issues.push({
            code: 'custom',
            message: 'يرجى إدخال الاسم الكامل والبريد الإلكتروني',
            path: [path],
            input: data,
          })
        } else if (!EMAIL_PATTERN.test(data.email.trim())) {
          ctx.issues.push({
            code: 'custom',
            message: 'البريد الإلكتروني غير صحيح',
            path: ['email'],
            input: data,
          })
        }
      }),
    ),
  2: z.object({
    companyName: text.check(z.refine(filled, { error: 'يرجى إدخال اسم الشركة' })),
  }),
  3: z
    .object({
      companyType: z.enum(values(companyTypes), { error: 'يرجى اختيار نوع الشركة' }),
      customCompanyType: text,
    })
    .check(
      z.superRefine((data, ctx) => {
        if (data.companyType === 'other' && !filled(data.customCompanyType)) {
          ctx.issues.push({
            code: 'custom',
            message: 'يرجى تحديد نوع الشركة',
            path: ['customCompanyType'],
            input: data,
          })
        }
      }),
    ),
  4: z.object({ country: z.enum(values(countries), { error: 'يرجى اختيار البلد' }) }),
  5: z.object({
    phoneNumber: text.check(
      z.refine((value) => !filled(value) || WIZARD_PHONE_PATTERN.test(value.trim()), {
        error: 'يرجى إدخال رقم هاتف صحيح',
      }),
    ),
  }),
  6: z.object({ companySize: z.enum(values(companySizes), { error: 'يرجى اختيار حجم الشركة' }) }),
  7: z.object({ username: text.check(z.refine(filled, { error: 'يرجى إدخال اسم المستخدم' })) }),
  8: z
    .object({
      password: text.check(z.minLength(8, { error: 'يجب أن تكون كلمة المرور 8 أحرف على الأقل' })),
      confirmPassword: text,
    })
    .check(
      z.superRefine((data, ctx) => {
        if (data.password !== data.confirmPassword) {
          ctx.issues.push({
            code: 'custom',
            message: 'كلمات المرور غير متطابقة',
            path: ['confirmPassword'],
            input: data,
          })
        }
      }),
    ),
  9: z.object({
    subscriptionPlan: text.check(z.refine(filled, { error: 'يرجى اختيار خطة الاشتراك' })),
  }),
} as const

export type WizardStep = keyof typeof stepSchemas

/** Errors that stop Next on `step`: the first message per field, empty when the step is valid. */
export function validateStep(step: WizardStep, data: RegistrationData): StepErrors {
  const result = stepSchemas[step].safeParse(data)
  if (result.success) return {}
  const errors: StepErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as RegistrationField | undefined
    if (field && !errors[field]) errors[field] = issue.message
  }
  // Refinements over the whole step run only once its fields parse; step 8 reports both rules.
  if (step === 8 && !errors.confirmPassword && data.password !== data.confirmPassword) {
    errors.confirmPassword = 'كلمات المرور غير متطابقة'
  }
  return errors
}

/*
 * The stricter registration schema (spec doc 1 section 5.2), a separate set of rules. The wizard
 * gates its steps with the simple rules above; these are what the server side enforces for what
 * reaches it (the auth server's password policy, the profile's name and phone checks).
 */
const SCRIPT_PATTERN = /<\s*\/?\s*script|javascript\s*:|\bon[a-z]+\s*=/i
const NAME_PATTERN =
  /^[A-Za-z\u00C0-\u024F\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF\s.'-]+$/
const SAUDI_PHONE_PATTERN = /^(\+966|00966|966)?[0-9]{9}$/

export const strictEmailSchema = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'البريد الإلكتروني مطلوب' }),
  z.email({ error: 'البريد الإلكتروني غير صحيح' }),
  z.regex(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/, {
    error: 'تنسيق البريد الإلكتروني غير صحيح',
  }),
  z.refine((value) => !/[<>"]/.test(value), {
    error: 'البريد الإلكتروني يحتوي على أحرف غير مسموحة',
  }),
)

export const strictNameSchema = z.string().check(
  z.trim(),
  z.minLength(2, { error: 'يجب أن يكون الاسم حرفين على الأقل' }),
  z.maxLength(100, { error: 'يجب ألا يزيد الاسم على 100 حرف' }),
  z.refine((value) => !SCRIPT_PATTERN.test(value), {
    error: 'الاسم يحتوي على محتوى غير مسموح',
  }),
  z.regex(NAME_PATTERN, {
    error: 'يجب أن يحتوي الاسم على أحرف عربية أو لاتينية فقط',
  }),
)

export const strictPhoneSchema = z
  .string()
  .check(
    z.refine(
      (value) => value.trim() === '' || SAUDI_PHONE_PATTERN.test(value.replace(/[\s-]/g, '')),
      { error: 'رقم الهاتف غير صحيح' },
    ),
  )

export const inviteCodeSchema = z.string().check(
  z.refine((value) => value === '' || /^[A-Z0-9]{4,20}$/.test(value), {
    error: 'رمز الدعوة غير صحيح',
  }),
)

export const strictRegistrationSchema = z
  .object({
    email: strictEmailSchema,
    password: strictPasswordSchema,
    confirmPassword: z.string(),
    fullName: strictNameSchema,
    phoneNumber: z.optional(strictPhoneSchema),
    inviteCode: z.optional(inviteCodeSchema),
  })
  .check(
    z.refine((data) => data.password === data.confirmPassword, {
      error: 'كلمات المرور غير متطابقة',
      path: ['confirmPassword'],
    }),
  )

export type StrictRegistration = z.infer<typeof strictRegistrationSchema>

/** The invite-request schema of spec 5.2: name, email, inviteCode. */
export const inviteRequestSchema = z.object({
  name: strictNameSchema,
  email: strictEmailSchema,
  inviteCode: z.optional(inviteCodeSchema),
})
