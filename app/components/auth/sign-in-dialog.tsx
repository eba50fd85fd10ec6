import { Link, useLocation } from '@remix-run/react'
import { LogIn } from 'lucide-react'
import { Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { lazyOnDemand } from '~/components/ui/lazy'

const SignInDialogContent = lazyOnDemand(() => import('./sign-in-dialog-content').then((module) => module.SignInDialogContent))

/**
 * The header's 'Sign In' (SPEC §2 Sign-in dialog): a link to /auth that, once scripts run,
 * opens the sign-in dialog instead. The dialog's code (Radix, the form and its schema) is not
 * part of the page's first load: it is fetched when the pointer or focus reaches the link, and
 * the dialog opens as soon as it is there. It closes on navigation (a successful sign-in
 * redirects); its 'Create your account with guided signup' goes to /auth.
 */
export function SignInDialog() {
  const { t } = useTranslation('shell')
  const location = useLocation()
  const [open, setOpen] = useState(false)
  // mounted once opened, so closing keeps it (and its exit animation) without refetching
  const [used, setUsed] = useState(false)
  const here = `${location.pathname}${location.search}`
  const redirectTo = location.pathname.startsWith('/auth') ? '/' : here

  // a sign-in redirects; any navigation closes the dialog
  useEffect(() => setOpen(false), [location.key])

  return (
    <>
      <Link
        to={redirectTo === '/' ? '/auth' : `/auth?redirectTo=${encodeURIComponent(redirectTo)}`}
        onPointerEnter={() => void SignInDialogContent.preload()}
        onFocus={() => void SignInDialogContent.preload()}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
          event.preventDefault()
          setUsed(true)
          setOpen(true)
        }}
        aria-haspopup="dialog"
        className={buttonVariants({ size: 'sm', shape: 'pill', className: 'ms-1' })}
      >
        <LogIn aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('auth.signIn')}
      </Link>
      {used ? (
        <Suspense fallback={null}>
          <SignInDialogContent open={open} onOpenChange={setOpen} redirectTo={redirectTo} />
        </Suspense>
      ) : null}
    </>
  )
}
