import { Link } from '@remix-run/react'
import { Network } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { NewsletterForm } from './newsletter-form'
import { buttonVariants, FOCUS_RING } from '~/components/ui/button'
import { APP_NAME } from '~/config'
import { cn } from '~/utils/cn'
import { Logo } from './header'
import { FOOTER_GROUPS } from './nav-links'
import { ScrollToTop } from './scroll-to-top'
import { SocialLinks } from './social-links'
import { ThemeToggle } from './theme-toggle'

const LINK = cn(
  'rounded text-sm text-neutral-700 underline-offset-4 hover:text-brand-700 hover:underline dark:text-neutral-300 dark:hover:text-violet-200',
  FOCUS_RING,
)

/**
 * Shared footer (SPEC §2 Footer): newsletter, social links, the community, resources, about and
 * legal link groups, theme toggle, sitemap, scroll-to-top, the data attribution and © year.
 */
export function Footer() {
  const { t } = useTranslation('shell')
  const year = new Date().getFullYear()
  return (
    <footer className="mt-16 border-t border-neutral-900/10 bg-white/75 backdrop-blur-lg dark:border-white/10 dark:bg-neutral-950/75">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div className="space-y-6">
          <Link to="/" aria-label={t('header.home', { name: APP_NAME })} className={cn('inline-block rounded-lg', FOCUS_RING)}>
            <Logo />
          </Link>
          <p className="max-w-sm text-sm text-neutral-700 dark:text-neutral-300">{t('footer.tagline')}</p>
          <NewsletterForm />
          <div>
            <h2 className="mb-2 text-sm font-semibold text-neutral-900 dark:text-white">{t('footer.social.label')}</h2>
            <SocialLinks />
          </div>
        </div>
        <nav aria-label={t('footer.nav')} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {FOOTER_GROUPS.map((group) => (
            <div key={group.id}>
              <h2 id={`footer-${group.id}`} className="text-sm font-semibold text-neutral-900 dark:text-white">
                {t(group.title)}
              </h2>
              <ul aria-labelledby={`footer-${group.id}`} className="mt-3 space-y-2.5">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={LINK}>
                      {t(link.label, { name: APP_NAME })}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-neutral-900/10 dark:border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <ThemeToggle />
          <div className="flex flex-wrap items-center gap-2">
            <Link to="/sitemap" className={buttonVariants({ variant: 'outline', size: 'sm', shape: 'pill' })}>
              <Network aria-hidden className="size-4" />
              {t('footer.sitemap')}
            </Link>
            <ScrollToTop />
          </div>
        </div>
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 pb-8 text-xs text-neutral-600 sm:px-6 md:flex-row md:items-center md:justify-between dark:text-neutral-400">
          <p>{t('footer.copyright', { year, name: APP_NAME })}</p>
          <p>
            {t('footer.attribution')}{' '}
            <Link
              to="/credits"
              className={cn('font-medium underline underline-offset-2 hover:text-brand-700 dark:hover:text-violet-200', FOCUS_RING)}
            >
              {t('footer.attributionLink')}
            </Link>
          </p>
        </div>
      </div>
    </footer>
  )
}
