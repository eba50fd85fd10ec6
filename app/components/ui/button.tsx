import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { cn } from '~/utils/cn'

/**
 * shadcn-style button. `buttonVariants()` gives the same look to links
 * (`<Link className={buttonVariants({ variant: 'outline' })}>`). What callers change (colours,
 * size, shape) is a variant: `className` only adds classes for other properties (margins,
 * width), since classes are joined, not merged (utils/cn.ts).
 */
const VARIANTS = {
  default: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 dark:bg-violet-400 dark:text-neutral-950 dark:hover:bg-violet-300',
  outline:
    'border border-neutral-300 bg-white/70 text-neutral-900 hover:bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-900/70 dark:text-neutral-100 dark:hover:bg-neutral-800',
  ghost: 'text-neutral-800 hover:bg-neutral-900/5 dark:text-neutral-100 dark:hover:bg-white/10',
  subtle: 'bg-neutral-900/5 text-neutral-900 hover:bg-neutral-900/10 dark:bg-white/10 dark:text-neutral-100 dark:hover:bg-white/15',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  /** a moderator's approval */
  approve: 'bg-emerald-700 text-white shadow-sm hover:bg-emerald-800 dark:bg-emerald-300 dark:text-neutral-950 dark:hover:bg-emerald-200',
  /** outline, for a refusal or removal that is not the page's main action */
  outlineDanger:
    'border border-neutral-300 bg-white/70 text-red-800 hover:bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-900/70 dark:text-red-300 dark:hover:bg-neutral-800',
  /** ghost, for removing something (an avatar, a passkey) beside what it removes */
  ghostDanger: 'text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-400/10',
  /** the chosen one of a set (the current page of a pager) */
  current:
    'border border-brand-700 bg-brand-700 text-white hover:bg-brand-700 dark:border-violet-300 dark:bg-violet-300 dark:text-neutral-950 dark:hover:bg-violet-300',
} as const

const SIZES = {
  default: 'h-10 px-4 text-sm',
  sm: 'h-9 px-3 text-sm',
  /** sm with less padding on narrow screens (the header's menu buttons) */
  compact: 'h-9 px-2 text-sm sm:px-3',
  lg: 'h-11 px-6 text-base',
  icon: 'size-10',
  iconSm: 'size-9',
} as const

const SHAPES = { rounded: 'rounded-lg', pill: 'rounded-full' } as const

export type ButtonVariant = keyof typeof VARIANTS
export type ButtonSize = keyof typeof SIZES
export type ButtonShape = keyof typeof SHAPES

const FOCUS_OUTLINE = 'focus-visible:outline-2 focus-visible:outline-brand-600 dark:focus-visible:outline-violet-300'
export const FOCUS_RING = `${FOCUS_OUTLINE} focus-visible:outline-offset-2`
/** The focus ring drawn on the element's edge: items of a list or menu, where an offset ring would overlap their neighbours. */
export const FOCUS_RING_INSET = `${FOCUS_OUTLINE} focus-visible:outline-offset-0`

export function buttonVariants({
  variant = 'default',
  size = 'default',
  shape = 'rounded',
  jsOnly = false,
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; shape?: ButtonShape; jsOnly?: boolean; className?: string } = {}) {
  return cn(
    // jsOnly: hidden until scripts run (the .js class on <html>), for what only works with them
    jsOnly ? 'hidden [.js_&]:inline-flex' : 'inline-flex',
    'shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0',
    FOCUS_RING,
    VARIANTS[variant],
    SIZES[size],
    SHAPES[shape],
    className,
  )
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: ButtonSize
  shape?: ButtonShape
  jsOnly?: boolean
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant, size, shape, jsOnly, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonVariants({ variant, size, shape, jsOnly, className })} {...props} />
})
