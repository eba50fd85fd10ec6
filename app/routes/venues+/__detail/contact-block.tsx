import { AtSign, ExternalLink, Globe, Mail, Phone, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LINK } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import { cn } from '~/utils/cn'

export type VenueContact = { phone: string | null; email: string | null; website: string | null; instagram: string | null }

/** '+49 30 123 45' → 'tel:+493012345' (digits and a leading plus only). */
export function telHref(phone: string) {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')
  return `tel:${digits}`
}

/** 'https://www.example.org/venues/x/' → 'example.org/venues/x' for display. */
export function displayUrl(url: string) {
  try {
    const u = new URL(url)
    const path = `${u.pathname}${u.search}`.replace(/\/$/, '')
    return `${u.hostname.replace(/^www\./, '')}${path}`
  } catch {
    return url
  }
}

function Row({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    // dt and dd stay direct children of the group (the icon sits in the dt, out of the flow)
    <div className="relative min-w-0 ps-8">
      <dt className="text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">
        <Icon aria-hidden className="absolute start-0 top-0.5 size-5 text-brand-700 dark:text-violet-300" />
        {label}
      </dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  )
}

/** Phone (tel:), email (mailto:), website and Instagram. External links open a new tab and pass no referrer rank (nofollow ugc). */
export function ContactBlock({ contact, className }: { contact: VenueContact; className?: string }) {
  const { t } = useTranslation('venue')
  const external = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener nofollow ugc" className={cn(LINK, 'inline-flex max-w-full items-center gap-1')}>
      <span dir="ltr" className="truncate">
        {text}
      </span>
      <ExternalLink aria-hidden className="size-3.5 shrink-0" />
      <span className="sr-only">{t('contact.opensInNewTab')}</span>
    </a>
  )
  const any = contact.phone || contact.email || contact.website || contact.instagram
  return (
    <section aria-labelledby="contact-heading" className={cn(PANEL, 'p-5', className)}>
      <h2 id="contact-heading" className="text-lg font-bold text-neutral-900 dark:text-white">
        {t('contact.heading')}
      </h2>
      {any ? (
        <dl className="mt-3 space-y-3 text-sm">
          {contact.phone && (
            <Row icon={Phone} label={t('contact.phone')}>
              <a href={telHref(contact.phone)} className={LINK} dir="ltr">
                {contact.phone}
              </a>
            </Row>
          )}
          {contact.email && (
            <Row icon={Mail} label={t('contact.email')}>
              <a href={`mailto:${contact.email}`} className={LINK} dir="ltr">
                {contact.email}
              </a>
            </Row>
          )}
          {contact.website && (
            <Row icon={Globe} label={t('contact.website')}>
              {external(contact.website, displayUrl(contact.website))}
            </Row>
          )}
          {contact.instagram && (
            <Row icon={AtSign} label={t('contact.instagram')}>
              {external(`https://www.instagram.com/${contact.instagram}/`, `@${contact.instagram}`)}
            </Row>
          )}
        </dl>
      ) : (
        <p className="mt-3 text-sm text-neutral-600 dark:text-neutral-400">{t('contact.none')}</p>
      )}
    </section>
  )
}
