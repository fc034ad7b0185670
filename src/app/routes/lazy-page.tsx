import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts fetching the page's chunk (the same module React.lazy renders). */
  preload: () => void
}

/**
 * React.lazy with a way to start the download before React renders the page: the browser keeps
 * one copy of a module however often it is imported, so the early fetch is the one the render
 * then uses.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return Object.assign(lazy(load), {
    preload: () => {
      // A failed preload is the render's to report (its error boundary), not this call's.
      load().catch(() => undefined)
    },
  })
}
