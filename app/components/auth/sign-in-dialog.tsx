import { Link, useLocation } from '@remix-run/react'
import { LogIn, Sparkles } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { SignInForm } from './sign-in-form'

/**
 * The header's 'Sign In' (SPEC §2 Sign-in dialog): a link to /auth that, once scripts run,
 * opens the sign-in dialog instead. The dialog closes on navigation (a successful sign-in
 * redirects) and its 'Create your account with guided signup' goes to /auth.
 */
export function SignInDialog() {
  const { t } = useTranslation('shell')
  const location = useLocation()
  const [open, setOpen] = useState(false)
  const here = `${location.pathname}${location.search}`
  const redirectTo = location.pathname.startsWith('/auth') ? '/' : here

  // a sign-in redirects; any navigation closes the dialog
  useEffect(() => setOpen(false), [location.key])

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Link
        to={redirectTo === '/' ? '/auth' : `/auth?redirectTo=${encodeURIComponent(redirectTo)}`}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
          event.preventDefault()
          setOpen(true)
        }}
        aria-haspopup="dialog"
        className={buttonVariants({ size: 'sm', className: 'ms-1 rounded-full' })}
      >
        <LogIn aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('auth.signIn')}
      </Link>
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
          onClick={() => setOpen(false)}
          className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full' })}
        >
          <Sparkles aria-hidden className="size-4 text-brand-700 dark:text-violet-300" />
          {t('auth.guidedSignup')}
        </Link>
      </DialogContent>
    </Dialog>
  )
}
