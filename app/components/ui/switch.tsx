/**
 * Switch (shadcn/ui style) on @radix-ui/react-switch: a button with role="switch" and
 * aria-checked, toggled by click, Space or Enter. Label it with <label htmlFor={id}> or
 * aria-label / aria-labelledby. The track keeps at least 3:1 contrast in both themes
 * (WCAG 1.4.11) and the thumb moves to the end side, right to left too.
 */
import * as SwitchPrimitive from '@radix-ui/react-switch'
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react'
import { cn } from '~/utils/cn'

export const Switch = forwardRef<ElementRef<typeof SwitchPrimitive.Root>, ComponentPropsWithoutRef<typeof SwitchPrimitive.Root>>(
  ({ className, ...props }, ref) => (
    <SwitchPrimitive.Root
      ref={ref}
      className={cn(
        'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-violet-400',
        'data-[state=checked]:bg-brand-600 data-[state=unchecked]:bg-neutral-500',
        'dark:data-[state=checked]:bg-violet-500 dark:data-[state=unchecked]:bg-neutral-500',
        'disabled:cursor-not-allowed disabled:opacity-70',
        'motion-reduce:transition-none [.reduce-motion_&]:transition-none',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        className={cn(
          'pointer-events-none block size-5 rounded-full bg-white shadow-md ring-0 transition-transform',
          'data-[state=unchecked]:translate-x-0 data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5',
          'motion-reduce:transition-none [.reduce-motion_&]:transition-none',
        )}
      />
    </SwitchPrimitive.Root>
  ),
)
Switch.displayName = 'Switch'
