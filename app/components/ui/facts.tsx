import type { ReactNode } from 'react'
import { cn } from '~/utils/cn'

/** A definition list of directory facts (SPEC §3 directory entry). */
export function Facts({ items }: { items: { label: string; value: ReactNode; wide?: boolean }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className={cn('min-w-0', item.wide && 'sm:col-span-2')}>
          <dt className="text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">{item.label}</dt>
          <dd className="mt-1 text-base break-words text-neutral-900 dark:text-neutral-100">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
