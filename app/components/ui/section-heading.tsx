import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** A section's h2 with its icon and, at the other end, an aside (a count, a 'see all' link). */
export function SectionHeading({
  id,
  icon: Icon,
  children,
  aside,
}: {
  id: string
  icon?: LucideIcon
  children: ReactNode
  aside?: ReactNode
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
        {Icon && <Icon aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />}
        {children}
      </h2>
      {aside}
    </div>
  )
}
