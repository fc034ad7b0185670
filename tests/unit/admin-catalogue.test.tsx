import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { reorderedRows } from '@/features/admin/api/catalogue'
import { toAdminError } from '@/features/admin/api/errors'
import { EntityForm } from '@/features/admin/components/entity-form'
import {
  assistantSchema,
  entityById,
  planSchema,
  promotionSchema,
  templateSchema,
  toFormValues,
  toolSchema,
  toRows,
} from '@/features/admin/lib/catalogue-entities'

const refs = {
  assistantCategories: [{ value: 'advertising', label: 'الإعلانات' }],
  platforms: [
    { value: 'chatgpt', label: 'شات جي بي تي' },
    { value: 'claude', label: 'كلود' },
  ],
  plans: [{ value: 'basic', label: 'الأساسية' }],
}

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? []

describe('catalogue schemas', () => {
  const assistant = {
    slug: 'ad-pro',
    name: 'كاتب الإعلانات',
    name_en: '',
    category: 'advertising',
    description: '',
    description_en: '',
    icon: '',
    is_published: true,
    url: 'https://chatgpt.com/g/g-Ab12Cd34E-sanad-test',
    instructions: '',
  }

  it('accepts a valid assistant and refuses bad input in Arabic', () => {
    expect(assistantSchema.safeParse(assistant).success).toBe(true)
    const bad = assistantSchema.safeParse({
      ...assistant,
      name: '  ',
      slug: 'Not A Slug',
      category: '',
      url: 'http://insecure.example',
    })
    expect(issues(bad)).toEqual(
      expect.arrayContaining([
        'يرجى إدخال الاسم',
        'المعرّف بأحرف إنجليزية صغيرة وأرقام وشرطات فقط',
        'يرجى اختيار التصنيف',
        'يجب أن يبدأ الرابط بـ https://',
      ]),
    )
  })

  it('requires a tool link and one template step with a title', () => {
    const tool = toolSchema.safeParse({
      slug: 'tool',
      name: 'أداة',
      name_en: 'Tool',
      category: 'writing',
      description: '',
      description_en: '',
      pricing: 'free',
      directory_level: 'basic',
      icon: '',
      is_published: false,
      url: '',
      guide: '',
      arabic_support: '',
      pricing_notes: '',
      tips: '',
    })
    expect(issues(tool)).toContain('يرجى إدخال رابط الأداة')
    const base = { slug: 'tpl', title: 'قالب', title_en: '', description: '', description_en: '' }
    expect(issues(templateSchema.safeParse({ ...base, is_published: true, steps: [] }))).toEqual([
      'أضف خطوة واحدة على الأقل',
    ])
    expect(
      issues(
        templateSchema.safeParse({
          ...base,
          is_published: true,
          steps: [{ title: '', description: '', tool: '' }],
        }),
      ),
    ).toEqual(['يرجى إدخال عنوان الخطوة'])
  })

  it('takes a plan price in riyals with at most two decimals', () => {
    const plan = {
      name: 'الأساسية',
      name_en: 'Basic',
      description: '',
      description_en: '',
      features: '',
      features_en: '',
      is_active: true,
      is_popular: false,
    }
    expect(planSchema.safeParse({ ...plan, price: '49.50' }).success).toBe(true)
    for (const price of ['', '-5', '49.999', 'مجاني']) {
      expect(issues(planSchema.safeParse({ ...plan, price }))).toEqual([
        'أدخل سعراً صحيحاً بالريال (مثل 49 أو 49.50)',
      ])
    }
  })
})

describe('promotion schema', () => {
  const promotion = {
    name: 'عرض رمضان',
    name_en: '',
    plan_slug: '',
    discount_type: 'percentage',
    discount_value: '20',
    promo_message: '',
    starts_at: '2026-03-01',
    ends_at: '2026-03-30',
    is_active: true,
  }

  it('accepts a percentage up to 100 or a fixed amount, and a period that ends after it starts', () => {
    expect(promotionSchema.safeParse(promotion).success).toBe(true)
    expect(
      promotionSchema.safeParse({ ...promotion, discount_type: 'fixed', discount_value: '150' })
        .success,
    ).toBe(true)
    expect(issues(promotionSchema.safeParse({ ...promotion, discount_value: '120' }))).toEqual([
      'نسبة الخصم لا تتجاوز 100%',
    ])
    expect(issues(promotionSchema.safeParse({ ...promotion, discount_value: '0' }))).toEqual([
      'أدخل قيمة خصم أكبر من صفر (مثل 10 أو 12.50)',
    ])
    expect(issues(promotionSchema.safeParse({ ...promotion, ends_at: '2026-02-01' }))).toEqual([
      'يجب ألا ينتهي العرض قبل بدايته',
    ])
  })

  it('stores the days as instants (the end as its last second) and an empty plan as all plans', () => {
    const def = entityById('promotions')
    const { main } = toRows(def, { ...promotion, ends_at: '' }, true)
    expect(main.plan_slug).toBeNull()
    expect(main.ends_at).toBeNull()
    expect(main.starts_at).toBe(new Date('2026-03-01T00:00:00').toISOString())
    expect(toRows(def, promotion, true).main.ends_at).toBe(
      new Date('2026-03-30T23:59:59').toISOString(),
    )
    const back = toFormValues(def, { ...main, ends_at: null }, null)
    expect(back).toMatchObject({ starts_at: '2026-03-01', ends_at: '', plan_slug: '' })
  })
})

