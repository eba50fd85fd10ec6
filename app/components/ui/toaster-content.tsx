import * as ToastPrimitive from '@radix-ui/react-toast'
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/utils/cn'
import { TOAST_DURATION, useToast } from './use-toast'

const VARIANTS = {
  default: 'border-neutral-200 bg-white text-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-50',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50',
  destructive: 'border-red-300 bg-red-50 text-red-950 dark:border-red-700 dark:bg-red-950 dark:text-red-50',
}

/**
 * The main toast system (Radix Toast): one at a time, 5 s, swipe (50 px) or Escape to dismiss,
 * F8 to reach the region. Loaded by Toaster (toaster.tsx) when idle or with the first toast.
 */
export function LoadedToaster() {
  const { toasts, dismiss } = useToast()
  const { t } = useTranslation('shell')
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeThreshold={50} label={t('toast.region')}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => !open && dismiss(item.id)}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pe-10 shadow-lg data-[state=closed]:hidden',
            VARIANTS[item.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            className="absolute end-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
            aria-label={t('toast.close')}
          >
            <X aria-hidden className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        label={`${t('toast.region')} ({hotkey})`}
        className="fixed bottom-4 end-4 z-[100] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none"
      />
    </ToastPrimitive.Provider>
  )
}
