/**
 * 'Create post': a link to /feed/new (the form as a page, without JavaScript) that, once the
 * page is hydrated, opens the post dialog instead. The dialog's code (Radix, Conform, the
 * schema) is fetched when the pointer or focus reaches the button, so reading the feed ships
 * none of it (lazyOnDemand, decision 011).
 */
import { Link } from '@remix-run/react'
import { PenLine } from 'lucide-react'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { lazyOnDemand } from '~/components/ui/lazy'
import { useHydrated } from '~/utils/use-hydrated'

const PostDialog = lazyOnDemand(() => import('./post-dialog').then((module) => module.PostDialog))

export function CreatePost() {
  const { t } = useTranslation('feed')
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Link
        to="/feed/new"
        className={buttonVariants({ variant: 'default', shape: 'pill' })}
        onPointerEnter={() => void PostDialog.preload()}
        onFocus={() => void PostDialog.preload()}
        onClick={(event) => {
          if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey) return
          event.preventDefault()
          setOpen(true)
        }}
        aria-haspopup={hydrated ? 'dialog' : undefined}
      >
        <PenLine aria-hidden className="size-4" />
        {t('create')}
      </Link>
      {open && (
        <Suspense fallback={null}>
          <PostDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
