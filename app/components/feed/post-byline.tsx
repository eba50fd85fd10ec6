import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LINK } from '~/components/ui/link-styles'
import type { FeedPost } from '~/models/feed/posts.server'
import { cn } from '~/utils/cn'
import { dateTimeFormat } from '~/utils/date-time-format'

/** A post's or comment's time, in UTC. */
export function useFeedTime() {
  const { i18n } = useTranslation()
  // UTC on the server and in the browser alike: the same text hydrates
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
  return (iso: string) => `${format.format(new Date(iso))} UTC`
}

/** A post's or comment's author, linked to their profile when it reaches this reader. */
export function AuthorLink({ author, className }: { author: FeedPost['author']; className?: string }) {
  const { t } = useTranslation('feed')
  // an author whose profile does not reach this reader: no name, no link
  if (!author.id) return <span className={className}>{author.name ?? t('anonymous')}</span>
  return (
    <Link to={`/user/${encodeURIComponent(author.id)}`} className={cn(LINK, className)}>
      {author.name ?? t('anonymous')}
    </Link>
  )
}
