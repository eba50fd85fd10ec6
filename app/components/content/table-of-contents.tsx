import { FOCUS, PANEL } from '~/components/ui/surface'
import type { TocEntry } from '~/models/wiki/markdown.server'
import { cn } from '~/utils/cn'

/**
 * The page's h2 and h3 headings as links to their anchors (ids made by the Markdown renderer,
 * which keeps 'content-toc' for this box). `title` comes from the page's own texts.
 */
export function TableOfContents({ items, lang, title }: { items: TocEntry[]; lang: string; title: string }) {
  return (
    <nav aria-labelledby="content-toc" className={cn(PANEL, 'mt-6 self-start p-5 text-sm lg:sticky lg:top-24 lg:mt-0')}>
      <h2 id="content-toc" className="font-semibold text-neutral-900 dark:text-white">
        {title}
      </h2>
      <ol lang={lang} className="mt-3 space-y-1.5">
        {items.map((item) => (
          <li key={item.id} className={item.level === 3 ? 'ps-4' : undefined}>
            <a
              href={`#${item.id}`}
              className={cn(
                'rounded-sm text-neutral-700 hover:text-brand-700 hover:underline dark:text-neutral-300 dark:hover:text-violet-300',
                FOCUS,
              )}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
