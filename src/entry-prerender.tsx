import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { AppRoutes } from '@/app/app'
import { AppProviders } from '@/app/providers'
import { OfflineBanner } from '@/features/session/components/offline-banner'
import { StaticRenderContext, type StaticRender } from '@/hooks/use-static-render'

/*
 * Build-time prerendering (vite.config.ts): each marketing route is rendered to static HTML as a
 * signed-out visitor of the launched site sees it. The page stays that HTML in the browser (issue
 * 24), with the small scripts of src/islands/ for what is live on it; its components add the
 * markup those scripts use (useStaticRender), and the page's title and description are returned
 * for the HTML head. Unlike renderToString, prerender waits for the lazy page chunks.
 */
export type Rendered = { html: string; title?: string; description?: string }

export async function render(url: string): Promise<Rendered> {
  const meta: { title?: string; description?: string } = {}
  const collected: StaticRender = {
    setMeta: (title, description) => Object.assign(meta, { title, description }),
  }
  const routes = (
    <AppProviders>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  )
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRenderContext value={collected}>
        {routes}
        <template data-island="offline-banner">
          <OfflineBanner />
        </template>
      </StaticRenderContext>
    </StrictMode>,
    // Every boundary inline, however large: an outlined one would be revealed by an inline
    // script ($RC), which the Content-Security-Policy blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  return { html: await new Response(prelude).text(), ...meta }
}
