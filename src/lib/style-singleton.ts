import { useEffect } from 'react'

/*
 * Drop-in for `react-style-singleton` (aliased in vite.config.ts), which Radix's scroll lock
 * (react-remove-scroll) uses to add CSS while a dialog, sheet or menu is open. The original adds a
 * <style> element with text that depends on the scrollbar width, which the Content-Security-Policy
 * (style-src 'self', no 'unsafe-inline') blocks and no hash can cover. A constructable stylesheet
 * adopted by the document carries the same rules and is not subject to style-src.
 */

type Sheet = { add: (style: string) => void; remove: () => void }

export function stylesheetSingleton(): Sheet {
  let counter = 0
  let sheet: CSSStyleSheet | null = null
  return {
    add(style) {
      if (counter === 0 && typeof document !== 'undefined') {
        sheet = new CSSStyleSheet()
        sheet.replaceSync(style)
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
      }
      counter++
    },
    remove() {
      counter--
      if (counter === 0 && sheet) {
        const added = sheet
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== added)
        sheet = null
      }
    },
  }
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton()
  return (styles: string, isDynamic?: boolean) => {
    useEffect(() => {
      sheet.add(styles)
      return () => sheet.remove()
      // Same dependency as the original: styles are fixed unless the caller marks them dynamic.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [styles && isDynamic])
  }
}

export function styleSingleton() {
  const useStyle = styleHookSingleton()
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic)
    return null
  }
}
