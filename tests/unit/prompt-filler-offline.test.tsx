import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PromptFiller } from '@/features/variables/components/prompt-filler'

/*
 * Issue 48: offline, the filler's own queries (saved values, the profile's company values, the
 * dialect) that the offline store did not hold stay pending with their fetch paused. The filler
 * then starts without them instead of showing its skeleton until the connection returns; while a
 * fetch is under way it still waits (so values do not arrive after the user started typing).
 */
const state = vi.hoisted(() => ({ loading: true, paused: true }))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }))
vi.mock('@/features/variables/hooks/use-global-variables', () => ({
  useGlobalVariables: () => ({ ...state, rows: [], variables: [] }),
  useCompanyVariables: () => ({ ...state, values: {}, builtins: {} }),
  useSavePromptValues: () => ({ mutate: vi.fn(), isPending: false }),
  useOutputDialect: () => ({ ...state, dialect: 'asis', setDialect: vi.fn() }),
}))

function renderFiller() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/p/1']}>
        <PromptFiller body="اكتب رداً على {{العميل}}." platforms={['chatgpt']} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('PromptFiller offline', () => {
  beforeEach(() => {
    state.loading = true
    state.paused = true
  })

  it('shows the fields and the preview when its values wait for a connection', () => {
    const { container } = renderFiller()
    expect(screen.getByLabelText('العميل')).toHaveValue('')
    expect(screen.getByTestId('prompt-preview')).toHaveTextContent('اكتب رداً على')
    expect(container.querySelector('[data-filler-loading]')).toBeNull()
  })

  it('keeps the skeleton while the values are being fetched', () => {
    state.paused = false
    const { container } = renderFiller()
    expect(container.querySelector('[data-filler-loading]')).not.toBeNull()
    expect(screen.queryByLabelText('العميل')).toBeNull()
  })
})
