import { createContext, useContext } from 'react'

/*
 * Build-time rendering of the static marketing pages (src/entry-prerender.tsx, issue 24). Those
 * pages are served as HTML with small plain scripts (src/islands/) and never run React in the
 * browser, so a component rendered there adds the markup its island needs: hidden alternatives
 * (the signed-in nav, a promotion, the open menu icon) and data-island hooks. The page's title and
 * description, set by an effect in the app, are collected here for the HTML head.
 */
export type StaticRender = { setMeta: (title: string, description: string) => void }

export const StaticRenderContext = createContext<StaticRender | null>(null)

/** The build-time collector while prerendering a static page; null in the browser app. */
export function useStaticRender(): StaticRender | null {
  return useContext(StaticRenderContext)
}
