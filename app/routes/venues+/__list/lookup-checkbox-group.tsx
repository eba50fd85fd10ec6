import type { ReactNode } from 'react'
import { FILTER_FOCUS } from '~/components/ui/filter-fields'
import { useLookupLabel, type LookupKind } from '~/components/venues/vocabulary'
import type { LookupOption } from '~/models/venues/directory.server'
import { cn } from '~/utils/cn'

/** One of the /venues filters' 'More filters' groups: a checkbox per amenity, service, access or group (__list/filters-form.tsx). */
export function CheckboxGroup({
  legend,
  hint,
  name,
  kind,
  options,
  checked,
}: {
  legend: ReactNode
  hint: string
  name: string
  kind: LookupKind
  options: LookupOption[]
  checked: string[]
}) {
  const label = useLookupLabel()
  const hintId = `venues-${name}-hint`
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="text-sm font-semibold text-neutral-900 dark:text-white">{legend}</legend>
      <p id={hintId} className="text-xs text-neutral-600 dark:text-neutral-400">
        {hint}
      </p>
      <ul className="mt-2 space-y-1">
        {options.map((o) => (
          <li key={o.slug}>
            <label className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm text-neutral-800 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800">
              <input
                type="checkbox"
                name={name}
                value={o.slug}
                defaultChecked={checked.includes(o.slug)}
                className={cn('size-4 shrink-0 rounded accent-brand-700 dark:accent-violet-300', FILTER_FOCUS)}
              />
              {label(kind, o)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
