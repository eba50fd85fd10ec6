import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu'
import { Check } from 'lucide-react'
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { directionOf } from '~/i18n/config'
import { cn } from '~/utils/cn'
import { useFirstOpenFocus, type LoadedMenuProps } from './lazy-menu'

/**
 * shadcn-style dropdown menu on Radix (keyboard: Enter/Space/ArrowDown open, arrows move,
 * Escape closes and returns focus to the trigger). The reading direction follows the page
 * language so arrow keys and alignment are mirrored in Arabic.
 */
export function DropdownMenu({ dir, ...props }: ComponentPropsWithoutRef<typeof DropdownMenuPrimitive.Root>) {
  const { i18n } = useTranslation()
  return <DropdownMenuPrimitive.Root dir={dir ?? directionOf(i18n.language)} {...props} />
}

export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger
export const DropdownMenuGroup = DropdownMenuPrimitive.Group
export const DropdownMenuPortal = DropdownMenuPrimitive.Portal
export const DropdownMenuRadioGroup = DropdownMenuPrimitive.RadioGroup

export const DropdownMenuContent = forwardRef<
  ElementRef<typeof DropdownMenuPrimitive.Content>,
  ComponentPropsWithoutRef<typeof DropdownMenuPrimitive.Content>
>(function DropdownMenuContent({ className, sideOffset = 8, collisionPadding = 8, ...props }, ref) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        ref={ref}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-[12rem] overflow-y-auto rounded-xl border border-neutral-200 bg-white/95 p-1.5 text-neutral-900 shadow-xl shadow-neutral-900/10 backdrop-blur-md',
          'dark:border-neutral-700 dark:bg-neutral-900/95 dark:text-neutral-100 dark:shadow-black/40',
          'outline-none',
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  )
})

export const DropdownMenuItem = forwardRef<
  ElementRef<typeof DropdownMenuPrimitive.Item>,
  ComponentPropsWithoutRef<typeof DropdownMenuPrimitive.Item> & { inset?: boolean }
>(function DropdownMenuItem({ className, inset, ...props }, ref) {
  return (
    <DropdownMenuPrimitive.Item
      ref={ref}
      className={cn(
        'relative flex w-full cursor-pointer select-none items-center gap-2.5 rounded-lg px-2.5 py-2 text-start text-sm font-medium outline-none transition-colors',
        'text-neutral-800 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 dark:text-neutral-100 dark:data-[highlighted]:bg-violet-400/15 dark:data-[highlighted]:text-white',
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        inset && 'ps-8',
        className,
      )}
      {...props}
    />
  )
})

/** A choice of a radio group (the header's mode selector): the chosen one carries a check mark. */
export const DropdownMenuRadioItem = forwardRef<
  ElementRef<typeof DropdownMenuPrimitive.RadioItem>,
  ComponentPropsWithoutRef<typeof DropdownMenuPrimitive.RadioItem>
>(function DropdownMenuRadioItem({ className, children, ...props }, ref) {
  return (
    <DropdownMenuPrimitive.RadioItem
      ref={ref}
      className={cn(
        'relative flex w-full cursor-pointer select-none items-center gap-2.5 rounded-lg py-2 pe-2.5 ps-8 text-start text-sm font-medium outline-none transition-colors',
        'text-neutral-800 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 dark:text-neutral-100 dark:data-[highlighted]:bg-violet-400/15 dark:data-[highlighted]:text-white',
        className,
      )}
      {...props}
    >
      <span className="absolute start-2.5 flex size-4 items-center justify-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <Check aria-hidden className="size-4" />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.RadioItem>
  )
})

export const DropdownMenuLabel = forwardRef<
  ElementRef<typeof DropdownMenuPrimitive.Label>,
  ComponentPropsWithoutRef<typeof DropdownMenuPrimitive.Label> & { plain?: boolean }
>(function DropdownMenuLabel({ className, plain, ...props }, ref) {
  return (
    <DropdownMenuPrimitive.Label
      ref={ref}
      // plain: a label styled by what it holds (the avatar menu's 'Signed in as')
      className={cn(
        plain ? 'px-2.5 py-2' : 'px-2.5 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-neutral-600 dark:text-neutral-400',
        className,
      )}
      {...props}
    />
  )
})

export const DropdownMenuSeparator = forwardRef<
  ElementRef<typeof DropdownMenuPrimitive.Separator>,
  ComponentPropsWithoutRef<typeof DropdownMenuPrimitive.Separator>
>(function DropdownMenuSeparator({ className, ...props }, ref) {
  return (
    <DropdownMenuPrimitive.Separator
      ref={ref}
      className={cn('-mx-1.5 my-1.5 h-px bg-neutral-200 dark:bg-neutral-700', className)}
      {...props}
    />
  )
})

/**
 * The menu a LazyMenuButton (lazy-menu.tsx) loads: open from the start, its trigger the one the
 * placeholder showed, the first item focused when the keyboard opened it.
 */
export function LoadedDropdownMenu({
  trigger,
  triggerClassName,
  openedWithKeyboard,
  contentClassName,
  onOpenChange,
  children,
}: LoadedMenuProps & { contentClassName: string; children: ReactNode; onOpenChange?: (open: boolean) => void }) {
  const focusFirstItem = useFirstOpenFocus(openedWithKeyboard)
  return (
    <DropdownMenu defaultOpen onOpenChange={onOpenChange}>
      <DropdownMenuTrigger className={triggerClassName}>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className={contentClassName} ref={focusFirstItem}>
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
