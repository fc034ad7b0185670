import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { AppRoutes } from '@/app/app'
import { AppProviders } from '@/app/providers'

/*
 * Build-time prerendering (vite.config.ts): each marketing route is rendered to static HTML as a
 * signed-out visitor of the launched site sees it, so the first paint needs no JavaScript;
 * src/main.tsx then hydrates it. Unlike renderToString, prerender waits for the lazy page chunks.
 */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Every boundary inline, however large: an outlined one would be revealed by an inline
    // script ($RC), which the Content-Security-Policy blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  return new Response(prelude).text()
}
