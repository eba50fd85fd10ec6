/**
 * Dialog (shadcn/ui style) on @radix-ui/react-dialog: modal, focus trapped inside, Escape and
 * the overlay close it, focus returns to the opener, labelled by <DialogTitle> and described
 * by <DialogDescription>. Texts come from the caller (already translated).
 *
 *   <Dialog open={open} onOpenChange={setOpen}>
 *     <DialogTrigger asChild><button>…</button></DialogTrigger>
 *     <DialogContent closeLabel={t('close')}>
 *       <DialogHeader><DialogTitle>…</DialogTitle><DialogDescription>…</DialogDescription></DialogHeader>
 *       …
 *       <DialogFooter>…</DialogFooter>
 *     </DialogContent>
 *   </Dialog>
 */
import * as DialogPrimitive from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type HTMLAttributes } from 'react'
import { cn } from '~/utils/cn'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogPortal = DialogPrimitive.Portal
export const DialogClose = DialogPrimitive.Close

export const DialogOverlay = forwardRef<
  ElementRef<typeof DialogPrimitive.Overlay>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Overlay>
>(({ className, ...props }, ref) => (
  <DialogPrimitive.Overlay
    ref={ref}
    className={cn(
      'fixed inset-0 z-[110] bg-neutral-950/60 backdrop-blur-[2px]',
      'transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none [.reduce-motion_&]:transition-none',
      className,
    )}
    {...props}
  />
))
DialogOverlay.displayName = 'DialogOverlay'

type DialogContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & {
  /** Accessible name of the corner close button (translated). Without it, no button is shown. */
  closeLabel?: string
  /** wide: a photo viewer's room */
  size?: 'default' | 'wide'
}

export const DialogContent = forwardRef<ElementRef<typeof DialogPrimitive.Content>, DialogContentProps>(
  ({ className, children, closeLabel, size = 'default', ...props }, ref) => (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        ref={ref}
        className={cn(
          // centred by auto margins (no translate, so it works the same right to left)
          'fixed inset-0 z-[120] m-auto grid h-fit max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-y-auto',
          size === 'wide' ? 'max-w-5xl gap-3 p-4 sm:p-6' : 'max-w-lg gap-4 p-6',
          'rounded-2xl border border-neutral-200 bg-white text-neutral-900 shadow-2xl outline-none',
          'dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-50',
          'transition-[opacity,scale] duration-200 starting:scale-95 starting:opacity-0 motion-reduce:transition-none [.reduce-motion_&]:transition-none',
          className,
        )}
        {...props}
      >
        {children}
        {closeLabel ? (
          <DialogPrimitive.Close
            className={cn(
              'absolute end-3 top-3 rounded-md p-1.5 text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              'dark:text-neutral-300 dark:hover:bg-neutral-800 dark:hover:text-white dark:focus-visible:outline-violet-400',
            )}
          >
            <X aria-hidden className="size-5" />
            <span className="sr-only">{closeLabel}</span>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  ),
)
DialogContent.displayName = 'DialogContent'

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('grid gap-1.5 pe-8 text-start', className)} {...props} />
}

/** The dialog's buttons: in a row from sm up; below, stacked with the main action on top, or `inOrder`. */
export function DialogFooter({ className, inOrder, ...props }: HTMLAttributes<HTMLDivElement> & { inOrder?: boolean }) {
  return <div className={cn('flex gap-2 sm:flex-row sm:justify-end', inOrder ? 'flex-col' : 'flex-col-reverse', className)} {...props} />
}

export const DialogTitle = forwardRef<
  ElementRef<typeof DialogPrimitive.Title>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Title> & { small?: boolean }
>(({ className, small, ...props }, ref) => (
  <DialogPrimitive.Title ref={ref} className={cn(small ? 'text-lg' : 'text-xl', 'font-semibold tracking-tight', className)} {...props} />
))
DialogTitle.displayName = 'DialogTitle'

export const DialogDescription = forwardRef<
  ElementRef<typeof DialogPrimitive.Description>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(({ className, ...props }, ref) => (
  <DialogPrimitive.Description ref={ref} className={cn('text-sm text-neutral-700 dark:text-neutral-300', className)} {...props} />
))
DialogDescription.displayName = 'DialogDescription'
