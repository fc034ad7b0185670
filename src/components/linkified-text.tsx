import { Fragment } from 'react'
import { safeHttpUrl } from '@/lib/safe-url'

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/gi
/** Closing punctuation a sentence puts after a link is not part of it. */
const TRAILING = /[.,،؛:!?؟)\]}»]+$/

/**
 * A person's plain-text message: line breaks kept, http(s) addresses made links, everything
 * else rendered as text (React escapes it), never as HTML.
 */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN)
  return (
    <span className="break-words whitespace-pre-wrap">
      {parts.map((part, index) => {
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>
        const trailing = TRAILING.exec(part)?.[0] ?? ''
        const address = trailing ? part.slice(0, -trailing.length) : part
        const href = safeHttpUrl(address)
        if (!href) return <Fragment key={index}>{part}</Fragment>
        return (
          <Fragment key={index}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              dir="ltr"
              className="text-primary underline underline-offset-2"
            >
              {address}
            </a>
            {trailing}
          </Fragment>
        )
      })}
    </span>
  )
}
