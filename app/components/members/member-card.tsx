import { Link } from '@remix-run/react'
import { MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FOCUS, PANEL } from '~/components/ui/surface'
import type { MemberCard as CardData } from '~/models/members/cards.server'
import { cn } from '~/utils/cn'
import { AvatarPreview } from './member-avatar'

/** A member's name, or SPEC §8's 'Anonymous User' when they have none. */
export function useMemberName() {
  const { t } = useTranslation('members')
  return (name: string | null | undefined) => (name?.trim() ? name : t('anonymous'))
}

/**
 * A member as a card (the directory, the Squad lists, mutual friends): avatar, name linking to
 * their profile, pronouns, mode and the city they show. `children`: actions under it (Squad).
 */
export function MemberCard({ member, compact = false, children }: { member: CardData; compact?: boolean; children?: ReactNode }) {
  const { t } = useTranslation('members')
  const nameOf = useMemberName()
  const name = nameOf(member.displayName)
  return (
    <div className={cn(PANEL, 'flex h-full flex-col gap-3 p-4')}>
      <div className="flex items-start gap-3">
        <AvatarPreview url={member.avatarUrl} config={member.avatarConfig} name={name} size={compact ? 40 : 56} />
        <div className="min-w-0">
          <Link
            to={`/user/${member.id}`}
            className={cn(
              FOCUS,
              'block rounded font-bold break-words text-neutral-950 hover:underline dark:text-white',
              !compact && 'text-lg',
            )}
          >
            {name}
          </Link>
          {member.pronouns && <span className="block text-sm text-neutral-700 dark:text-neutral-300">{member.pronouns}</span>}
          {!compact && (
            <span className="block text-sm text-neutral-700 dark:text-neutral-300">
              {t(`modes.${member.userMode}.label`, { defaultValue: '' })}
            </span>
          )}
          {!compact && member.cityName && (
            <span className="mt-0.5 flex items-center gap-1 text-sm text-neutral-600 dark:text-neutral-400">
              <MapPin aria-hidden className="size-3.5 shrink-0" />
              {member.cityName}
            </span>
          )}
        </div>
      </div>
      {children}
    </div>
  )
}
