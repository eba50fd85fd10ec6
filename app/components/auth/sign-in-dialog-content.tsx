import { Link } from '@remix-run/react'
import { Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { SignInForm } from './sign-in-form'

/** The sign-in dialog itself, loaded when the header's 'Sign In' is first used (sign-in-dialog.tsx). */
export function SignInDialogContent({
  open,
  onOpenChange,
  redirectTo,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  redirectTo: string
}) {
  const { t } = useTranslation('shell')
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('auth.close')} className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('auth.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('auth.dialogSubtitle')}</DialogDescription>
        </DialogHeader>
        {open ? <SignInForm redirectTo={redirectTo} /> : null}
        <div className="relative my-1 text-center text-sm text-neutral-600 dark:text-neutral-400">
          <span aria-hidden className="absolute inset-x-0 top-1/2 h-px bg-neutral-200 dark:bg-neutral-800" />
          <span className="relative bg-white px-3 dark:bg-neutral-900">{t('auth.newHere')}</span>
        </div>
        <Link
          to="/auth?mode=signup"
          onClick={() => onOpenChange(false)}
          className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full' })}
        >
          <Sparkles aria-hidden className="size-4 text-brand-700 dark:text-violet-300" />
          {t('auth.guidedSignup')}
        </Link>
      </DialogContent>
    </Dialog>
  )
}
