/**
 * Bad input at every form schema: random Unicode, Arabic and mixed-direction text, control
 * characters, SQL and HTML metacharacters, 10 kB strings, wrong types and missing fields.
 * safeParse never throws; a refusal names every problem in Arabic (never zod's English
 * default); what passes is what the server takes (the database's bounds and address shape).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { iconSchema, promptSchema, splitAsks } from '@/features/admin/schemas'
import { loginSchema } from '@/features/auth/schemas'
import {
  emailChangeSchema,
  feedbackSchema,
  passwordSchema,
  profileSchema,
} from '@/features/dashboard/schemas'
import { contactSchema, newsletterSchema } from '@/features/marketing/schemas'
import {
  emptyRegistration,
  inviteRequestSchema,
  strictRegistrationSchema,
  validateStep,
  type RegistrationData,
  type WizardStep,
} from '@/features/registration/schemas'
import { normalizeCode } from '@/features/subscription/lib/display'
import { openInTargets } from '@/features/variables/lib/open-in'
import {
  fillTemplate,
  parseTemplate,
  segmentTemplate,
  stripDirectionMarks,
} from '@/lib/prompt-template'
import { waitlistSchema } from '@/features/waitlist/schemas'
import {
  ARABIC,
  hostileRecord,
  mixedDirection,
  nastyString,
  valueOr,
  wrongType,
} from '../support/bad-input'

const RUNS = 300

/** private.is_valid_email, the check join_waitlist, subscribe_newsletter and contact apply. */
const SERVER_EMAIL_COPY =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/
const serverEmail = (v: unknown) =>
  typeof v === 'string' &&
  v.length >= 6 &&
  v.length <= 254 &&
  SERVER_EMAIL_COPY.test(v.toLowerCase())

const isTrimmed = (v: unknown) => typeof v === 'string' && v === v.trim()
/** Bounds in code points, as zod's length checks and Postgres's length() both count. */
const within = (v: unknown, min: number, max: number) =>
  typeof v === 'string' && [...v].length >= min && [...v].length <= max

const email = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((e) => ` ${e.toUpperCase()}\t`),
  fc.emailAddress().map((e) => `o'${e}`),
  fc.emailAddress().map((e) => `${e}\u200F`),
  fc.constantFrom('a@b.c', 'سند@مثال.com', 'x@y.sa', 'user+tag@example.com', '"q"@x.com'),
)
const name = fc.oneof(
  fc.constantFrom('سارة الأحمد', 'Sara Ahmed', "O'Neil", 'محمد', 'أ'),
  mixedDirection,
)
const strongPassword = fc.constantFrom('Str0ng!Pass', 'Aa1!aaaa', 'كلمة-سر-Aa1!', 'Passw0rd!')

type Schema = {
  safeParse: (
    input: unknown,
  ) =>
    | { success: true; data: unknown }
    | { success: false; error: { issues: { message: string; path: PropertyKey[] }[] } }
}

type Target = {
  name: string
  schema: Schema
  input: fc.Arbitrary<unknown>
  /** What a successful parse must satisfy for the server to take it. */
  serverTakes: (data: Record<string, unknown>) => boolean
}

