import { Form } from '@remix-run/react'
import { Search } from 'lucide-react'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { buttonVariants } from '~/components/ui/button'
import { FILTER_FIELD, FILTER_LABEL } from '~/components/ui/filter-fields'
import { PANEL } from '~/components/ui/surface'
import { cn } from '~/utils/cn'

/**
 * The parts of a list page's filters (/venues, /events, /groups, /news, /personalities,
 * /ressources, /users): one GET form (it works without JavaScript; each loader redirects to its
 * clean URL), the words box with its submit button, and labelled selects.
 */
export function FilterForm({ action, label, children }: { action: string; label: string; children: ReactNode }) {
  return (
    <Form method="get" action={action} role="search" aria-label={label} className={cn(PANEL, 'p-4 sm:p-5')}>
      {children}
    </Form>
  )
}

/** The row on top: the words (`q`) with a search icon, what the page adds between, the submit button. */
export function FilterSearchRow({
  id,
  label,
  value,
  maxLength,
  placeholder,
  submit,
  submitIcon: SubmitIcon = Search,
  submitClassName,
  children,
}: {
  id: string
  label: string
  value: string
  maxLength: number
  placeholder: string
  submit: string
  submitIcon?: typeof Search
  submitClassName?: string
  children?: ReactNode
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className={FILTER_LABEL}>
          {label}
        </label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-neutral-500" />
          <input
            id={id}
            name="q"
            type="search"
            defaultValue={value}
            maxLength={maxLength}
            autoComplete="off"
            placeholder={placeholder}
            className={cn(FILTER_FIELD, 'ps-9')}
          />
        </div>
      </div>
      {children}
      <button type="submit" className={buttonVariants({ className: submitClassName })}>
        <SubmitIcon aria-hidden className="size-4" />
        {submit}
      </button>
    </div>
  )
}

/** A labelled input (a place, a date, a price…); `value` is its first value, as the URL gave it. */
export function FilterInput({
  id,
  label,
  value,
  className,
  ...input
}: {
  id: string
  name: string
  label: ReactNode
  value: string | number | undefined
  className?: string
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'defaultValue' | 'className'>) {
  return (
    <div className={className}>
      <label htmlFor={id} className={FILTER_LABEL}>
        {label}
      </label>
      <input id={id} defaultValue={value ?? ''} className={FILTER_FIELD} {...input} />
    </div>
  )
}

export type FilterOption = { value: string | number; label: ReactNode }

/** A labelled select; `any` is the first option, for no filter (value ''). */
export function FilterSelect({
  id,
  name,
  label,
  value,
  options,
  any,
  disabled,
  className,
}: {
  id: string
  name: string
  label: ReactNode
  value: string | number
  options: FilterOption[]
  any?: string
  disabled?: boolean
  className?: string
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={FILTER_LABEL}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={FILTER_FIELD} disabled={disabled}>
        {any != null && <option value="">{any}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
