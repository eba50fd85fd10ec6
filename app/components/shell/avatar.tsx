import type { ShellUser } from '~/models/accounts/users.server'
import { cn } from '~/utils/cn'

/** Up to two initials from the display name, for members without an avatar. */
export function initialsOf(name: string | null | undefined) {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words
  return letters.map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '').join('') || '?'
}

export function Avatar({ user, className }: { user: ShellUser; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'grid size-8 shrink-0 place-items-center overflow-hidden rounded-full bg-gradient-to-br from-fuchsia-600 via-brand-700 to-indigo-700 text-xs font-semibold text-white ring-2 ring-white dark:ring-neutral-900',
        className,
      )}
    >
      {user.avatarUrl ? (
        <img src={user.avatarUrl} alt="" width={32} height={32} className="size-full object-cover" loading="lazy" decoding="async" />
      ) : (
        initialsOf(user.displayName)
      )}
    </span>
  )
}
