import { Link } from '@remix-run/react'
import { UserRound, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SectionHeading } from '~/components/ui/section-heading'
import { FOCUS, PANEL } from '~/components/ui/surface'
import type { MemberItem } from '~/models/places/places.server'
import { cn } from '~/utils/cn'
import { usePlaceFormat } from './format'

/** /city/{id}'s members who show their city (the query keeps to those the viewer may see). */
export function CityMembersSection({ city, memberCount, members }: { city: { name: string }; memberCount: number; members: MemberItem[] }) {
  const { t } = useTranslation('places')
  const f = usePlaceFormat()
  return (
    <section aria-labelledby="members-heading" className="mt-10">
      <SectionHeading
        id="members-heading"
        icon={Users}
        aside={
          memberCount > 0 ? (
            <span className="text-sm text-neutral-600 dark:text-neutral-400">
              {t('sections.members', { count: memberCount, formatted: f.number(memberCount) })}
            </span>
          ) : null
        }
      >
        {t('city.membersHeading', { city: city.name })}
      </SectionHeading>
      <p className="-mt-2 mb-4 text-sm text-neutral-600 dark:text-neutral-400">{t('city.membersNote')}</p>
      {members.length === 0 ? (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('city.noMembers')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {members.map((m) => (
            <li key={m.userId}>
              <Link
                to={`/user/${m.userId}`}
                className={cn(
                  PANEL,
                  'flex h-full flex-col items-center gap-2 p-3 text-center transition hover:border-brand-600 dark:hover:border-violet-300',
                  FOCUS,
                )}
              >
                {m.avatarUrl ? (
                  <img src={m.avatarUrl} alt="" width={48} height={48} loading="lazy" className="size-12 rounded-full object-cover" />
                ) : (
                  <span
                    aria-hidden
                    className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-violet-400/15 dark:text-violet-300"
                  >
                    <UserRound className="size-6" />
                  </span>
                )}
                <span className="w-full truncate text-sm font-medium text-neutral-900 dark:text-white">
                  {m.displayName || t('city.anonymous')}
                </span>
                {m.pronouns && <span className="text-xs text-neutral-600 dark:text-neutral-400">{m.pronouns}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
