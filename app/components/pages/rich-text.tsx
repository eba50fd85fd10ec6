import { Link } from '@remix-run/react'
import { Fragment, type ReactNode } from 'react'
import { cn } from '~/utils/cn'

export const LINK_CLASS =
  'font-medium text-brand-700 underline decoration-brand-600/40 underline-offset-2 hover:decoration-2 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-violet-300 dark:decoration-violet-300/50 dark:focus-visible:outline-violet-300'

/** `**bold**`, `[label](href)` and `` `code` `` inside a line. */
const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|`([^`]+)`/g

const SAFE_HREF = /^(\/(?!\/)|#|mailto:|https:\/\/)/

export function TextLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  // app routes navigate client-side; files (/favicon.svg) and other sites load normally
  if (href.startsWith('/') && !/\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0])) {
    return (
      <Link to={href} prefetch="intent" className={cn(LINK_CLASS, className)}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={cn(LINK_CLASS, className)} {...(href.startsWith('http') ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}

export function Inline({ text }: { text: string }) {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0
    if (index > last) parts.push(text.slice(last, index))
    const [, bold, label, href, code] = match
    if (bold !== undefined) {
      parts.push(
        <strong key={index} className="font-semibold text-neutral-900 dark:text-white">
          {bold}
        </strong>,
      )
    } else if (label !== undefined && href !== undefined && !SAFE_HREF.test(href)) {
      parts.push(label) // only our own kinds of links: never javascript: or data: from a translation
    } else if (label !== undefined && href !== undefined) {
      parts.push(
        <TextLink key={index} href={href}>
          {label}
        </TextLink>,
      )
    } else if (code !== undefined) {
      parts.push(
        <code
          key={index}
          className="rounded bg-neutral-900/5 px-1.5 py-0.5 font-mono text-[0.875em] break-all text-neutral-900 dark:bg-white/10 dark:text-neutral-100"
        >
          {code}
        </code>,
      )
    }
    last = index + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return <>{parts}</>
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          <Inline text={line} />
        </Fragment>
      ))}
    </>
  )
}

/**
 * Renders a text from the i18n files with a tiny, safe markup (React elements, never HTML):
 * blank line = new paragraph; lines starting with "- " = bullet list, "1. " = numbered list,
 * "### " = sub-heading (h3), "> " = quotation; inline **bold**, [link](/path) and `code`.
 */
export function RichText({ text, className, lang, dir }: { text: string; className?: string; lang?: string; dir?: 'ltr' }) {
  const blocks = text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').map((line) => line.trim()))
  return (
    <div className={cn('space-y-4', className)} lang={lang} dir={dir}>
      {blocks.map((lines, i) => {
        if (lines.every((l) => l.startsWith('- '))) {
          return (
            <ul key={i} className="list-disc space-y-2 ps-6 marker:text-brand-600 dark:marker:text-violet-300">
              {lines.map((l, j) => (
                <li key={j} className="ps-1">
                  <Inline text={l.slice(2)} />
                </li>
              ))}
            </ul>
          )
        }
        if (lines.every((l) => /^\d+\.\s/.test(l))) {
          return (
            <ol key={i} className="list-decimal space-y-2 ps-6 marker:font-semibold marker:text-brand-700 dark:marker:text-violet-300">
              {lines.map((l, j) => (
                <li key={j} className="ps-1">
                  <Inline text={l.replace(/^\d+\.\s/, '')} />
                </li>
              ))}
            </ol>
          )
        }
        if (lines.length === 1 && lines[0].startsWith('### ')) {
          return (
            <h3 key={i} className="pt-2 text-lg font-semibold text-neutral-900 dark:text-white">
              <Inline text={lines[0].slice(4)} />
            </h3>
          )
        }
        if (lines.every((l) => l.startsWith('> '))) {
          return (
            <blockquote
              key={i}
              className="border-s-4 border-brand-600/60 bg-brand-50/60 py-3 ps-4 pe-3 text-neutral-800 italic dark:border-violet-300/60 dark:bg-white/5 dark:text-neutral-200"
            >
              <Lines lines={lines.map((l) => l.slice(2))} />
            </blockquote>
          )
        }
        return (
          <p key={i}>
            <Lines lines={lines} />
          </p>
        )
      })}
    </div>
  )
}

/** Body text of the information pages: comfortable size and line height, readable contrast. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('text-base leading-7 text-neutral-700 sm:text-[1.0625rem] sm:leading-8 dark:text-neutral-300', className)}>
      {children}
    </div>
  )
}
