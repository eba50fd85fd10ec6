import type { ReactNode } from 'react'
import { FOCUS } from '~/components/ui/surface'
import { cn } from '~/utils/cn'

/**
 * A plain data table inside a text page. On phones each row becomes a small card (label: value),
 * which reads better than a squeezed table; from the `sm` breakpoint it is a real table, which
 * scrolls sideways inside a focusable, labelled region if it has to.
 */
export function DataTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: { key: string; cells: ReactNode[] }[] }) {
  return (
    <>
      <ul aria-label={caption} className="mt-6 space-y-3 sm:hidden">
        {rows.map((row) => (
          <li key={row.key} className="rounded-xl border border-neutral-200 p-4 text-sm leading-6 dark:border-neutral-800">
            <div className="font-semibold text-neutral-900 dark:text-white">{row.cells[0]}</div>
            <dl className="mt-2 space-y-1.5">
              {row.cells.slice(1).map((cell, i) => (
                <div key={i}>
                  <dt className="text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">{columns[i + 1]}</dt>
                  <dd className="text-neutral-700 dark:text-neutral-300">{cell}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div
        role="region"
        aria-label={caption}
        // a scrollable region must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable)
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={cn('mt-6 hidden overflow-x-auto rounded-xl sm:block border border-neutral-200 dark:border-neutral-800', FOCUS)}
      >
        <table className="w-full min-w-[36rem] border-collapse text-start text-sm leading-6">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-neutral-50 dark:bg-neutral-800/60">
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-4 py-3 text-start font-semibold text-neutral-900 dark:text-white">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
            {rows.map((row) => (
              <tr key={row.key} className="align-top">
                {row.cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-4 py-3 text-start font-medium text-neutral-900 dark:text-neutral-100">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="px-4 py-3 text-neutral-700 dark:text-neutral-300">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
