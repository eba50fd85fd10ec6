import { CircleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '~/utils/cn'

/** A notice above the event: draft, hidden, cancelled, past or under way. */
export function Notice({ tone, title, children }: { tone: 'amber' | 'red' | 'neutral'; title: string; children?: ReactNode }) {
  return (
    <div
      role="status"
      className={cn(
        'mt-6 flex items-start gap-3 rounded-2xl border p-4',
        tone === 'amber' &&
          'border-amber-500/50 bg-amber-50 text-amber-950 dark:border-amber-300/40 dark:bg-amber-950/60 dark:text-amber-50',
        tone === 'red' && 'border-red-500/50 bg-red-50 text-red-950 dark:border-red-300/40 dark:bg-red-950/60 dark:text-red-50',
        tone === 'neutral' &&
          'border-neutral-300 bg-neutral-50 text-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100',
      )}
    >
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">{title}</p>
        {children && <p className="text-sm">{children}</p>}
      </div>
    </div>
  )
}
