/**
 * An answer's Markdown as React elements (issue 47). marked (pinned) only parses (its lexer, GFM:
 * tables, fenced code, strikethrough); this file renders the tokens itself, so no HTML string is
 * ever put in the page: raw HTML in an answer (`<script>`, `<img onerror>`, `<b onclick>`) is
 * shown as the text it is, links become `href`s only when they are http(s) or mailto (never
 * `javascript:`/`data:`), and images are shown as links (no remote image loads from an answer).
 *
 * Bidi: every block has `dir="auto"` (an Arabic paragraph reads right to left, an English one left
 * to right, each by its first strong letter); code blocks are always `dir="ltr"`, and inline code
 * isolates itself (`dir="ltr"` on an inline element isolates it) inside an Arabic sentence.
 */
import { Lexer, type Token, type Tokens } from 'marked'
import { Fragment, useMemo, type ReactNode } from 'react'
import { decodeEntities, safeAnswerHref } from '@/lib/markdown-safety'
import { ScrollRegion } from '@/components/ui/scroll-region'

function inline(tokens: Token[] | undefined, key = 'i'): ReactNode {
  if (!tokens) return null
  return tokens.map((token, index) => (
    <Fragment key={`${key}-${index}`}>{inlineToken(token, `${key}-${index}`)}</Fragment>
  ))
}

function inlineToken(token: Token, key: string): ReactNode {
  switch (token.type) {
    case 'strong':
      return <strong>{inline((token as Tokens.Strong).tokens, key)}</strong>
    case 'em':
      return <em>{inline((token as Tokens.Em).tokens, key)}</em>
    case 'del':
      return <del>{inline((token as Tokens.Del).tokens, key)}</del>
    case 'codespan':
      return (
        <code dir="ltr" className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
          {decodeEntities((token as Tokens.Codespan).text)}
        </code>
      )
    case 'br':
      return <br />
    case 'link': {
      const link = token as Tokens.Link
      const href = safeAnswerHref(link.href)
      const content = link.tokens?.length ? inline(link.tokens, key) : link.text
      return href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="text-primary underline"
        >
          {content}
        </a>
      ) : (
        <span>{content}</span>
      )
    }
    case 'image': {
      const image = token as Tokens.Image
      const href = safeAnswerHref(image.href)
      const label = image.text || image.href
      return href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="text-primary underline"
        >
          [{label}]
        </a>
      ) : (
        <span>[{label}]</span>
      )
    }
    case 'text': {
      const text = token as Tokens.Text
      return text.tokens?.length ? inline(text.tokens, key) : decodeEntities(text.text)
    }
    case 'escape':
      return decodeEntities((token as Tokens.Escape).text)
    case 'html':
      // Raw HTML is shown as text: never parsed, never run.
      return (token as Tokens.HTML).text
    default:
      return 'raw' in token && typeof token.raw === 'string' ? token.raw : null
  }
}

function block(token: Token, key: string): ReactNode {
  switch (token.type) {
    case 'space':
    case 'def':
      return null
    case 'heading': {
      const heading = token as Tokens.Heading
      const Tag = (['h3', 'h3', 'h4', 'h5', 'h6', 'h6'] as const)[Math.min(heading.depth, 6) - 1]!
      return (
        <Tag dir="auto" className="mb-2 mt-4 font-bold first:mt-0">
          {inline(heading.tokens, key)}
        </Tag>
      )
    }
    case 'paragraph':
      return (
        <p dir="auto" className="mb-3 leading-loose last:mb-0">
          {inline((token as Tokens.Paragraph).tokens, key)}
        </p>
      )
    case 'text': {
      const text = token as Tokens.Text
      return (
        <p dir="auto" className="mb-3 leading-loose last:mb-0">
          {text.tokens ? inline(text.tokens, key) : decodeEntities(text.text)}
        </p>
      )
    }
    case 'code': {
      const code = token as Tokens.Code
      return (
        <pre
          dir="ltr"
          className="mb-3 overflow-x-auto rounded-md bg-muted p-3 text-start font-mono text-sm"
        >
          <code data-language={code.lang || undefined}>{code.text}</code>
        </pre>
      )
    }
    case 'blockquote':
      return (
        <blockquote dir="auto" className="mb-3 border-s-4 border-border ps-3 text-muted-foreground">
          {blocks((token as Tokens.Blockquote).tokens, key)}
        </blockquote>
      )
    case 'hr':
      return <hr className="my-4 border-border" />
    case 'list': {
      const list = token as Tokens.List
      const items = list.items.map((item, index) => (
        <li key={index} dir="auto">
          {item.task ? (
            <input
              type="checkbox"
              checked={Boolean(item.checked)}
              readOnly
              disabled
              className="me-1"
            />
          ) : null}
          {list.loose
            ? blocks(item.tokens, `${key}-${index}`)
            : item.tokens.map((t, i) =>
                t.type === 'text' ? (
                  <Fragment key={i}>
                    {inline((t as Tokens.Text).tokens ?? [t], `${key}-${index}-${i}`)}
                  </Fragment>
                ) : (
                  <Fragment key={i}>{block(t, `${key}-${index}-${i}`)}</Fragment>
                ),
              )}
        </li>
      ))
      return list.ordered ? (
        <ol
          dir="auto"
          start={list.start === '' ? undefined : list.start}
          className="mb-3 list-decimal ps-6"
        >
          {items}
        </ol>
      ) : (
        <ul dir="auto" className="mb-3 list-disc ps-6">
          {items}
        </ul>
      )
    }
    case 'table': {
      const table = token as Tokens.Table
      const align = (a: Tokens.TableCell['align']) =>
        a === 'center'
          ? 'text-center'
          : a === 'left'
            ? 'text-left'
            : a === 'right'
              ? 'text-right'
              : 'text-start'
      return (
        <ScrollRegion label="جدول" className="mb-3">
          <table dir="auto" className="w-full border-collapse text-sm">
            <thead>
              <tr>
                {table.header.map((cell, index) => (
                  <th
                    key={index}
                    dir="auto"
                    className={`border border-border bg-muted px-2 py-1 font-semibold ${align(cell.align)}`}
                  >
                    {inline(cell.tokens, `${key}-h${index}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) => (
                    <td
                      key={c}
                      dir="auto"
                      className={`border border-border px-2 py-1 ${align(cell.align)}`}
                    >
                      {inline(cell.tokens, `${key}-${r}-${c}`)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )
    }
    case 'html':
      return (
        <p dir="auto" className="mb-3 whitespace-pre-wrap">
          {(token as Tokens.HTML).text}
        </p>
      )
    default:
      return 'raw' in token && typeof token.raw === 'string' ? (
        <p dir="auto" className="mb-3 whitespace-pre-wrap">
          {token.raw}
        </p>
      ) : null
  }
}

function blocks(tokens: Token[], key = 'b'): ReactNode {
  return tokens.map((token, index) => (
    <Fragment key={`${key}-${index}`}>{block(token, `${key}-${index}`)}</Fragment>
  ))
}

export function MarkdownAnswer({ text, className }: { text: string; className?: string }) {
  const tokens = useMemo(() => Lexer.lex(text, { gfm: true, breaks: false }), [text])
  return (
    <div className={className} data-testid="markdown-answer">
      {blocks(tokens)}
    </div>
  )
}
