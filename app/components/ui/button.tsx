import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { cn } from '~/utils/cn'

/**
 * shadcn-style button. `buttonVariants()` gives the same look to links
 * (`<Link className={buttonVariants({ variant: 'outline' })}>`).
 */
const VARIANTS = {
  default: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 dark:bg-violet-400 dark:text-neutral-950 dark:hover:bg-violet-300',
  outline:
    'border border-neutral-300 bg-white/70 text-neutral-900 hover:bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-900/70 dark:text-neutral-100 dark:hover:bg-neutral-800',
  ghost: 'text-neutral-800 hover:bg-neutral-900/5 dark:text-neutral-100 dark:hover:bg-white/10',
  subtle: 'bg-neutral-900/5 text-neutral-900 hover:bg-neutral-900/10 dark:bg-white/10 dark:text-neutral-100 dark:hover:bg-white/15',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
} as const

const SIZES = {
  default: 'h-10 px-4 text-sm',
  sm: 'h-9 px-3 text-sm',
  lg: 'h-11 px-6 text-base',
  icon: 'size-10',
} as const

export type ButtonVariant = keyof typeof VARIANTS
export type ButtonSize = keyof typeof SIZES

export const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-violet-300'

export function buttonVariants({
  variant = 'default',
  size = 'default',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0',
    FOCUS_RING,
    VARIANTS[variant],
    SIZES[size],
    className,
  )
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant, size, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonVariants({ variant, size, className })} {...props} />
})
