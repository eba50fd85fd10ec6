import { Link } from '@remix-run/react'
import { ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { PAGES, type PageKey } from '~/content/pages'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { cn } from '~/utils/cn'
import { PageCards } from './page-cards'
import { Prose, RichText } from './rich-text'
import { formatDate, usePageText, type LangAttributes } from './use-page-text'

/** One text of the `pages` namespace, marked as English when it falls back. */
export function Txt({ k, values }: { k: string; values?: Record<string, unknown> }) {
  const { t, langOf } = usePageText()
  return <span {...langOf(k)}>{t(k, values)}</span>
}

export type TocItem = { id: string; label: string; attrs?: LangAttributes }

function Breadcrumbs({ page }: { page: PageKey }) {
  const { t } = usePageText()
  const hub = PAGES[page].hub
  const trail: { to: string; label: string }[] = [{ to: '/', label: t('nav.home.label') }]
  if (hub) trail.push({ to: PAGES[hub].path, label: t(`nav.${hub}.label`) })
  return (
    <nav aria-label={t('layout.breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-neutral-600 dark:text-neutral-400">
        {trail.map((item) => (
          <li key={item.to} className="flex items-center gap-1">
            <Link to={item.to} className={cn('rounded-sm hover:text-brand-700 hover:underline dark:hover:text-violet-300', FOCUS)}>
              {item.label}
            </Link>
            <ChevronRight aria-hidden className="size-3.5 rtl:rotate-180" />
          </li>
        ))}
        <li aria-current="page" className="font-medium text-neutral-800 dark:text-neutral-200">
          {t(`nav.${page}.label`)}
        </li>
      </ol>
    </nav>
  )
}

function TocList({ items }: { items: TocItem[] }) {
  return (
    <ol className="space-y-1 text-sm">
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            {...item.attrs}
            className={cn(
              'block rounded-md border-s-2 border-transparent px-3 py-1.5 text-neutral-700 hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800 dark:text-neutral-300 dark:hover:border-violet-300 dark:hover:bg-white/5 dark:hover:text-white',
              FOCUS,
            )}
          >
            {item.label}
          </a>
        </li>
      ))}
    </ol>
  )
}

/** One titled section of a text page; its id is the table-of-contents anchor. */
export function PageSection({
  id,
  heading,
  headingAttrs,
  children,
}: {
  id: string
  heading: string
  headingAttrs?: LangAttributes
  children: ReactNode
}) {
  return (
    <section id={id} className="scroll-mt-24 border-neutral-200 not-first:mt-12 not-first:border-t not-first:pt-10 dark:border-neutral-800">
      <h2 {...headingAttrs} className="mb-4 text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">
        {heading}
      </h2>
      {children}
    </section>
  )
}

type PageLayoutProps = {
  page: PageKey
  children: ReactNode
  /** Table of contents; shown when it has at least 3 entries. */
  toc?: TocItem[]
  /** Extra content for the side column (under the table of contents). */
  aside?: ReactNode
  /** Extra content under the lead (e.g. a call to action). */
  intro?: ReactNode
  /** Render the children on the page background instead of inside the reading panel (hubs). */
  bare?: boolean
}

/**
 * The shared layout of the information and legal pages: breadcrumb, one h1, lead, last-updated
 * date, table of contents, the text in a readable column (about 70 characters per line) and
 * related pages. Renders inside root's <main>; logical properties keep it right in RTL.
 */
export function PageLayout({ page, children, toc, aside, intro, bare }: PageLayoutProps) {
  const { t, language, langOf } = usePageText()
  const def = PAGES[page]
  const showToc = toc && toc.length >= 3
  const hasSide = showToc || aside
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="max-w-3xl">
        <Breadcrumbs page={page} />
        <h1
          {...langOf(`${page}.title`)}
          className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-5xl dark:text-white"
        >
          {t(`${page}.title`)}
        </h1>
        <p {...langOf(`${page}.lead`)} className="mt-4 text-lg leading-8 text-pretty text-neutral-700 sm:text-xl dark:text-neutral-300">
          {t(`${page}.lead`)}
        </p>
        {def.updated && (
          <p className="mt-4 text-sm text-neutral-600 dark:text-neutral-400">
            {t('layout.lastUpdated')} <time dateTime={def.updated}>{formatDate(def.updated, language)}</time>
          </p>
        )}
        {intro}
      </header>

      <div className={cn('mt-10', hasSide && 'lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-start lg:gap-10')}>
        <div className="min-w-0">
          {showToc && (
            <details className={cn(PANEL, 'mb-6 p-4 lg:hidden')}>
              <summary className={cn('cursor-pointer rounded-md font-semibold text-neutral-900 dark:text-white', FOCUS)}>
                {t('layout.onThisPage')}
              </summary>
              <nav aria-label={t('layout.onThisPage')} className="mt-3">
                <TocList items={toc} />
              </nav>
            </details>
          )}
          {bare ? (
            children
          ) : (
            <div className={cn(PANEL, 'px-5 py-8 sm:px-10 sm:py-10')}>
              <Prose className="max-w-[70ch]">{children}</Prose>
            </div>
          )}
        </div>

        {hasSide && (
          <aside className="mt-10 space-y-8 lg:sticky lg:top-24 lg:mt-0">
            {showToc && (
              <nav aria-labelledby="toc-heading" className="hidden lg:block">
                <h2
                  id="toc-heading"
                  className="mb-3 px-3 text-sm font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400"
                >
                  {t('layout.onThisPage')}
                </h2>
                <TocList items={toc} />
              </nav>
            )}
            {aside}
          </aside>
        )}
      </div>

      {def.related && def.related.length > 0 && (
        <nav aria-labelledby="related-heading" className="mt-14">
          <h2 id="related-heading" className="mb-4 text-xl font-bold text-neutral-900 dark:text-white">
            {t('layout.related')}
          </h2>
          <PageCards pages={def.related} />
        </nav>
      )}
    </article>
  )
}

/**
 * A text page whose sections all come from the i18n file (`<page>.sections.<id>`).
 * `extra` adds content under a section's text (tables, forms, the consent reset button).
 */
export function TextPage({ page, extra = {}, aside }: { page: PageKey; extra?: Record<string, ReactNode>; aside?: ReactNode }) {
  const { t, langOf } = usePageText()
  const sections = PAGES[page].sections ?? []
  const toc = sections.map((id) => ({
    id,
    label: t(`${page}.sections.${id}.heading`),
    attrs: langOf(`${page}.sections.${id}.heading`),
  }))
  return (
    <PageLayout page={page} toc={toc} aside={aside}>
      {sections.map((id) => {
        const body = t(`${page}.sections.${id}.body`, { defaultValue: '' })
        return (
          <PageSection
            key={id}
            id={id}
            heading={t(`${page}.sections.${id}.heading`)}
            headingAttrs={langOf(`${page}.sections.${id}.heading`)}
          >
            {body && <RichText text={body} {...langOf(`${page}.sections.${id}.body`)} />}
            {extra[id]}
          </PageSection>
        )
      })}
    </PageLayout>
  )
}