describe('rows and form values', () => {
  it('splits an assistant into its public row and its paid details, nulls for empty text', () => {
    const def = entityById('assistants')
    const values = toFormValues(def, null, null)
    expect(values.is_published).toBe(false)
    const { main, details } = toRows(
      def,
      { ...values, name: ' مساعد ', slug: 'a-b', category: 'advertising', url: 'https://x.y' },
      true,
    )
    expect(main).toMatchObject({ name: 'مساعد', slug: 'a-b', name_en: null, description: '' })
    expect(details).toEqual({ url: 'https://x.y', instructions: null })
  })

  it('turns plan features into lines and back, and the price into a number', () => {
    const def = entityById('plans')
    const values = toFormValues(def, { name: 'الأساسية', price: 29, features: ['أ', 'ب'] }, null)
    expect(values.features).toBe('أ\nب')
    expect(values.price).toBe('29')
    const { main } = toRows(def, { ...values, features: 'أ\n\n ج ', price: '35.5' }, false)
    expect(main.features).toEqual(['أ', 'ج'])
    expect(main.price).toBe(35.5)
  })

  it('never rewrites a key that is fixed after creation', () => {
    const def = entityById('platforms')
    const values = toFormValues(def, { id: 'claude', name: 'كلود', name_en: 'Claude' }, null)
    expect(toRows(def, values, false).main).not.toHaveProperty('id')
    expect(toRows(def, values, true).main).toHaveProperty('id', 'claude')
  })
})

describe('reorderedRows', () => {
  it('renumbers the list and writes only the rows whose place changed', () => {
    const rows = [
      { id: 'a', sort_order: 1 },
      { id: 'b', sort_order: 2 },
      { id: 'c', sort_order: 3 },
    ]
    expect(reorderedRows(rows, 2, -1)).toEqual([
      { row: rows[2], sort_order: 2 },
      { row: rows[1], sort_order: 3 },
    ])
    expect(reorderedRows(rows, 0, -1)).toEqual([])
    expect(reorderedRows(rows, 2, 1)).toEqual([])
  })

  it('gives rows that share a number distinct places', () => {
    const rows = [
      { id: 'a', sort_order: 0 },
      { id: 'b', sort_order: 0 },
    ]
    expect(reorderedRows(rows, 0, 1).map((x) => [x.row.id, x.sort_order])).toEqual([
      ['b', 1],
      ['a', 2],
    ])
  })
})

describe('in-use refusal', () => {
  it('shows the database Arabic refusal for a delete of something in use', () => {
    const message = 'لا يمكن حذف الباقة «الأساسية» لأن لها 3 من الاشتراكات والمدفوعات.'
    expect(toAdminError({ code: 'P0001', hint: 'in_use', message }, 'x').message).toBe(message)
  })
})

describe('EntityForm', () => {
  it('edits a template: refuses an empty step, adds, moves and removes steps, then submits', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn().mockResolvedValue(undefined)
    render(
      <EntityForm
        def={entityById('templates')}
        row={null}
        details={null}
        refs={refs}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    )
    const form = screen.getByRole('form', { name: 'قالب جديد' })
    await user.click(within(form).getByRole('button', { name: 'حفظ' }))
    expect(await within(form).findByText('يرجى إدخال العنوان')).toBeVisible()
    expect(within(form).getByText('يرجى إدخال عنوان الخطوة')).toBeVisible()
    const title = within(form).getByRole('textbox', { name: 'العنوان' })
    expect(title).toHaveAttribute('aria-invalid', 'true')
    expect(title).toHaveAccessibleDescription('يرجى إدخال العنوان')
    expect(onSubmit).not.toHaveBeenCalled()

    await user.type(title, 'قالب الطلبات')
    await user.type(within(form).getByLabelText(/المعرّف/), 'orders')
    await user.type(within(form).getByLabelText(/^عنوان الخطوة 1/), 'الأولى')
    await user.click(within(form).getByRole('button', { name: 'إضافة خطوة' }))
    await user.type(within(form).getByLabelText(/^عنوان الخطوة 2/), 'الثانية')
    await user.type(within(form).getByLabelText(/^وصف الخطوة 2/), 'سر')
    await user.click(within(form).getByRole('button', { name: 'نقل الخطوة 2 للأعلى' }))
    await user.click(within(form).getByRole('button', { name: 'إضافة خطوة' }))
    await user.click(within(form).getByRole('button', { name: 'حذف الخطوة 3' }))
    await user.click(within(form).getByRole('checkbox', { name: 'منشور (يظهر في المكتبة)' }))
    await user.click(within(form).getByRole('button', { name: 'حفظ' }))

    expect(onSubmit).toHaveBeenCalledTimes(1)
    const { main, details } = onSubmit.mock.calls[0]![0]
    expect(main).toMatchObject({ title: 'قالب الطلبات', slug: 'orders', is_published: true })
    expect(details.steps).toEqual([
      { title: 'الثانية', description: 'سر', tool: '' },
      { title: 'الأولى', description: '', tool: '' },
    ])
    // Many keystrokes on a shared 2-core machine.
  }, 30_000)

  it('edits a plan with the new-subscriptions note beside the price', () => {
    render(
      <EntityForm
        def={entityById('plans')}
        row={{ id: 'p', slug: 'basic', name: 'الأساسية', name_en: 'Basic', price: 29 }}
        details={null}
        refs={refs}
        onSubmit={vi.fn()}
        onCancel={() => undefined}
      />,
    )
    const price = screen.getByLabelText(/السعر/)
    expect(price).toHaveValue('29')
    expect(price).toHaveAccessibleDescription(/الاشتراكات الجديدة فقط/)
  })
})
