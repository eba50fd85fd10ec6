/**
 * 'Create a crew': a link to /groups/new (the form as a page, without JavaScript) that, once the
 * page is hydrated, opens the creation dialog instead (SPEC §2: group creation is a dialog). The
 * dialog's code (Radix, Conform, the schema) is fetched when the pointer or focus reaches the
 * button, so reading /groups ships none of it (lazyOnDemand, decision 011). A visitor's link
 * leads to sign-in, which comes back to /groups/new.
 */
import { Link } from '@remix-run/react'
import { Plus } from 'lucide-react'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { lazyOnDemand } from '~/components/ui/lazy'
import { useHydrated } from '~/utils/use-hydrated'

const CrewDialog = lazyOnDemand(() => import('./crew-dialog').then((module) => module.CrewDialog))

export function CreateCrew({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('crews')
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const dialog = signedIn && hydrated
  return (
    <>
      <Link
        to="/groups/new"
        className={buttonVariants({ variant: 'default', shape: 'pill' })}
        onPointerEnter={dialog ? () => void CrewDialog.preload() : undefined}
        onFocus={dialog ? () => void CrewDialog.preload() : undefined}
        onClick={(event) => {
          if (!dialog || event.metaKey || event.ctrlKey || event.shiftKey) return
          event.preventDefault()
          setOpen(true)
        }}
        aria-haspopup={dialog ? 'dialog' : undefined}
      >
        <Plus aria-hidden className="size-4" />
        {t('list.create')}
      </Link>
      {open && (
        <Suspense fallback={null}>
          <CrewDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