const targets: Target[] = [
  {
    name: 'loginSchema',
    schema: loginSchema as unknown as Schema,
    input: hostileRecord({ email: fc.oneof(email, name), password: strongPassword }),
    serverTakes: (d) =>
      isTrimmed(d.email) && within(d.email, 1, Infinity) && within(d.password, 1, Infinity),
  },
  {
    name: 'waitlistSchema',
    schema: waitlistSchema as unknown as Schema,
    input: hostileRecord({
      name,
      email,
      inviteCode: fc.constantFrom('', 'SANAD2026', 'earlybird', 'X'),
    }),
    // join_waitlist: name 2..100 without < > javascript:, the server's address shape.
    serverTakes: (d) =>
      within(d.name, 2, 100) &&
      !/<|>|javascript:/i.test(d.name as string) &&
      serverEmail(d.email) &&
      typeof d.inviteCode === 'string',
  },
  {
    name: 'newsletterSchema',
    schema: newsletterSchema as unknown as Schema,
    input: hostileRecord({ email }),
    serverTakes: (d) => serverEmail(d.email),
  },
  {
    name: 'contactSchema',
    schema: contactSchema as unknown as Schema,
    input: hostileRecord({
      name,
      email,
      subject: fc.constantFrom('استفسار', 'Hi'),
      message: fc.constantFrom('أرغب في معرفة المزيد عن الباقات', 'short'),
    }),
    serverTakes: (d) =>
      within(d.name, 2, 100) &&
      serverEmail(d.email) &&
      within(d.subject, 2, 200) &&
      within(d.message, 10, 5000) &&
      [d.name, d.subject, d.message].every(isTrimmed),
  },
  {
    name: 'profileSchema',
    schema: profileSchema as unknown as Schema,
    input: hostileRecord({
      full_name: name,
      username: fc.constantFrom('sara_1', 'ab', 'user.name'),
      company_name: name,
      company_type: fc.constantFrom('tech', 'other', ''),
      custom_company_type: name,
      country: fc.constantFrom('SA', 'AE', ''),
      phone_number: fc.constantFrom('', '+966 50 123 4567', '0501234567', '٠٥٠'),
      company_size: fc.constantFrom('1-10', ''),
      avatar_url: fc.constantFrom('', 'https://example.com/a.png', 'javascript:alert(1)'),
    }),
    serverTakes: (d) =>
      within(d.full_name, 2, 100) &&
      /^[A-Za-z0-9_.]{3,30}$/.test(d.username as string) &&
      within(d.company_name, 0, 120) &&
      within(d.custom_company_type, 0, 80) &&
      (d.avatar_url === '' || /^https:\/\/\S+$/.test(d.avatar_url as string)),
  },
  {
    name: 'emailChangeSchema',
    schema: emailChangeSchema as unknown as Schema,
    input: hostileRecord({ email }),
    serverTakes: (d) => isTrimmed(d.email) && within(d.email, 3, 254),
  },
  {
    name: 'passwordSchema',
    schema: passwordSchema as unknown as Schema,
    input: fc.oneof(
      hostileRecord({
        currentPassword: strongPassword,
        password: strongPassword,
        confirmPassword: strongPassword,
      }),
      fc
        .oneof(strongPassword, nastyString)
        .map((p) => ({ currentPassword: p, password: p, confirmPassword: p })),
    ),
    serverTakes: (d) =>
      within(d.currentPassword, 1, 1024) &&
      within(d.password, 8, 128) &&
      d.password === d.confirmPassword,
  },
  {
    name: 'feedbackSchema',
    schema: feedbackSchema as unknown as Schema,
    input: hostileRecord({
      title: fc.constantFrom('اقتراح ميزة جديدة', 'ab'),
      body: name,
      category: fc.constantFrom('feature', 'bug', 'content', 'other', 'spam'),
    }),
    // feedback table: btrim(title) 3..200, body <= 5000, category in the list.
    serverTakes: (d) =>
      within(d.title, 3, 200) &&
      isTrimmed(d.title) &&
      within(d.body, 0, 5000) &&
      ['feature', 'bug', 'content', 'other'].includes(d.category as string),
  },
  {
    name: 'promptSchema (admin)',
    schema: promptSchema as unknown as Schema,
    input: hostileRecord({
      title_ar: fc.constantFrom('كتابة منشور تسويقي', 'س'),
      title_en: fc.constantFrom('', 'Marketing post'),
      slug: fc.constantFrom('marketing-post', 'A', 'x-1'),
      description_ar: name,
      description_en: fc.constant(''),
      category: fc.constantFrom('marketing', ''),
      platforms: fc.constantFrom(['chatgpt'], [], ['claude', 'gemini']),
      required_plan: fc.constantFrom('basic', ''),
      tags: name,
      ask_phrases: fc.constantFrom('', 'ابي منشور لمنتجي الجديد\nوش اكتب، وكيف؟', 'قصير'),
      is_published: fc.boolean(),
      body_ar: fc.constantFrom('اكتب منشوراً عن {{المنتج}}', ' '),
      body_en: fc.constant(''),
    }),
    // prompts / prompt_bodies checks: title_ar 2..200, body_ar 1..20000, slug shape.
    serverTakes: (d) =>
      within(d.title_ar, 2, 200) &&
      within(d.body_ar, 1, 20_000) &&
      /^[a-z0-9][a-z0-9-]{1,120}$/.test(d.slug as string) &&
      Array.isArray(d.platforms) &&
      (d.platforms as unknown[]).length > 0 &&
      typeof d.is_published === 'boolean' &&
      // admin_save_prompt: at most 10 phrases, each 6..140 characters.
      splitAsks(d.ask_phrases as string).length <= 10 &&
      splitAsks(d.ask_phrases as string).every((a) => within(a, 6, 140)),
  },
  {
    name: 'iconSchema (admin)',
    schema: iconSchema as unknown as Schema,
    input: hostileRecord({
      name: fc.constantFrom('sparkles', 'Bad Name'),
      label: name,
      lucide_key: fc.constantFrom('Sparkles', '<svg>'),
    }),
    serverTakes: (d) =>
      /^[a-z0-9][a-z0-9-]{0,62}$/.test(d.name as string) &&
      /^[A-Za-z0-9-]{1,64}$/.test(d.lucide_key as string),
  },
  {
    name: 'strictRegistrationSchema',
    schema: strictRegistrationSchema as unknown as Schema,
    input: hostileRecord({
      email,
      password: strongPassword,
      confirmPassword: strongPassword,
      fullName: name,
      phoneNumber: fc.constantFrom('', '0501234567', '+966501234567'),
      inviteCode: fc.constantFrom('', 'SANAD2026', 'bad'),
    }),
    serverTakes: (d) =>
      serverEmail(d.email) &&
      within(d.password, 8, 128) &&
      d.password === d.confirmPassword &&
      within(d.fullName, 2, 100) &&
      !/[<>]/.test(d.fullName as string),
  },
  {
    name: 'inviteRequestSchema',
    schema: inviteRequestSchema as unknown as Schema,
    input: hostileRecord({
      name,
      email,
      inviteCode: fc.constantFrom('', 'SANAD2026', 'bad'),
    }),
    serverTakes: (d) =>
      within(d.name, 2, 100) && !/[<>]/.test(d.name as string) && serverEmail(d.email),
  },
]

