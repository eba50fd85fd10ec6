import type { SVGProps } from 'react'
import { useTranslation } from 'react-i18next'
import { FOCUS_RING } from '~/components/ui/button'
import { APP_NAME } from '~/config'
import { cn } from '~/utils/cn'

/** Line icons in lucide's style (24 px grid, 2 px stroke); lucide ships no brand marks. */
function Glyph(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className="size-5"
      {...props}
    />
  )
}

const ICONS = {
  instagram: (
    <Glyph>
      <rect width="20" height="20" x="2" y="2" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </Glyph>
  ),
  mastodon: (
    <Glyph>
      <path d="M20 8.5C20 5 17.5 3 12 3S4 5 4 8.5V13c0 5 3 8 8 8 1.5 0 3-.3 4-.8v-2c-1 .4-2.5.6-4 .6-2.5 0-4-1-4-2.8 1.5.3 2.8.5 4 .5 5.5 0 8-2 8-5z" />
      <path d="M8.5 12.5V9.8a1.75 1.75 0 0 1 3.5 0v2.2m0 0V9.8a1.75 1.75 0 0 1 3.5 0v2.7" />
    </Glyph>
  ),
  bluesky: (
    <Glyph>
      <path d="M12 11.5C10.5 8.5 7 4.5 4.5 4.5 3 4.5 3 6 3 7c0 1.5.6 4.6 3.8 5-3 .6-3.4 2.8-1.6 4.4C8 18.6 10.8 16 12 13c1.2 3 4 5.6 6.8 3.4 1.8-1.6 1.4-3.8-1.6-4.4C20.4 11.6 21 8.5 21 7c0-1 0-2.5-1.5-2.5-2.5 0-6 4-7.5 7z" />
    </Glyph>
  ),
  tiktok: (
    <Glyph>
      <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
      <path d="M14 3c.4 2.6 2.4 4.6 5 5" />
    </Glyph>
  ),
} as const

/** The organisation's profiles (placeholders until the real accounts exist). */
export const SOCIAL_PROFILES: { id: keyof typeof ICONS; href: string }[] = [
  { id: 'instagram', href: 'https://instagram.com/haven' },
  { id: 'mastodon', href: 'https://mastodon.social/@haven' },
  { id: 'bluesky', href: 'https://bsky.app/profile/haven.bsky.social' },
  { id: 'tiktok', href: 'https://www.tiktok.com/@haven' },
]

export function SocialLinks() {
  const { t } = useTranslation('shell')
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('footer.social.label')}>
      {SOCIAL_PROFILES.map(({ id, href }) => (
        <li key={id}>
          <a
            href={href}
            rel="me noopener"
            aria-label={t(`footer.social.${id}`, { name: APP_NAME })}
            title={t(`footer.social.${id}`, { name: APP_NAME })}
            className={cn(
              'grid size-10 place-items-center rounded-full border border-neutral-300 bg-white/70 text-neutral-700 transition-colors hover:border-brand-600 hover:text-brand-700',
              'dark:border-neutral-700 dark:bg-neutral-900/70 dark:text-neutral-300 dark:hover:border-violet-300 dark:hover:text-violet-200',
              FOCUS_RING,
            )}
          >
            {ICONS[id]}
          </a>
        </li>
      ))}
    </ul>
  )
}
