import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AiModelsSection } from '@/features/admin/components/ai-models-section'

const mocks = vi.hoisted(() => ({
  create: vi.fn(async () => {}),
  update: vi.fn(),
  remove: vi.fn(async () => {}),
}))
vi.mock('@/lib/supabase', () => ({ getSupabase: () => new Promise(() => {}) }))
vi.mock('@/features/admin/api/ai-models', () => ({
  AI_MODEL_PROVIDERS: ['openai', 'anthropic', 'gemini', 'openrouter'],
  useAiModels: () => ({
    isPending: false,
    isError: false,
    data: [
      {
        id: 'm-1',
        provider: 'openai',
        model: 'gpt-4o-mini',
        label: 'GPT-4o mini',
        context_tokens: 128000,
        max_output_tokens: 16384,
        position: 10,
        enabled: true,
      },
    ],
  }),
  useCreateAiModel: () => ({ mutateAsync: mocks.create, isPending: false }),
  useUpdateAiModel: () => ({ mutate: mocks.update, isPending: false }),
  useDeleteAiModel: () => ({ mutateAsync: mocks.remove, isPending: false }),
}))

describe('/518 settings: the curated AI models', () => {
  it('edits a model’s sizes (an answer longer than its context is refused) and adds one', async () => {
    const user = userEvent.setup()
    render(<AiModelsSection />)
    const sizes = screen.getByRole('form', { name: 'أحجام GPT-4o mini' })
    const output = within(sizes).getByLabelText('أقصى طول للإجابة (رموز)')
    await user.clear(output)
    await user.type(output, '200000')
    await user.click(within(sizes).getByRole('button', { name: 'حفظ' }))
    expect(within(sizes).getByRole('alert')).toHaveTextContent('أصغر من نافذة السياق')
    expect(mocks.update).not.toHaveBeenCalled()
    await user.clear(output)
    await user.type(output, '٨٬٠٠٠')
    await user.click(within(sizes).getByRole('button', { name: 'حفظ' }))
    expect(mocks.update).toHaveBeenCalledWith({
      id: 'm-1',
      context_tokens: 128000,
      max_output_tokens: 8000,
    })

    await user.click(screen.getByRole('switch'))
    expect(mocks.update).toHaveBeenLastCalledWith({ id: 'm-1', enabled: false })

    const add = screen.getByRole('form', { name: 'إضافة نموذج' })
    await user.selectOptions(within(add).getByLabelText('المزوّد'), 'anthropic')
    await user.type(within(add).getByLabelText('معرّف النموذج'), 'claude opus')
    await user.click(within(add).getByRole('button', { name: 'إضافة النموذج' }))
    expect(within(add).getByRole('alert')).toHaveTextContent('بلا مسافات')
    await user.clear(within(add).getByLabelText('معرّف النموذج'))
    await user.type(within(add).getByLabelText('معرّف النموذج'), 'claude-opus-4')
    await user.type(within(add).getByLabelText('الاسم الظاهر'), 'Claude Opus 4')
    await user.type(within(add).getByLabelText('نافذة السياق (رموز)'), '200000')
    await user.type(within(add).getByLabelText('أقصى طول للإجابة (رموز)'), '32000')
    await user.click(within(add).getByRole('button', { name: 'إضافة النموذج' }))
    await waitFor(() =>
      expect(mocks.create).toHaveBeenCalledWith({
        provider: 'anthropic',
        model: 'claude-opus-4',
        label: 'Claude Opus 4',
        context_tokens: 200000,
        max_output_tokens: 32000,
        position: 100,
      }),
    )
  })
})
