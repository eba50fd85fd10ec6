import { Link } from '@remix-run/react'
import { BadgeCheck, CircleAlert, ExternalLink, Mail, Phone, Siren } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PROSE } from '~/components/content/prose'
import { FavoriteButton } from '~/components/favorites/favorite-button'
import { ReportDialog } from '~/components/reports/report-dialog'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { Facts } from '~/components/ui/facts'
import { LINK } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import { SafetyBanner } from '~/components/places/safety-banner'
import { ShareButton } from '~/components/share/share-button'
import type { SafetyInfo } from '~/models/places/country-safety.server'
import { professionHref, tagHref, type ResourceType } from '~/models/resources/query'
import { cn } from '~/utils/cn'
import { useNonce } from '~/utils/nonce'
import { useLanguageName } from '../__list/filters-form'
import { BADGE, telHref } from '~/components/resources/resource-card'

export type ResourcePageData = {
  id: number
  title: string
  description: string | null
  html: string
  url: string | null
  /** Whether the link leaves the site (opened with rel="noopener noreferrer"). */
  external: boolean
  phone: string | null
  email: string | null
  language: string | null
  resourceType: ResourceType
  isEmergency: boolean
  verified: boolean
  draft: boolean
  countryId: string | null
  countryName: string | null
  flag: string | null
  cityId: number | null
  cityName: string | null
  professionName: string | null
  professionSlug: string | null
  tags: { id: number; name: string; path: string }[]
  showsSafety: boolean
  safety: SafetyInfo | null
  updated: string
  updatedIso: string
}

