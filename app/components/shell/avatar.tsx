import type { ShellUser } from '~/models/accounts/users.server'
import { cn } from '~/utils/cn'

/** Up to two initials from the display name, for members without an avatar. */
export function initialsOf(name: string | null | undefined) {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words
  return letters.map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '').join('') || '?'
}

const SIZES = { sm: 'size-8 text-xs', md: 'size-10 text-sm' } as const

export function Avatar({ user, size = 'sm' }: { user: ShellUser; size?: keyof typeof SIZES }) {
  return (
    <span
      aria-hidden
      className={cn(
        'grid shrink-0 place-items-center overflow-hidden rounded-full bg-gradient-to-br from-fuchsia-600 via-brand-700 to-indigo-700 font-semibold text-white ring-2 ring-white dark:ring-neutral-900',
        SIZES[size],
      )}
    >
      {user.avatarUrl ? (
        <img
          src={user.avatarUrl}
          alt=""
          width={size === 'sm' ? 32 : 40}
          height={size === 'sm' ? 32 : 40}
          className="size-full object-cover"
          loading="lazy"
          decoding="async"
        />
      ) : (
        initialsOf(user.displayName)
      )}
    </span>
  )
}
