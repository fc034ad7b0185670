import { useEffect } from 'react'
import { siteConfig } from '@/lib/site'

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  if (!tag) {
    tag = document.createElement('meta')
    tag.name = name
    document.head.appendChild(tag)
  }
  tag.content = content
}

/** Sets the document title ("<page> | سند") and the meta description for the current page. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = `${title} | ${siteConfig.name}`
    setMeta('description', description)
  }, [title, description])
}
