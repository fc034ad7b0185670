import { useEffect } from 'react'
import { siteConfig } from '@/lib/site'
import { useStaticRender } from './use-static-render'

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  if (!tag) {
    tag = document.createElement('meta')
    tag.name = name
    document.head.appendChild(tag)
  }
  tag.content = content
}

/**
 * Sets the document title ("<page> | سند") and the meta description for the current page. While a
 * static page is prerendered, both are written into its HTML head instead (no effect runs there).
 */
export function usePageMeta(title: string, description: string): void {
  const staticRender = useStaticRender()
  staticRender?.setMeta(`${title} | ${siteConfig.name}`, description)
  useEffect(() => {
    document.title = `${title} | ${siteConfig.name}`
    setMeta('description', description)
  }, [title, description])
}
