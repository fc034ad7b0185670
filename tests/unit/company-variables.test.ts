import { companyVariables } from '@/features/variables/lib/company-variables'

describe('company variables from the profile', () => {
  it('fills the prompts’ company keys with the wizard’s values, as Arabic labels', () => {
    expect(
      companyVariables({
        company_name: ' وكالة الأفق ',
        company_type: 'marketing-agency',
        custom_company_type: null,
        country: 'KW',
        company_size: '2-10',
      }),
    ).toEqual({
      اسم_الشركة: 'وكالة الأفق',
      اسم_المنشأة: 'وكالة الأفق',
      نوع_الشركة: 'وكالة تسويق',
      نوع_النشاط: 'وكالة تسويق',
      الدولة: 'الكويت',
      البلد: 'الكويت',
      حجم_الشركة: '2 - 10 موظفين',
    })
  })

  it('uses the custom type for «other» and leaves out what is empty', () => {
    expect(
      companyVariables({
        company_name: '',
        company_type: 'other',
        custom_company_type: 'استشارات',
        country: null,
        company_size: null,
      }),
    ).toEqual({ نوع_الشركة: 'استشارات', نوع_النشاط: 'استشارات' })
    expect(companyVariables(null)).toEqual({})
  })
})