function assertArabicRefusal(issues: { message: string; path: PropertyKey[] }[]) {
  expect(issues.length).toBeGreaterThan(0)
  for (const issue of issues) {
    expect(issue.message, `issue at ${issue.path.join('.')}`).toMatch(ARABIC)
  }
}

describe('form schemas under bad input', () => {
  it.each(targets)(
    '$name: never throws, refuses in Arabic, passes only what the server takes',
    (target) => {
      let refused = 0
      let accepted = 0
      fc.assert(
        fc.property(target.input, (input) => {
          const result = target.schema.safeParse(input)
          if (result.success) {
            accepted += 1
            expect(result.data).toBeTypeOf('object')
            expect(target.serverTakes(result.data as Record<string, unknown>)).toBe(true)
          } else {
            refused += 1
            assertArabicRefusal(result.error.issues)
          }
        }),
        { numRuns: RUNS },
      )
      // The generators reach both branches, so neither assertion above is vacuous.
      expect(refused).toBeGreaterThan(0)
      expect(accepted + refused).toBe(RUNS)
    },
  )

  it('a known-good payload passes every schema (the generators are not all refusals)', () => {
    expect(
      contactSchema.safeParse({
        name: 'سارة',
        email: 'sara@example.com',
        subject: 'استفسار',
        message: 'أرغب في معرفة المزيد',
      }).success,
    ).toBe(true)
    expect(
      waitlistSchema.safeParse({ name: 'سارة', email: 'sara@example.com', inviteCode: '' }).success,
    ).toBe(true)
    expect(feedbackSchema.safeParse({ title: 'اقتراح', body: '', category: 'bug' }).success).toBe(
      true,
    )
  })

  it('wrong types and missing fields get an Arabic message, not zod\'s "Invalid input"', () => {
    const result = feedbackSchema.safeParse({ title: 5, category: 'spam' })
    expect(result.success).toBe(false)
    const messages = result.error!.issues.map((i) => i.message)
    expect(messages).toContain('هذا الحقل مطلوب') // body missing
    expect(messages).toContain('قيمة غير صالحة لهذا الحقل') // title is a number
    expect(messages).toContain('يرجى اختيار قيمة من القائمة') // unknown category
    expect(messages.join(' ')).not.toMatch(/Invalid/)
  })
})

