import { Link } from '@remix-run/react'
import {
  Award,
  Cookie,
  Copyright,
  Heart,
  Info,
  Landmark,
  Leaf,
  Lock,
  Mail,
  Map as MapIcon,
  Megaphone,
  PenLine,
  Scale,
  Sparkles,
  Telescope,
  type LucideIcon,
} from 'lucide-react'
import { PAGES, type PageKey } from '~/content/pages'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { cn } from '~/utils/cn'
import { usePageText } from './use-page-text'

export const PAGE_ICONS: Record<PageKey, LucideIcon> = {
  aboutHub: Sparkles,
  about: Info,
  vision: Telescope,
  values: Heart,
  press: Megaphone,
  blog: PenLine,
  sustainability: Leaf,
  contact: Mail,
  legal: Landmark,
  terms: Scale,
  privacy: Lock,
  cookies: Cookie,
  dmca: Copyright,
  credits: Award,
  sitemap: MapIcon,
}

/** Cards linking to pages: used by the hubs and by "Related pages". */
export function PageCards({ pages, headingLevel }: { pages: readonly PageKey[]; headingLevel?: 2 | 3 }) {
  const { t, langOf } = usePageText()
  const Title = headingLevel === 2 ? 'h2' : headingLevel === 3 ? 'h3' : 'span'
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {pages.map((key) => {
        const Icon = PAGE_ICONS[key]
        return (
          <li key={key}>
            <Link
              to={PAGES[key].path}
              prefetch="intent"
              className={cn(
                PANEL,
                'group flex h-full gap-4 p-5 transition hover:border-brand-600 hover:shadow-md dark:hover:border-violet-300',
                FOCUS,
              )}
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-violet-400/15 dark:text-violet-300">
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="min-w-0">
                <Title
                  {...langOf(`nav.${key}.label`)}
                  className="block text-base font-semibold text-neutral-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-violet-300"
                >
                  {t(`nav.${key}.label`)}
                </Title>
                <span {...langOf(`nav.${key}.description`)} className="mt-1 block text-sm text-neutral-700 dark:text-neutral-300">
                  {t(`nav.${key}.description`)}
                </span>
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