/** A resource's page: what it is, how to reach it (a helpline as a call link first), its topics, its country's safety. */
export function ResourcePage({
  resource,
  favorited,
  signedIn,
  canonical,
  jsonLd,
}: {
  resource: ResourcePageData
  favorited: boolean
  signedIn: boolean
  canonical: string
  jsonLd: string
}) {
  const { t } = useTranslation('resources')
  const nonce = useNonce()
  const languageName = useLanguageName()
  const tel = telHref(resource.phone)
  const helpline = resource.resourceType === 'hotline' || !!tel
  const place = (
    <>
      {resource.flag ? <span aria-hidden>{resource.flag} </span> : null}
      {resource.cityId && resource.cityName ? (
        <Link to={`/city/${resource.cityId}`} className={LINK}>
          {resource.cityName}
        </Link>
      ) : null}
      {resource.cityName && resource.countryName ? ', ' : null}
      {resource.countryId && resource.countryName ? (
        <Link to={`/country/${resource.countryId}`} className={LINK}>
          {resource.countryName}
        </Link>
      ) : null}
      {!resource.countryName && !resource.cityName ? t('card.worldwide') : null}
    </>
  )

  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonLd }} />
      {resource.draft && (
        <div
          role="status"
          className="mb-6 flex items-start gap-3 rounded-2xl border border-amber-500/50 bg-amber-50 p-4 text-amber-950 dark:border-amber-300/40 dark:bg-amber-950/60 dark:text-amber-50"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-bold">{t('detail.draft')}</p>
            <p className="text-sm">{t('detail.draftNote')}</p>
          </div>
        </div>
      )}
      <Breadcrumbs items={[{ to: '/ressources', label: t('detail.resources') }, { label: resource.title }]} />

      <header className="mt-6">
        <p className="flex flex-wrap items-center gap-2">
          <span className={cn(BADGE, 'bg-brand-50 text-brand-800 dark:bg-violet-400/15 dark:text-violet-200')}>
            {t(`types.${resource.resourceType}`)}
          </span>
          {resource.isEmergency && (
            <span className={cn(BADGE, 'bg-red-50 text-red-800 dark:bg-red-500/15 dark:text-red-200')}>
              <Siren aria-hidden className="size-3.5" />
              {t('card.emergency')}
            </span>
          )}
          {resource.verified && (
            <span className={cn(BADGE, 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200')}>
              <BadgeCheck aria-hidden className="size-3.5" />
              {t('card.verified')}
            </span>
          )}
        </p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-5xl dark:text-white">
          {resource.title}
        </h1>
        {resource.description && (
          <p className="mt-3 max-w-3xl text-lg text-pretty text-neutral-800 dark:text-neutral-200">{resource.description}</p>
        )}
        {helpline && tel && (
          <p className="mt-5">
            <a
              href={tel}
              className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-3 text-lg font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-violet-300 dark:text-neutral-950"
            >
              <Phone aria-hidden className="size-5" />
              {t('detail.callNow', { phone: resource.phone })}
            </a>
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <ShareButton url={canonical} title={resource.title} text={resource.title} />
          <FavoriteButton type="resource" id={resource.id} favorited={favorited} label={resource.title} variant="pill" />
          <ReportDialog targetType="resource" targetId={resource.id} signedIn={signedIn} />
        </div>
      </header>

      {resource.showsSafety && resource.countryName && (
        <SafetyBanner safety={resource.safety} countryName={resource.countryName} className="mt-8" compact />
      )}

      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-8">
          <section aria-labelledby="resource-about" className={cn(PANEL, 'p-6')}>
            <h2 id="resource-about" className="text-2xl font-bold text-neutral-950 dark:text-white">
              {t('detail.about')}
            </h2>
            {resource.html ? (
              <div className={cn(PROSE, 'mt-2')} dangerouslySetInnerHTML={{ __html: resource.html }} />
            ) : (
              <p className="mt-3 text-neutral-700 dark:text-neutral-300">{t('detail.noBody')}</p>
            )}
            <p className="mt-6 text-sm text-neutral-600 dark:text-neutral-400">
              <time dateTime={resource.updatedIso}>{resource.updated}</time>
            </p>
          </section>

          {resource.tags.length > 0 && (
            <section aria-labelledby="resource-tags">
              <h2 id="resource-tags" className="text-xl font-bold text-neutral-950 dark:text-white">
                {t('detail.tags')}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {resource.tags.map((tag) => (
                  <li key={tag.id}>
                    <Link
                      to={tagHref(tag.path)}
                      className={cn(LINK, 'inline-block rounded-full bg-brand-50 px-3 py-1 text-sm dark:bg-violet-400/15')}
                    >
                      {tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <aside className="space-y-6">
          <section aria-labelledby="resource-facts" className={cn(PANEL, 'p-5')}>
            <h2 id="resource-facts" className="mb-3 text-lg font-bold text-neutral-950 dark:text-white">
              {t('detail.facts')}
            </h2>
            <Facts
              items={[
                { label: t('detail.type'), value: t(`types.${resource.resourceType}`) },
                ...(resource.professionName && resource.professionSlug
                  ? [
                      {
                        label: t('detail.profession'),
                        value: (
                          <Link to={professionHref(resource.professionSlug)} className={LINK}>
                            {resource.professionName}
                          </Link>
                        ),
                      },
                    ]
                  : []),
                { label: t('detail.place'), value: place },
                ...(resource.language ? [{ label: t('detail.language'), value: languageName(resource.language) }] : []),
                ...(resource.verified ? [{ label: t('card.verified'), value: t('detail.verifiedLabel') }] : []),
              ]}
            />
          </section>

          {(resource.url || resource.email || resource.phone) && (
            <section aria-labelledby="resource-contact" className={cn(PANEL, 'p-5')}>
              <h2 id="resource-contact" className="text-lg font-bold text-neutral-950 dark:text-white">
                {t('detail.contact')}
              </h2>
              <ul className="mt-2 space-y-2">
                {resource.url && (
                  <li>
                    {resource.external ? (
                      <a
                        href={resource.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={cn(LINK, 'inline-flex items-center gap-1.5')}
                      >
                        {t('detail.website')}
                        <ExternalLink aria-hidden className="size-4" />
                        <span className="sr-only">{t('detail.external')}</span>
                      </a>
                    ) : (
                      <a href={resource.url} className={LINK}>
                        {t('detail.website')}
                      </a>
                    )}
                  </li>
                )}
                {resource.phone && (
                  <li className="flex items-center gap-1.5">
                    <Phone aria-hidden className="size-4 text-neutral-600 dark:text-neutral-400" />
                    <span className="sr-only">{t('detail.phone')}: </span>
                    {tel ? (
                      <a href={tel} className={LINK}>
                        {resource.phone}
                      </a>
                    ) : (
                      <span>{resource.phone}</span>
                    )}
                  </li>
                )}
                {resource.email && (
                  <li className="flex items-center gap-1.5">
                    <Mail aria-hidden className="size-4 text-neutral-600 dark:text-neutral-400" />
                    <span className="sr-only">{t('detail.email')}: </span>
                    <a href={`mailto:${resource.email}`} className={LINK}>
                      {resource.email}
                    </a>
                  </li>
                )}
              </ul>
            </section>
          )}

          <p>
            <Link to="/ressources" className={LINK}>
              {t('detail.seeAll')}
            </Link>
          </p>
        </aside>
      </div>
    </article>
  )
}