describe('the registration wizard steps under bad input', () => {
  const field = valueOr(
    fc.oneof(name, fc.constantFrom('manual', 'google', 'tech', 'other', 'SA', '1-10')),
  )
  const data = fc.record(
    Object.fromEntries(Object.keys(emptyRegistration).map((k) => [k, field])),
    { requiredKeys: [] },
  )
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9] as WizardStep[])(
    'step %i: never throws, every message Arabic',
    (step) => {
      fc.assert(
        fc.property(data, (values) => {
          const errors = validateStep(step, { ...emptyRegistration, ...values } as RegistrationData)
          for (const message of Object.values(errors)) expect(message).toMatch(ARABIC)
        }),
        { numRuns: 100 },
      )
    },
  )

  it('step 1 with a wrong type for the method answers in Arabic', () => {
    const errors = validateStep(1, {
      ...emptyRegistration,
      signUpMethod: 7,
    } as unknown as RegistrationData)
    expect(errors.signUpMethod).toMatch(ARABIC)
  })

  it('wrongType covers non-strings', () => {
    fc.assert(fc.property(wrongType, (v) => typeof v !== 'string'))
  })
})

describe('the variables and discount-code inputs (no schema: parsed by hand) under bad input', () => {
  it('template parsing and filling never throw and keep typed values literally', () => {
    fc.assert(
      fc.property(nastyString, nastyString, (body, value) => {
        const template = `${body}{{المنتج}}${body}`
        expect(parseTemplate(template).map((v) => v.key)).toContain('المنتج')
        expect(segmentTemplate(template).length).toBeGreaterThan(0)
        const filled = fillTemplate(template, { المنتج: value })
        // The value goes in as typed (trimmed, direction marks removed: issue 22), never
        // escaped, dropped or interpreted.
        const typed = stripDirectionMarks(value).trim()
        if (typed) expect(filled).toContain(typed)
        expect(filled).not.toMatch(/[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/)
      }),
      { numRuns: RUNS },
    )
  })

  it('a discount code is only trimmed and upper-cased, whatever is pasted', () => {
    fc.assert(
      fc.property(nastyString, (code) => {
        expect(normalizeCode(code)).toBe(code.trim().toUpperCase())
      }),
      { numRuns: RUNS },
    )
  })

  it('"open in" links stay https addresses whatever the filled prompt holds', () => {
    fc.assert(
      fc.property(nastyString, (text) => {
        for (const target of openInTargets(['chatgpt', 'claude', 'gemini', 'midjourney'], text)) {
          expect(target.href).toMatch(/^https:\/\/[a-z.]+\//)
        }
      }),
      { numRuns: RUNS },
    )
  })
})
