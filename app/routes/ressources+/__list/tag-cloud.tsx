import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FOCUS, PANEL } from '~/components/ui/surface'
import type { TagChoice } from '~/models/resources/list.server'
import { tagHref } from '~/models/resources/query'
import { cn } from '~/utils/cn'

const CATEGORIES = ['health', 'legal', 'support', 'community', 'identity', 'education'] as const

/** Larger words for topics with more resources: four steps from the smallest count to the largest. */
function sizeOf(count: number, min: number, max: number) {
  const step = max > min ? Math.round(((count - min) / (max - min)) * 3) : 1
  return ['text-sm', 'text-base', 'text-lg font-semibold', 'text-xl font-bold'][step]
}

/**
 * The topics (tags) that visible resources carry, grouped by their category, each with its count
 * and a link to its page. `current`: the tag whose page this is (marked, not a link to itself).
 */
export function TagCloud({ tags, current }: { tags: TagChoice[]; current?: string | null }) {
  const { t, i18n } = useTranslation('resources')
  if (tags.length === 0) return null
  const counts = tags.map((tag) => tag.count)
  const min = Math.min(...counts)
  const max = Math.max(...counts)
  const groups = [
    ...CATEGORIES.map((category) => ({
      key: category,
      label: t(`tagCategories.${category}`),
      tags: tags.filter((tag) => tag.category === category),
    })),
    {
      key: 'other',
      label: t('cloud.other'),
      tags: tags.filter((tag) => !(CATEGORIES as readonly string[]).includes(tag.category ?? '')),
    },
  ].filter((group) => group.tags.length > 0)
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <section aria-labelledby="resources-cloud-heading" className={cn(PANEL, 'p-5')}>
      <h2 id="resources-cloud-heading" className="text-xl font-bold text-neutral-950 dark:text-white">
        {t('cloud.heading')}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <div key={group.key}>
            <h3 className="text-sm font-semibold tracking-wide text-neutral-700 uppercase dark:text-neutral-300">{group.label}</h3>
            <ul className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              {group.tags.map((tag) => (
                <li key={tag.id} className={sizeOf(tag.count, min, max)}>
                  {tag.slug === current ? (
                    <span aria-current="page" className="text-neutral-950 underline decoration-2 dark:text-white">
                      {tag.name}
                    </span>
                  ) : (
                    <Link
                      to={tagHref(tag.path)}
                      className={cn(
                        FOCUS,
                        'rounded-sm text-brand-700 underline underline-offset-2 hover:decoration-2 dark:text-violet-300',
                      )}
                    >
                      {tag.name}
                    </Link>
                  )}{' '}
                  <span className="text-xs font-normal text-neutral-600 dark:text-neutral-400">
                    <span aria-hidden>{`(${number.format(tag.count)})`}</span>
                    <span className="sr-only">{t('cloud.count', { count: tag.count })}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  )
}
